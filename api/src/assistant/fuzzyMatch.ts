import { editDistance } from '../projects/searchVocabulary.ts';
import { FILLER_WORDS } from './promptText.ts';

/**
 * Whether a word the buyer typed stands for a word of a name (a city, locality or project title).
 * Numbers must match exactly; words of four letters or more may carry one typo ("noda", "mumbay"),
 * of eight or more two ("gurgram" for gurugram). A four-letter word must keep its first letter,
 * and everyday words ("pure", "than") are never corrected into a name.
 */
export function wordMatches(typed: string, name: string): boolean {
  if (typed === name) return true;
  if (/\d/.test(typed) || /\d/.test(name)) return false;
  if (FILLER_WORDS.has(typed)) return false;
  const shorter = Math.min(typed.length, name.length);
  const longer = Math.max(typed.length, name.length);
  if (shorter < 4) return false;
  if (shorter === 4 && typed[0] !== name[0]) return false;
  const allowed = longer >= 8 ? 2 : 1;
  return editDistance(typed, name, allowed) <= allowed;
}

export interface WordSpan {
  start: number;
  /** Exclusive. */
  end: number;
  /** Typos corrected in the span: fewer is the better reading. */
  typos: number;
}

/** Where `name` (a sequence of words) occurs in `words`, best reading first; null when nowhere. */
export function findWords(words: readonly string[], name: readonly string[]): WordSpan | null {
  if (name.length === 0 || name.length > words.length) return null;
  let best: WordSpan | null = null;
  for (let start = 0; start + name.length <= words.length; start += 1) {
    let typos = 0;
    let matched = true;
    for (let i = 0; i < name.length && matched; i += 1) {
      const typed = words[start + i];
      if (typed === name[i]) continue;
      matched = wordMatches(typed, name[i]);
      typos += 1;
    }
    if (matched && (!best || typos < best.typos)) best = { start, end: start + name.length, typos };
  }
  return best;
}
