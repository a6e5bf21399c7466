import { DocumentSlots } from './documentSlots.ts';
import { EqualityLookup, type LookupKey } from './equalityLookup.ts';
import { canonicalKey, valuesAtPath } from './fieldPaths.ts';
import { conditionsOf, exactKeys, pinnedFields } from './coveredFilters.ts';
import { DuplicateKeyError, type Doc, type Filter, type IndexSpec } from './ReadStore.ts';

/** Share of the stored documents above which a second key is not worth checking by id. */
const WIDE_KEY = 0.9;

interface UniqueIndex {
  name: string;
  fields: string[];
  paths: string[][];
  /** Key (canonical tuple) -> `_id` owning it. */
  owners: Map<string, string>;
}

interface UniqueEntry {
  key: string;
  values: unknown[];
}

/**
 * Declared indexes of one in-memory collection. Unique indexes refuse duplicate keys the way
 * MongoDB does (a missing field counts as null, an array contributes each element). Every field
 * named by any index also gets a hash lookup, so a filter whose top level pins an indexed field
 * with an equality or `$in` only has to test the documents under those keys.
 *
 * A lookup is built the first time a filter pins its field, from the documents stored then, and
 * kept up to date from there on. Unique indexes are built when declared: they refuse writes. So a
 * start that loads many documents does not wait for lookups, and a field no query pins alone (the
 * second field of a compound index, kept for sorting) never costs a lookup.
 */
export class CollectionIndexes {
  private readonly declared = new Map<string, IndexSpec>();
  private readonly unique: UniqueIndex[] = [];
  /** Field path -> which documents hold which plain value there. */
  private readonly lookups = new Map<string, EqualityLookup>();
  /** Indexed fields whose lookup is not built yet. */
  private readonly unbuilt = new Set<string>();

  constructor(
    private readonly collection: string,
    /** Numbers for the documents' ids while any field is looked up (the lookups' bit sets use them). */
    private readonly slots = new DocumentSlots(),
  ) {}

  /** The same indexes (and document keys) under another collection name, for a swapped-in rebuild. */
  renamed(collection: string): CollectionIndexes {
    const copy = new CollectionIndexes(collection, this.slots);
    for (const [name, spec] of this.declared) copy.declared.set(name, spec);
    copy.unique.push(...this.unique);
    for (const [field, lookup] of this.lookups) copy.lookups.set(field, lookup);
    for (const field of this.unbuilt) copy.unbuilt.add(field);
    return copy;
  }

  declare(spec: IndexSpec, docs: Iterable<Doc>): void {
    const fields = Object.keys(spec.keys);
    const name = spec.name ?? fields.map((field) => `${field}_${spec.keys[field]}`).join('_');
    // Repeating an index is a no-op; one that reuses its name or its keys with other options was
    // declared by an older version of the code and is replaced, as the MongoDB adapter does.
    const keysText = JSON.stringify(spec.keys);
    for (const existing of [...this.declared.values()]) {
      const sameKeys = JSON.stringify(existing.keys) === keysText;
      if (existing.name !== name && !sameKeys) continue;
      if (existing.name === name && sameKeys && !existing.unique === !spec.unique) return;
      this.undeclare(existing.name!);
    }
    if (spec.unique) {
      const index: UniqueIndex = { name, fields, paths: fields.map((field) => field.split('.')), owners: new Map() };
      for (const doc of docs) this.claim(index, doc, this.uniqueEntries(index, doc));
      this.unique.push(index);
    }
    for (const field of fields) if (!this.lookups.has(field)) this.unbuilt.add(field);
    this.declared.set(name, { ...spec, name });
  }

  /** The lookup of an indexed field, built now from `docs` (every stored document) if it is not yet; undefined for a field no index names. */
  private lookupOf(field: string, docs: Iterable<Doc>): EqualityLookup | undefined {
    const built = this.lookups.get(field);
    if (built || !this.unbuilt.has(field)) return built;
    const lookup = new EqualityLookup(field, this.slots);
    for (const doc of docs) {
      this.slots.claim(doc._id);
      lookup.add(doc);
    }
    this.unbuilt.delete(field);
    this.lookups.set(field, lookup);
    return lookup;
  }

  private undeclare(name: string): void {
    this.declared.delete(name);
    const unique = this.unique.findIndex((index) => index.name === name);
    if (unique >= 0) this.unique.splice(unique, 1);
  }

  /** Throws DuplicateKeyError if storing `doc` would break a unique index; changes nothing. */
  checkUnique(doc: Doc): void {
    for (const index of this.unique) {
      for (const entry of this.uniqueEntries(index, doc)) {
        const owner = index.owners.get(entry.key);
        if (owner !== undefined && owner !== doc._id) throw this.duplicate(index, entry);
      }
    }
  }

  /** Indexes `next` in place of `previous` (same `_id`); keys both hold are left untouched. */
  replace(previous: Doc | undefined, next: Doc): void {
    if (this.lookups.size > 0) this.slots.claim(next._id);
    for (const index of this.unique) {
      const entries = this.uniqueEntries(index, next);
      if (previous) {
        const kept = new Set(entries.map((entry) => entry.key));
        for (const { key } of this.uniqueEntries(index, previous)) {
          if (!kept.has(key) && index.owners.get(key) === previous._id) index.owners.delete(key);
        }
      }
      this.claim(index, next, entries);
    }
    for (const lookup of this.lookups.values()) {
      if (previous) lookup.replace(previous, next);
      else lookup.add(next);
    }
  }

  remove(doc: Doc): void {
    for (const index of this.unique) {
      for (const { key } of this.uniqueEntries(index, doc)) {
        if (index.owners.get(key) === doc._id) index.owners.delete(key);
      }
    }
    for (const lookup of this.lookups.values()) lookup.remove(doc);
    this.slots.release(doc._id);
  }

