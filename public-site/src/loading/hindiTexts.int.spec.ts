import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validProjectFields } from '@aangan/api/testing';
import { startTestApp, type TestApp } from '@aangan/server/testing';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PAGE_CACHE_MB: '0' }, { web: true });
});
afterAll(() => app.close());

const page = async (path: string) =>
  (await app.request<string>('GET', path, { headers: { accept: 'text/html' } })).body;

const ENGLISH = 'Two towers beside the park, with a clubhouse.';
const HINDI = 'पार्क के पास दो टावर, क्लबहाउस के साथ।';

describe('the texts admins write in Hindi, on the Hindi pages', () => {
  it('a Hindi project page shows the Hindi texts, the English page the English ones, and neither carries the other', async () => {
    const posted = await app.request('POST', '/api/v1/project/post-project', {
      token: app.adminToken,
      body: validProjectFields({
        projectTitle: 'Amaltas Court',
        description: ENGLISH,
        highlightTags: ['Near Metro', 'Freehold'],
        hindiProjectTitle: 'अमलतास कोर्ट',
        hindiDescription: HINDI,
        hindiHighlightTags: { 'Near Metro': 'मेट्रो के पास' },
      }),
    });
    expect(posted.status).toBe(201);
    const { slug } = posted.body.result as { slug: string };

    const hindi = await page(`/hi/project/view/${slug}`);
    expect(hindi).toContain(HINDI);
    expect(hindi).toContain('अमलतास कोर्ट');
    expect(hindi).toContain('मेट्रो के पास');
    // An untranslated highlight stays in English rather than blank.
    expect(hindi).toContain('Freehold');
    expect(hindi).not.toContain(ENGLISH);
    expect(hindi).not.toContain('hindiDescription');

    const english = await page(`/project/view/${slug}`);
    expect(english).toContain(ENGLISH);
    expect(english).toContain('Amaltas Court');
    expect(english).not.toContain(HINDI);
  });

  it('an article and the story page in Hindi, each text falling back to English where none is written', async () => {
    const created = await app.request('POST', '/api/v1/articles/create-article', {
      token: app.adminToken,
      body: {
        kind: 'blog',
        title: 'Reading a brochure',
        content: '<p>What the brochure leaves out.</p>',
        hindiTitle: 'ब्रोशर कैसे पढ़ें',
      },
    });
    const { slug } = created.body.result as { slug: string };
    const hindi = await page(`/hi/blogs/${slug}`);
    expect(hindi).toContain('ब्रोशर कैसे पढ़ें');
    expect(hindi).toContain('What the brochure leaves out.');
    expect(await page(`/blogs/${slug}`)).not.toContain('ब्रोशर कैसे पढ़ें');

    await app.request('POST', '/api/v1/admin/edit-section', {
      token: app.adminToken,
      body: {
        key: 'ourStory',
        content: { title: 'Our story', paragraphs: ['Aangan began with one idea.'], hindiTitle: 'हमारी कहानी' },
        expectedRevision: -1,
      },
    });
    const story = await page('/hi/our-story');
    expect(story).toContain('हमारी कहानी');
    expect(story).toContain('Aangan began with one idea.');
    expect(await page('/our-story')).not.toContain('हमारी कहानी');
  });
});
