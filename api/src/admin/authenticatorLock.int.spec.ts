import { generate } from 'otplib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outboxMails, resetOtpFromOutbox } from '../testing/outbox.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { testClock, type TestClock } from '../testing/testClock.ts';

const PASSWORD = 'a long enough passphrase';
const NEW_PASSWORD = 'another long passphrase';
const MINUTE = 60_000;

const apps: TestApp[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const app of apps.splice(0)) await app.close();
});

/**
 * An app on a hand-moved clock, behind a trusted proxy so each request can come from its own address.
 * The limits' windows read Date, so Date moves with the clock, as both move with real time.
 */
async function start(): Promise<{ t: TestApp; clock: TestClock }> {
  vi.useFakeTimers({ toFake: ['Date'] });
  const appClock = testClock();
  const clock: TestClock = {
    ...appClock,
    advance(ms: number) {
      appClock.advance(ms);
      vi.setSystemTime(Date.now() + ms);
    },
  };
  const t = await startTestApp({ TRUST_PROXY: 'true' }, { now: clock.now });
  apps.push(t);
  return { t, clock };
}

/** An auditor with an authenticator enrolled; `code(n)` is the code its app shows n steps from the clock's now. */
async function enrolledUser(t: TestApp, clock: TestClock, email: string) {
  await t.request('POST', '/api/v1/admin/users', {
    token: t.adminToken,
    body: { email, name: 'Second Factor', role: 'auditor', password: PASSWORD },
  });
  const token = (await t.request('POST', '/api/v1/admin/login', { body: { email, password: PASSWORD } })).body
    .token as string;
  const { secret } = (await t.request('POST', '/api/v1/admin/totp/enroll', { token })).body.result as {
    secret: string;
  };
  const code = (steps = 1) => generate({ secret, epoch: clock.epochSeconds() + steps * 30 });
  expect((await t.request('POST', '/api/v1/admin/totp/confirm', { token, body: { code: await code(0) } })).status).toBe(
    200,
  );
  const wrong = async () => ((await code(1)) === '000000' ? '111111' : '000000');
  return { code, wrong };
}

let address = 0;
/** A password step from an address not seen before: a fresh challenge each time. */
async function challenge(t: TestApp, email: string, password = PASSWORD): Promise<string> {
  address += 1;
  const step = await t.request('POST', '/api/v1/admin/login', {
    body: { email, password },
    headers: { 'x-forwarded-for': `198.51.100.${address % 250}` },
  });
  expect(step.body.totpRequired).toBe(true);
  return step.body.challenge as string;
}
const codeStep = (t: TestApp, challengeToken: string, code: string) =>
  t.request('POST', '/api/v1/admin/login/totp', {
    body: { challenge: challengeToken, code },
    headers: { 'x-forwarded-for': `203.0.113.${(address += 1) % 250}` },
  });

async function resetToken(
  t: TestApp,
  email: string,
): Promise<{ status: number; body: { resetToken?: string; code?: string } }> {
  const before = outboxMails(t.dataDir).length;
  const { requestId } = (
    await t.request('POST', '/api/v1/admin/send-forgetOTP', {
      body: { email },
      headers: { 'x-forwarded-for': `192.0.2.${(address += 1) % 250}` },
    })
  ).body;
  const otp = await resetOtpFromOutbox(t.dataDir, before);
  return t.request('POST', '/api/v1/admin/verify-forgetOTP', { body: { requestId, otp } });
}
const resetWith = (t: TestApp, token: string, totpCode: string) =>
  t.request('POST', '/api/v1/admin/reset-password', {
    body: { resetToken: token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, totpCode },
  });

