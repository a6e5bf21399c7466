import { generate } from 'otplib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outboxMails, resetOtpFromOutbox } from '../testing/outbox.ts';
import { recordedSecurityEvents } from '../testing/securityEvents.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const app of apps.splice(0)) await app.close();
});

const login = (t: TestApp, email: string, password: string, headers: Record<string, string> = {}) =>
  t.request('POST', '/api/v1/admin/login', { body: { email, password }, headers });

/** The browser cookie a response sets, as a Cookie header value. */
const cookieOf = (response: { headers: Headers }) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** Twenty failed sign-ins for one account, each from its own address: the account is under attack. */
async function attack(t: TestApp, email: string) {
  for (let i = 0; i < 20; i += 1)
    expect((await login(t, email, `guess ${i}`, { 'x-forwarded-for': `203.0.113.${i}` })).status).toBe(401);
}

describe('an attack on one account does not lock its owner out (S3, S10)', () => {
  it('once under attack, new devices are refused before any password check; the owner gets in from a known device; admins are alerted', async () => {
    const t = await startTestApp({ TRUST_PROXY: 'true' });
    apps.push(t);
    const owner = await login(t, 'admin@aangan.test', 'correct horse battery', { 'x-forwarded-for': '198.51.100.1' });
    expect(owner.status).toBe(200);
    const knownDevice = cookieOf(owner);
    expect(knownDevice).toMatch(/^aangan_device_/);

    await attack(t, 'admin@aangan.test');
    const attacker = await login(t, 'admin@aangan.test', 'guess 21', { 'x-forwarded-for': '203.0.113.99' });
    expect(attacker.status).toBe(429);
    // A new device is refused even with the right password: the answer cannot tell a right guess from a wrong one.
    const newDevice = await login(t, 'admin@aangan.test', 'correct horse battery', {
      'x-forwarded-for': '198.51.100.2',
    });
    expect(newDevice.status).toBe(429);
    expect(newDevice.body).toMatchObject({ code: 'SIGN_IN_PAUSED', message: attacker.body.message });
    // The owner's browser, even from another address.
    const again = await login(t, 'admin@aangan.test', 'correct horse battery', {
      'x-forwarded-for': '198.51.100.3',
      cookie: knownDevice,
    });
    expect(again.status).toBe(200);
    expect(again.body.token).toBeTypeOf('string');

    const events = await recordedSecurityEvents(t.system);
    const adminId = again.body.user.id as string;
    expect(events.filter((e) => e.type === 'AccountUnderAttack').map((e) => e.data)).toEqual([
      { userId: adminId, failures: 20, windowSeconds: 300 },
    ]);
  });

  it('under attack, a correct password with the authenticator code gets in from a new device; a wrong code gets the usual refusal', async () => {
    const t = await startTestApp({ TRUST_PROXY: 'true' });
    apps.push(t);
    const { secret } = (await t.request('POST', '/api/v1/admin/totp/enroll', { token: t.adminToken })).body.result as {
      secret: string;
    };
    const code = (steps: number) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
    await t.request('POST', '/api/v1/admin/totp/confirm', { token: t.adminToken, body: { code: await code(0) } });
    await attack(t, 'admin@aangan.test');

    const newDevice = { 'x-forwarded-for': '198.51.100.4' };
    const withoutCode = await login(t, 'admin@aangan.test', 'correct horse battery', newDevice);
    expect(withoutCode.status).toBe(429);
    const next = await code(1);
    const wrongCode = await t.request('POST', '/api/v1/admin/login', {
      body: {
        email: 'admin@aangan.test',
        password: 'correct horse battery',
        totpCode: next === '000000' ? '111111' : '000000',
      },
      headers: newDevice,
    });
    expect(wrongCode.status).toBe(429);
    expect(wrongCode.body.message).toBe(withoutCode.body.message);
    const withCode = await t.request('POST', '/api/v1/admin/login', {
      body: { email: 'admin@aangan.test', password: 'correct horse battery', totpCode: next },
      headers: newDevice,
    });
    expect(withCode.status).toBe(200);
    expect(withCode.body.token).toBeTypeOf('string');
  });
});

