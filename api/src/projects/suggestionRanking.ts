import { findsName, wordsOf } from './keptSuggestions.ts';
import { cityNames, KIND_ORDER, tieBreak, type Entry } from './suggestionEntries.ts';
import type { Hits } from './suggestionTerms.ts';

/** The order of the autosuggest's answers (see SuggestionIndex.ranked). */

interface Ranked {
  entry: Entry;
  rank: number;
}

/** What beginning with the typed text adds to a suggestion's rank: more than any relevance. */
const STARTS_WITH = 1000;

const rankedFirst = (a: Ranked, b: Ranked): number => b.rank - a.rank || tieBreak(a.entry, b.entry);

/** A count's term not worked out yet, or its count changed since. */
const NOT_KEPT = Number.NaN;

/**
 * The indexed entries by id, with what ranks each apart from the typed text, `log2(1 + count) -
 * KIND_ORDER[kind] * 0.1`, kept in arrays as its two terms: a short
 * prefix has thousands of hits, and most are passed over on these numbers alone, without reading
 * each entry's object (in a large index nearly every one is a miss of the processor's caches). The
 * count's term is worked out again when the entry is next weighed after `stale` (its count changed).
 */
export class RankedEntries {
  private readonly byId: (Entry | undefined)[] = [];
  private countTerms = new Float64Array(0);
  private kindTerms = new Float64Array(0);

  put(entry: Entry): void {
    const { id } = entry;
    if (id >= this.countTerms.length) {
      const size = Math.max(1024, id + 1, this.countTerms.length * 2);
      const counts = new Float64Array(size).fill(NOT_KEPT);
      counts.set(this.countTerms);
      const kinds = new Float64Array(size);
      kinds.set(this.kindTerms);
      [this.countTerms, this.kindTerms] = [counts, kinds];
    }
    this.byId[id] = entry;
    this.countTerms[id] = NOT_KEPT;
    this.kindTerms[id] = KIND_ORDER[entry.kind] * 0.1;
  }

  drop(id: number): void {
    this.byId[id] = undefined;
  }

  /** The entry's count changed. */
  stale(id: number): void {
    if (id < this.countTerms.length) this.countTerms[id] = NOT_KEPT;
  }

  /** The entry's rank for a hit of `score`, as `score + log2(1 + count) - KIND_ORDER[kind] * 0.1` is. */
  rankOf(id: number, score: number): number {
    let countTerm = this.countTerms[id];
    if (Number.isNaN(countTerm)) countTerm = this.countTerms[id] = Math.log2(1 + this.byId[id]!.count);
    return score + countTerm - this.kindTerms[id];
  }

  entry(id: number): Entry {
    return this.byId[id]!;
  }
}

/**
 * The best `limit` of the index's hits (entries and their scores) for the typed `text`: what starts with it first, then by
 * relevance, then the bigger places. Hits the other typed words (`others`) do not find in the
 * name, or that `fits` refuses, are left out. A short prefix has thousands of hits: the best are
 * kept in one pass (as a stable sort would order them), not every hit sorted, and a hit is
 * filtered only when its rank would keep it.
 */
export function bestOf(
  hits: Hits,
  entries: RankedEntries,
  wanted: { text: string; others: readonly string[]; fits: (entry: Entry) => boolean; limit: number },
): Entry[] {
  const { text, others, fits, limit } = wanted;
  const best: Ranked[] = [];
  for (let i = 0; i < hits.count; i += 1) {
    const id = hits.ids[i];
    const base = entries.rankOf(id, hits.scores[i]);
    // Not better than the last kept even if it started with the text: nothing more to ask of it.
    if (best.length >= limit && best[limit - 1].rank > base + STARTS_WITH) continue;
    const entry = entries.entry(id);
    const rank = startsWithText(entry, text) ? base + STARTS_WITH : base;
    if (best.length >= limit) {
      const last = best[limit - 1];
      if (last.rank > rank || (last.rank === rank && tieBreak(entry, last.entry) >= 0)) continue;
    }
    if (!fits(entry) || (others.length > 0 && !findsName(others, wordsOfEntry(entry)))) continue;
    const item = { entry, rank };
    let at = best.length;
    while (at > 0 && rankedFirst(item, best[at - 1]) < 0) at -= 1;
    best.splice(at, 0, item);
    if (best.length > limit) best.pop();
  }
  return best.map((r) => r.entry);
}

const startsWithText = (entry: Entry, text: string): boolean => {
  if (lowerValueOf(entry).startsWith(text)) return true;
  for (const alias of entry.aliases) if (alias.startsWith(text)) return true;
  return false;
};

/** The words of an entry's name and other names, and of its city's (a locality's, a project's), made again only when the name changes. */
const entryWords = new WeakMap<Entry, { value: string; words: string[] }>();
function wordsOfEntry(entry: Entry): string[] {
  const kept = entryWords.get(entry);
  if (kept?.value === entry.value) return kept.words;
  const words = [
    ...wordsOf(entry.value),
    ...entry.aliases.flatMap(wordsOf),
    ...(entry.city ? cityNames(entry.city).flatMap(wordsOf) : []),
  ];
  entryWords.set(entry, { value: entry.value, words });
  return words;
}

/** Each entry's value in lower case, made again only when the value changes. */
const lowerValues = new WeakMap<Entry, { value: string; lower: string }>();
function lowerValueOf(entry: Entry): string {
  const kept = lowerValues.get(entry);
  if (kept?.value === entry.value) return kept.lower;
  const lower = entry.value.toLowerCase();
  lowerValues.set(entry, { value: entry.value, lower });
  return lower;
}
