import type { Doc } from './ReadStore.ts';

/**
 * Small dense numbers for the ids of one collection's stored documents, so that a set of
 * documents can be a bit set: intersecting what several indexes pin is then a few hundred word
 * operations instead of one hash lookup per document and index. A freed number is given again.
 */
export class DocumentSlots {
  private readonly slots = new Map<string, number>();
  private readonly ids: (string | undefined)[] = [];
  private readonly free: number[] = [];
  /** The bits of the last `memberTest`, reused by the next one. */
  private scratch = new Uint32Array(0);

  /** The number of `id`, given it now if it has none. */
  claim(id: string): number {
    let slot = this.slots.get(id);
    if (slot === undefined) {
      slot = this.free.pop() ?? this.ids.length;
      this.slots.set(id, slot);
      this.ids[slot] = id;
    }
    return slot;
  }

  slotOf(id: string): number | undefined {
    return this.slots.get(id);
  }

  release(id: string): void {
    const slot = this.slots.get(id);
    if (slot === undefined) return;
    this.slots.delete(id);
    this.ids[slot] = undefined;
    this.free.push(slot);
  }

  clear(): void {
    this.slots.clear();
    this.ids.length = 0;
    this.free.length = 0;
  }

  /** Words a bit set over every number given so far needs. */
  get words(): number {
    return (this.ids.length + 31) >>> 5;
  }

  /**
   * Whether a document is one of `docs`, for use before the next call: their numbers' bits in one
   * array kept for the purpose, where a Set of them would be built anew for every search page (and
   * make work for the collector). Null when one of them has no number.
   */
  memberTest(docs: readonly Doc[]): ((doc: Doc) => boolean) | null {
    const words = this.words;
    if (this.scratch.length < words) this.scratch = new Uint32Array(words);
    else this.scratch.fill(0, 0, words);
    const bits = this.scratch;
    for (let i = 0; i < docs.length; i++) {
      const slot = this.slots.get(docs[i]._id);
      if (slot === undefined) return null;
      bits[slot >>> 5] = bits[slot >>> 5] | (1 << (slot & 31));
    }
    return (doc) => {
      const slot = this.slots.get(doc._id);
      return slot !== undefined && (bits[slot >>> 5] & (1 << (slot & 31))) !== 0;
    };
  }

  /** The ids whose bits are set, in slot order. */
  idsIn(bits: Uint32Array): string[] {
    const found: string[] = [];
    for (let word = 0; word < bits.length; word++) {
      let rest = bits[word];
      while (rest !== 0) {
        const lowest = rest & -rest;
        const id = this.ids[(word << 5) + 31 - Math.clz32(lowest)];
        if (id !== undefined) found.push(id);
        rest ^= lowest;
      }
    }
    return found;
  }
}

/** `bits` with the bit of `slot` set, grown (a new array) when it is too short for it. */
export function withBit(bits: Uint32Array, slot: number): Uint32Array {
  const word = slot >>> 5;
  let target = bits;
  if (word >= bits.length) {
    target = new Uint32Array(Math.max(word + 1, bits.length * 2));
    target.set(bits);
  }
  target[word] = target[word] | (1 << (slot & 31));
  return target;
}

export function clearBit(bits: Uint32Array, slot: number): void {
  const word = slot >>> 5;
  if (word < bits.length) bits[word] = bits[word] & ~(1 << (slot & 31));
}
