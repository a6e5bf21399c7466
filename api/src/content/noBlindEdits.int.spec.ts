import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestResponse } from '../testing/testApp.ts';

/**
 * Every edit of a Website Configuration record or an article names the revision it was based on:
 * none is a 428, an older one a 412 that says what changed since and loses nothing, the current one
 * a 200 with the next ETag. Requests go over HTTP to a started server, the races in parallel.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (method: string, url: string, options: { body?: unknown; revision?: number; token?: string } = {}) =>
  t.request(method, `/api/v1${url}`, {
    token: options.token ?? t.adminToken,
    ...(options.body === undefined ? {} : { body: options.body }),
    ...(options.revision === undefined ? {} : { headers: { 'if-match': `W/"${options.revision}"` } }),
  });
const etagOf = (response: TestResponse): number => {
  const match = /^W\/"(-?\d+)"$/.exec(response.headers.get('etag') ?? '');
  if (!match) throw new Error(`no weak ETag in ${response.status} ${JSON.stringify(response.body)}`);
  return Number(match[1]);
};
const expectRequired = (response: TestResponse) => {
  expect(response.status).toBe(428);
  expect(response.body).toMatchObject({
    code: 'PRECONDITION_REQUIRED',
    message: 'This change must say which version it is based on. Reload the record and try again.',
  });
};
/** A 412 names the revision to base the next try on, and what changed since the one sent. */
const expectStale = (response: TestResponse, revision: number, changedPaths: string[]) => {
  expect(response.status).toBe(412);
  expect(response.body).toMatchObject({ code: 'STALE_REVISION', revision });
  expect(response.body.changed.map((change: { path: string }) => change.path)).toEqual(changedPaths);
};

describe('currency rates', () => {
  it('two saves from the same copy of the table: the second is refused and the USD change survives', async () => {
    const read = await call('GET', '/user/currency-rates');
    const base = etagOf(read);
    expect(base).toBe(-1);
    const table = read.body.result as Record<string, { name: string; inrPerUnit: number }>;
    expectRequired(
      await call('PUT', '/admin/currency-rates', {
        body: { rates: { ...table, USD: { name: 'US Dollar', inrPerUnit: 83.5 } } },
      }),
    );

    const [usd, eur] = await Promise.all([
      call('PUT', '/admin/currency-rates', {
        revision: base,
        body: { rates: { ...table, USD: { name: 'US Dollar', inrPerUnit: 83.5 } } },
      }),
      call('PUT', '/admin/currency-rates', {
        revision: base,
        body: { rates: { ...table, EUR: { name: 'Euro', inrPerUnit: 92.25 } } },
      }),
    ]);
    const [won, lost] = usd.status === 200 ? [usd, eur] : [eur, usd];
    expect(won.status).toBe(200);
    expect(etagOf(won)).toBe(0);
    expectStale(lost, 0, [won === usd ? 'USD.inrPerUnit' : 'EUR.inrPerUnit']);
    expect(lost.body.changed[0]).toMatchObject({
      label: `${won === usd ? 'USD' : 'EUR'} › Rupees per unit`,
      kind: 'changed',
      old: won === usd ? 84 : 91,
      new: won === usd ? 83.5 : 92.25,
    });

    const after = await call('GET', '/user/currency-rates');
    expect(etagOf(after)).toBe(0);
    expect(after.body.result[won === usd ? 'USD' : 'EUR'].inrPerUnit).toBe(won === usd ? 83.5 : 92.25);

    // Saved again on the revision the 412 named, both changes stand.
    const retried = await call('PUT', '/admin/currency-rates', {
      revision: lost.body.revision,
      body: {
        rates: {
          ...after.body.result,
          USD: { name: 'US Dollar', inrPerUnit: 83.5 },
          EUR: { name: 'Euro', inrPerUnit: 92.25 },
        },
      },
    });
    expect(retried.status).toBe(200);
    expect(etagOf(retried)).toBe(1);
    expect((await call('GET', '/user/currency-rates')).body.result).toMatchObject({
      USD: { inrPerUnit: 83.5 },
      EUR: { inrPerUnit: 92.25 },
    });
  });
});

