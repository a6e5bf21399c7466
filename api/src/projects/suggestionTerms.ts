import SearchableMap from 'minisearch/SearchableMap';

/**
 * The autosuggest's word index: each entry's name and other names by word, searched by one typed
 * word as a whole word, a word's beginning and within a number of typos, and scored as MiniSearch
 * scores such a search (BM25 over the two fields, prefix and typo matches weighted down by how far
 * they are from the typed word), to the same floating-point value. It keeps only what that scoring
 * needs: a search visits each (word, entry) pair once, adds its score to the entry's and makes no
 * object per hit, where MiniSearch builds a result with its matched terms for every entry found and
 * sorts them all (a two-letter keystroke finds thousands of projects at 50,000).
 */

/** How often each entry holds a word, in the name ([0]) and in the other names ([1]). */
type Postings = [Map<number, number> | undefined, Map<number, number> | undefined];

/** What an entry was indexed with: the words of each field, and each field's length as BM25 counts it. */
interface Indexed {
  words: [string[], string[]];
  lengths: [number, number];
}

/** MiniSearch's default tokenizer, and its scoring constants (BM25+ and the weights of prefix and typo matches). */
const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
const FIELDS = [0, 1] as const;

/**
 * A field's words and length as MiniSearch counts them: split on spaces and punctuation, length
 * the number of different pieces as split (an empty text is one piece), words in lower case.
 */
function tokenized(text: string): { words: string[]; length: number } {
  const pieces = text.split(SPACE_OR_PUNCTUATION);
  return {
    words: pieces.map((piece) => piece.toLowerCase()).filter((word) => word !== ''),
    length: new Set(pieces).size,
  };
}

export class SuggestionTerms {
  private readonly terms = new SearchableMap<Postings>();
  private readonly indexed = new Map<number, Indexed>();
  /** The average length of each field over the entries, kept as MiniSearch keeps it (updated at each add and remove). */
  private readonly averageLength = [0, 0];

  get size(): number {
    return this.indexed.size;
  }

  /** Indexes entry `id` by its name and its other names (words separated by spaces). */
  add(id: number, name: string, otherNames: string): void {
    if (this.indexed.has(id)) throw new Error(`entry ${id} is already indexed`);
    const fields = [tokenized(name), tokenized(otherNames)];
    const count = this.indexed.size;
    const entry: Indexed = { words: [fields[0].words, fields[1].words], lengths: [fields[0].length, fields[1].length] };
    this.indexed.set(id, entry);
    for (const field of FIELDS) {
      this.averageLength[field] = (this.averageLength[field] * count + entry.lengths[field]) / (count + 1);
      for (const word of entry.words[field]) {
        let postings = this.terms.get(word);
        if (!postings) this.terms.set(word, (postings = [undefined, undefined]));
        const holders = (postings[field] ??= new Map());
        holders.set(id, (holders.get(id) ?? 0) + 1);
      }
    }
  }

  /** Takes entry `id` out, with the words it was indexed by. */
  remove(id: number): void {
    const entry = this.indexed.get(id);
    if (!entry) return;
    const count = this.indexed.size;
    for (const field of FIELDS) {
      this.averageLength[field] =
        count === 1 ? 0 : (this.averageLength[field] * count - entry.lengths[field]) / (count - 1);
      for (const word of entry.words[field]) {
        const postings = this.terms.get(word);
        const holders = postings?.[field];
        const times = holders?.get(id);
        if (!postings || !holders || times === undefined) continue;
        if (times > 1) holders.set(id, times - 1);
        else if (holders.size > 1) holders.delete(id);
        else postings[field] = undefined;
        if (!postings[0] && !postings[1]) this.terms.delete(word);
      }
    }
    this.indexed.delete(id);
  }

  /**
   * The entries a typed word finds, each with its score: the word itself, the words it begins
   * (weighted down the more letters they add) and, with `typos` above 0, the words within that
   * many edits (weighted down by the edits), a word found as a beginning not counted again as a typo.
   */
  search(typed: string, typos: number): Map<number, number> {
    const scores = new Map<number, number>();
    const exact = this.terms.get(typed);
    if (exact) this.addScores(scores, exact, 1);
    const near = typos > 0 ? this.terms.fuzzyGet(typed, typos) : undefined;
    for (const [word, postings] of this.terms.atPrefix(typed)) {
      const distance = word.length - typed.length;
      if (!distance) continue;
      near?.delete(word);
      this.addScores(scores, postings, (PREFIX_WEIGHT * word.length) / (word.length + 0.3 * distance));
    }
    if (near)
      for (const [word, [postings, distance]] of near) {
        if (!distance) continue;
        this.addScores(scores, postings, (FUZZY_WEIGHT * word.length) / (word.length + distance));
      }
    return scores;
  }

  private addScores(scores: Map<number, number>, postings: Postings, weight: number): void {
    const { k, b, d } = BM25;
    const total = this.indexed.size;
    for (const field of FIELDS) {
      const holders = postings[field];
      if (!holders) continue;
      const matching = holders.size;
      const inverse = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
      const average = this.averageLength[field];
      for (const [id, times] of holders) {
        const length = this.indexed.get(id)!.lengths[field];
        const score = weight * (inverse * (d + (times * (k + 1)) / (times + k * (1 - b + (b * length) / average))));
        const earlier = scores.get(id);
        scores.set(id, earlier === undefined ? score : earlier + score);
      }
    }
  }
}
