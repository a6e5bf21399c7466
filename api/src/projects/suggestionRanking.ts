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

/**
 * The best `limit` of the index's hits (entries and their scores) for the typed `text`: what starts with it first, then by
 * relevance, then the bigger places. Hits the other typed words (`others`) do not find in the
 * name, or that `fits` refuses, are left out. A short prefix has thousands of hits: the best are
 * kept in one pass (as a stable sort would order them), not every hit sorted.
 */
export function bestOf(
  hits: Hits,
  entries: ReadonlyMap<number, Entry>,
  wanted: { text: string; others: readonly string[]; fits: (entry: Entry) => boolean; limit: number },
): Entry[] {
  const { text, others, fits, limit } = wanted;
  const best: Ranked[] = [];
  for (let i = 0; i < hits.count; i += 1) {
    const entry = entries.get(hits.ids[i])!;
    const rank = hits.scores[i] + Math.log2(1 + entry.count) - KIND_ORDER[entry.kind] * 0.1;
    // Not better than the last kept even if it started with the text: nothing more to ask of it.
    if (best.length >= limit && best[best.length - 1].rank > rank + STARTS_WITH) continue;
    if (!fits(entry) || (others.length > 0 && !findsName(others, wordsOfEntry(entry)))) continue;
    const startsWith = lowerValueOf(entry).startsWith(text) || entry.aliases.some((alias) => alias.startsWith(text));
    const item = { entry, rank: rank + (startsWith ? STARTS_WITH : 0) };
    if (best.length >= limit && rankedFirst(item, best[best.length - 1]) >= 0) continue;
    let at = best.length;
    while (at > 0 && rankedFirst(item, best[at - 1]) < 0) at -= 1;
    best.splice(at, 0, item);
    if (best.length > limit) best.pop();
  }
  return best.map((r) => r.entry);
}

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
