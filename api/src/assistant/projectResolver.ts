import type { Catalogue, CatalogueProject } from './catalogue.ts';
import { findWords, wordMatches, type WordSpan } from './fuzzyMatch.ts';
import { FILLER_WORDS } from './promptText.ts';

/**
 * Which posted projects a prompt names: the whole title ("Prakriti Greens", one typo a word
 * allowed), or else one distinctive word of it ("price of prakriti"). Words that many projects
 * share ("Heights", "Greens", "Residency") never name a project on their own.
 */

const GENERIC_TITLE_WORDS = new Set([
  'heights',
  'residency',
  'residences',
  'greens',
  'green',
  'enclave',
  'towers',
  'tower',
  'vista',
  'meadows',
  'court',
  'homes',
  'home',
  'gardens',
  'garden',
  'business',
  'park',
  'trade',
  'centre',
  'center',
  'square',
  'corporate',
  'hub',
  'plaza',
  'arcade',
  'industrial',
  'logistics',
  'udyog',
  'kendra',
  'manufacturing',
  'zone',
  'farms',
  'farm',
  'retreat',
  'orchards',
  'acres',
  'villas',
  'villa',
  'city',
  'phase',
  'apartments',
  'estate',
  'estates',
  'valley',
  'township',
  'avenue',
  'residential',
  'commercial',
  'project',
  'the',
  'royal',
  'grand',
  'new',
  'one',
  'plots',
]);

export interface NamedProjects {
  projects: CatalogueProject[];
  /** Indices of the words that named them. */
  used: Set<number>;
  /** The whole title was typed (not just one distinctive word of it). */
  exact: boolean;
}

interface Hit {
  project: CatalogueProject;
  span: WordSpan;
}

const spanLength = (s: WordSpan) => s.end - s.start;

/** Title words some prompt word stands for (exactly or with a typo). */
function titleWordsTyped(words: readonly string[], catalogue: Catalogue): Set<string> {
  return new Set(words.flatMap((w) => catalogue.titleLexicon.matches(w)));
}

/** Past this many typed title words, their subsets are more than the titles holding one of them. */
const MOST_WORDS_FOR_SUBSETS = 10;

/**
 * The titles every word of which was typed, in the order a walk of each typed word's titles meets
 * them: looked up by each subset of the typed words (a few dozen lookups), not by testing every
 * title that holds a common word. Null when the typed words are too many for that.
 */
export function titlesSpelledBy(typed: ReadonlySet<string>, catalogue: Catalogue): CatalogueProject[] | null {
  const list = [...typed].sort();
  if (list.length > MOST_WORDS_FOR_SUBSETS) return null;
  const found: CatalogueProject[] = [];
  for (let mask = 1; mask < 1 << list.length; mask += 1) {
    const key = list.filter((_, i) => mask & (1 << i)).join(' ');
    found.push(...(catalogue.byWordSet.get(key) ?? []));
  }
  const order = [...typed];
  const firstTyped = new Map(found.map((p) => [p, order.findIndex((w) => p.words.includes(w))]));
  return found.sort((a, b) => firstTyped.get(a)! - firstTyped.get(b)! || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
}

export function findNamedProjects(words: readonly string[], catalogue: Catalogue, cityHint?: string): NamedProjects {
  const typed = titleWordsTyped(words, catalogue);
  // Only titles whose every word was typed can match in full: the rest are never compared.
  const candidates =
    titlesSpelledBy(typed, catalogue) ?? new Set([...typed].flatMap((w) => catalogue.titleWords.get(w) ?? []));
  const hits: Hit[] = [];
  for (const project of candidates) {
    if (!project.words.every((w) => typed.has(w))) continue;
    const span = findWords(words, project.words);
    if (span) hits.push({ project, span });
  }
  const exact = hits.length > 0;
  let chosen = exact ? keepLongest(hits) : partialHits(words, catalogue, typed);
  // The same title in two cities: a city in the prompt says which.
  if (cityHint && chosen.length > 1) {
    const inCity = chosen.filter((h) => h.project.city.toLowerCase() === cityHint.toLowerCase());
    if (inCity.length) chosen = inCity;
  }
  const used = new Set<number>();
  for (const hit of chosen) for (let i = hit.span.start; i < hit.span.end; i += 1) used.add(i);
  return { projects: chosen.map((h) => h.project), used, exact };
}

/** Overlapping readings keep the longest title ("Aranya Heights II" over "Aranya Heights"); separate names all stay. */
function keepLongest(hits: Hit[]): Hit[] {
  const sorted = [...hits].sort(
    (a, b) =>
      spanLength(b.span) - spanLength(a.span) ||
      a.span.typos - b.span.typos ||
      a.project.title.localeCompare(b.project.title),
  );
  const kept: Hit[] = [];
  for (const hit of sorted) {
    const clash = kept.find((k) => hit.span.start < k.span.end && k.span.start < hit.span.end);
    if (!clash) kept.push(hit);
    // Another project with exactly the same title over the same words: both are candidates.
    else if (
      clash.project.title.toLowerCase() === hit.project.title.toLowerCase() &&
      spanLength(clash.span) === spanLength(hit.span)
    )
      kept.push(hit);
  }
  return kept;
}

const MAX_PARTIAL_CANDIDATES = 3;

function partialHits(words: readonly string[], catalogue: Catalogue, typedTitleWords: ReadonlySet<string>): Hit[] {
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index];
    if (word.length < 5 || !/^[a-z]+$/.test(word) || FILLER_WORDS.has(word) || GENERIC_TITLE_WORDS.has(word)) continue;
    // A place ("mumbay") is never read as a project's name.
    if (catalogue.places.namesAPlace([word])) continue;
    const titleWords = [...typedTitleWords].filter(
      (w) => !GENERIC_TITLE_WORDS.has(w) && w.length >= 5 && (w === word || wordMatches(word, w)),
    );
    const candidates = [...new Set(titleWords.flatMap((w) => catalogue.titleWords.get(w) ?? []))];
    if (candidates.length > 0 && candidates.length <= MAX_PARTIAL_CANDIDATES) {
      return candidates.map((project) => ({ project, span: { start: index, end: index + 1, typos: 1 } }));
    }
  }
  return [];
}