describe('the owner gets in during a spray (S3, S10)', () => {
  const MINUTE = 60_000;

  it('the pause is a fixed hour from the failure that started it: refused attempts do not extend it', async () => {
    // Only Date is faked (the limits' windows read it); sockets and timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    const t = await startTestApp({ TRUST_PROXY: 'true' });
    apps.push(t);
    await attack(t, 'admin@aangan.test');
    const first = await login(t, 'admin@aangan.test', 'correct horse battery', { 'x-forwarded-for': '198.51.100.30' });
    expect(first.body.code).toBe('SIGN_IN_PAUSED');
    expect(Number(first.headers.get('retry-after'))).toBeGreaterThan(59 * 60);

    vi.setSystemTime(Date.now() + 30 * MINUTE);
    for (let i = 0; i < 3; i += 1)
      expect(
        (await login(t, 'admin@aangan.test', `guess after ${i}`, { 'x-forwarded-for': `203.0.113.${50 + i}` })).status,
      ).toBe(429);
    const halfway = await login(t, 'admin@aangan.test', 'correct horse battery', {
      'x-forwarded-for': '198.51.100.31',
    });
    expect(halfway.body.code).toBe('SIGN_IN_PAUSED');
    expect(Number(halfway.headers.get('retry-after'))).toBeLessThanOrEqual(30 * 60);

    vi.setSystemTime(Date.now() + 31 * MINUTE);
    expect(
      (await login(t, 'admin@aangan.test', 'correct horse battery', { 'x-forwarded-for': '198.51.100.32' })).status,
    ).toBe(200);
  });

  it('a completed password reset (it needs the mailbox) ends the pause and lets the browser that did it in, even as the spray goes on', async () => {
    const t = await startTestApp({ TRUST_PROXY: 'true' });
    apps.push(t);
    await attack(t, 'admin@aangan.test');
    const browser = { 'x-forwarded-for': '198.51.100.40' };
    expect((await login(t, 'admin@aangan.test', 'correct horse battery', browser)).body.code).toBe('SIGN_IN_PAUSED');

    const before = outboxMails(t.dataDir).length;
    const { requestId } = (
      await t.request('POST', '/api/v1/admin/send-forgetOTP', {
        body: { email: 'admin@aangan.test' },
        headers: browser,
      })
    ).body;
    const otp = await resetOtpFromOutbox(t.dataDir, before);
    const { resetToken } = (
      await t.request('POST', '/api/v1/admin/verify-forgetOTP', { body: { requestId, otp }, headers: browser })
    ).body;
    const reset = await t.request('POST', '/api/v1/admin/reset-password', {
      body: { resetToken, newPassword: 'a brand new passphrase', confirmPassword: 'a brand new passphrase' },
      headers: browser,
    });
    expect(reset.body.message).toBe('Password changed successfully');
    const device = cookieOf(reset);
    expect(device).toMatch(/^aangan_device_/);

    expect((await login(t, 'admin@aangan.test', 'a brand new passphrase', { ...browser, cookie: device })).status).toBe(
      200,
    );
    // The attacker keeps going and pauses the account again; the browser that reset the password is known to it now.
    await attack(t, 'admin@aangan.test');
    expect(
      (await login(t, 'admin@aangan.test', 'a brand new passphrase', { 'x-forwarded-for': '198.51.100.41' })).body.code,
    ).toBe('SIGN_IN_PAUSED');
    expect(
      (
        await login(t, 'admin@aangan.test', 'a brand new passphrase', {
          'x-forwarded-for': '198.51.100.42',
          cookie: device,
        })
      ).status,
    ).toBe(200);
  });
});

describe('sign-in throttling (S3)', () => {
  it('after 5 failures for one account from one address, even the right password waits (429 + Retry-After)', async () => {
    const t = await startTestApp();
    apps.push(t);
    for (let i = 0; i < 5; i += 1)
      expect((await login(t, 'admin@aangan.test', `wrong password ${i}`)).status).toBe(401);
    const blocked = await login(t, 'admin@aangan.test', 'correct horse battery');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body.message).toBe('Too many failed sign-in attempts. Please wait and try again.');
    // Another account from the same address is not affected yet.
    expect((await login(t, 'auditor@aangan.test', 'correct horse battery')).status).toBe(200);
  });

  it('unknown emails are throttled exactly like known ones (no enumeration)', async () => {
    const t = await startTestApp();
    apps.push(t);
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await login(t, 'nobody@aangan.test', 'whatever it is')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('a spoofed X-Forwarded-For does not reset the count when no proxy is trusted', async () => {
    const t = await startTestApp();
    apps.push(t);
    for (let i = 0; i < 5; i += 1)
      await login(t, 'admin@aangan.test', 'wrong password', { 'x-forwarded-for': `203.0.113.${i}` });
    expect((await login(t, 'admin@aangan.test', 'wrong password', { 'x-forwarded-for': '198.51.100.7' })).status).toBe(
      429,
    );
  });

  it('behind a trusted proxy the client address comes from X-Forwarded-For', async () => {
    const t = await startTestApp({ TRUST_PROXY: 'true' });
    apps.push(t);
    for (let i = 0; i < 5; i += 1)
      await login(t, 'admin@aangan.test', 'wrong password', { 'x-forwarded-for': '203.0.113.9' });
    expect(
      (await login(t, 'admin@aangan.test', 'correct horse battery', { 'x-forwarded-for': '203.0.113.9' })).status,
    ).toBe(429);
    expect(
      (await login(t, 'admin@aangan.test', 'correct horse battery', { 'x-forwarded-for': '198.51.100.20' })).status,
    ).toBe(200);
  });

  it('a successful sign-in clears the count for that account and address', async () => {
    const t = await startTestApp();
    apps.push(t);
    for (let i = 0; i < 4; i += 1) await login(t, 'admin@aangan.test', 'wrong password');
    expect((await login(t, 'admin@aangan.test', 'correct horse battery')).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login(t, 'admin@aangan.test', 'wrong password')).status).toBe(401);
    expect((await login(t, 'admin@aangan.test', 'correct horse battery')).status).toBe(200);
  });
});
