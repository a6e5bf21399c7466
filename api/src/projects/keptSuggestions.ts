import type { Suggestion } from './suggestionEntries.ts';

/**
 * The autosuggest's answers to keystrokes, kept across changes that cannot alter them. A change
 * (a project posted, renamed or taken off the site) drops only the answers whose typed text would
 * find one of the entries it touched, as they were and as they are now; a price edit or a new
 * project in another place leaves every other keystroke's answer as it was, instead of every
 * buyer's next letter searching the whole index again.
 *
 * "Would find" follows the index's search (SuggestionIndex.ranked): the typed text split into
 * words as MiniSearch splits it, every word finding some word of the entry's name or other names,
 * as that word's beginning or within the typos allowed for its length.
 */

/** MiniSearch's default tokenizer: runs of spaces and punctuation separate words. */
const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;

/** The words of a text as the index holds and searches them: lower case, none empty. */
export const wordsOf = (text: string): string[] =>
  text
    .split(SPACE_OR_PUNCTUATION)
    .map((word) => word.toLowerCase())
    .filter((word) => word.length > 0);

/** The typos a typed word may hold and still find a name: two from seven letters, one from four. */
export const typosAllowed = (word: string): number => (word.length >= 7 ? 2 : word.length >= 4 ? 1 : 0);

/** Rows of the edit distance, reused (words are short; a longer one is taken as found, which only drops an answer more). */
const LONGEST = 63;
let previousRow = new Uint8Array(LONGEST + 1);
let currentRow = new Uint8Array(LONGEST + 1);

/** Whether `a` and `b` are at most `max` edits apart (Levenshtein, one row at a time, given up early). */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  if (a.length > LONGEST || b.length > LONGEST) return true;
  for (let j = 0; j <= b.length; j += 1) previousRow[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    currentRow[0] = i;
    let least = i;
    const letter = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j += 1) {
      const replace = previousRow[j - 1] + (letter === b.charCodeAt(j - 1) ? 0 : 1);
      const edits = Math.min(previousRow[j] + 1, currentRow[j - 1] + 1, replace);
      currentRow[j] = edits;
      if (edits < least) least = edits;
    }
    if (least > max) return false;
    [previousRow, currentRow] = [currentRow, previousRow];
  }
  return previousRow[b.length] <= max;
}

/** Whether a typed word finds a word of a name: as its beginning, or within the typos allowed. */
const wordFinds = (typed: string, word: string): boolean =>
  word.startsWith(typed) || (typosAllowed(typed) > 0 && withinEdits(typed, word, typosAllowed(typed)));

/** Whether a search of these typed words (all of them, as the index combines them) finds a name of these words. */
export const findsName = (typed: readonly string[], name: readonly string[]): boolean =>
  typed.length > 0 && typed.every((t) => name.some((word) => wordFinds(t, word)));

/**
 * What an entry is found by: its own names (the name and other names the index holds), and its
 * city's names, which a second typed word may find ("sector noida") but the index never searches.
 */
export interface FoundBy {
  own: string;
  city: string;
}

interface Kept {
  /** The typed words of each text the answer was searched with (the text, and its Latin spelling when typed in Devanagari). */
  searched: string[][];
  answer: Suggestion[];
}

export class KeptSuggestions {
  private readonly kept = new Map<string, Kept>();

  constructor(private readonly max: number) {}

  get size(): number {
    return this.kept.size;
  }

  get(key: string): Suggestion[] | undefined {
    return this.kept.get(key)?.answer;
  }

  /** Keeps the answer to `key`, searched with `texts`; past `max` answers the memo starts again. */
  set(key: string, texts: readonly string[], answer: Suggestion[]): void {
    if (this.kept.size >= this.max) this.kept.clear();
    this.kept.set(key, { searched: texts.map(wordsOf), answer });
  }

  /**
   * Drops the answers a change to entries found by these names could alter: those whose typed
   * words all find a word of an entry's names or its city's, one of them a word of its own names
   * (the index searches one typed word, and checks the others against the names and the city).
   */
  forget(names: readonly FoundBy[]): void {
    if (names.length === 0 || this.kept.size === 0) return;
    const named = names
      .map(({ own, city }) => ({ own: wordsOf(own), all: wordsOf(`${own} ${city}`) }))
      .filter((words) => words.own.length > 0);
    const everyWord = [...new Set(named.flatMap((words) => words.all))];
    // Many answers share typed words (each keystroke of a word is the last one's plus a letter):
    // whether a typed word finds any changed word is asked once per word.
    const findsAny = new Map<string, boolean>();
    const couldFind = (typed: string) => {
      let found = findsAny.get(typed);
      if (found === undefined) findsAny.set(typed, (found = everyWord.some((word) => wordFinds(typed, word))));
      return found;
    };
    for (const [key, { searched }] of this.kept) {
      const altered = searched.some(
        (typed) =>
          typed.length > 0 &&
          typed.every(couldFind) &&
          named.some(
            (name) => findsName(typed, name.all) && typed.some((word) => name.own.some((own) => wordFinds(word, own))),
          ),
      );
      if (altered) this.kept.delete(key);
    }
  }

  clear(): void {
    this.kept.clear();
  }
}
