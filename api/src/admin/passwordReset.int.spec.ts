import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails, resetOtpFromOutbox } from '../testing/outbox.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'a long enough passphrase';
const otpFromOutbox = (before: number) => resetOtpFromOutbox(t.dataDir, before);
const mailCount = () => outboxMails(t.dataDir).length;
const send = (email: string) => t.request('POST', '/api/v1/admin/send-forgetOTP', { body: { email } });
const verify = (requestId: string, otp: string) =>
  t.request('POST', '/api/v1/admin/verify-forgetOTP', { body: { requestId, otp } });
const reset = (body: Record<string, unknown>) => t.request('POST', '/api/v1/admin/reset-password', { body });

describe('forgotten password by emailed OTP', () => {
  it('send, read the outbox, verify, reset; the old session and password stop working', async () => {
    await t.request('POST', '/api/v1/admin/users', {
      token: t.adminToken,
      body: { email: 'forgot@aangan.test', name: 'Forgetful', role: 'auditor', password: PASSWORD },
    });
    const oldToken = (
      await t.request('POST', '/api/v1/admin/login', { body: { email: 'forgot@aangan.test', password: PASSWORD } })
    ).body.token;
    const before = mailCount();
    const sent = await send('forgot@aangan.test');
    expect(sent.body).toMatchObject({ responseCode: 200, message: 'OTP sent successfully' });
    const otp = await otpFromOutbox(before);
    const verified = await verify(sent.body.requestId, otp);
    expect(verified.body).toMatchObject({ message: 'OTP Verified', authenticatorRequired: false });
    const mismatch = await reset({
      resetToken: verified.body.resetToken,
      newPassword: 'my new passphrase 1',
      confirmPassword: 'other',
    });
    expect(mismatch.body.message).toBe('Password does not match');
    const done = await reset({
      resetToken: verified.body.resetToken,
      newPassword: 'my new passphrase 1',
      confirmPassword: 'my new passphrase 1',
    });
    expect(done.body.message).toBe('Password changed successfully');
    expect((await t.request('GET', '/api/v1/admin/get-profile', { token: oldToken })).status).toBe(401);
    expect(
      (await t.request('POST', '/api/v1/admin/login', { body: { email: 'forgot@aangan.test', password: PASSWORD } }))
        .status,
    ).toBe(401);
    expect(
      (
        await t.request('POST', '/api/v1/admin/login', {
          body: { email: 'forgot@aangan.test', password: 'my new passphrase 1' },
        })
      ).status,
    ).toBe(200);
    // The code and the reset token are single use.
    expect((await verify(sent.body.requestId, otp)).status).toBe(400);
    expect(
      (
        await reset({
          resetToken: verified.body.resetToken,
          newPassword: 'another passphrase 2',
          confirmPassword: 'another passphrase 2',
        })
      ).status,
    ).toBe(401);
  });

  it('unknown emails get the same answer and no mail', async () => {
    const before = mailCount();
    const response = await send('stranger@aangan.test');
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('OTP sent successfully');
    expect(response.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailCount()).toBe(before);
    expect((await verify(response.body.requestId, '123456')).status).toBe(400);
  });

  it('five wrong codes close the request, even for the right code afterwards', async () => {
    await t.request('POST', '/api/v1/admin/users', {
      token: t.adminToken,
      body: { email: 'guess@aangan.test', name: 'Guessed', role: 'auditor', password: PASSWORD },
    });
    const before = mailCount();
    const { requestId } = (await send('guess@aangan.test')).body;
    const otp = await otpFromOutbox(before);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const attempt = await verify(requestId, wrong);
      expect(attempt.status).toBe(400);
      expect(attempt.body.message).toBe('Incorrect OTP Provided');
    }
    // Refused by the request's own limit and, from this address, by the throttle as well.
    const late = await verify(requestId, otp);
    expect([400, 429]).toContain(late.status);
    expect(late.body.resetToken).toBeUndefined();
  });

  it('a code only works with the request that sent it', async () => {
    const before = mailCount();
    const first = (await send('guess@aangan.test')).body.requestId;
    const otp = await otpFromOutbox(before);
    const second = (await send('guess@aangan.test')).body.requestId;
    await otpFromOutbox(before + 1);
    expect((await verify(first, otp)).status).toBe(400);
    expect(second).not.toBe(first);
  });

  it('a reset never skips an enrolled authenticator', async () => {
    await t.request('POST', '/api/v1/admin/users', {
      token: t.adminToken,
      body: { email: 'twofa@aangan.test', name: 'Two Factor', role: 'auditor', password: PASSWORD },
    });
    const token = (
      await t.request('POST', '/api/v1/admin/login', { body: { email: 'twofa@aangan.test', password: PASSWORD } })
    ).body.token;
    const { secret } = (await t.request('POST', '/api/v1/admin/totp/enroll', { token })).body.result;
    await t.request('POST', '/api/v1/admin/totp/confirm', { token, body: { code: await generate({ secret }) } });
    const before = mailCount();
    const { requestId } = (await send('twofa@aangan.test')).body;
    const verified = await verify(requestId, await otpFromOutbox(before));
    expect(verified.body.authenticatorRequired).toBe(true);
    const withoutCode = await reset({
      resetToken: verified.body.resetToken,
      newPassword: 'my new passphrase 3',
      confirmPassword: 'my new passphrase 3',
    });
    expect(withoutCode.status).toBe(400);
    expect(withoutCode.body.message).toBe('Enter the 6-digit code from your authenticator app');
    const nextCode = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const withCode = await reset({
      resetToken: verified.body.resetToken,
      newPassword: 'my new passphrase 3',
      confirmPassword: 'my new passphrase 3',
      totpCode: nextCode,
    });
    expect(withCode.body.message).toBe('Password changed successfully');
  });

  it('sending is throttled per email and address', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await send('flood@aangan.test')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

// A fresh app: these tests refuse many OTPs from one address, which the throttle counts.
describe('emailed OTP answers', () => {
  let u: TestApp;
  beforeAll(async () => {
    u = await startTestApp();
  });
  afterAll(async () => {
    await u.close();
  });
  const sendTo = (email: string) => u.request('POST', '/api/v1/admin/send-forgetOTP', { body: { email } });
  const check = (requestId: string, otp: string) =>
    u.request('POST', '/api/v1/admin/verify-forgetOTP', { body: { requestId, otp } });
  const mails = () => outboxMails(u.dataDir).length;

  it('a wrong OTP gets the same answer whether the email has an account or not (no enumeration)', async () => {
    await u.request('POST', '/api/v1/admin/users', {
      token: u.adminToken,
      body: { email: 'known@aangan.test', name: 'Known', role: 'auditor', password: PASSWORD },
    });
    const before = mails();
    const known = (await sendTo('known@aangan.test')).body.requestId as string;
    const otp = await resetOtpFromOutbox(u.dataDir, before);
    const unknown = (await sendTo('unknown@aangan.test')).body.requestId as string;
    const wrong = otp === '000000' ? '111111' : '000000';
    // Six tries each: the request's own limit ends after five, and must not show either.
    const answers = async (requestId: string) => {
      const seen = [];
      for (let i = 0; i < 6; i += 1) {
        const { status, body } = await check(requestId, wrong);
        seen.push({ status, code: body.code, message: body.message, errors: body.errors });
      }
      return seen;
    };
    const forKnown = await answers(known);
    expect(forKnown[0]).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Incorrect OTP Provided',
      errors: [{ path: 'otp', message: expect.stringContaining('Incorrect OTP Provided') }],
    });
    expect(await answers(unknown)).toEqual(forKnown);
  });

  it('an emailed OTP works once: verifying it again earns no second reset token', async () => {
    const before = mails();
    const { requestId } = (await sendTo('known@aangan.test')).body;
    const otp = await resetOtpFromOutbox(u.dataDir, before);
    const first = await check(requestId, otp);
    expect(first.body.resetToken).toBeTypeOf('string');
    const again = await check(requestId, otp);
    expect(again.status).toBe(400);
    expect(again.body.resetToken).toBeUndefined();
  });
});