  /** Forgets every document; the declared indexes stay. */
  clear(): void {
    for (const index of this.unique) index.owners.clear();
    for (const lookup of this.lookups.values()) lookup.clear();
    this.slots.clear();
  }

  /** See DocumentSlots.memberTest; null too while no field is looked up (documents have no numbers then). */
  memberTest(docs: readonly Doc[]): ((doc: Doc) => boolean) | null {
    return this.lookups.size > 0 ? this.slots.memberTest(docs) : null;
  }

  /**
   * Ids that can match `filter`, a superset of the real matches; null when no indexed field is
   * pinned and every document must be tested. `docs` are the stored documents.
   */
  candidates(filter: Filter, docs: ReadonlyMap<string, Doc>): ReadonlySet<string> | readonly string[] | null {
    const stored = docs.size;
    const pinned: { lookup: EqualityLookup; keys: LookupKey[]; size: number }[] = [];
    for (const [field, keys] of pinnedFields(filter)) {
      const lookup = this.lookupOf(field, docs.values());
      if (!lookup) continue;
      const size = lookup.count(keys);
      if (size === 0) return [];
      pinned.push({ lookup, keys, size });
    }
    if (pinned.length === 0) return null;
    pinned.sort((a, b) => a.size - b.size);
    const [smallest, ...rest] = pinned;
    const start = smallest.lookup.ids(smallest.keys);
    // A key nearly every document holds (posted, of a search) narrows nothing: the filter still tests it.
    const others = rest.filter(({ size }) => size < stored * WIDE_KEY);
    if (others.length === 0) return start;
    const words = this.slots.words;
    if (smallest.size < words) return this.held(start, others);
    // Every set here holds at least one document in 32: bit sets intersect them in a few hundred steps.
    const found = new Uint32Array(words);
    found.set(smallest.lookup.bitsOf(smallest.keys, words).subarray(0, words));
    for (const { lookup, keys } of others) {
      const bits = lookup.bitsOf(keys, words);
      for (let i = 0; i < words; i++) found[i] = found[i] & (bits[i] ?? 0);
    }
    return this.slots.idsIn(found);
  }

  /**
   * How many documents match `filter` when its lookups alone answer it: every condition an
   * equality (or `$in`) on a plain value of an indexed field. Null when a document would have to be
   * tested. A search's total over tens of thousands of projects is then a few set sizes.
   */
  exactCount(filter: Filter, docs: ReadonlyMap<string, Doc>): number | null {
    const pinned: { lookup: EqualityLookup; keys: LookupKey[]; size: number }[] = [];
    const conditions = conditionsOf(filter);
    if (!conditions) return null;
    for (const [field, condition] of conditions) {
      const keys = exactKeys(condition);
      const lookup = keys && this.lookupOf(field, docs.values());
      if (!keys || !lookup) return null;
      pinned.push({ lookup, keys, size: lookup.count(keys) });
    }
    if (pinned.length === 0) return docs.size;
    pinned.sort((a, b) => a.size - b.size);
    const [smallest, ...rest] = pinned;
    if (smallest.size === 0) return 0;
    // One key: its bucket holds each document once. Several: a document may sit under two of them.
    if (rest.length === 0 && smallest.keys.length === 1) return smallest.size;
    const words = this.slots.words;
    if (smallest.size < words) {
      const start = smallest.lookup.ids(smallest.keys);
      if (rest.length === 0) return 'size' in start ? start.size : new Set(start).size;
      return this.held(new Set(start), rest).length;
    }
    // As in `candidates`: bit sets over the documents' slots, and the bits left counted.
    const found = new Uint32Array(words);
    found.set(smallest.lookup.bitsOf(smallest.keys, words).subarray(0, words));
    for (const { lookup, keys } of rest) {
      const bits = lookup.bitsOf(keys, words);
      for (let i = 0; i < words; i++) found[i] = found[i] & (bits[i] ?? 0);
    }
    let count = 0;
    for (let i = 0; i < words; i++) count += bitCount(found[i]);
    return count;
  }

  /** The ids of `start` that every other pinned field holds, asked id by id (for a few ids). */
  private held(start: Iterable<string>, others: readonly { lookup: EqualityLookup; keys: LookupKey[] }[]): string[] {
    const ids: string[] = [];
    for (const id of start) {
      let held = true;
      for (let i = 0; held && i < others.length; i++) held = others[i].lookup.has(others[i].keys, id);
      if (held) ids.push(id);
    }
    return ids;
  }

  private uniqueEntries(index: UniqueIndex, doc: Doc): UniqueEntry[] {
    let tuples: unknown[][] = [[]];
    for (const path of index.paths) {
      const found = valuesAtPath(doc, path);
      const values = found.length === 0 ? [null] : found;
      tuples = tuples.flatMap((tuple) => values.map((value) => [...tuple, value]));
    }
    return tuples.map((values) => ({ key: JSON.stringify(values.map(canonicalKey)), values }));
  }

  private claim(index: UniqueIndex, doc: Doc, entries: UniqueEntry[]): void {
    for (const entry of entries) {
      const owner = index.owners.get(entry.key);
      if (owner !== undefined && owner !== doc._id) throw this.duplicate(index, entry);
      index.owners.set(entry.key, doc._id);
    }
  }

  private duplicate(index: UniqueIndex, entry: UniqueEntry): DuplicateKeyError {
    const key = Object.fromEntries(index.fields.map((field, i) => [field, entry.values[i] ?? null]));
    return new DuplicateKeyError(this.collection, JSON.stringify(key));
  }
}

/** The bits set in a 32-bit word. */
function bitCount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
