import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails, resetOtpFromOutbox } from '../testing/outbox.ts';
import { requestBurst } from '../testing/requestBurst.ts';
import { startTestApp, type TestApp, type TestResponse } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
  await t.request('POST', '/api/v1/admin/users', {
    token: t.adminToken,
    body: { email: 'owner@aangan.test', name: 'Owner', role: 'auditor', password: 'a long enough passphrase' },
  });
});
afterAll(async () => {
  await t.close();
});

let address = 0;
const send = (email: string) =>
  t.request('POST', '/api/v1/admin/send-forgetOTP', {
    body: { email },
    headers: { 'x-forwarded-for': `192.0.2.${(address += 1)}` },
  });
const verifyRequest = (requestId: string, otp: string, from: string) => ({
  method: 'POST',
  url: '/api/v1/admin/verify-forgetOTP',
  body: { requestId, otp },
  headers: { 'x-forwarded-for': from },
});
const verify = (requestId: string, otp: string, from: string) =>
  t.request('POST', verifyRequest(requestId, otp, from).url, verifyRequest(requestId, otp, from));

/** A request id for the owner's account with the OTP it mailed, and one for an email no account has. */
async function requests(): Promise<{ known: string; otp: string; unknown: string }> {
  const before = outboxMails(t.dataDir).length;
  const known = (await send('owner@aangan.test')).body.requestId as string;
  const otp = await resetOtpFromOutbox(t.dataDir, before);
  const unknown = (await send('nobody-here@aangan.test')).body.requestId as string;
  return { known, otp, unknown };
}

/** What a client can compare of the answers: status, code, message and field errors, in a stable order. */
const seen = (answers: TestResponse[]) =>
  answers
    .map(({ status, body }) => JSON.stringify({ status, code: body.code, message: body.message, errors: body.errors }))
    .sort();

// Each burst comes from a process of its own, so the requests reach the server together (requestBurst.ts).
describe('parallel wrong OTPs answer alike for an account and an unknown email (no enumeration)', () => {
  it('20 at once from 20 addresses: the same 20 answers, 5 OTPs checked, and the right OTP is refused after them', async () => {
    const { known, otp, unknown } = await requests();
    const wrong = otp === '000000' ? '111111' : '000000';
    const burst = (requestId: string, prefix: string) =>
      requestBurst(
        t.base,
        Array.from({ length: 20 }, (_, i) => verifyRequest(requestId, wrong, `${prefix}.${i + 1}`)),
      );
    const forKnown = await burst(known, '203.0.113');
    const forUnknown = await burst(unknown, '198.51.100');

    expect(seen(forKnown)).toEqual(seen(forUnknown));
    expect(forKnown.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 400));
    expect(forKnown[0].body.message).toBe('Incorrect OTP Provided');
    // The request's five tries are spent (and its per-request count too): the right OTP earns nothing now.
    const late = await verify(known, otp, '203.0.113.99');
    expect([400, 429]).toContain(late.status);
    expect(late.body.resetToken).toBeUndefined();
  });

  it('20 at once from one address: the same answers too', async () => {
    const { known, otp, unknown } = await requests();
    const wrong = otp === '000000' ? '111111' : '000000';
    const burst = (requestId: string, from: string) =>
      requestBurst(
        t.base,
        Array.from({ length: 20 }, () => verifyRequest(requestId, wrong, from)),
      );
    const forKnown = await burst(known, '203.0.113.200');
    const forUnknown = await burst(unknown, '198.51.100.200');

    expect(seen(forKnown)).toEqual(seen(forUnknown));
    expect(forKnown.every((answer) => answer.status === 400 || answer.status === 429)).toBe(true);
  });
});
