import { describe, expect, it } from 'vitest';
import { ALERT_MESSAGES } from '@aangan/contracts';
import type { AlertsContractApp } from './alertsContractApp.ts';

export function describeAlertInput({ subscribe, alertCount }: AlertsContractApp): void {
  describe('POST /api/v1/alerts: bad input gets a clear 4xx and stores nothing', () => {
    it('refuses a missing consent, a bad address, no topic or two, a bad filter and an unknown project', async () => {
      const before = await alertCount();
      const search = { city: 'Pune' };
      const cases: [unknown, number, string][] = [
        [{ email: 'a@b.in', search }, 400, ALERT_MESSAGES.consent],
        [{ email: 'a@b.in', consent: false, search }, 400, ALERT_MESSAGES.consent],
        [{ email: 'not-an-address', consent: true, search }, 400, ALERT_MESSAGES.emailInvalid],
        [{ email: 'a@b.in', consent: true }, 400, ALERT_MESSAGES.topic],
        [{ email: 'a@b.in', consent: true, search, projectSlug: 'x' }, 400, ALERT_MESSAGES.topic],
        [{ email: 'a@b.in', consent: true, search: { bhk: '9' } }, 400, 'BHK must be among'],
        [{ email: 'a@b.in', consent: true, search: { near: 'me' } }, 400, ''],
        [{ email: 'a@b.in', consent: true, projectSlug: 'no-such-project' }, 404, ALERT_MESSAGES.projectUnknown],
      ];
      for (const [body, status, message] of cases) {
        const response = await subscribe(body);
        expect(response.status, JSON.stringify(body)).toBe(status);
        expect(JSON.stringify(response.body)).toContain(message);
      }
      expect(await alertCount()).toBe(before);
    });

    it('refuses a sixth request from one address within a minute (429) and stores nothing', async () => {
      const email = 'busy.buyer@example.in';
      for (let i = 0; i < 5; i += 1)
        expect((await subscribe({ email, consent: true, search: { city: `City ${i}` } })).status).toBe(202);
      const stored = await alertCount();
      const sixth = await subscribe({ email, consent: true, search: { city: 'City 6' } });
      expect(sixth.status).toBe(429);
      expect(sixth.body.message).toBe(ALERT_MESSAGES.tooMany);
      expect(sixth.headers.get('retry-after')).toBeTruthy();
      expect(await alertCount()).toBe(stored);
    });
  });
}
