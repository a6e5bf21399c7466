import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE } from '@aangan/contracts';
import { validProjectFields } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '@aangan/server/testing';
import type { PageCacheStats } from './pageCache.ts';

/** Needs the built site (`npm run build:stale`), like the other page tests; no browser. */
describe('cached pages', () => {
  let t: TestApp;
  const stats = async (): Promise<PageCacheStats> => (await t.request('GET', '/api/v1/health')).body.pageCache;
  const post = async (projectTitle: string) => {
    const response = await t.request('POST', '/api/v1/project/post-project', {
      token: t.adminToken,
      body: validProjectFields({ projectTitle, city: 'Pune', locality: 'Baner' }),
    });
    expect(response.status).toBe(201);
  };

  beforeAll(async () => {
    t = await startTestApp({}, { web: true });
    await post('Kaveri Meadows');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the same page again from the cache, answers 304 to its ETag, and shows a change made through the API on the next view', async () => {
    const url = '/search-result?searchString=Kaveri';
    const first = await t.request('GET', url);
    expect(first.status).toBe(200);
    expect(first.body).toContain('Kaveri Meadows');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"p\d+-[\w-]+"$/);
    expect(first.headers.get('cache-control')).toContain('public');

    const before = await stats();
    const again = await t.request('GET', url);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.body).toBe(first.body);
    expect((await stats()).hits).toBe(before.hits + 1);

    const revalidated = await t.request('GET', url, { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBeUndefined();

    await post('Kaveri Riverside');
    const after = await t.request('GET', url);
    expect(after.status).toBe(200);
    expect(after.body).toContain('Kaveri Riverside');
    expect(after.headers.get('etag')).not.toBe(etag);
    expect((await t.request('GET', url, { headers: { 'if-none-match': etag! } })).status).toBe(200);
  });

  it('keeps serving cached pages while enquiries come in (they change no read model a page shows), and renders again once a project changes', async () => {
    const url = '/search-result?city=Pune';
    const first = await t.request('GET', url);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    const positionBefore = (await t.request('GET', '/api/v1/health')).body.eventStore.head as number;

    const enquiry = await t.request('POST', '/api/v1/user/lead-submit', {
      body: {
        firstName: 'Meera',
        lastName: 'Iyer',
        mobileNumber: '9876543210',
        email: 'meera@example.in',
        consent: true,
        noticeVersion: PRIVACY_NOTICE.version,
        formToken: t.system.forms.issue(new Date(Date.now() - 5000)).formToken,
      },
    });
    expect(enquiry.status).toBe(200);
    // The enquiry is in the log, and every read model has applied it...
    const head = (await t.request('GET', '/api/v1/health')).body.eventStore.head as number;
    expect(head).toBeGreaterThan(positionBefore);
    expect(await t.system.runner!.waitFor(head, 10_000)).toBe(true);
    const before = await stats();
    const again = await t.request('GET', url);
    // ...and the page is still the one cached.
    expect(again.headers.get('etag')).toBe(etag);
    expect((await stats()).hits).toBe(before.hits + 1);
    expect((await t.request('GET', url, { headers: { 'if-none-match': etag! } })).status).toBe(304);

    await post('Kaveri Uplands');
    const changed = await t.request('GET', url);
    expect(changed.body).toContain('Kaveri Uplands');
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('answers a page found unchanged after an edit elsewhere without rendering it, with its ETag, and renders it again when its own project changes', async () => {
    const posted = await t.request('POST', '/api/v1/project/post-project', {
      token: t.adminToken,
      body: validProjectFields({ projectTitle: 'Saanjh Orchard', city: 'Jaipur', locality: 'Vaishali Nagar' }),
    });
    const other = await t.request('POST', '/api/v1/project/post-project', {
      token: t.adminToken,
      body: validProjectFields({ projectTitle: 'Tulsi Gardens', city: 'Indore', locality: 'Vijay Nagar' }),
    });
    const edit = async (id: string, revision: number, towers: number, title: string, city: string) => {
      const response = await t.request('PUT', `/api/v1/project/edit-project/${id}`, {
        token: t.adminToken,
        headers: { 'if-match': `W/"${revision}"` },
        body: validProjectFields({ projectTitle: title, city, towers }),
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    };
    const url = '/search-result?searchString=Saanjh';
    const first = await t.request('GET', url);
    expect(first.body).toContain('Saanjh Orchard');
    const etag = first.headers.get('etag')!;

    // Another project changes: the read models move on, and this page's data is what it was.
    await edit(other.body.result._id, 0, 7, 'Tulsi Gardens', 'Indore');
    const before = await stats();
    const again = await t.request('GET', url);
    expect(again.status).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers.get('etag')).toBe(etag);
    const after = await stats();
    expect(after.reused).toBe(before.reused + 1);
    expect(after.misses).toBe(before.misses);
    // Current at the new position: the next view is a plain hit, and the browser's copy is still good.
    expect((await t.request('GET', url, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await stats()).hits).toBe(after.hits + 1);

    // Its own project changes: rendered again, with the new data and a new ETag.
    await edit(posted.body.result._id, 0, 3, 'Saanjh Orchard Phase 2', 'Jaipur');
    const changed = await t.request('GET', url);
    expect(changed.body).toContain('Saanjh Orchard Phase 2');
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect((await stats()).reused).toBe(after.reused);
    expect((await t.request('GET', url, { headers: { 'if-none-match': etag } })).status).toBe(200);
  });

  it('never serves or keeps a page for a visitor with a personalising cookie or a staff token', async () => {
    const url = '/search-result?city=Pune&sort=Newest';
    const before = await stats();
    const personalising: Record<string, string>[] = [
      { cookie: 'aangan_contact=someone.signature' },
      { cookie: `token=${t.adminToken}` },
      { authorization: `Bearer ${t.adminToken}` },
    ];
    for (const headers of personalising) {
      const personal = await t.request('GET', url, { headers });
      expect(personal.status).toBe(200);
      expect(personal.body).toContain('Kaveri Meadows');
      expect(personal.headers.get('cache-control')).toBe('private, no-cache');
      expect(personal.headers.get('etag')).toBeNull();
    }
    const during = await stats();
    expect(during.entries).toBe(before.entries);
    expect(during.hits).toBe(before.hits);
    expect(during.bypassed).toBe(before.bypassed + 3);

    // The first anonymous view renders: nothing was kept from the personalised ones.
    await t.request('GET', url);
    expect((await stats()).misses).toBe(during.misses + 1);
  });

  it('sends the brotli and gzip bytes compressed once, decoding to the same page', async () => {
    const url = '/';
    const plain = await t.request('GET', url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status).toBe(200);
    for (const encoding of ['br', 'gzip']) {
      // The bytes are compressed in the background after the first render: ask until they are there.
      let response = await t.request('GET', url, { headers: { 'accept-encoding': encoding } });
      for (let tries = 0; response.headers.get('content-encoding') !== encoding && tries < 200; tries += 1) {
        await new Promise((resolve) => setImmediate(resolve));
        response = await t.request('GET', url, { headers: { 'accept-encoding': encoding } });
      }
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
      expect(response.body).toBe(plain.body);
    }
  });
});
