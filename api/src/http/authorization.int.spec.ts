import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_START_SCRIPT_SOURCE } from '../../../web-static/pageStart.ts';
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

  it('the only public writes are the sign-in and password-reset steps, the visitor forms and property alerts', () => {
    const publicWrites = allRoutes(t.system)
      .filter((r) => r.method !== 'get' && r.access === 'public')
      .map((r) => r.path);
    expect(publicWrites.sort()).toEqual([
      '/activity/add-to-enquired-project',
      '/activity/contact-form-enquiry',
      '/admin/login',
      '/admin/login/totp',
      '/admin/reset-password',
      '/admin/send-forgetOTP',
      '/admin/verify-forgetOTP',
      '/alerts',
      '/alerts/unsubscribe',
      '/user/call-back',
      '/user/careers-apply',
      '/user/lead-submit',
      '/user/project-lead-submit',
      '/user/query',
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

describe('headers of answers with personal data, and of every answer (S7)', () => {
  it('staff answers and sign-in answers are never stored by a cache', async () => {
    const leads = await t.request('GET', '/api/v1/admin/leads', { token: t.adminToken });
    expect(leads.status).toBe(200);
    expect(leads.headers.get('cache-control')).toBe('no-store');
    const signIn = await t.request('POST', '/api/v1/admin/login', {
      body: { email: 'admin@aangan.test', password: 'correct horse battery' },
      headers: { 'x-forwarded-for': '198.51.100.200' },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    // Every staff read, whatever it holds (profiles, users, audit entries, exchanges, dashboards).
    for (const route of allRoutes(t.system).filter(
      (r) => r.method === 'get' && r.access !== 'public' && !r.path.includes(':'),
    )) {
      const response = await t.request('GET', `/api/v1${route.path}`, { token: t.adminToken });
      expect(response.headers.get('cache-control'), route.path).toBe('no-store');
    }
    // A public read keeps its own caching.
    expect((await t.request('GET', '/api/v1/project/unique-city')).headers.get('cache-control')).not.toBe('no-store');
  });

  it('a Permissions-Policy allows geolocation on this site only and denies what the site does not use', async () => {
    for (const url of ['/api/v1/health', '/api/v1/project/unique-city']) {
      const policy = (await t.request('GET', url)).headers.get('permissions-policy');
      expect(policy, url).toContain('geolocation=(self)');
      for (const denied of ['camera=()', 'microphone=()', 'payment=()', 'usb=()'])
        expect(policy, url).toContain(denied);
    }
  });

  it('upgrade-insecure-requests only behind HTTPS, the start script’s hash kept either way', async () => {
    const plain = (await t.request('GET', '/api/v1/health')).headers.get('content-security-policy')!;
    expect(plain).not.toContain('upgrade-insecure-requests');
    const secure = (
      await t.request('GET', '/api/v1/health', { headers: { 'x-forwarded-proto': 'https' } })
    ).headers.get('content-security-policy')!;
    expect(secure).toContain('upgrade-insecure-requests');
    for (const csp of [plain, secure])
      expect(csp.split(';').find((d) => d.startsWith('script-src '))).toBe(
        `script-src 'self' ${PAGE_START_SCRIPT_SOURCE}`,
      );
    // A client's own X-Forwarded-Proto before the one our proxy wrote is not believed.
    const spoofed = (
      await t.request('GET', '/api/v1/health', { headers: { 'x-forwarded-proto': 'https, http' } })
    ).headers.get('content-security-policy')!;
    expect(spoofed).not.toContain('upgrade-insecure-requests');
  });

  it('a site whose public origin is https upgrades whatever the request says', async () => {
    const site = await startTestApp({ PUBLIC_ORIGIN: 'https://www.aangan.example' });
    try {
      expect((await site.request('GET', '/api/v1/health')).headers.get('content-security-policy')).toContain(
        'upgrade-insecure-requests',
      );
    } finally {
      await site.close();
    }
  });
});
