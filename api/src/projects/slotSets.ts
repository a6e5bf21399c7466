/**
 * The sets and lists the search columns keep by slot (a project's number among the columns): texts
 * as numbers, sets of slots as bits, and short lists of numbers per slot in one shared array.
 */

/** What a text field holds, as a number: the same number for the same text in one column. */
export class Dictionary {
  private readonly codes = new Map<string, number>();
  code(text: string | null | undefined): number {
    if (text === null || text === undefined) return -1;
    let code = this.codes.get(text);
    if (code === undefined) this.codes.set(text, (code = this.codes.size));
    return code;
  }
  /** The number of a text, or -2 (matches nothing) when no project holds it. */
  find(text: string): number {
    return this.codes.get(text) ?? -2;
  }
}

/** Sets of slots, one bit a slot, by the code of a field's value (few values: cities, types, amenities, bedrooms). */
export class SlotBits {
  private readonly sets = new Map<number, Uint32Array>();
  constructor(private words: number) {}
  resize(words: number): void {
    for (const [code, set] of this.sets) {
      const next = new Uint32Array(words);
      next.set(set);
      this.sets.set(code, next);
    }
    this.words = words;
  }
  add(code: number, slot: number): void {
    if (code < 0) return;
    let set = this.sets.get(code);
    if (!set) this.sets.set(code, (set = new Uint32Array(this.words)));
    set[slot >>> 5] |= 1 << (slot & 31);
  }
  delete(code: number, slot: number): void {
    const set = this.sets.get(code);
    if (set) set[slot >>> 5] &= ~(1 << (slot & 31));
  }
  /** Fills `into` with the slots holding any of `codes`. */
  anyOf(codes: Iterable<number>, into: Uint32Array, words: number): void {
    into.fill(0, 0, words);
    for (const code of codes) {
      const set = this.sets.get(code);
      if (set) for (let w = 0; w < words; w += 1) into[w] |= set[w];
    }
  }
  get(code: number): Uint32Array | undefined {
    return this.sets.get(code);
  }
}

/** The slots holding each value of a field of many values (localities, developers), exactly. */
export class SlotLists {
  private readonly lists = new Map<number, number[]>();
  add(code: number, slot: number): void {
    if (code < 0) return;
    const list = this.lists.get(code);
    if (list) list.push(slot);
    else this.lists.set(code, [slot]);
  }
  delete(code: number, slot: number): void {
    const list = this.lists.get(code);
    const at = list ? list.indexOf(slot) : -1;
    if (at >= 0) list!.splice(at, 1);
  }
  get(code: number): readonly number[] {
    return this.lists.get(code) ?? [];
  }
}

/**
 * A short list of numbers for each slot, all in one array: a list written again goes to the end,
 * and the lists in use are moved together when the array is full (50,000 small typed arrays would
 * cost more than the numbers they hold). Whole numbers by default; `make` gives another kind.
 */
export class SlotNumberLists<A extends Int32Array | Float64Array = Int32Array> {
  private pool: A;
  private used = 0;
  private held = 0;
  private start = new Int32Array(0);
  private count = new Int32Array(0);

  constructor(private readonly make: (length: number) => A = (length) => new Int32Array(length) as A) {
    this.pool = make(0);
  }

  resize(capacity: number): void {
    const [start, count] = [new Int32Array(capacity), new Int32Array(capacity)];
    start.set(this.start);
    count.set(this.count);
    [this.start, this.count] = [start, count];
  }

  /** The array every list is in: a slot's numbers run from `startOf` to `endOf` (read them before a list is written again). */
  get numbers(): A {
    return this.pool;
  }

  startOf(slot: number): number {
    return this.start[slot];
  }

  endOf(slot: number): number {
    return this.start[slot] + this.count[slot];
  }

  /** The numbers of the slot (a view: read it before the slot's list is written again). */
  of(slot: number): A {
    return this.pool.subarray(this.startOf(slot), this.endOf(slot)) as A;
  }

  includes(slot: number, value: number): boolean {
    const end = this.endOf(slot);
    for (let at = this.start[slot]; at < end; at += 1) if (this.pool[at] === value) return true;
    return false;
  }

  /** The slot's list (`slots`: how many slots are in use). */
  set(slot: number, values: ArrayLike<number>, slots: number): void {
    this.clear(slot);
    if (this.used + values.length > this.pool.length) this.compact(values.length, slots);
    this.pool.set(values, this.used);
    this.start[slot] = this.used;
    this.count[slot] = values.length;
    this.used += values.length;
    this.held += values.length;
  }

  clear(slot: number): void {
    this.held -= this.count[slot];
    this.count[slot] = 0;
  }

  /** Room for `needed` more: the lists in use moved together, into an array twice their size. */
  private compact(needed: number, slots: number): void {
    const pool = this.make(Math.max(1024, 2 ** Math.ceil(Math.log2((this.held + needed) * 2))));
    let used = 0;
    for (let slot = 0; slot < slots; slot += 1) {
      const length = this.count[slot];
      if (length === 0) continue;
      pool.set(this.pool.subarray(this.start[slot], this.start[slot] + length), used);
      this.start[slot] = used;
      used += length;
    }
    [this.pool, this.used] = [pool, used];
  }
}

export const hasBit = (bits: Uint32Array, slot: number): boolean => (bits[slot >>> 5] & (1 << (slot & 31))) !== 0;

export function bitCount(bits: Uint32Array, words: number): number {
  let count = 0;
  for (let w = 0; w < words; w += 1) {
    let x = bits[w];
    x -= (x >>> 1) & 0x55555555;
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    count += (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
}

/** Calls `each` with every slot whose bit is set, lowest first. */
export function forEachBit(bits: Uint32Array, words: number, each: (slot: number) => void): void {
  for (let w = 0; w < words; w += 1) {
    let x = bits[w];
    while (x !== 0) {
      const lowest = x & -x;
      each((w << 5) + 31 - Math.clz32(lowest));
      x ^= lowest;
    }
  }
}