describe('SEO meta', () => {
  it('a path never given meta is at revision -1; a stale save is refused with the fields that changed', async () => {
    const read = await call('GET', '/user/seo-meta?route=/awards-and-recognition');
    expect(read.body.result).toBeNull();
    expect(etagOf(read)).toBe(-1);
    const meta = {
      route: '/awards-and-recognition',
      title: 'Awards won by Aangan',
      description: 'Recognition for honest advice to home buyers.',
    };
    expectRequired(await call('PUT', '/admin/seo-meta', { body: meta }));

    const saved = await call('PUT', '/admin/seo-meta', { revision: -1, body: meta });
    expect(saved.status).toBe(200);
    expect(etagOf(saved)).toBe(0);
    expect(saved.body.result.meta).toMatchObject({ title: 'Awards won by Aangan', revision: 0 });
    const listed = (await call('GET', '/admin/seo-meta')).body.result.find(
      (m: { route: string }) => m.route === '/awards-and-recognition',
    );
    expect(listed.revision).toBe(0);

    expectStale(await call('PUT', '/admin/seo-meta', { revision: -1, body: { ...meta, title: 'Our awards' } }), 0, [
      'title',
      'description',
      'ogTitle',
    ]);
    const stale = await call('PUT', '/admin/seo-meta', {
      body: { ...meta, description: 'Awards, in short.', expectedRevision: -1 },
    });
    expectStale(stale, 0, ['title', 'description', 'ogTitle']);
    const fresh = await call('PUT', '/admin/seo-meta', {
      revision: 0,
      body: { ...meta, description: 'Awards, in short.' },
    });
    expect(fresh.status).toBe(200);
    expect(etagOf(fresh)).toBe(1);
    expectStale(await call('PUT', '/admin/seo-meta', { revision: 0, body: { ...meta, title: 'Our awards' } }), 1, [
      'description',
    ]);
    expect(etagOf(await call('GET', '/user/seo-meta?route=/awards-and-recognition'))).toBe(1);
  });
});

describe('state RERA registrations', () => {
  it('the map has one revision; a change made on an older one is refused with the states that changed', async () => {
    const read = await call('GET', '/user/get-state-rera');
    const base = etagOf(read);
    expectRequired(await call('PUT', '/admin/state-rera', { body: { state: 'Goa', registration: 'PRGO-GOA-0042' } }));
    const first = await call('PUT', '/admin/state-rera', {
      revision: base,
      body: { state: 'Goa', registration: 'PRGO-GOA-0042' },
    });
    expect(first.status).toBe(200);
    expect(etagOf(first)).toBe(base + 1);
    expect(first.body.data).toMatchObject({ Goa: 'PRGO-GOA-0042' });

    const stale = await call('PUT', '/admin/state-rera', {
      revision: base,
      body: { state: 'Kerala', registration: 'K-RERA/AG/0042/2024' },
    });
    expectStale(stale, base + 1, ['Goa']);
    expect(stale.body.changed[0]).toMatchObject({ kind: 'added', new: 'PRGO-GOA-0042' });
    expect((await call('GET', '/user/get-state-rera')).body.data).not.toHaveProperty('Kerala');
    const removed = await call('PUT', '/admin/state-rera', {
      body: { state: 'Goa', registration: null, expectedRevision: base + 1 },
    });
    expect(removed.status).toBe(200);
    expect(etagOf(await call('GET', '/user/get-state-rera'))).toBe(base + 2);
    expect((await call('GET', '/admin/moderation-data')).body.result.stateReraRevision).toBe(base + 2);
  });
});

describe('site FAQs', () => {
  it('an FAQ is edited and deleted on the revision it was read at', async () => {
    const created = await call('POST', '/admin/faqs', { body: { question: 'Is the brochure free?', answer: 'Yes.' } });
    expect(created.status).toBe(201);
    const id = created.body.result._id as string;
    const read = await call('GET', `/admin/faqs/${id}`);
    expect(read.body.result).toMatchObject({ question: 'Is the brochure free?', revision: 0 });
    expect(etagOf(read)).toBe(0);
    expect((await call('GET', '/user/faqs')).body.result.find((f: { _id: string }) => f._id === id).revision).toBe(0);

    expectRequired(
      await call('PUT', `/admin/faqs/${id}`, { body: { question: 'Is the brochure free of charge?', answer: 'Yes.' } }),
    );
    const [one, two] = await Promise.all([
      call('PUT', `/admin/faqs/${id}`, {
        revision: 0,
        body: { question: 'Is the brochure free of charge?', answer: 'Yes.' },
      }),
      call('PUT', `/admin/faqs/${id}`, {
        revision: 0,
        body: { question: 'Is the brochure free?', answer: 'Yes, after the enquiry form.' },
      }),
    ]);
    const [won, lost] = one.status === 200 ? [one, two] : [two, one];
    expect(won.status).toBe(200);
    expect(etagOf(won)).toBe(1);
    expectStale(lost, 1, [won === one ? 'question' : 'answer']);

    expectRequired(await call('DELETE', `/admin/faqs/${id}`));
    expectStale(await call('DELETE', `/admin/faqs/${id}`, { revision: 0 }), 1, [won === one ? 'question' : 'answer']);
    const deleted = await call('DELETE', `/admin/faqs/${id}`, { revision: 1 });
    expect(deleted.status).toBe(200);
    expect(etagOf(deleted)).toBe(2);
    expect((await call('GET', '/user/faqs')).body.result.map((f: { _id: string }) => f._id)).not.toContain(id);
  });
});

