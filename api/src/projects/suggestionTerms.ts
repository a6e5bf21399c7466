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

/** How often each entry (by its slot) holds a word, in the name ([0]) and in the other names ([1]). */
type Postings = [Map<number, number> | undefined, Map<number, number> | undefined];

/** What an entry was indexed with: its slot and the words of each field (each field's length is kept by slot). */
interface Indexed {
  slot: number;
  words: [string[], string[]];
}

/**
 * The entries a typed word finds and their scores, in the order they were first found (the order
 * MiniSearch's results would list them in before sorting). Valid until the next search.
 */
export interface Hits {
  readonly count: number;
  readonly ids: Int32Array;
  readonly scores: Float64Array;
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
  // Each entry has a slot, a small number reused once the entry leaves: a search adds its scores up
  // in arrays by slot, not in a map by entry (a two-letter keystroke visits tens of thousands of
  // (word, entry) pairs at 50,000 projects).
  private readonly freeSlots: number[] = [];
  private slotCount = 0;
  private idOfSlot = new Int32Array(1024);
  /** Each field's length by slot. */
  private lengthOfSlot: [Float64Array, Float64Array] = [new Float64Array(1024), new Float64Array(1024)];
  private scoreOfSlot = new Float64Array(1024);
  /** The search that last scored each slot: a slot scored by an earlier search starts again from zero. */
  private searchOfSlot = new Uint32Array(1024);
  private searchNumber = 0;
  /** The slots the current search found, in the order it found them. */
  private found = new Int32Array(1024);
  private foundCount = 0;
  private hitIds = new Int32Array(1024);
  private hitScores = new Float64Array(1024);

  get size(): number {
    return this.indexed.size;
  }

  /** Indexes entry `id` by its name and its other names (words separated by spaces). */
  add(id: number, name: string, otherNames: string): void {
    if (this.indexed.has(id)) throw new Error(`entry ${id} is already indexed`);
    const fields = [tokenized(name), tokenized(otherNames)];
    const count = this.indexed.size;
    const slot = this.takeSlot(id);
    const entry: Indexed = { slot, words: [fields[0].words, fields[1].words] };
    this.indexed.set(id, entry);
    for (const field of FIELDS) {
      const length = fields[field].length;
      this.lengthOfSlot[field][slot] = length;
      this.averageLength[field] = (this.averageLength[field] * count + length) / (count + 1);
      for (const word of entry.words[field]) {
        let postings = this.terms.get(word);
        if (!postings) this.terms.set(word, (postings = [undefined, undefined]));
        const holders = (postings[field] ??= new Map());
        holders.set(slot, (holders.get(slot) ?? 0) + 1);
      }
    }
  }

  /** Takes entry `id` out, with the words it was indexed by. */
  remove(id: number): void {
    const entry = this.indexed.get(id);
    if (!entry) return;
    const count = this.indexed.size;
    for (const field of FIELDS) {
      const length = this.lengthOfSlot[field][entry.slot];
      this.averageLength[field] = count === 1 ? 0 : (this.averageLength[field] * count - length) / (count - 1);
      for (const word of entry.words[field]) {
        const postings = this.terms.get(word);
        const holders = postings?.[field];
        const times = holders?.get(entry.slot);
        if (!postings || !holders || times === undefined) continue;
        if (times > 1) holders.set(entry.slot, times - 1);
        else if (holders.size > 1) holders.delete(entry.slot);
        else postings[field] = undefined;
        if (!postings[0] && !postings[1]) this.terms.delete(word);
      }
    }
    this.indexed.delete(id);
    this.freeSlots.push(entry.slot);
  }

  /** A slot for entry `id`: one an entry has left, or a new one (the arrays by slot grown to hold it). */
  private takeSlot(id: number): number {
    const slot = this.freeSlots.pop() ?? this.slotCount++;
    if (slot >= this.idOfSlot.length) {
      const size = this.idOfSlot.length * 2;
      const grown = <T extends Int32Array | Float64Array | Uint32Array>(array: T, make: (n: number) => T): T => {
        const bigger = make(size);
        bigger.set(array);
        return bigger;
      };
      this.idOfSlot = grown(this.idOfSlot, (n) => new Int32Array(n));
      this.lengthOfSlot = [
        grown(this.lengthOfSlot[0], (n) => new Float64Array(n)),
        grown(this.lengthOfSlot[1], (n) => new Float64Array(n)),
      ];
      this.scoreOfSlot = grown(this.scoreOfSlot, (n) => new Float64Array(n));
      this.searchOfSlot = grown(this.searchOfSlot, (n) => new Uint32Array(n));
      this.found = new Int32Array(size);
      this.hitIds = new Int32Array(size);
      this.hitScores = new Float64Array(size);
    }
    this.idOfSlot[slot] = id;
    return slot;
  }

  /**
   * The entries a typed word finds, each with its score: the word itself, the words it begins
   * (weighted down the more letters they add) and, with `typos` above 0, the words within that
   * many edits (weighted down by the edits), a word found as a beginning not counted again as a typo.
   */
  search(typed: string, typos: number): Hits {
    this.searchNumber = (this.searchNumber + 1) >>> 0;
    if (this.searchNumber === 0) {
      // Wrapped around after four billion searches: no slot may look scored by this one.
      this.searchOfSlot.fill(0);
      this.searchNumber = 1;
    }
    this.foundCount = 0;
    const exact = this.terms.get(typed);
    if (exact) this.addScores(exact, 1);
    const near = typos > 0 ? this.terms.fuzzyGet(typed, typos) : undefined;
    for (const [word, postings] of this.terms.atPrefix(typed)) {
      const distance = word.length - typed.length;
      if (!distance) continue;
      near?.delete(word);
      this.addScores(postings, (PREFIX_WEIGHT * word.length) / (word.length + 0.3 * distance));
    }
    if (near)
      for (const [word, [postings, distance]] of near) {
        if (!distance) continue;
        this.addScores(postings, (FUZZY_WEIGHT * word.length) / (word.length + distance));
      }
    for (let i = 0; i < this.foundCount; i += 1) {
      const slot = this.found[i];
      this.hitIds[i] = this.idOfSlot[slot];
      this.hitScores[i] = this.scoreOfSlot[slot];
    }
    return { count: this.foundCount, ids: this.hitIds, scores: this.hitScores };
  }

  private addScores(postings: Postings, weight: number): void {
    const { k, b, d } = BM25;
    const total = this.indexed.size;
    const current = this.searchNumber;
    const scores = this.scoreOfSlot;
    const scoredBy = this.searchOfSlot;
    for (const field of FIELDS) {
      const holders = postings[field];
      if (!holders) continue;
      const matching = holders.size;
      const inverse = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
      const average = this.averageLength[field];
      const lengths = this.lengthOfSlot[field];
      // forEach, not for-of: for-of made an array of [slot, times] for every holder (a short prefix has thousands).
      holders.forEach((times, slot) => {
        const length = lengths[slot];
        const score = weight * (inverse * (d + (times * (k + 1)) / (times + k * (1 - b + (b * length) / average))));
        if (scoredBy[slot] === current) scores[slot] += score;
        else {
          scoredBy[slot] = current;
          scores[slot] = score;
          this.found[this.foundCount++] = slot;
        }
      });
    }
  }
}
