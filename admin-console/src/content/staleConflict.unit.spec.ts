import { describe, expect, it } from 'vitest';
import { changeLines } from './staleConflict.ts';

describe("the lines of another person's changes", () => {
  it('show rich text as its words, short values as they are, and long ones by what happened', () => {
    expect(
      changeLines([
        {
          path: 'content',
          label: 'Content',
          kind: 'changed',
          old: '<p>Old intro</p>',
          new: '<p>New &amp; <b>better</b></p>',
        },
        { path: 'rating', label: 'Rating', kind: 'changed', old: 8, new: 9 },
        { path: 'price', label: 'Minimum price', kind: 'changed', old: 9_500_000, new: 9_900_000 },
        { path: 'title', label: 'Title', kind: 'added', old: null, new: 'a < b and c > d' },
        { path: 'body', label: 'Body', kind: 'changed', old: `<p>${'long words '.repeat(10)}</p>`, new: '<p>x</p>' },
      ]),
    ).toEqual([
      'Content: Old intro → New & better',
      'Rating: 8 → 9',
      'Minimum price: ₹95 L → ₹99 L',
      'Title: — → a < b and c > d',
      'Body changed',
    ]);
  });
});
