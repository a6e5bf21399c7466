import { generate } from 'otplib';
import { afterEach, describe, expect, it } from 'vitest';
import { requestBurst } from '../testing/requestBurst.ts';
import { recordedSecurityEvents } from '../testing/securityEvents.ts';
import { startTestApp, type TestApp, type TestResponse } from '../testing/testApp.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

const PASSWORD = 'correct horse battery';
const loginRequest = (email: string, password: string, from: string) => ({
  method: 'POST',
  url: '/api/v1/admin/login',
  body: { email, password },
  headers: { 'x-forwarded-for': from },
});

/** How many answers come from a checked password: a refusal by a limit (429) checks nothing. */
const checkedCount = (answers: TestResponse[]) =>
  answers.filter((answer) => answer.status === 401 || answer.status === 200).length;
const recorded = async (t: TestApp, type: string) =>
  (await recordedSecurityEvents(t.system)).filter((event) => event.type === type);

// Each burst comes from a process of its own, so the requests reach the server together (requestBurst.ts).
describe('sign-in limits hold under concurrency (S13)', () => {
  it('100 guesses at once from one address check 5 passwords; the right one, sent last among them, is refused', async () => {
    const t = await startTestApp({ TRUST_PROXY: 'true' });
    apps.push(t);
    const guesses = Array.from({ length: 99 }, (_, i) =>
      loginRequest('admin@aangan.test', `wrong guess ${i}`, '203.0.113.1'),
    );
    const answers = await requestBurst(t.base, [
      ...guesses,
      loginRequest('admin@aangan.test', PASSWORD, '203.0.113.1'),
    ]);

    expect(checkedCount(answers)).toBe(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(95);
    expect(answers.at(-1)!.status).toBe(429);
    expect(
      (await recorded(t, 'SignInFailed')).filter((event) => (event.data as { reason: string }).reason === 'password'),
    ).toHaveLength(5);
  });

  it('20 addresses guessing 3 times each at once meet the account limit: 20 passwords checked, not 60', async () => {
    const t = await startTestApp({ TRUST_PROXY: 'true' });
    apps.push(t);
    const answers = await requestBurst(
      t.base,
      Array.from({ length: 60 }, (_, i) =>
        loginRequest('admin@aangan.test', `wrong guess ${i}`, `203.0.113.${(i % 20) + 1}`),
      ),
    );

    expect(checkedCount(answers)).toBe(20);
    // The account is paused for new devices once its limit is spent: the owner's password from a new address waits too.
    const owner = await t.request('POST', '/api/v1/admin/login', {
      body: { email: 'admin@aangan.test', password: PASSWORD },
      headers: { 'x-forwarded-for': '198.51.100.77' },
    });
    expect(owner.body.code).toBe('SIGN_IN_PAUSED');
    expect(await recorded(t, 'AccountUnderAttack')).toHaveLength(1);
  });

  it('authenticator codes at once over fresh challenges: no more than 5 checked, and the right code sent last is refused', async () => {
    const t = await startTestApp({ TRUST_PROXY: 'true' });
    apps.push(t);
    const { secret } = (await t.request('POST', '/api/v1/admin/totp/enroll', { token: t.auditorToken })).body
      .result as { secret: string };
    const code = (steps: number) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
    expect(
      (await t.request('POST', '/api/v1/admin/totp/confirm', { token: t.auditorToken, body: { code: await code(0) } }))
        .status,
    ).toBe(200);
    const right = await code(1);
    const wrong = right === '000000' ? '111111' : '000000';
    const challenges: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const step = await t.request('POST', '/api/v1/admin/login', {
        body: { email: 'auditor@aangan.test', password: PASSWORD },
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      });
      expect(step.body.totpRequired).toBe(true);
      challenges.push(step.body.challenge as string);
    }
    const codeStep = (challenge: string, value: string) => ({
      method: 'POST',
      url: '/api/v1/admin/login/totp',
      body: { challenge, code: value },
    });
    const answers = await requestBurst(
      t.base,
      challenges.map((challenge, i) => codeStep(challenge, i === challenges.length - 1 ? right : wrong)),
    );

    // A wrong code checked answers 401, or, once it made the lock, 429; a refused one 429 without any check.
    expect(answers.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(5);
    const unexpected = answers.filter(
      (answer) => !(answer.status === 401 || (answer.status === 429 && answer.body.code === 'AUTHENTICATOR_LOCKED')),
    );
    expect(unexpected.map((answer) => `${answer.status} ${answer.body.code}`)).toEqual([]);
    expect(answers.at(-1)!.body.token).toBeUndefined();
    expect((await recorded(t, 'AuthenticatorCodeRejected')).length).toBeLessThanOrEqual(5);
  });
});
