import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const article = (overrides: Record<string, unknown> = {}) => ({
  kind: 'blog',
  title: 'Your first home loan',
  content: '<p>What banks ask for, and how long it takes.</p>',
  ...overrides,
});
const audit = (articleId: string) =>
  t.request(
    'GET',
    `/api/v1/admin/audit?filter=${encodeURIComponent(JSON.stringify({ entityType: 'article', entityId: articleId }))}&range=%5B0%2C9%5D&sort=${encodeURIComponent('["at","DESC"]')}`,
    { token: t.auditorToken },
  );

describe('an article’s Hindi version', () => {
  it('is sanitised like the English, answered beside it, left out of lists and told in the audit trail', async () => {
    const created = await t.request('POST', '/api/v1/articles/create-article', {
      token: t.adminToken,
      body: article({
        hindiTitle: '  आपका पहला होम लोन ',
        hindiContent: '<h1>शुरुआत</h1><p onclick="x()">बैंक क्या माँगते हैं<script>alert(1)</script>।</p>',
      }),
    });
    expect(created.status).toBe(201);
    const doc = created.body.result;
    expect(doc).toMatchObject({
      hindiTitle: 'आपका पहला होम लोन',
      hindiHtml: '<h2>शुरुआत</h2><p>बैंक क्या माँगते हैं।</p>',
      hindiExcerpt: 'शुरुआत बैंक क्या माँगते हैं।',
    });

    const single = (await t.request('GET', `/api/v1/articles/get-single-blog?_id=${doc._id}`)).body.result;
    expect(single).toMatchObject({ hindiTitle: 'आपका पहला होम लोन', hindiHtml: doc.hindiHtml });
    const card = (await t.request('GET', '/api/v1/articles/get-all-articles?kind=blog')).body.result.find(
      (a: { _id: string }) => a._id === doc._id,
    );
    expect(card).toMatchObject({ hindiTitle: 'आपका पहला होम लोन', hindiExcerpt: 'शुरुआत बैंक क्या माँगते हैं।' });
    expect(card).not.toHaveProperty('hindiHtml');

    // An edit without the Hindi version clears it.
    const edited = await t.request('PUT', `/api/v1/articles/edit-blog/${doc._id}`, {
      token: t.adminToken,
      headers: { 'if-match': `W/"${doc.revision}"` },
      body: article({ hindiTitle: 'पहला होम लोन' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.result).toMatchObject({ hindiTitle: 'पहला होम लोन', hindiHtml: '', hindiExcerpt: '' });

    const [latest] = (await audit(doc._id)).body;
    expect(latest.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: 'Hindi title', old: 'आपका पहला होम लोन', new: 'पहला होम लोन' }),
        expect.objectContaining({ label: 'Hindi content', kind: 'removed' }),
      ]),
    );
    expect(latest.changes.map((change: { label: string }) => change.label)).not.toContain('Hindi excerpt');
  });

  it('keeps the English limits', async () => {
    const long = await t.request('POST', '/api/v1/articles/create-article', {
      token: t.adminToken,
      body: article({ hindiTitle: 'क'.repeat(201) }),
    });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('Please keep this under 200 characters');
  });
});

describe('the Hindi texts of page sections', () => {
  it('are saved beside the English ones, read back by the site settings and told in the audit trail', async () => {
    const story = {
      title: 'Our story',
      paragraphs: ['Aangan began with one idea.'],
      hindiTitle: 'हमारी कहानी',
      hindiParagraphs: ['आंगन की शुरुआत एक सोच से हुई।'],
    };
    const saved = await t.request('POST', '/api/v1/admin/edit-section', {
      token: t.adminToken,
      body: { key: 'ourStory', content: story, expectedRevision: -1 },
    });
    expect(saved.status).toBe(200);
    expect((await t.request('GET', '/api/v1/user/site-settings')).body.result.ourStory).toEqual(story);
    const [entry] = (
      await t.request(
        'GET',
        `/api/v1/admin/audit?filter=${encodeURIComponent(JSON.stringify({ entityType: 'siteSection' }))}&range=%5B0%2C9%5D&sort=${encodeURIComponent('["at","DESC"]')}`,
        { token: t.auditorToken },
      )
    ).body;
    expect(entry.changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ label: 'Hindi title', new: 'हमारी कहानी' })]),
    );

    const tooLong = await t.request('POST', '/api/v1/admin/edit-section', {
      token: t.adminToken,
      body: {
        key: 'stats',
        content: { items: [{ value: '1', label: 'x', hindiLabel: 'क'.repeat(61) }] },
        expectedRevision: -1,
      },
    });
    expect(tooLong.status).toBe(400);
  });
});
