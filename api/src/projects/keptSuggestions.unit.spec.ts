import { seededRandom, type SeededRandom } from '@aangan/contracts';
import { describe, expect, it } from 'vitest';
import { withinEdits, wordsOf } from './keptSuggestions.ts';
import { SuggestionIndex, type SuggestionKind, type SuggestionSource } from './suggestionIndex.ts';

const KINDS: SuggestionKind[] = ['city', 'region', 'locality', 'project', 'developer', 'subType'];
const CITIES = ['Gurugram', 'Noida', 'Pune', 'Mumbai', 'Thane', 'Lucknow'];
const WORDS = [
  'Green',
  'Gulmohar',
  'Guru',
  'Grand',
  'Park',
  'Parkview',
  'Vista',
  'Heights',
  'Prakriti',
  'Sun',
  'Sunrise',
];
/** Keystrokes and typos a buyer sends, in Latin letters and in Devanagari. */
const TYPED = [
  'g',
  'gu',
  'gur',
  'gurg',
  'gurgaon',
  'gurgram',
  'no',
  'noi',
  'noda',
  'par',
  'park',
  'parkveiw',
  'prakrit',
  'sun',
  'sunr',
  'vist',
  'heights',
  'green park',
  'sector 1',
  'noida sec',
  'gurgaon sector',
  'pune park',
  'bombay',
  'ncr',
  'mumbai',
  'tha',
  'nagar',
  'नोए',
  'गुड़गांव',
  'apartm',
  'shop',
  'zz',
];

const levenshtein = (a: string, b: string): number => {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0][j] = j;
  for (let i = 1; i <= a.length; i += 1)
    for (let j = 1; j <= b.length; j += 1)
      rows[i][j] = Math.min(
        rows[i - 1][j] + 1,
        rows[i][j - 1] + 1,
        rows[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
  return rows[a.length][b.length];
};

function randomProject(r: SeededRandom, id: string): SuggestionSource {
  return {
    _id: id,
    slug: id,
    projectTitle: `${r.pick(WORDS)} ${r.pick(WORDS)} ${r.int(1, 9)}`,
    city: r.pick(CITIES),
    locality: `${r.pick(WORDS)} ${r.pick(['Sector 1', 'Sector 12', 'Nagar', 'Road'])}`,
    projectType: r.pick(['Residential', 'Commercial']),
    projectSubType: r.pick(['Apartment', 'Shop', 'Independent House/Villa'] as const),
    developer: { name: `${r.pick(WORDS)} ${r.pick(['Developers', 'Group', 'Realty'])}` },
  };
}

const freshIndexOf = (projects: Map<string, SuggestionSource>): SuggestionIndex => {
  const index = new SuggestionIndex();
  for (const project of projects.values()) index.change(null, project);
  index.settle();
  return index;
};

describe('edit distance', () => {
  it('says what a full Levenshtein table says, for every bound', () => {
    const r = seededRandom(5);
    const word = () => Array.from({ length: r.int(0, 9) }, () => r.pick(['a', 'b', 'c', 'ड़', 'न'])).join('');
    for (let i = 0; i < 3_000; i += 1) {
      const [a, b] = [word(), word()];
      for (const max of [0, 1, 2]) expect(withinEdits(a, b, max), `${a} ${b} ${max}`).toBe(levenshtein(a, b) <= max);
    }
  });

  it('splits words as the index does', () => {
    expect(wordsOf('  Sector-12, Green  Park ')).toEqual(['sector', '12', 'green', 'park']);
    expect(wordsOf('गुड़गांव')).toEqual(['गुड़गांव']);
  });
});

describe('autosuggest answers kept across changes', () => {
  it('are what a fresh index answers after every change, on 400 projects and 150 changes', () => {
    const r = seededRandom(31);
    const projects = new Map<string, SuggestionSource>();
    const index = new SuggestionIndex();
    for (let i = 0; i < 400; i += 1) projects.set(`p${i}`, randomProject(r, `p${i}`));
    for (const project of projects.values()) index.change(null, project);
    index.settle();
    let next = 400;
    for (let step = 0; step < 150; step += 1) {
      // Asked before the change, so the answers are kept when it comes.
      for (const q of TYPED) index.suggest(q, { kinds: KINDS, limit: 8 });
      const ids = [...projects.keys()];
      const id = r.pick(ids);
      const before = projects.get(id)!;
      const move = step % 5;
      if (move === 0) {
        const added = randomProject(r, `p${next++}`);
        projects.set(added._id, added);
        index.change(null, added);
      } else if (move === 1) {
        projects.delete(id);
        index.change(before, null);
      } else {
        const after =
          move === 2
            ? { ...before, projectTitle: `${r.pick(WORDS)} ${r.pick(WORDS)} ${r.int(1, 9)}` }
            : move === 3
              ? { ...before, city: r.pick(CITIES) }
              : { ...before, developer: { name: `${r.pick(WORDS)} Realty` } };
        projects.set(id, after);
        index.change(before, after);
      }
      index.settle();
      const fresh = freshIndexOf(projects);
      for (const q of TYPED)
        for (const projectType of [undefined, 'Commercial'])
          expect(index.suggest(q, { kinds: KINDS, projectType, limit: 8 }), `step ${step}: ${q}`).toEqual(
            fresh.suggest(q, { kinds: KINDS, projectType, limit: 8 }),
          );
    }
  });

  it('are not searched again after a change to names the keystroke does not find, nor after a rename for its city', () => {
    const r = seededRandom(8);
    const index = new SuggestionIndex();
    const first = { ...randomProject(r, 'a'), city: 'Pune', locality: 'Baner', projectTitle: 'Prakriti Vista 1' };
    index.change(null, first);
    index.change(null, {
      ...randomProject(r, 'b'),
      city: 'Noida',
      locality: 'Sector 150',
      projectTitle: 'Sun Heights',
    });
    index.settle();
    const noida = index.suggest('noi', { kinds: KINDS, limit: 8 });
    const prakriti = index.suggest('prakrit', { kinds: KINDS, limit: 8 });
    const pune = index.suggest('pun', { kinds: KINDS, limit: 8 });
    const locality = index.suggest('bane', { kinds: KINDS, limit: 8 });
    // Renamed in Pune: the keystrokes for Noida keep their answer; those the old or new name holds are asked again.
    index.change(first, { ...first, projectTitle: 'Parkview Grand' });
    index.settle();
    expect(index.suggest('noi', { kinds: KINDS, limit: 8 })).toBe(noida);
    expect(index.suggest('prakrit', { kinds: KINDS, limit: 8 })).not.toBe(prakriti);
    expect(index.suggest('prakrit', { kinds: KINDS, limit: 8 }).map((s) => s.value)).not.toContain('Prakriti Vista 1');
    // Nor those of its city, its locality or its developer: each still stands for the same projects.
    expect(index.suggest('pun', { kinds: KINDS, limit: 8 })).toBe(pune);
    expect(index.suggest('bane', { kinds: KINDS, limit: 8 })).toBe(locality);
    // A typo of the new name ("parkveiw") finds it at once.
    expect(index.suggest('parkveiw', { kinds: KINDS, limit: 8 }).map((s) => s.value)).toContain('Parkview Grand');
  });
});