describe('site settings', () => {
  it('the highlight image delete names the section revision; a never-saved section answers 412, not 404', async () => {
    expectRequired(await call('POST', '/admin/delete-highlight-image'));
    // Nobody saved the highlight section yet: a revision it never had is stale, and says so.
    const never = await call('POST', '/admin/delete-highlight-image', { revision: 4 });
    expectStale(never, -1, []);
    const edited = await call('POST', '/admin/edit-section', {
      revision: -1,
      body: { key: 'featureHighlight', content: { highlightImage: '/uploads/demo/project-2.svg', page: '/' } },
    });
    expect(etagOf(edited)).toBe(0);
    expectStale(await call('POST', '/admin/delete-highlight-image', { revision: -1 }), 0, ['highlightImage', 'page']);
    const removed = await call('POST', '/admin/delete-highlight-image', { revision: 0 });
    expect(removed.status).toBe(200);
    expect(etagOf(removed)).toBe(1);
    expect((await call('GET', '/user/site-settings')).body.result.featureHighlightImage.highlightImage).toBeNull();
    // A stale replacement of a section never saved is a 412 too.
    expectStale(
      await call('POST', '/admin/edit-section', { revision: 3, body: { key: 'certificates', content: { items: [] } } }),
      -1,
      [],
    );
  });

  it('adding an item to a list section names the revision the list was read at', async () => {
    const slide = (title: string) => ({ key: 'heroSection', item: { title, imageUrl: '/uploads/demo/project-3.svg' } });
    expectRequired(await call('POST', '/admin/edit-section/-1', { body: slide('Homes in Pune') }));
    const base = (await call('GET', '/admin/moderation-data')).body.result.revisions.heroSection ?? -1;
    const added = await Promise.all([
      call('POST', '/admin/edit-section/-1', { revision: base, body: slide('Homes in Pune') }),
      call('POST', '/admin/edit-section/-1', { revision: base, body: slide('Plots in Goa') }),
    ]);
    expect(added.map((r) => r.status).sort()).toEqual([201, 412]);
    const lost = added.find((r) => r.status === 412)!;
    expectStale(lost, base + 1, ['slides']);
    const again = await call('POST', '/admin/edit-section/-1', {
      body: { ...slide('Plots in Goa'), expectedRevision: lost.body.revision },
    });
    expect(again.status).toBe(201);
    expect(etagOf(again)).toBe(base + 2);
    const titles = (await call('GET', '/user/site-settings')).body.result.heroSection.map(
      (s: { title: string }) => s.title,
    );
    expect(titles).toEqual(expect.arrayContaining(['Homes in Pune', 'Plots in Goa']));
  });
});

describe('articles', () => {
  it('delete and restore name the revision the article was read at', async () => {
    const created = await call('POST', '/articles/create-article', {
      body: { kind: 'news', title: 'RERA portal moves', content: '<p>The portal has a new address.</p>' },
    });
    const id = created.body.result._id as string;
    expect(etagOf(created)).toBe(0);
    const edited = await call('PUT', `/articles/edit-blog/${id}`, {
      revision: 0,
      body: {
        kind: 'news',
        title: 'RERA portal moves to a new address',
        content: '<p>The portal has a new address.</p>',
      },
    });
    expect(etagOf(edited)).toBe(1);

    expectRequired(await call('DELETE', `/articles/delete-blog/${id}`));
    expectStale(await call('DELETE', `/articles/delete-blog/${id}`, { revision: 0 }), 1, ['title', 'ogTitle']);
    const deleted = await call('DELETE', `/articles/delete-blog/${id}`, { revision: 1 });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Blog deleted successfully');
    expect(etagOf(deleted)).toBe(2);

    expectRequired(await call('POST', `/articles/restore-blog/${id}`));
    expectStale(await call('POST', `/articles/restore-blog/${id}`, { revision: 1 }), 2, ['deleted']);
    const restored = await call('POST', `/articles/restore-blog/${id}`, { revision: 2 });
    expect(restored.status).toBe(200);
    expect(etagOf(restored)).toBe(3);
    expect(restored.body.result).toMatchObject({ deleted: false, revision: 3 });
  });
});
