import MiniSearch from 'minisearch';
import { searchWords } from '@aangan/contracts';

/** Everyday names buyers type that differ from the names projects are listed under. */
export const SEARCH_ALIASES: Readonly<Record<string, readonly string[]>> = {
  gurgaon: ['gurugram'],
  gurgoan: ['gurugram'],
  bombay: ['mumbai'],
  calcutta: ['kolkata'],
  poona: ['pune'],
  bangalore: ['bengaluru'],
  bengalore: ['bengaluru'],
  madras: ['chennai'],
  ncr: ['delhi', 'noida', 'gurugram', 'ghaziabad'],
  flat: ['apartment'],
  flats: ['apartment'],
  apartments: ['apartment'],
  villas: ['villa'],
  plot: ['plots', 'plot'],
  shops: ['shop'],
  offices: ['office'],
};

/** Words that say nothing about which project is meant. */
const STOPWORDS = new Set([
  'in',
  'at',
  'near',
  'the',
  'for',
  'and',
  'of',
  'with',
  'on',
  'to',
  'project',
  'projects',
  'property',
  'properties',
  'buy',
  'sale',
  'new',
  'me',
  'mein',
  'ka',
  'ki',
  'ke',
]);

export interface ParsedSearch {
  /** One entry per meaningful word: the project terms that word may stand for. */
  termGroups: string[][];
  /** Bedroom counts read from the text ("2bhk", "3 bhk"). */
  bhk: number[];
}

/** The words a project is found by (`searchTerms` of the read model). */
interface TermsSource {
  searchTerms?: readonly string[] | undefined;
}

/**
 * Typo-tolerant reading of a free-text search. Each word is matched against the vocabulary of
 * words that occur in projects: exactly, through an alias, or fuzzily (one edit for short words,
 * two for long ones), so "Noda" finds Noida and "apartmnt" finds apartments. The vocabulary
 * follows the projects: each change adds and takes away its words, counted per project.
 */
export class SearchVocabulary {
  private readonly index = new MiniSearch<{ id: number; term: string }>({
    fields: ['term'],
    storeFields: ['term'],
    tokenize: (text) => [text],
  });
  /** How many projects hold each word, and its id in the index. */
  private readonly terms = new Map<string, { id: number; count: number }>();
  private nextId = 0;

  get size(): number {
    return this.terms.size;
  }

  change(before: TermsSource | null, after: TermsSource | null): void {
    // Added first, so a word the project keeps never leaves the index on the way.
    for (const term of after?.searchTerms ?? []) this.add(term);
    for (const term of before?.searchTerms ?? []) this.remove(term);
  }

  settle(): void {}

  private add(term: string): void {
    const known = this.terms.get(term);
    if (known) {
      known.count += 1;
      return;
    }
    const id = this.nextId++;
    this.terms.set(term, { id, count: 1 });
    this.index.add({ id, term });
  }

  private remove(term: string): void {
    const known = this.terms.get(term);
    if (!known) return;
    known.count -= 1;
    if (known.count > 0) return;
    this.terms.delete(term);
    this.index.remove({ id: known.id, term });
  }

  resolve(word: string): string[] {
    const aliases = SEARCH_ALIASES[word];
    if (aliases) return [...aliases];
    if (this.terms.has(word)) return [word];
    if (word.length < 4) return [word];
    const maxEdits = word.length >= 8 ? 2 : 1;
    const hits = this.index.search(word, {
      fuzzy: (term) => (term.length >= 8 ? 2 : 1),
      prefix: false,
      weights: { fuzzy: 1, prefix: 0 },
    });
    // Equal scores by the word itself: the answer never depends on the order words came in.
    const close = hits
      .map((hit) => ({ term: String(hit['term']), score: hit.score }))
      .sort((a, b) => b.score - a.score || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))
      .map((hit) => hit.term)
      .filter((term) => editDistance(term, word) <= maxEdits);
    if (close.length === 0) return [word];
    const best = Math.min(...close.map((term) => editDistance(term, word)));
    return close.filter((term) => editDistance(term, word) === best).slice(0, 5);
  }

  parse(text: string): ParsedSearch {
    const bhk: number[] = [];
    const stripped = text.toLowerCase().replace(/(\d+)\s*-?\s*bhk\b/g, (_m, n: string) => {
      bhk.push(Number(n));
      return ' ';
    });
    const termGroups = searchWords(stripped)
      .filter((word) => !STOPWORDS.has(word) && word !== 'bhk')
      .map((word) => this.resolve(word));
    return { termGroups, bhk };
  }
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent swaps). With `max`, any distance
 * beyond it is answered as `max + 1` as soon as it is certain: a typed word is compared with
 * hundreds of names per search, and almost all of them are far off.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const cols = b.length + 1;
  let before = new Array<number>(cols).fill(0);
  let previous = Array.from({ length: cols }, (_, j) => j);
  let current = new Array<number>(cols).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current[j] = value;
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length], max + 1);
}
