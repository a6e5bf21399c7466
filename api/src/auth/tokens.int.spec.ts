import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
let secret: Uint8Array;
let adminId: string;

beforeAll(async () => {
  t = await startTestApp();
  secret = new TextEncoder().encode(readFileSync(path.join(t.dataDir, 'jwt-secret'), 'utf8').trim());
  adminId = (await t.request('GET', '/api/v1/admin/get-profile', { token: t.adminToken })).body.result.id;
});
afterAll(async () => {
  await t.close();
});

const profile = (token: string) => t.request('GET', '/api/v1/admin/get-profile', { token });

/** A token as the server would sign it, with one thing changed. */
async function forged(
  change: { alg?: string; key?: Uint8Array; exp?: number | null; aud?: string; iss?: string } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  let jwt = new SignJWT({ role: 'admin' })
    .setProtectedHeader({ alg: change.alg ?? 'HS256' })
    .setSubject(adminId)
    .setIssuer(change.iss ?? 'aangan')
    .setAudience(change.aud ?? 'aangan-admin')
    .setIssuedAt(now)
    .setJti(crypto.randomUUID());
  if (change.exp !== null) jwt = jwt.setExpirationTime(change.exp ?? now + 600);
  return jwt.sign(change.key ?? secret);
}

describe('tokens (S1)', () => {
  it('a correctly signed token works', async () => {
    expect((await profile(await forged())).status).toBe(200);
  });

  it.each([
    [
      'alg: none',
      async () =>
        new UnsecuredJWT({ role: 'admin' })
          .setSubject(adminId)
          .setIssuer('aangan')
          .setAudience('aangan-admin')
          .setExpirationTime('10m')
          .setJti('x')
          .encode(),
    ],
    [
      'a bad signature',
      async () => forged({ key: new TextEncoder().encode('another secret that is long enough to sign') }),
    ],
    ['an expired token', async () => forged({ exp: Math.floor(Date.now() / 1000) - 60 })],
    ['no exp', async () => forged({ exp: null })],
    ['a wrong audience', async () => forged({ aud: 'someone-else' })],
    ['a wrong issuer', async () => forged({ iss: 'someone-else' })],
    ['another algorithm (HS512)', async () => forged({ alg: 'HS512' })],
    ['garbage', async () => 'not.a.token'],
  ])('%s gets 401', async (_name, make) => {
    const response = await profile(await make());
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHORIZED');
  });

  it('a token is accepted from the Authorization header, the token header or the token cookie', async () => {
    expect((await t.request('GET', '/api/v1/admin/get-profile', { headers: { token: t.adminToken } })).status).toBe(
      200,
    );
    expect(
      (await t.request('GET', '/api/v1/admin/get-profile', { headers: { cookie: `token=${t.adminToken}` } })).status,
    ).toBe(200);
  });

  it('logout ends that session only; reusing its token gets 401 (with or without the trailing slash)', async () => {
    const first = (
      await t.request('POST', '/api/v1/admin/login', {
        body: { email: 'admin@aangan.test', password: 'correct horse battery' },
      })
    ).body.token;
    const second = (
      await t.request('POST', '/api/v1/admin/login', {
        body: { email: 'admin@aangan.test', password: 'correct horse battery' },
      })
    ).body.token;
    expect((await profile(first)).status).toBe(200);
    const out = await t.request('POST', '/api/v1/admin/logout', { token: first });
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('Logged out successfully');
    const reused = await profile(first);
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe('Your session has ended. Please log in again.');
    expect(
      (await t.request('POST', '/api/v1/project/save-draft', { token: first, body: { projectTitle: 'x' } })).status,
    ).toBe(401);
    expect((await profile(second)).status).toBe(200);
    expect((await t.request('POST', '/api/v1/admin/logout/', { token: second })).status).toBe(200);
    expect((await profile(second)).status).toBe(401);
    expect((await t.request('POST', '/api/v1/admin/logout')).status).toBe(401);
  });
});
