import { beforeAll, describe, expect, it } from 'vitest';
import type { AlertDoc } from '@aangan/contracts';
import { validProjectFields } from '../../testing/fixtures.ts';
import type { TestApp } from '../../testing/testApp.ts';
import { twoBhkUnit as twoBhk } from './alertMails.ts';
import type { AlertsContractApp } from './alertsContractApp.ts';

export function describeAlertSafeguards({
  app,
  clock,
  HOUR,
  admin,
  auditor,
  post,
  subscribe,
  mailsTo,
  textOf,
  linkIn,
}: AlertsContractApp): void {
  describe('alerts and erasure, the pause switch and a send repeated after a crash', () => {
    let t: TestApp;
    beforeAll(() => {
      t = app();
    });
    const email = 'kabir@example.in';
    const subscribeAndConfirm = async (search: Record<string, string>) => {
      expect((await subscribe({ email, consent: true, search })).status).toBe(202);
      await t.system.alerts.sendQueued();
      const mail = mailsTo(email).at(-1)!;
      expect((await fetch(t.base + linkIn(mail, 'confirm'), { redirect: 'manual' })).status).toBe(303);
    };

    it('holds digests while paused (admins only, with If-Match), and sends them once resumed', async () => {
      await subscribeAndConfirm({ city: 'Goa' });
      clock.advance(HOUR);
      await post(validProjectFields({ projectTitle: 'Candolim Shores', city: 'Goa', units: [twoBhk] }));
      const overview = await t.request('GET', '/api/v1/admin/alerts/overview', { token: await auditor() });
      expect(overview.status).toBe(200);
      const etag = overview.headers.get('etag')!;
      expect(
        (
          await t.request('PUT', '/api/v1/admin/alerts/settings', {
            token: await auditor(),
            body: { paused: true },
            headers: { 'if-match': etag },
          })
        ).status,
      ).toBe(403);
      expect(
        (await t.request('PUT', '/api/v1/admin/alerts/settings', { token: await admin(), body: { paused: true } }))
          .status,
      ).toBe(428);
      const paused = await t.request('PUT', '/api/v1/admin/alerts/settings', {
        token: await admin(),
        body: { paused: true },
        headers: { 'if-match': etag },
      });
      expect(paused.status, JSON.stringify(paused.body)).toBe(200);
      expect(paused.body.paused).toBe(true);
      clock.set(new Date('2026-11-25T03:00:00.000Z'));
      const before = mailsTo(email).length;
      expect(await t.system.alerts.runDue()).toMatchObject({ paused: true, queued: 0 });
      expect(mailsTo(email)).toHaveLength(before);

      const resumed = await t.request('PUT', '/api/v1/admin/alerts/settings', {
        token: await admin(),
        body: { paused: false },
        headers: { 'if-match': paused.headers.get('etag')! },
      });
      expect(resumed.status).toBe(200);
      expect(await t.system.alerts.runDue()).toMatchObject({ queued: 1, sent: 1 });
      expect(textOf(mailsTo(email).at(-1)!)).toContain('Candolim Shores');
      const audit = await t.request(
        'GET',
        `/api/v1/admin/audit?${new URLSearchParams({ filter: JSON.stringify({ entityType: 'alertSettings' }) })}`,
        {
          token: await auditor(),
        },
      );
      // Newest first (a shared production log may hold older ones below).
      expect(audit.body.slice(0, 2).map((entry: { summary: string }) => entry.summary)).toEqual([
        'Resumed alerts for everyone',
        'Paused alerts for everyone',
      ]);
    });

    it('a mail handed over before a crash is not written again when its send is repeated', async () => {
      await post(validProjectFields({ projectTitle: 'Panjim Residences', city: 'Goa', units: [twoBhk] }));
      clock.set(new Date('2026-11-26T03:00:00.000Z'));
      // The digest is queued, and a sender hands it over, then dies before recording that it did.
      const mailer = t.system.mailer;
      const send = mailer.send.bind(mailer);
      let handedOver = 0;
      mailer.send = async (mail) => {
        handedOver += 1;
        await send(mail);
        throw new Error('the process died here');
      };
      const before = mailsTo(email).length;
      const run = await t.system.alerts.runDue();
      expect(run, JSON.stringify(run)).toMatchObject({ queued: 1 });
      expect(handedOver).toBe(1);
      expect(mailsTo(email)).toHaveLength(before + 1);
      mailer.send = send;
      // Within the claim's time nobody sends it again; after it, it is sent again and recorded once.
      expect(await t.system.alerts.sendQueued()).toMatchObject({ sent: 0 });
      clock.advance(11 * 60 * 1000);
      expect(await t.system.alerts.sendQueued()).toMatchObject({ sent: 1 });
      expect(mailsTo(email)).toHaveLength(before + 1);
      expect(await t.system.alerts.sendQueued()).toMatchObject({ sent: 0 });
    });

    it('erasing the person ends their alerts, drops their queued mail and leaves the address unreadable', async () => {
      await subscribeAndConfirm({ city: 'Goa', bhk: '2' });
      clock.advance(HOUR);
      await post(validProjectFields({ projectTitle: 'Margao Gardens', city: 'Goa', units: [twoBhk] }));
      clock.set(new Date('2026-11-27T03:00:00.000Z'));
      // Queued, not yet sent, when the erasure comes.
      const { queued } = await t.system.alerts.runDue({ ignoreDailyLimit: false }).then(async (r) => r);
      expect(queued).toBeGreaterThanOrEqual(0);
      const erased = await t.request('POST', '/api/v1/admin/privacy/erase', {
        token: await admin(),
        body: { email: 'Kabir@example.in' },
      });
      expect(erased.status, JSON.stringify(erased.body)).toBe(200);
      const docs = (await t.system.readStore.collection<AlertDoc>('alerts').find({})).filter((d) =>
        JSON.stringify(d.topic).includes('Goa'),
      );
      expect(docs.map((d) => d.status)).toEqual(['erased', 'erased']);
      expect(docs.every((d) => d.email === null)).toBe(true);
      await post(validProjectFields({ projectTitle: 'Vasco Point', city: 'Goa', units: [twoBhk] }));
      clock.set(new Date('2026-11-28T03:00:00.000Z'));
      const before = mailsTo(email).length;
      expect(await t.system.alerts.runDue()).toMatchObject({ queued: 0, sent: 0 });
      expect(mailsTo(email)).toHaveLength(before);
      const topics = await t.request('GET', '/api/v1/admin/alerts', { token: await admin() });
      const goa = topics.body.filter((row: { topic: { label?: string } }) => row.topic.label?.includes('Goa'));
      expect(
        goa.flatMap((row: { subscribers: { email: string | null }[] }) => row.subscribers.map((s) => s.email)),
      ).toEqual([null, null]);
    });
  });
}
