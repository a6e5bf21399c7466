import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const admin = (method: string, url: string, body?: unknown) =>
  t.request(method, `/api/v1${url}`, { token: t.adminToken, ...(body === undefined ? {} : { body }) });
/** A change of a record read at `revision` (If-Match). */
const adminAt = (revision: number, method: string, url: string, body?: unknown) =>
  t.request(method, `/api/v1${url}`, {
    token: t.adminToken,
    headers: { 'if-match': `W/"${revision}"` },
    ...(body === undefined ? {} : { body }),
  });
const article = (overrides: Record<string, unknown> = {}) => ({
  kind: 'blog',
  title: 'Buying in Noida: 7 things to check',
  content: `<h1>Before you buy</h1><p onclick="x()">Check the RERA number<script>alert(1)</script> first.</p><p>${'word '.repeat(450)}</p>`,
  metaDescription: 'What to check before buying a flat in Noida.',
  ...overrides,
});

describe('articles', () => {
  it('write, read by slug, edit, delete and restore; the public list follows at once', async () => {
    const created = await admin('POST', '/articles/create-article', article());
    expect(created.status).toBe(201);
    const doc = created.body.result;
    expect(doc).toMatchObject({
      slug: 'buying-in-noida-7-things-to-check',
      kind: 'blog',
      readingMinutes: 3,
      deleted: false,
    });
    expect(doc.wordCount).toBe(458);
    expect(doc.html).toBe(`<h2>Before you buy</h2><p>Check the RERA number first.</p><p>${'word '.repeat(450)}</p>`);

    const read = await t.request('GET', '/api/v1/articles/get-single-blog?slug=buying-in-noida-7-things-to-check');
    expect(read.body.result.title).toBe('Buying in Noida: 7 things to check');
    // The same title again gets the next free slug; a custom URL that is taken is refused.
    expect((await admin('POST', '/articles/create-article', article())).body.result.slug).toBe(
      'buying-in-noida-7-things-to-check-2',
    );
    expect(
      (await admin('POST', '/articles/create-article', article({ customUrl: 'buying-in-noida-7-things-to-check' })))
        .status,
    ).toBe(409);
    expect((await admin('POST', '/articles/create-article', article({ customUrl: 'Bad--URL' }))).body.message).toBe(
      'The URL cannot start, end, or contain consecutive hyphens.',
    );

    const edited = await t.request('PUT', `/api/v1/articles/edit-blog/${doc._id}`, {
      token: t.adminToken,
      body: article({ title: 'Buying in Noida', content: '<p>Short now.</p>' }),
      headers: { 'if-match': `W/"${doc.revision}"` },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.result).toMatchObject({
      title: 'Buying in Noida',
      slug: 'buying-in-noida-7-things-to-check',
      wordCount: 2,
      readingMinutes: 1,
    });
    const stale = await t.request('PUT', `/api/v1/articles/edit-blog/${doc._id}`, {
      token: t.adminToken,
      body: article(),
      headers: { 'if-match': `W/"${doc.revision}"` },
    });
    expect(stale.status).toBe(412);
    const blind = await t.request('PUT', `/api/v1/articles/edit-blog/${doc._id}`, {
      token: t.adminToken,
      body: article(),
    });
    expect(blind.status).toBe(428);
    expect(blind.body.code).toBe('PRECONDITION_REQUIRED');

    const list = async () =>
      (await t.request('GET', '/api/v1/articles/get-all-articles?kind=blog')).body.result.map(
        (a: { _id: string }) => a._id,
      );
    expect(await list()).toContain(doc._id);
    const deleted = await adminAt(doc.revision + 1, 'DELETE', `/articles/delete-blog/${doc._id}`);
    expect(deleted.body).toEqual({ responseCode: 200, message: 'Blog deleted successfully' });
    expect(await list()).not.toContain(doc._id);
    expect((await t.request('GET', `/api/v1/articles/get-single-blog?_id=${doc._id}`)).status).toBe(404);
    expect((await adminAt(doc.revision + 2, 'DELETE', `/articles/delete-blog/${doc._id}`)).body.message).toBe(
      'Failed to delete the blog. Please try again.',
    );
    await adminAt(doc.revision + 2, 'POST', `/articles/restore-blog/${doc._id}`);
    expect(await list()).toContain(doc._id);
  });

  it('bad input gets field messages; auditors cannot write', async () => {
    const bad = await admin('POST', '/articles/create-article', { kind: 'poem', title: '', content: '<p> </p>' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['content', 'kind', 'title']);
    expect((await admin('POST', '/articles/create-article', { ...article(), author: 'x' })).status).toBe(400);
    expect(
      (await t.request('POST', '/api/v1/articles/create-article', { token: t.auditorToken, body: article() })).status,
    ).toBe(403);
    expect((await t.request('GET', '/api/v1/articles/get-all-articles?kind=essay')).status).toBe(400);
  });

  it('Open Graph image: upload sets it, remove clears it', async () => {
    const id = (await admin('POST', '/articles/create-article', article({ title: 'Awards night', kind: 'award' }))).body
      .result._id;
    const png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('_id', id);
    form.append('file', new Blob([png], { type: 'image/png' }), 'og.png');
    const uploaded = await t.request('POST', '/api/v1/articles/upload-open-graph-image', {
      token: t.adminToken,
      body: form,
    });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.result.ogImage).toMatch(/^\/uploads\/public\/images\//);
    expect((await t.request('GET', `/api/v1/articles/get-single-blog?_id=${id}`)).body.result.ogImage).toBe(
      uploaded.body.result.ogImage,
    );
    expect((await admin('POST', '/articles/remove-open-graph-image', { _id: id })).body.message).toBe(
      'Image Deleted Successfully',
    );
    expect((await t.request('GET', `/api/v1/articles/get-single-blog?_id=${id}`)).body.result.ogImage).toBeNull();
  });
});

describe('site settings', () => {
  it('defaults out of the box; a hero slide and a section change show at once', async () => {
    const before = (await t.request('GET', '/api/v1/user/site-settings')).body.result;
    expect(before.heroSection.length).toBeGreaterThan(0);
    expect(before.featureHighlightImage).toEqual({ highlightImage: null, page: null });
    expect(before.stats.items.map((s: { value: string }) => s.value)).toEqual(['500+', '1000+', '700+', '100%']);
    expect(before.offices.offices.map((o: { city: string }) => o.city)).toEqual([
      'Noida',
      'Mumbai',
      'Lucknow',
      'Gurugram',
      'Zirakpur',
    ]);

    const slide = { title: 'Homes in Pune with prices in the open', imageUrl: '/uploads/demo/project-3.svg' };
    expect(
      (await admin('POST', '/admin/edit-section/-1', { key: 'heroSection', item: slide, expectedRevision: -1 })).status,
    ).toBe(201);
    expect((await t.request('GET', '/api/v1/user/site-settings')).body.result.heroSection.at(-1)).toEqual(slide);
    await admin('POST', '/admin/edit-section', {
      key: 'featureHighlight',
      content: { highlightImage: '/uploads/demo/project-2.svg', page: '/' },
      expectedRevision: -1,
    });
    expect((await t.request('GET', '/api/v1/user/site-settings')).body.result.featureHighlightImage).toEqual({
      highlightImage: '/uploads/demo/project-2.svg',
      page: '/',
    });
    await adminAt(0, 'POST', '/admin/delete-highlight-image');
    expect(
      (await t.request('GET', '/api/v1/user/site-settings')).body.result.featureHighlightImage.highlightImage,
    ).toBeNull();

    const story = await admin('POST', '/admin/edit-section', {
      key: 'ourStory',
      content: { title: 'Our story', paragraphs: ['Started in Noida in 2019.'] },
      expectedRevision: -1,
    });
    expect(story.body.result.paragraphs).toEqual(['Started in Noida in 2019.']);
    const bad = await admin('POST', '/admin/edit-section', {
      key: 'contact',
      content: { phone: '12345', whatsapp: '+911204567890', email: 'no', address: 'x', hours: 'y' },
      expectedRevision: -1,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toEqual(['content.phone', 'content.email']);
    expect(
      (await admin('POST', '/admin/edit-section', { key: 'secrets', content: {}, expectedRevision: -1 })).status,
    ).toBe(400);
    expect(
      (await admin('POST', '/admin/edit-section/-1', { key: 'contact', item: {}, expectedRevision: -1 })).status,
    ).toBe(400);
    expect(
      (
        await t.request('POST', '/api/v1/admin/edit-section', {
          token: t.auditorToken,
          body: { key: 'ourStory', content: {} },
        })
      ).status,
    ).toBe(403);
    const moderation = (await t.request('GET', '/api/v1/admin/moderation-data', { token: t.auditorToken })).body.result;
    expect(Object.keys(moderation).sort()).toEqual([
      'faqs',
      'revisions',
      'sections',
      'stateRera',
      'stateReraRevision',
      'testimonials',
    ]);
  });

  it('a section edit names the revision it was based on: none is a 428, an older one a 412 that loses nothing', async () => {
    const missing = await admin('POST', '/admin/edit-section', {
      key: 'ourStory',
      content: { title: 'Our story', paragraphs: ['Written without a base.'] },
    });
    expect(missing.status).toBe(428);
    expect(missing.body.message).toBe(
      'This change must say which version it is based on. Reload the record and try again.',
    );

    const services = (await admin('GET', '/admin/moderation-data')).body.result;
    const base = services.revisions.services ?? -1;
    const first = {
      ...services.sections.services,
      services: [
        ...services.sections.services.services,
        { title: 'Interior design', description: 'Designers who work to your budget.' },
      ],
    };
    const second = {
      ...services.sections.services,
      services: [
        ...services.sections.services.services,
        { title: 'Legal checks', description: 'Title and approvals checked before you pay.' },
      ],
    };
    const saved = await admin('POST', '/admin/edit-section', {
      key: 'services',
      content: first,
      expectedRevision: base,
    });
    expect(saved.status).toBe(200);
    expect(saved.headers.get('etag')).toBe(`W/"${base + 1}"`);
    expect(saved.body.revision).toBe(base + 1);
    // A second admin who loaded the same version is refused, and the first change stays.
    const stale = await admin('POST', '/admin/edit-section', {
      key: 'services',
      content: second,
      expectedRevision: base,
    });
    expect(stale.status).toBe(412);
    const shown = (await t.request('GET', '/api/v1/user/site-settings')).body.result.services.services.map(
      (s: { title: string }) => s.title,
    );
    expect(shown).toContain('Interior design');
    expect(shown).not.toContain('Legal checks');
    // With If-Match instead of the body's revision.
    const again = await t.request('POST', '/api/v1/admin/edit-section', {
      token: t.adminToken,
      headers: { 'if-match': `W/"${base + 1}"` },
      body: { key: 'services', content: second },
    });
    expect(again.status).toBe(200);
  });

  it('items added to a list section read at the same revision: one is kept, the others are refused, and each lands on a retry', async () => {
    const before = (await t.request('GET', '/api/v1/user/site-settings')).body.result.offices.offices.length;
    const base = (await admin('GET', '/admin/moderation-data')).body.result.revisions.offices ?? -1;
    const office = (city: string) => ({
      city,
      label: 'Regional office',
      address: `1 MG Road, ${city}`,
      corporate: false,
    });
    const added = await Promise.all(
      ['Pune', 'Indore', 'Jaipur', 'Kochi'].map((city) =>
        admin('POST', '/admin/edit-section/-1', { key: 'offices', item: office(city), expectedRevision: base }),
      ),
    );
    expect(added.map((r) => r.status).sort()).toEqual([201, 412, 412, 412]);
    for (const [index, city] of ['Pune', 'Indore', 'Jaipur', 'Kochi'].entries()) {
      if (added[index].status === 201) continue;
      const revision = (await admin('GET', '/admin/moderation-data')).body.result.revisions.offices;
      expect(
        (
          await admin('POST', '/admin/edit-section/-1', {
            key: 'offices',
            item: office(city),
            expectedRevision: revision,
          })
        ).status,
      ).toBe(201);
    }
    const cities = (await t.request('GET', '/api/v1/user/site-settings')).body.result.offices.offices.map(
      (o: { city: string }) => o.city,
    );
    expect(cities).toHaveLength(before + 4);
    expect(cities).toEqual(expect.arrayContaining(['Pune', 'Indore', 'Jaipur', 'Kochi']));
  });

  it('testimonials: add, list for the home page, delete through delete/moderations', async () => {
    const added = await admin('POST', '/admin/create/testimonial', {
      kind: 'client',
      name: 'Rohit Sharma',
      content: 'Prices were exactly as listed.',
      role: 'Bought in Noida',
    });
    const id = added.body.result._id;
    expect(
      (await t.request('GET', '/api/v1/user/testimonials?kind=client')).body.result.map(
        (x: { name: string }) => x.name,
      ),
    ).toContain('Rohit Sharma');
    expect((await admin('POST', '/admin/create/testimonial', { kind: 'client', name: '', content: '' })).status).toBe(
      400,
    );
    await admin('POST', '/admin/delete/moderations', { _id: id });
    expect(
      (await t.request('GET', '/api/v1/user/testimonials')).body.result.map((x: { _id: string }) => x._id),
    ).not.toContain(id);
    expect((await admin('POST', '/admin/delete/moderations', { _id: id })).status).toBe(404);
  });

  it('state RERA map: data.data as key → value, editable per state', async () => {
    expect((await t.request('GET', '/api/v1/user/get-state-rera')).body.data).toEqual({});
    await admin('PUT', '/admin/state-rera', {
      state: 'Uttar Pradesh',
      registration: 'UPRERAAGT10202',
      expectedRevision: -1,
    });
    await admin('PUT', '/admin/state-rera', {
      state: 'Haryana',
      registration: 'HRERA-PKL-REA-123',
      expectedRevision: 0,
    });
    expect((await t.request('GET', '/api/v1/user/get-state-rera')).body.data).toEqual({
      'Uttar Pradesh': 'UPRERAAGT10202',
      Haryana: 'HRERA-PKL-REA-123',
    });
    await admin('PUT', '/admin/state-rera', { state: 'Haryana', registration: null, expectedRevision: 1 });
    expect((await t.request('GET', '/api/v1/user/get-state-rera')).body.data).toEqual({
      'Uttar Pradesh': 'UPRERAAGT10202',
    });
  });

  it('SEO meta per path with the spec hints', async () => {
    const saved = await admin('PUT', '/admin/seo-meta', {
      route: '/blogs',
      title: 'Real estate blog: buying a home in India | Aangan',
      description: 'Guides on RERA, home loans and prices across Indian cities.',
      expectedRevision: -1,
    });
    expect(saved.body.result.hints.title).toMatchObject({ ideal: 70, under: 60, ok: true });
    expect(saved.body.result.hints.description).toMatchObject({ ideal: 170, wordsUnder: 30, ok: true });
    expect(saved.body.result.hints.url).toMatchObject({ ideal: 120, ok: true });
    expect((await t.request('GET', '/api/v1/user/seo-meta?route=/blogs')).body.result).toMatchObject({
      title: 'Real estate blog: buying a home in India | Aangan',
      ogTitle: 'Real estate blog: buying a home in India | Aangan',
    });
    const long = await admin('PUT', '/admin/seo-meta', {
      route: '/faqs',
      title: 'x'.repeat(80),
      description: 'word '.repeat(40).trim(),
      expectedRevision: -1,
    });
    expect(long.body.result.hints.title.ok).toBe(false);
    expect(long.body.result.hints.description.ok).toBe(false);
    expect((await admin('PUT', '/admin/seo-meta', { route: 'blogs', title: 't', description: 'd' })).status).toBe(400);
  });

  it('currency conversion: amount × rate × quantity to 2 decimals, with the spec errors', async () => {
    const usd = await t.request('GET', '/api/v1/user/convert-currency?from=USD&to=INR&amount=1250.5&quantity=2');
    expect(usd.body.result).toMatchObject({ rate: 84, result: 210084 });
    const toUsd = await t.request('GET', '/api/v1/user/convert-currency?from=INR&to=USD&amount=5000000');
    expect(toUsd.body.result.result).toBe(59523.81);
    const unknown = await t.request('GET', '/api/v1/user/convert-currency?from=XYZ&amount=10');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Invalid currency');
    expect((await t.request('GET', '/api/v1/user/convert-currency?from=USD&amount=ten')).body.message).toBe(
      'Invalid number',
    );
    await admin('PUT', '/admin/currency-rates', {
      rates: { INR: { name: 'Indian Rupee', inrPerUnit: 1 }, USD: { name: 'US Dollar', inrPerUnit: 85 } },
      expectedRevision: -1,
    });
    expect((await t.request('GET', '/api/v1/user/convert-currency?from=USD&amount=2')).body.result.result).toBe(170);
    expect((await t.request('GET', '/api/v1/user/convert-currency?from=AED&amount=2')).body.message).toBe(
      'Invalid currency',
    );
    expect(
      (await admin('PUT', '/admin/currency-rates', { rates: { USD: { name: 'US Dollar', inrPerUnit: 85 } } })).status,
    ).toBe(400);
  });

  it('site FAQs: defaults, then admin-written ones in order', async () => {
    expect((await t.request('GET', '/api/v1/user/faqs')).body.result.length).toBeGreaterThan(0);
    const first = await admin('POST', '/admin/faqs', { question: 'Do you charge a fee?', answer: 'No.', order: 1 });
    await admin('POST', '/admin/faqs', { question: 'Where are you?', answer: 'Noida.', order: 0 });
    expect(
      (await t.request('GET', '/api/v1/user/faqs')).body.result.map((f: { question: string }) => f.question),
    ).toEqual(['Where are you?', 'Do you charge a fee?']);
    await admin('PUT', `/admin/faqs/${first.body.result._id}`, {
      question: 'Do you charge buyers a fee?',
      answer: 'Never.',
      order: 1,
      expectedRevision: 0,
    });
    await adminAt(1, 'DELETE', `/admin/faqs/${first.body.result._id}`);
    expect(
      (await t.request('GET', '/api/v1/user/faqs')).body.result.map((f: { question: string }) => f.question),
    ).toEqual(['Where are you?']);
    expect((await admin('POST', '/admin/faqs', { question: '', answer: '' })).status).toBe(400);
  });
});
