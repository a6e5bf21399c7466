import { searchWords, seededRandom } from '@aangan/contracts';
import { describe, expect, it } from 'vitest';
import { catalogueFrom, type Catalogue, type CatalogueProject } from './catalogue.ts';
import { findWords } from './fuzzyMatch.ts';
import { findNamedProjects, titlesSpelledBy } from './projectResolver.ts';

const WORDS = [
  'sunrise',
  'heights',
  'tower',
  'aranya',
  'meadows',
  'greens',
  'vista',
  'park',
  'royal',
  'phase',
  '2',
  '3',
];

/** The titles every word of which was typed, as a walk of each typed word's titles meets them (the earlier reading). */
function spelledByWalk(words: readonly string[], catalogue: Catalogue): string[] {
  const typed = new Set(words.flatMap((w) => catalogue.titleLexicon.matches(w)));
  const candidates = new Set([...typed].flatMap((w) => catalogue.titleWords.get(w) ?? []));
  const found: CatalogueProject[] = [];
  for (const project of candidates)
    if (project.words.every((w) => typed.has(w)) && findWords(words, project.words)) found.push(project);
  return found.map((p) => p._id);
}

describe('projects named in a prompt', () => {
  it('are the titles whose every word was typed, found by the sets of words typed, on 3,000 titles', () => {
    const r = seededRandom(31);
    const catalogue = catalogueFrom(
      Array.from({ length: 3_000 }, (_, i) => ({
        _id: `p${String((i * 7919) % 3_000).padStart(4, '0')}`,
        projectTitle: Array.from({ length: 1 + Math.floor(r.next() * 4) }, () => r.pick(WORDS)).join(' '),
        city: r.pick(['Pune', 'Noida']),
        locality: 'Baner',
      })),
    );
    let named = 0;
    for (let i = 0; i < 300; i += 1) {
      const words = searchWords(
        Array.from({ length: 1 + Math.floor(r.next() * 6) }, () =>
          r.next() < 0.15 ? r.pick(['hieghts', 'aranyaa', 'flat', 'in', 'noida']) : r.pick(WORDS),
        ).join(' '),
      );
      const typed = new Set(words.flatMap((w) => catalogue.titleLexicon.matches(w)));
      const walk = [...new Set([...typed].flatMap((w) => catalogue.titleWords.get(w) ?? []))].filter((p) =>
        p.words.every((w) => typed.has(w)),
      );
      // The same titles in the same order as the walk, when the typed words are few enough for their subsets.
      if (typed.size <= 10)
        expect(titlesSpelledBy(typed, catalogue)?.map((p) => p._id)).toEqual(walk.map((p) => p._id));
      const found = findNamedProjects(words, catalogue);
      if (found.exact) {
        named += 1;
        // Every project found spells its whole title with the typed words, and each one found by a walk is among them.
        const walked = spelledByWalk(words, catalogue);
        expect(
          found.projects.every((p) => walked.includes(p._id)),
          words.join(' '),
        ).toBe(true);
      } else expect(spelledByWalk(words, catalogue), words.join(' ')).toEqual([]);
    }
    expect(named).toBeGreaterThan(100);
  });
});
