import type { Catalogue } from './catalogue.ts';
import { FILLER_WORDS, tokensOf } from './promptText.ts';
import { editDistance } from '../projects/searchVocabulary.ts';
import { replaceTracked, type TrackedText } from './trackedText.ts';

/**
 * Typos in the readers' own words ("redy to move apartmnt", "undr 60 lakhs") are corrected
 * before the readers run, so a misspelt word still sets its filter instead of searching for itself
 * as text. Places and project names have their own typo tolerance (placeFinder, projectResolver).
 *
 * Care is taken not to turn a real word into a filter: only words of four letters or more, the
 * first letter kept; a short word (five letters or fewer) only by a missing or doubled letter or
 * two swapped letters ("redy", "vila", "flast"), never by another letter ("lake" is not "lakh",
 * "lane" not "land"); never a word that names something listed (a project, a place, a developer)
 * or an everyday word close to ours.
 */

/** Real words a letter away from one of ours, which mean themselves: "read" is not "ready", "hose" not "house". */
const EVERYDAY_WORDS = new Set([
  'read',
  'hose',
  'core',
  'factor',
  'latent',
  'lunch',
  'moved',
  'mover',
  'movie',
  'moves',
]);

const swapsOnly = (typed: string, word: string): boolean =>
  typed.length === word.length && [...typed].sort().join('') === [...word].sort().join('');

function mayStandFor(typed: string, word: string): boolean {
  if (typed[0] !== word[0]) return false;
  // wordMatches (the lexicon) allowed it; a short word may not have another letter in it.
  return typed.length > 5 || typed.length !== word.length || swapsOnly(typed, word);
}

/** A word of ours, or one of ours with an ending our patterns allow or ignore ("agricultural", "cheapest", "builders"): not a typo. */
function startsWithReaderWord(word: string, catalogue: Catalogue): boolean {
  for (let length = 4; length <= word.length; length += 1)
    if (catalogue.readerWords.has(word.slice(0, length))) return true;
  return false;
}

export interface CorrectedText {
  text: TrackedText;
  /** The typed words that were read as one of ours. */
  corrected: string[];
}

/** `source` with each misspelt reader word replaced by the word it stands for. */
export function correctTypos(source: TrackedText, catalogue: Catalogue): CorrectedText {
  const corrections = new Map<string, string>();
  for (const { word } of tokensOf(source.text)) {
    if (
      corrections.has(word) ||
      word.length < 4 ||
      !/^[a-z]+$/.test(word) ||
      FILLER_WORDS.has(word) ||
      EVERYDAY_WORDS.has(word)
    )
      continue;
    if (startsWithReaderWord(word, catalogue) || catalogue.namesWords.has(word)) continue;
    const candidates = catalogue.readerWords.matches(word).filter((w) => mayStandFor(word, w));
    if (candidates.length === 0 || catalogue.places.namesAPlace([word])) continue;
    const best = candidates.reduce((a, b) => (editDistance(word, b, 2) < editDistance(word, a, 2) ? b : a));
    corrections.set(word, best);
  }
  if (corrections.size === 0) return { text: source, corrected: [] };
  const text = replaceTracked(source, /[a-z]+/g, (m) => corrections.get(m[0]) ?? m[0]);
  return { text, corrected: [...corrections.keys()] };
}
