import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../app.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true', CORS_ORIGINS: 'https://www.aangan.example' });
});
afterAll(async () => {
  await t.close();
});

/** A concrete URL for a route path: every parameter gets a well-formed id. */
const concrete = (path: string): string => `/api/v1${path.replace(/:(\w+)/g, '0123456789abcdef01234567')}`;

describe('authorization is declared once, per route (S2)', () => {
  it('every write route refuses a request without a token (401) and an auditor (403)', async () => {
    const writes = allRoutes(t.system).filter((r) => r.method !== 'get' && r.access !== 'public');
    expect(writes.length).toBeGreaterThanOrEqual(6);
    for (const route of writes) {
      const url = concrete(route.path);
      const anonymous = await t.request(route.method.toUpperCase(), url, { body: {} });
      expect(anonymous.status, `${route.method} ${url} without a token`).toBe(401);
      // Only routes on one's own account (password, authenticator, logout) are open to every role.
      if (route.access !== 'signedIn') {
        const auditor = await t.request(route.method.toUpperCase(), url, { body: {}, token: t.auditorToken });
        expect(auditor.status, `${route.method} ${url} as auditor`).toBe(403);
      }
    }
  });

  it('every staff read refuses a request without a token (401)', async () => {
    for (const route of allRoutes(t.system).filter((r) => r.method === 'get' && r.access !== 'public')) {
      expect((await t.request('GET', concrete(route.path))).status, route.path).toBe(401);
    }
  });

  it('the only public writes are the sign-in and password-reset steps and the visitor forms', () => {
    const publicWrites = allRoutes(t.system).filter((r) => r.method !== 'get' && r.access === 'public').map((r) => r.path);
    expect(publicWrites.sort()).toEqual([
      '/activity/add-to-enquired-project', '/activity/contact-form-enquiry',
      '/admin/login', '/admin/login/totp', '/admin/reset-password', '/admin/send-forgetOTP', '/admin/verify-forgetOTP',
      '/user/call-back', '/user/careers-apply', '/user/lead-submit', '/user/project-lead-submit', '/user/query',
    ]);
  });
});

describe('headers (S7)', () => {
  it('HSTS only over HTTPS', async () => {
    expect((await t.request('GET', '/api/v1/health')).headers.get('strict-transport-security')).toBeNull();
    const secure = await t.request('GET', '/api/v1/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('CORS answers only the configured origins', async () => {
    const allowed = await t.request('GET', '/api/v1/health', { headers: { origin: 'https://www.aangan.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://www.aangan.example');
    const other = await t.request('GET', '/api/v1/health', { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
