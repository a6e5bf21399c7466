import MiniSearch from 'minisearch';
import { seededRandom } from '@aangan/contracts';
import { describe, expect, it } from 'vitest';
import { typosAllowed } from './keptSuggestions.ts';
import { SuggestionTerms } from './suggestionTerms.ts';

/** Names made of few words, so that beginnings and typos find many entries, with punctuation, repeats and Devanagari. */
const WORDS = [
  'Green',
  'Gree',
  'Greens',
  'Gulmohar',
  'Guru',
  'Grand',
  'Park',
  'Parks',
  'Vista',
  'Vistaa',
  'Sector',
  '45',
  'नोएडा',
  'Prakriti',
  'DLF',
];
const TYPED = [
  'g',
  'gr',
  'gre',
  'gree',
  'green',
  'grene',
  'gulmohr',
  'gurgram',
  'p',
  'par',
  'prakrit',
  'vist',
  'sec',
  '4',
  'नो',
  'dlf',
  'zz',
  'parks',
];

interface Doc {
  id: number;
  value: string;
  aliases: string;
}

const nameOf = (r: ReturnType<typeof seededRandom>): string =>
  Array.from({ length: r.int(1, 4) }, () => r.pick(WORDS)).join(r.pick([' ', ', ', '-', ' - '])) +
  r.pick(['', '.', ' II']);

describe('the autosuggest word index', () => {
  it('finds what MiniSearch finds for one typed word, with the same scores, through adds and removes', () => {
    const r = seededRandom(41);
    // The reference: MiniSearch as the autosuggest configured it, searched as it searched it.
    const reference = new MiniSearch<Doc>({ fields: ['value', 'aliases'], idField: 'id' });
    const terms = new SuggestionTerms();
    const held = new Map<number, Doc>();
    let nextId = 0;
    let compared = 0;
    for (let step = 0; step < 1_500; step += 1) {
      if (held.size > 20 && r.next() < 0.35) {
        const doc = r.pick([...held.values()]);
        reference.remove(doc);
        terms.remove(doc.id);
        held.delete(doc.id);
      } else {
        const doc = { id: nextId++, value: nameOf(r), aliases: r.next() < 0.2 ? nameOf(r).toLowerCase() : '' };
        reference.add(doc);
        terms.add(doc.id, doc.value, doc.aliases);
        held.set(doc.id, doc);
      }
      if (step % 50 !== 49) continue;
      expect(terms.size).toBe(held.size);
      for (const typed of TYPED) {
        const expected = new Map(
          reference
            .search(typed, { prefix: true, fuzzy: (term) => typosAllowed(term) || false })
            .map((hit) => [hit.id as number, hit.score]),
        );
        const found = terms.search(typed, typosAllowed(typed));
        expect(
          [...found.keys()].sort((a, b) => a - b),
          `${typed} at step ${step}`,
        ).toEqual([...expected.keys()].sort((a, b) => a - b));
        for (const [id, score] of found) expect(score, `${typed}: entry ${id}`).toBe(expected.get(id));
        compared += found.size;
      }
    }
    expect(compared).toBeGreaterThan(30_000);
  });

  it('forgets an entry with every word it was indexed by, and takes the same id again', () => {
    const terms = new SuggestionTerms();
    terms.add(1, 'Green Park', 'hariyali');
    terms.add(2, 'Green Vista', '');
    expect([...terms.search('green', 1).keys()].sort()).toEqual([1, 2]);
    terms.remove(1);
    expect([...terms.search('green', 1).keys()]).toEqual([2]);
    expect(terms.search('hariyali', 2).size).toBe(0);
    expect(terms.search('park', 1).size).toBe(0);
    terms.remove(1);
    expect(terms.size).toBe(1);
    terms.add(1, 'Park Lane', '');
    expect([...terms.search('par', 0).keys()]).toEqual([1]);
    expect(() => terms.add(1, 'Again', '')).toThrow(/already indexed/);
  });
});
