import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE } from '@aangan/contracts';
import { outboxMails, resetOtpFromOutbox } from './testing/outbox.ts';
import { startTestApp, type TestApp } from './testing/testApp.ts';
import { testClock } from './testing/testClock.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'aangan-at-rest-'));
const dataDir = path.join(root, 'data');
const logs: string[] = [];
const clock = testClock();
let t: TestApp;
/** Everything that must never be logged, gathered along the run. */
const secrets: string[] = [];
const keep = <T extends string>(value: T): T => {
  secrets.push(value);
  return value;
};

beforeAll(async () => {
  // A data folder the app creates itself.
  t = await startTestApp({ DATA_DIR: dataDir, TRUST_PROXY: 'true' }, { logs, now: clock.now });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const post = (url: string, body: unknown, token?: string) =>
  t.request('POST', `/api/v1${url}`, {
    body,
    ...(token ? { token } : {}),
    headers: { 'x-forwarded-for': '198.51.100.7' },
  });
const code = (secret: string, steps: number) =>
  generate({ secret, epoch: clock.epochSeconds() + steps * 30 }).then(keep);
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Every file and folder under a folder, with its permission bits. */
function entries(dir: string): { file: string; mode: number; isDir: boolean }[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    const stat = statSync(file);
    const entry = { file: path.relative(dataDir, file), mode: stat.mode & 0o777, isDir: stat.isDirectory() };
    return stat.isDirectory() ? [entry, ...entries(file)] : [entry];
  });
}

describe('secrets at rest and in logs (S12)', () => {
  it('a full sign-in, reset, authenticator, lead and erasure run: no hash, token, code, secret or personal data in the log; data files 0600, folders 0700', async () => {
    // An account: created, signed in, password changed (the old hash must not linger readable anywhere).
    const password = keep('first long passphrase');
    const changed = keep('second long passphrase');
    await t.request('POST', '/api/v1/admin/users', {
      token: t.adminToken,
      body: { email: keep('owner@aangan.test'), name: 'Owner', role: 'admin', password },
    });
    await post('/admin/login', { email: 'owner@aangan.test', password: keep('a wrong guess here') });
    const token = keep((await post('/admin/login', { email: 'owner@aangan.test', password })).body.token as string);
    await post(
      '/admin/change-password',
      { oldPassword: password, newPassword: changed, confirmPassword: changed },
      token,
    );
    const session = keep(
      (await post('/admin/login', { email: 'owner@aangan.test', password: changed })).body.token as string,
    );

    // An authenticator: enrolled, a wrong code, a sign-in with the challenge and a code.
    const { secret } = (await post('/admin/totp/enroll', {}, session)).body.result as { secret: string };
    keep(secret);
    await post('/admin/totp/confirm', { code: await code(secret, 0) }, session);
    const challenge = keep(
      (await post('/admin/login', { email: 'owner@aangan.test', password: changed })).body.challenge as string,
    );
    const next = await code(secret, 1);
    await post('/admin/login/totp', { challenge, code: next === '000000' ? '111111' : '000000' });
    expect((await post('/admin/login/totp', { challenge, code: next })).status).toBe(200);

    // A forgotten password, reset with the emailed OTP and the authenticator.
    const before = outboxMails(dataDir).length;
    const { requestId } = (await post('/admin/send-forgetOTP', { email: 'owner@aangan.test' })).body;
    const otp = keep(await resetOtpFromOutbox(dataDir, before));
    const resetToken = keep((await post('/admin/verify-forgetOTP', { requestId, otp })).body.resetToken as string);
    const third = keep('third long passphrase');
    clock.advance(30_000);
    const reset = await post('/admin/reset-password', {
      resetToken,
      newPassword: third,
      confirmPassword: third,
      totpCode: await code(secret, 1),
    });
    expect(reset.body.message).toBe('Password changed successfully');

    // A lead and an application with a résumé, then the person erased.
    const person = {
      firstName: keep('Shobhana'),
      lastName: keep('Raghunathan'),
      mobileNumber: keep('9811122233'),
      email: keep('shobhana@example.in'),
    };
    const formToken = () => keep(t.system.forms.issue(new Date(clock.now().getTime() - 5000)).formToken);
    expect(
      (
        await post('/user/lead-submit', {
          ...person,
          message: keep('Looking near the metro'),
          consent: true,
          noticeVersion: PRIVACY_NOTICE.version,
          formToken: formToken(),
        })
      ).status,
    ).toBe(200);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      ...person,
      currentCtc: '12.5',
      expectedCtc: '16',
      noticePeriod: '1 month',
      consent: 'true',
      noticeVersion: PRIVACY_NOTICE.version,
      formToken: formToken(),
    }))
      form.append(name, value);
    form.append('resume', new Blob([PDF], { type: 'application/pdf' }), 'resume.pdf');
    expect((await t.request('POST', '/api/v1/user/careers-apply', { body: form })).status).toBe(200);
    expect((await post('/admin/privacy/erase', { phone: person.mobileNumber }, t.adminToken)).body.result.people).toBe(
      1,
    );
    await t.system.securityLog.settled();

    // The server's own keys and every password hash, sealed or not.
    for (const name of ['data-key', 'jwt-secret']) keep(readFileSync(path.join(dataDir, name), 'utf8').trim());
    keep(t.adminToken);
    const log = logs.join('\n');
    expect(logs.length).toBeGreaterThan(20);
    for (const value of secrets) expect(log.includes(value), `the log holds ${value.slice(0, 12)}…`).toBe(false);
    expect(log).not.toMatch(/\$argon2/);
    expect(log).not.toMatch(/eyJ[\w-]{10,}\.[\w-]{10,}\./);
    expect(log).not.toMatch(/sb1\.|pd1\./);

    // No password hash readable in any file, old or new: hashes are sealed before they are recorded.
    for (const { file, isDir } of entries(dataDir))
      if (!isDir) expect(readFileSync(path.join(dataDir, file)).includes('$argon2'), file).toBe(false);

    // Owner-only: the folder, every file (event log, WAL, key file, keys, outbox, uploads) and folder in it.
    const found = entries(dataDir);
    expect(found.map((e) => e.file)).toEqual(
      expect.arrayContaining([
        'events.sqlite',
        'events.sqlite-wal',
        'personal-keys.sqlite',
        'data-key',
        'jwt-secret',
        'outbox',
        'uploads',
      ]),
    );
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(found.filter((e) => e.mode !== (e.isDir ? 0o700 : 0o600))).toEqual([]);
  });
});
