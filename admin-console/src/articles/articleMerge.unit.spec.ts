import { describe, expect, it } from 'vitest';
import { mergeValues } from '../content/mergeEdits.ts';
import type { ArticleRecord } from '../providers/articleRecord.ts';
import { ARTICLE_WORDS, mergeArticle } from './articleMerge.ts';

const base = {
  id: 'a1',
  revision: 3,
  kind: 'blog',
  title: 'Buying in Noida',
  content: '<p>Check the RERA number.</p>',
  customUrl: 'buying-in-noida',
  slug: 'buying-in-noida',
  featuredImage: null,
  metaDescription: '',
  ogTitle: '',
} as unknown as ArticleRecord;

describe('merging two edits of an article', () => {
  it('keeps the fields only I changed, takes the ones only they changed, and asks about the rest', () => {
    const mine = { ...base, metaDescription: 'What to check', title: 'Buying in Noida: a guide' };
    const theirs = { ...base, revision: 4, content: '<p>Check the RERA number first.</p>', title: 'Noida guide' };
    const found = mergeArticle(base, mine, theirs);
    expect(found.mineOnly).toEqual(['metaDescription']);
    expect(found.theirsOnly).toEqual(['content']);
    expect(found.contested).toEqual([{ key: 'title', mine: 'Buying in Noida: a guide', theirs: 'Noida guide' }]);
    const merged = mergeValues(mine, theirs, found, { title: 'mine' });
    expect(merged).toMatchObject({
      title: 'Buying in Noida: a guide',
      content: '<p>Check the RERA number first.</p>',
      metaDescription: 'What to check',
    });
  });

  it('compares what a save sends: blank meta fields are the server defaults, spaces around a title do not count', () => {
    const mine = { ...base, title: ' Buying in Noida ', ogTitle: '   ' };
    const theirs = { ...base, revision: 4 };
    expect(mergeArticle(base, mine, theirs)).toEqual({ mineOnly: [], theirsOnly: [], contested: [], combined: [] });
  });

  it('names the fields as the form does and shows the text of the content', () => {
    expect(ARTICLE_WORDS.labelOf('metaDescription')).toBe('Meta description');
    expect(ARTICLE_WORDS.shown?.('content', '<h2>Why</h2><p>Tom &amp; Jerry&nbsp;buy</p>')).toBe(
      'Why\nTom & Jerry buy',
    );
    expect(ARTICLE_WORDS.shown?.('title', 'As <is>')).toBe('As <is>');
  });
});
