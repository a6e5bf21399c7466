import { wordMatches } from './fuzzyMatch.ts';

/** Typed words remembered per lexicon: far more than a day's distinct search words, far less than the memory it may take. */
const MEMO_LIMIT = 20_000;

/**
 * A set of words (place names, project titles, the readers' own words) and, for a typed
 * word, the words of the set it may stand for: itself, or one a typo away (`wordMatches`). Every
 * search and prompt asks this for each of its words, so the answer for a word is kept: the same
 * words come back all day ("noida", "flat", "gurgaon"), until a word joins or leaves the set.
 */
export class Lexicon {
  private readonly words = new Set<string>();
  private readonly byLength = new Map<number, string[]>();
  private readonly memo = new Map<string, readonly string[]>();

  constructor(words: Iterable<string>) {
    for (const word of words) this.add(word);
  }

  /** A word joins the set (the catalogue's titles change): the answers kept are forgotten. */
  add(word: string): void {
    if (this.words.has(word)) return;
    this.words.add(word);
    const sameLength = this.byLength.get(word.length);
    if (sameLength) sameLength.push(word);
    else this.byLength.set(word.length, [word]);
    this.memo.clear();
  }

  delete(word: string): void {
    if (!this.words.delete(word)) return;
    const sameLength = this.byLength.get(word.length)!;
    sameLength.splice(sameLength.indexOf(word), 1);
    this.memo.clear();
  }

  has(word: string): boolean {
    return this.words.has(word);
  }

  /** The words of the set `typed` stands for, exact match first. */
  matches(typed: string): readonly string[] {
    const known = this.memo.get(typed);
    if (known) return known;
    const found: string[] = this.words.has(typed) ? [typed] : [];
    // wordMatches allows two typos at most, so only names within two letters of the length can match.
    for (let length = typed.length - 2; length <= typed.length + 2; length += 1) {
      for (const word of this.byLength.get(length) ?? [])
        if (word !== typed && wordMatches(typed, word)) found.push(word);
    }
    if (this.memo.size >= MEMO_LIMIT) this.memo.clear();
    this.memo.set(typed, found);
    return found;
  }
}
