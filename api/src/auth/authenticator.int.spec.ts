import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'a long enough passphrase';
/** The code an authenticator app shows `offsetSteps` 30-second steps from now. */
const codeFor = (secret: string, offsetSteps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

describe('authenticator app (TOTP)', () => {
  it('enrol, sign out, sign in with password then code; a code works once; an admin can reset it', async () => {
    await t.request('POST', '/api/v1/admin/users', {
      token: t.adminToken,
      body: { email: 'totp@aangan.test', name: 'Two Step', role: 'auditor', password: PASSWORD },
    });
    const first = await t.request('POST', '/api/v1/admin/login', {
      body: { email: 'totp@aangan.test', password: PASSWORD },
    });
    const token = first.body.token as string;

    const enrol = await t.request('POST', '/api/v1/admin/totp/enroll', { token });
    const { secret, otpauthUri } = enrol.body.result as { secret: string; otpauthUri: string };
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Aangan:totp%40aangan\.test\?/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(
      (await t.request('POST', '/api/v1/admin/totp/confirm', { token, body: { code: '000000' } })).body.message,
    ).toBe('Entered OTP is incorrect');
    expect(
      (await t.request('POST', '/api/v1/admin/totp/confirm', { token, body: { code: '12ab' } })).body.message,
    ).toBe('Enter the 6-digit code from your authenticator app');
    const confirmed = await t.request('POST', '/api/v1/admin/totp/confirm', {
      token,
      body: { code: await codeFor(secret) },
    });
    expect(confirmed.body.message).toBe('Authenticator enabled');
    expect((await t.request('GET', '/api/v1/admin/get-profile', { token })).body.result.authenticatorEnabled).toBe(
      true,
    );
    await t.request('POST', '/api/v1/admin/logout', { token });

    const step1 = await t.request('POST', '/api/v1/admin/login', {
      body: { email: 'totp@aangan.test', password: PASSWORD },
    });
    expect(step1.body).toMatchObject({ totpRequired: true, message: 'Enter the code from your authenticator app' });
    expect(step1.body.token).toBeUndefined();
    const challenge = step1.body.challenge as string;
    expect((await t.request('GET', '/api/v1/admin/get-profile', { token: challenge })).status).toBe(401);

    const wrong = await t.request('POST', '/api/v1/admin/login/totp', { body: { challenge, code: '000000' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Entered OTP is incorrect');
    // The code used to confirm the setup is spent; the next step's code signs in.
    const next = await codeFor(secret, 1);
    const step2 = await t.request('POST', '/api/v1/admin/login/totp', { body: { challenge, code: next } });
    expect(step2.status).toBe(200);
    expect((await t.request('GET', '/api/v1/admin/get-profile', { token: step2.body.token })).status).toBe(200);
    const replay = await t.request('POST', '/api/v1/admin/login/totp', { body: { challenge, code: next } });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('Entered OTP is incorrect');

    const id = step2.body.user.id as string;
    // The secret is sealed wherever it is kept: not in the event log file, not in the read model.
    const log = readFileSync(path.join(t.dataDir, 'events.sqlite'));
    const wal = path.join(t.dataDir, 'events.sqlite-wal');
    for (const bytes of [log, ...(existsSync(wal) ? [readFileSync(wal)] : [])])
      expect(bytes.includes(secret)).toBe(false);
    expect(JSON.stringify(await t.system.readStore.collection('admin_users').get(id))).not.toContain(secret);
    const reset = await t.request('POST', `/api/v1/admin/users/${id}/totp-reset`, { token: t.adminToken });
    expect(reset.body.authenticatorEnabled).toBe(false);
    const plain = await t.request('POST', '/api/v1/admin/login', {
      body: { email: 'totp@aangan.test', password: PASSWORD },
    });
    expect(plain.body.totpRequired).toBe(false);
    expect(plain.body.token).toBeTypeOf('string');
  });

  it('a forged or expired challenge is refused', async () => {
    const response = await t.request('POST', '/api/v1/admin/login/totp', {
      body: { challenge: t.adminToken, code: '123456' },
    });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('The sign-in step has expired. Please log in again.');
  });
});
