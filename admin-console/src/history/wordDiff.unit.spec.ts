import { describe, expect, it } from 'vitest';
import { excerptOf, sideOf, wordDiff } from './wordDiff.ts';

const join = (parts: { text: string }[]) => parts.map((part) => part.text).join('');

describe('the word diff of a text change', () => {
  it('finds the words removed and added, and rebuilds both texts exactly', () => {
    const before = 'Ready to move flats near the metro, possession in 2027.';
    const after = 'Ready to move flats beside the metro, possession in 2026.';
    const parts = wordDiff(before, after);
    expect(parts).toEqual([
      { kind: 'same', text: 'Ready to move flats ' },
      { kind: 'removed', text: 'near' },
      { kind: 'added', text: 'beside' },
      { kind: 'same', text: ' the metro, possession in ' },
      { kind: 'removed', text: '2027.' },
      { kind: 'added', text: '2026.' },
    ]);
    expect(join(sideOf(parts, 'before'))).toBe(before);
    expect(join(sideOf(parts, 'after'))).toBe(after);
  });

  it('reads neighbouring changed words as one change, and handles empty and equal texts', () => {
    expect(wordDiff('a big old house', 'a small new house')).toEqual([
      { kind: 'same', text: 'a ' },
      { kind: 'removed', text: 'big old' },
      { kind: 'added', text: 'small new' },
      { kind: 'same', text: ' house' },
    ]);
    expect(wordDiff('', 'new text')).toEqual([{ kind: 'added', text: 'new text' }]);
    expect(wordDiff('old text', '')).toEqual([{ kind: 'removed', text: 'old text' }]);
    expect(wordDiff('same', 'same')).toEqual([{ kind: 'same', text: 'same' }]);
  });

  it('reads markup tags apart from the words they close', () => {
    expect(wordDiff('<p>Free of charge.</p>', '<p>Free of charge. Now with a clubhouse.</p>')).toEqual([
      { kind: 'same', text: '<p>Free of charge.' },
      { kind: 'added', text: ' Now with a clubhouse.' },
      { kind: 'same', text: '</p>' },
    ]);
    expect(join(sideOf(wordDiff('a < b', 'a <= b'), 'after'))).toBe('a <= b');
  });

  it('finds an inserted sentence in the middle of a long text', () => {
    const words = (from: number, count: number) => Array.from({ length: count }, (_, i) => `word${from + i}`).join(' ');
    const before = `${words(0, 100)} ${words(100, 100)}`;
    const after = `${words(0, 100)} Now with a clubhouse. ${words(100, 100)}`;
    const parts = wordDiff(before, after);
    expect(parts.filter((part) => part.kind !== 'same')).toEqual([{ kind: 'added', text: 'Now with a clubhouse. ' }]);
    expect(join(sideOf(parts, 'after'))).toBe(after);
  });

  it('cuts a long side to the change with a few words of context around it', () => {
    const long = Array.from({ length: 60 }, (_, i) => `w${i}`).join(' ');
    const parts = sideOf(wordDiff(`${long} old ${long}`, `${long} new ${long}`), 'after');
    const excerpt = excerptOf(parts, 3);
    expect(excerpt).toEqual([
      { kind: 'gap', words: 57 },
      { kind: 'same', text: 'w57 w58 w59 ' },
      { kind: 'added', text: 'new' },
      { kind: 'same', text: ' w0 w1 w2' },
      { kind: 'gap', words: 57 },
    ]);
    // A short text is kept whole.
    expect(excerptOf(sideOf(wordDiff('a b c', 'a x c'), 'after'), 3)).toEqual([
      { kind: 'same', text: 'a ' },
      { kind: 'added', text: 'x' },
      { kind: 'same', text: ' c' },
    ]);
  });
});
