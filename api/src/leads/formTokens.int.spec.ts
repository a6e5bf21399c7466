import { afterEach, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE } from '@aangan/contracts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { FORM_TOKEN_INVALID } from './formGuard.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  // The first app of a restart closed itself with its data kept; the last one removes the folder.
  for (const app of apps.splice(0).reverse()) await app.close().catch(() => undefined);
});

const form = (formToken: string, n: number) => ({
  firstName: 'Ira',
  lastName: 'Sen',
  mobileNumber: `98720000${String(n).padStart(2, '0')}`,
  email: `ira.token${n}@example.in`,
  consent: true,
  noticeVersion: PRIVACY_NOTICE.version,
  formToken,
});

describe('a form token makes one submission, across restarts', () => {
  it('a token spent just before a restart is refused after it', async () => {
    const first = await startTestApp();
    const token = first.system.forms.issue(new Date(Date.now() - 5000)).formToken;
    expect((await first.request('POST', '/api/v1/user/lead-submit', { body: form(token, 1) })).status).toBe(200);
    await first.close({ keepData: true });

    const again = await startTestApp({}, { dataDir: first.dataDir });
    apps.push(again);
    const replay = await again.request('POST', '/api/v1/user/lead-submit', { body: form(token, 2) });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(FORM_TOKEN_INVALID);
    // A token of its own still works: nothing else was refused by the restart.
    const fresh = again.system.forms.issue(new Date(Date.now() - 5000)).formToken;
    expect((await again.request('POST', '/api/v1/user/lead-submit', { body: form(fresh, 3) })).status).toBe(200);
  });

  it('the retry of the submission that spent it, under the same Idempotency-Key, is still that submission after a restart', async () => {
    const first = await startTestApp();
    const token = first.system.forms.issue(new Date(Date.now() - 5000)).formToken;
    const headers = { 'idempotency-key': 'restart-retry-0001' };
    const sent = await first.request('POST', '/api/v1/user/lead-submit', { body: form(token, 4), headers });
    expect(sent.status).toBe(200);
    await first.close({ keepData: true });

    const again = await startTestApp({}, { dataDir: first.dataDir });
    apps.push(again);
    const retry = await again.request('POST', '/api/v1/user/lead-submit', { body: form(token, 4), headers });
    expect(retry.status).toBe(200);
    expect(retry.body.result.leadId).toBe(sent.body.result.leadId);
  });

  it('parallel submissions with one token: exactly one is taken', async () => {
    const t = await startTestApp({ TRUST_PROXY: 'true' });
    apps.push(t);
    const token = t.system.forms.issue(new Date(Date.now() - 5000)).formToken;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.request('POST', '/api/v1/user/lead-submit', {
          body: form(token, 10 + i),
          headers: { 'x-forwarded-for': `10.77.0.${i + 1}` },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
  });
});
