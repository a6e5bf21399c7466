import { describe, expect, it } from 'vitest';
import { articleFieldsSchema, type ArticleDoc } from '@aangan/contracts';
import { toArticleBody, toArticleRecord } from './articleRecord.ts';

const doc: ArticleDoc = {
  _id: '0123456789abcdef01234567',
  _position: 9,
  revision: 3,
  kind: 'news',
  title: 'Aangan opens in Pune',
  slug: 'aangan-opens-in-pune',
  html: '<p>Our sixth office.</p>',
  excerpt: 'Our sixth office.',
  featuredImage: null,
  metaDescription: 'Our sixth office.',
  ogTitle: 'Aangan opens in Pune',
  ogImage: '/uploads/public/images/og.png',
  wordCount: 3,
  readingMinutes: 1,
  deleted: false,
  createdAt: '2026-11-02T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  authorId: 'u1',
};

describe('the article form', () => {
  it('edits the stored HTML and slug, with the defaults the server filled in left empty', () => {
    const record = toArticleRecord(doc);
    expect(record).toMatchObject({
      id: doc._id,
      content: doc.html,
      customUrl: doc.slug,
      ogTitle: '',
      metaDescription: '',
      revision: 3,
    });
    expect(record).not.toHaveProperty('_position');
    expect(record).not.toHaveProperty('authorId');
    expect(toArticleRecord({ ...doc, ogTitle: 'Shared title', metaDescription: 'Written by hand' })).toMatchObject({
      ogTitle: 'Shared title',
      metaDescription: 'Written by hand',
    });
  });

  it('sends only the fields the API takes, blanks left to the server, and the API accepts them', () => {
    const body = toArticleBody({
      ...toArticleRecord(doc),
      title: '  Aangan opens in Pune and Nashik ',
      metaDescription: '  ',
    });
    expect(body).toEqual({
      kind: 'news',
      title: 'Aangan opens in Pune and Nashik',
      content: doc.html,
      featuredImage: null,
      customUrl: doc.slug,
    });
    expect(articleFieldsSchema.safeParse(body).success).toBe(true);
    expect(
      toArticleBody({
        kind: 'blog',
        title: 'T',
        content: '<p>x</p>',
        customUrl: '',
        ogTitle: 'Shared',
        featuredImage: '/uploads/a.png',
      }),
    ).toEqual({ kind: 'blog', title: 'T', content: '<p>x</p>', ogTitle: 'Shared', featuredImage: '/uploads/a.png' });
  });

  it('edits the Hindi version beside the English, and sends it only when it has some text', () => {
    const hindi = {
      ...doc,
      hindiTitle: 'पुणे में आंगन',
      hindiHtml: '<p>हमारा छठा दफ़्तर।</p>',
      hindiExcerpt: 'हमारा छठा दफ़्तर।',
    };
    const record = toArticleRecord(hindi);
    expect(record).toMatchObject({ hindiTitle: 'पुणे में आंगन', hindiContent: '<p>हमारा छठा दफ़्तर।</p>' });
    const body = toArticleBody(record);
    expect(body).toMatchObject({ hindiTitle: 'पुणे में आंगन', hindiContent: '<p>हमारा छठा दफ़्तर।</p>' });
    expect(articleFieldsSchema.safeParse(body).success).toBe(true);
    const emptied = toArticleBody({ ...record, hindiTitle: ' ', hindiContent: '<p></p>' });
    expect(emptied).not.toHaveProperty('hindiTitle');
    expect(emptied).not.toHaveProperty('hindiContent');
    expect(toArticleRecord(doc)).toMatchObject({ hindiTitle: '', hindiContent: '' });
  });
});
