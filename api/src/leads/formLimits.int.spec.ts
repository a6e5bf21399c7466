import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE } from '@aangan/contracts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  // Not behind a proxy of ours: X-Forwarded-For is whatever the client made up.
  t = await startTestApp({ TRUST_PROXY: 'false' });
});
afterAll(async () => {
  await t.close();
});

describe('form limits without a trusted proxy (S8)', () => {
  it('a spoofed X-Forwarded-For does not reset the per-address limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await t.request('POST', '/api/v1/user/lead-submit', {
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        body: {
          firstName: 'Ira',
          lastName: 'Sen',
          mobileNumber: `98700000${String(i).padStart(2, '0')}`,
          email: `ira${i}@example.in`,
          consent: true,
          noticeVersion: PRIVACY_NOTICE.version,
          formToken: t.system.forms.issue(new Date(Date.now() - 5000)).formToken,
        },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('form limits behind one trusted proxy (S8, S13)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await startTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await proxied.close();
  });

  it('an address the client prepends to X-Forwarded-For does not reset the per-address limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      // The proxy appends the address it saw (203.0.113.50); what stands before it is the client's own writing.
      const response = await proxied.request('POST', '/api/v1/user/lead-submit', {
        headers: { 'x-forwarded-for': `1.2.3.${i + 1}, 203.0.113.50` },
        body: {
          firstName: 'Ira',
          lastName: 'Sen',
          mobileNumber: `98710000${String(i).padStart(2, '0')}`,
          email: `ira.proxied${i}@example.in`,
          consent: true,
          noticeVersion: PRIVACY_NOTICE.version,
          formToken: proxied.system.forms.issue(new Date(Date.now() - 5000)).formToken,
        },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    // Another address the proxy saw has its own count.
    const other = await proxied.request('POST', '/api/v1/user/lead-submit', {
      headers: { 'x-forwarded-for': '203.0.113.51' },
      body: {
        firstName: 'Ira',
        lastName: 'Sen',
        mobileNumber: '9871000099',
        email: 'ira.other@example.in',
        consent: true,
        noticeVersion: PRIVACY_NOTICE.version,
        formToken: proxied.system.forms.issue(new Date(Date.now() - 5000)).formToken,
      },
    });
    expect(other.status).toBe(200);
  });
});
