import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

const login = (t: TestApp, email: string, password: string, headers: Record<string, string> = {}) =>
  t.request('POST', '/api/v1/admin/login', { body: { email, password }, headers });

describe('sign-in throttling (S3)', () => {
  it('after 5 failures for one account from one address, even the right password waits (429 + Retry-After)', async () => {
    const t = await startTestApp();
    apps.push(t);
    for (let i = 0; i < 5; i += 1) expect((await login(t, 'admin@aangan.test', `wrong password ${i}`)).status).toBe(401);
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
    for (let i = 0; i < 5; i += 1) await login(t, 'admin@aangan.test', 'wrong password', { 'x-forwarded-for': `203.0.113.${i}` });
    expect((await login(t, 'admin@aangan.test', 'wrong password', { 'x-forwarded-for': '198.51.100.7' })).status).toBe(429);
  });

  it('behind a trusted proxy the client address comes from X-Forwarded-For', async () => {
    const t = await startTestApp({ TRUST_PROXY: 'true' });
    apps.push(t);
    for (let i = 0; i < 5; i += 1) await login(t, 'admin@aangan.test', 'wrong password', { 'x-forwarded-for': '203.0.113.9' });
    expect((await login(t, 'admin@aangan.test', 'correct horse battery', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
    expect((await login(t, 'admin@aangan.test', 'correct horse battery', { 'x-forwarded-for': '198.51.100.20' })).status).toBe(200);
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