describe('authenticator codes are limited per account (S10)', () => {
  it('at sign-in, five wrong codes over fresh challenges from fresh addresses lock the account; only waiting plus an emailed OTP unlock it', async () => {
    const { t, clock } = await start();
    const { code, wrong } = await enrolledUser(t, clock, 'signin-lock@aangan.test');
    for (let i = 1; i <= 4; i += 1) {
      const refused = await codeStep(t, await challenge(t, 'signin-lock@aangan.test'), await wrong());
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe('Entered OTP is incorrect');
    }
    const fifth = await codeStep(t, await challenge(t, 'signin-lock@aangan.test'), await wrong());
    expect(fifth.status).toBe(429);
    expect(fifth.body.code).toBe('AUTHENTICATOR_LOCKED');
    expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThan(14 * 60);

    // Even the right code is refused now, from anywhere, and still after the lock's time without an emailed OTP.
    const right = await codeStep(t, await challenge(t, 'signin-lock@aangan.test'), await code());
    expect(right.status).toBe(429);
    expect(right.body.token).toBeUndefined();
    clock.advance(16 * MINUTE);
    const later = await codeStep(t, await challenge(t, 'signin-lock@aangan.test'), await code());
    expect(later.status).toBe(429);
    expect(later.body.message).toBe(
      'Too many wrong authenticator codes. Reset your password with an emailed OTP to unlock your authenticator.',
    );

    const verified = await resetToken(t, 'signin-lock@aangan.test');
    expect(verified.status).toBe(200);
    expect((await resetWith(t, verified.body.resetToken!, await code())).body.message).toBe(
      'Password changed successfully',
    );
    clock.advance(30_000);
    const signedIn = await codeStep(t, await challenge(t, 'signin-lock@aangan.test', NEW_PASSWORD), await code());
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token).toBeTypeOf('string');
  });

  it('in a password reset, the fifth wrong code locks the account and the reset token dies; an emailed OTP during the lock earns nothing', async () => {
    const { t, clock } = await start();
    const { code, wrong } = await enrolledUser(t, clock, 'reset-lock@aangan.test');
    const verified = await resetToken(t, 'reset-lock@aangan.test');
    const token = verified.body.resetToken!;
    for (let i = 1; i <= 4; i += 1)
      expect((await resetWith(t, token, await wrong())).body.message).toBe('Entered OTP is incorrect');
    expect((await resetWith(t, token, await wrong())).body.code).toBe('AUTHENTICATOR_LOCKED');
    // The right code with the same token: the reset is over.
    const dead = await resetWith(t, token, await code());
    expect(dead.status).toBe(401);

    const duringLock = await resetToken(t, 'reset-lock@aangan.test');
    expect(duringLock.status).toBe(429);
    expect(duringLock.body.code).toBe('AUTHENTICATOR_LOCKED');
    expect(duringLock.body.resetToken).toBeUndefined();

    clock.advance(16 * MINUTE);
    const afterWait = await resetToken(t, 'reset-lock@aangan.test');
    expect(afterWait.status).toBe(200);
    expect((await resetWith(t, afterWait.body.resetToken!, await code())).body.message).toBe(
      'Password changed successfully',
    );
  });

  it('setting up an authenticator: five wrong first codes lock it, and then the right one is refused', async () => {
    const { t, clock } = await start();
    await t.request('POST', '/api/v1/admin/users', {
      token: t.adminToken,
      body: { email: 'enrol-lock@aangan.test', name: 'Enrolling', role: 'auditor', password: PASSWORD },
    });
    const token = (
      await t.request('POST', '/api/v1/admin/login', { body: { email: 'enrol-lock@aangan.test', password: PASSWORD } })
    ).body.token as string;
    const { secret } = (await t.request('POST', '/api/v1/admin/totp/enroll', { token })).body.result as {
      secret: string;
    };
    const right = await generate({ secret, epoch: clock.epochSeconds() });
    const wrong = right === '000000' ? '111111' : '000000';
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await t.request('POST', '/api/v1/admin/totp/confirm', { token, body: { code: wrong } })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const confirmed = await t.request('POST', '/api/v1/admin/totp/confirm', { token, body: { code: right } });
    expect(confirmed.status).toBe(429);
    expect((await t.request('GET', '/api/v1/admin/get-profile', { token })).body.result).toMatchObject({
      authenticatorEnabled: false,
      authenticatorLockedUntil: expect.any(String),
    });
  });
});
