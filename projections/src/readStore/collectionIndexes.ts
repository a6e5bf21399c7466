import { canonicalKey, valuesAtPath } from './fieldPaths.ts';
import { DuplicateKeyError, type Doc, type Filter, type IndexSpec } from './ReadStore.ts';

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
 */
export class CollectionIndexes {
  private readonly declared = new Map<string, IndexSpec>();
  private readonly unique: UniqueIndex[] = [];
  /** Field path -> equality key -> ids of the documents holding that value there. */
  private readonly lookups = new Map<string, Map<string, Set<string>>>();

  constructor(private readonly collection: string) {}

  declare(spec: IndexSpec, docs: Iterable<Doc>): void {
    const fields = Object.keys(spec.keys);
    const name = spec.name ?? fields.map((field) => `${field}_${spec.keys[field]}`).join('_');
    // Same rules as MongoDB's createIndex: repeating an index is a no-op, reusing its name or
    // its keys for something else is an error.
    const keysText = JSON.stringify(spec.keys);
    for (const existing of this.declared.values()) {
      const sameKeys = JSON.stringify(existing.keys) === keysText;
      if (existing.name !== name && !sameKeys) continue;
      if (existing.name === name && sameKeys && !existing.unique === !spec.unique) return;
      throw new Error(`Index ${existing.name} already exists with different options on ${this.collection}`);
    }
    const all = [...docs];
    if (spec.unique) {
      const index: UniqueIndex = { name, fields, paths: fields.map((field) => field.split('.')), owners: new Map() };
      for (const doc of all) this.claim(index, doc, this.uniqueEntries(index, doc));
      this.unique.push(index);
    }
    for (const field of fields) {
      if (this.lookups.has(field)) continue;
      const lookup = new Map<string, Set<string>>();
      this.lookups.set(field, lookup);
      for (const doc of all) for (const key of equalityKeys(doc, field)) addToLookup(lookup, key, doc._id);
    }
    this.declared.set(name, { ...spec, name });
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
    for (const [field, lookup] of this.lookups) {
      const keys = equalityKeys(next, field);
      if (previous) {
        for (const key of equalityKeys(previous, field)) if (!keys.has(key)) removeFromLookup(lookup, key, previous._id);
      }
      for (const key of keys) addToLookup(lookup, key, next._id);
    }
  }

  remove(doc: Doc): void {
    for (const index of this.unique) {
      for (const { key } of this.uniqueEntries(index, doc)) {
        if (index.owners.get(key) === doc._id) index.owners.delete(key);
      }
    }
    for (const [field, lookup] of this.lookups) {
      for (const key of equalityKeys(doc, field)) removeFromLookup(lookup, key, doc._id);
    }
  }

  /** Forgets every document; the declared indexes stay. */
  clear(): void {
    for (const index of this.unique) index.owners.clear();
    for (const lookup of this.lookups.values()) lookup.clear();
  }

  /**
   * Ids that can match `filter`, a superset of the real matches; null when no indexed field is
   * pinned and every document must be tested.
   */
  candidates(filter: Filter): ReadonlySet<string> | readonly string[] | null {
    const sets: (Set<string> | Set<string>[])[] = [];
    for (const [field, keys] of pinnedFields(filter)) {
      const lookup = this.lookups.get(field);
      if (!lookup) continue;
      const buckets = keys.map((key) => lookup.get(key)).filter((ids) => ids !== undefined);
      if (buckets.length === 0) return [];
      sets.push(buckets.length === 1 ? buckets[0]! : buckets);
    }
    if (sets.length === 0) return null;
    const sizeOf = (set: Set<string> | Set<string>[]): number =>
      set instanceof Set ? set.size : set.reduce((sum, ids) => sum + ids.size, 0);
    sets.sort((a, b) => sizeOf(a) - sizeOf(b));
    const [smallest, ...others] = sets;
    const start = smallest instanceof Set ? smallest : new Set(smallest!.flatMap((ids) => [...ids]));
    if (others.length === 0) return start;
    const within = (set: Set<string> | Set<string>[], id: string): boolean =>
      set instanceof Set ? set.has(id) : set.some((ids) => ids.has(id));
    return [...start].filter((id) => others.every((set) => within(set, id)));
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

/** Only values an equality on a plain string, number or boolean can match are looked up. */
function equalityKey(value: unknown): string | null {
  switch (typeof value) {
    case 'string':
      return `s:${value}`;
    case 'number':
      return Number.isNaN(value) ? null : `n:${value}`;
    case 'bigint':
      return `n:${value}`;
    case 'boolean':
      return `b:${value}`;
    default:
      return null;
  }
}

function equalityKeys(doc: Doc, field: string): Set<string> {
  const keys = new Set<string>();
  for (const value of valuesAtPath(doc, field.split('.'), { deep: true })) {
    const key = equalityKey(value);
    if (key !== null) keys.add(key);
  }
  return keys;
}

function addToLookup(lookup: Map<string, Set<string>>, key: string, id: string): void {
  let ids = lookup.get(key);
  if (!ids) lookup.set(key, (ids = new Set()));
  ids.add(id);
}

function removeFromLookup(lookup: Map<string, Set<string>>, key: string, id: string): void {
  const ids = lookup.get(key);
  ids?.delete(id);
  if (ids?.size === 0) lookup.delete(key);
}

/** Fields the filter pins to a few plain values, at top level or inside a top-level `$and`. */
function pinnedFields(filter: Filter): [string, string[]][] {
  const pinned: [string, string[]][] = [];
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const part of condition) {
        if (typeof part === 'object' && part !== null) pinned.push(...pinnedFields(part as Filter));
      }
      continue;
    }
    if (field.startsWith('$')) continue;
    const keys = pinnedKeys(condition);
    if (keys) pinned.push([field, keys]);
  }
  return pinned;
}

function pinnedKeys(condition: unknown): string[] | null {
  const direct = equalityKey(condition);
  if (direct !== null) return [direct];
  if (typeof condition !== 'object' || condition === null || Array.isArray(condition)) return null;
  const operators = condition as Record<string, unknown>;
  if ('$eq' in operators) {
    const key = equalityKey(operators.$eq);
    if (key !== null) return [key];
  }
  if (Array.isArray(operators.$in)) {
    const keys = operators.$in.map(equalityKey);
    if (keys.every((key) => key !== null)) return keys as string[];
  }
  return null;
}
