import { clearBit, withBit, type DocumentSlots } from './documentSlots.ts';
import { valuesAtPath } from './fieldPaths.ts';
import type { Doc } from './ReadStore.ts';

/**
 * What an equality on a plain value is looked up by: the value itself, as a Map key (strings by
 * content, numbers by value with 0 and -0 alike, booleans apart from both).
 */
export type LookupKey = string | number | boolean;

/**
 * Ids under one key. An array while ids only arrive (a rebuild fills millions of them, and
 * appending costs far less than hashing); it turns into a Set the first time an id leaves or
 * membership is asked, and stays one.
 */
type Bucket = string[] | Set<string>;

const DEEP = { deep: true } as const;
/** Up to this many keys a scan beats building a Set. */
const SHORT = 16;

/** Hash lookup of one indexed field: which documents hold a given plain value there. */
export class EqualityLookup {
  private readonly path: readonly string[];
  private readonly buckets = new Map<LookupKey, Bucket>();
  /** The same ids as bits over the documents' slots, for keys a search intersected; kept up to date once made. */
  private readonly bits = new Map<LookupKey, Uint32Array>();

  constructor(
    field: string,
    private readonly slots: DocumentSlots,
  ) {
    this.path = field.split('.');
  }

  add(doc: Doc): void {
    const key = this.plainKey(doc);
    if (key !== undefined) {
      if (key !== null) this.addId(key, doc._id);
      return;
    }
    for (const each of this.keysOf(doc)) this.addId(each, doc._id);
  }

  remove(doc: Doc): void {
    const key = this.plainKey(doc);
    if (key !== undefined) {
      if (key !== null) this.removeId(key, doc._id);
      return;
    }
    for (const each of this.keysOf(doc)) this.removeId(each, doc._id);
  }

  /** Follows a document from `previous` to `next` (same `_id`); keys both hold stay untouched. */
  replace(previous: Doc, next: Doc): void {
    const was = this.plainKey(previous);
    const is = this.plainKey(next);
    if (was !== undefined && is !== undefined) {
      if (was === is) return;
      if (was !== null) this.removeId(was, previous._id);
      if (is !== null) this.addId(is, next._id);
      return;
    }
    // Stored documents are frozen: the same array or sub-document at the top of the path holds the same keys.
    const top = this.path[0];
    if ((previous as Doc & Record<string, unknown>)[top] === (next as Doc & Record<string, unknown>)[top]) return;
    const before = this.keysOf(previous);
    const after = this.keysOf(next);
    const kept = contains(after);
    const had = contains(before);
    for (const key of before) if (!kept(key)) this.removeId(key, previous._id);
    for (const key of after) if (!had(key)) this.addId(key, next._id);
  }

  clear(): void {
    this.buckets.clear();
    this.bits.clear();
  }

  /** How many ids sit under these keys (an id under two of them counts twice). */
  count(keys: readonly LookupKey[]): number {
    let total = 0;
    for (const key of keys) {
      const bucket = this.buckets.get(key);
      if (bucket) total += Array.isArray(bucket) ? bucket.length : bucket.size;
    }
    return total;
  }

  /** Ids under any of these keys, each once; the caller reads it at once and never changes it. */
  ids(keys: readonly LookupKey[]): ReadonlySet<string> | readonly string[] {
    const found = keys.map((key) => this.buckets.get(key)).filter((bucket) => bucket !== undefined);
    if (found.length === 1) return found[0];
    const ids = new Set<string>();
    for (const bucket of found) for (const id of bucket) ids.add(id);
    return ids;
  }

  /**
   * The documents under any of these keys as bits over their slots (`words` long or longer);
   * the caller only reads it.
   */
  bitsOf(keys: readonly LookupKey[], words: number): Uint32Array {
    if (keys.length === 1) return this.bitsUnder(keys[0]);
    const union = new Uint32Array(words);
    for (const key of keys) {
      const bits = this.bitsUnder(key);
      for (let i = 0; i < words && i < bits.length; i++) union[i] = union[i] | bits[i];
    }
    return union;
  }

  private bitsUnder(key: LookupKey): Uint32Array {
    let bits = this.bits.get(key);
    if (bits) return bits;
    bits = new Uint32Array(this.slots.words);
    for (const id of this.buckets.get(key) ?? []) {
      const slot = this.slots.slotOf(id);
      if (slot !== undefined) bits = withBit(bits, slot);
    }
    this.bits.set(key, bits);
    return bits;
  }

  /** Whether the document `id` holds one of these keys. */
  has(keys: readonly LookupKey[], id: string): boolean {
    for (const key of keys) if (this.settled(key)?.has(id)) return true;
    return false;
  }

  /**
   * The one key (or null for none) of a document whose top-level field holds no array: most
   * indexed fields, read without building lists. Undefined when the path needs the general walk.
   */
  private plainKey(doc: Doc): LookupKey | null | undefined {
    if (this.path.length !== 1) return undefined;
    const value = (doc as Doc & Record<string, unknown>)[this.path[0]];
    return Array.isArray(value) ? undefined : lookupKey(value);
  }

  /** The distinct keys `doc` holds at the path. */
  private keysOf(doc: Doc): LookupKey[] {
    const values = valuesAtPath(doc, this.path, DEEP);
    const keys: LookupKey[] = [];
    const seen = values.length > SHORT ? new Set<LookupKey>() : null;
    for (const value of values) {
      const key = lookupKey(value);
      if (key === null || (seen ? seen.has(key) : keys.includes(key))) continue;
      seen?.add(key);
      keys.push(key);
    }
    return keys;
  }

  private addId(key: LookupKey, id: string): void {
    const bucket = this.buckets.get(key);
    // An id never sits twice under one key: callers add only keys the document did not hold.
    if (!bucket) this.buckets.set(key, [id]);
    else if (Array.isArray(bucket)) bucket.push(id);
    else bucket.add(id);
    const bits = this.bits.get(key);
    const slot = bits && this.slots.slotOf(id);
    if (bits && slot !== undefined) {
      const grown = withBit(bits, slot);
      if (grown !== bits) this.bits.set(key, grown);
    }
  }

  private removeId(key: LookupKey, id: string): void {
    const bucket = this.settled(key);
    bucket?.delete(id);
    const bits = this.bits.get(key);
    const slot = bits && this.slots.slotOf(id);
    if (bits && slot !== undefined) clearBit(bits, slot);
    if (bucket?.size === 0) {
      this.buckets.delete(key);
      this.bits.delete(key);
    }
  }

  /** The bucket under `key` as a Set, turning it into one if it still is an array. */
  private settled(key: LookupKey): Set<string> | undefined {
    const bucket = this.buckets.get(key);
    if (!Array.isArray(bucket)) return bucket;
    const set = new Set(bucket);
    this.buckets.set(key, set);
    return set;
  }
}

/** Only values an equality on a plain string, number or boolean can match are looked up. */
export function lookupKey(value: unknown): LookupKey | null {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isNaN(value) ? null : value;
    case 'bigint':
      // Equal to the number it equals; a larger one may share a key with a near number, which
      // only adds a candidate the filter then turns down.
      return Number(value);
    default:
      return null;
  }
}

function contains(keys: readonly LookupKey[]): (key: LookupKey) => boolean {
  if (keys.length <= SHORT) return (key) => keys.includes(key);
  const set = new Set(keys);
  return (key) => set.has(key);
}
