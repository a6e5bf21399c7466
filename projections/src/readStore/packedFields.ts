import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { Doc } from './ReadStore.ts';
import { freezeParsedValue } from './sealDocument.ts';

/**
 * Fields the embedded store keeps compressed, by collection: large values that reads hand out but
 * seldom look into, and that are written once rather than rebuilt on every change (an audit entry's
 * list of changes). A document's packed fields are packed together, in one piece. A collection named
 * `<name>__<anything>` (a rebuild's) packs as `<name>` does. As a function: the fields of any collection by its name.
 */
export type PackedFields =
  Readonly<Record<string, readonly string[]>> | ((collection: string) => readonly string[] | undefined);

export interface PackRule {
  fields: readonly string[];
  /** Fields whose JSON together is shorter than this stay as they are: compressing them would save little. */
  fromBytes: number;
  /** Learnt from the collection's first packed documents (see PackDictionary). */
  dictionary: PackDictionary;
}

/** Values shorter than this as JSON are not worth the time compressing them takes. */
export const PACK_FROM_BYTES = 1_024;

/**
 * What deflate starts from when it packs one collection's documents: the text of its first packed
 * documents. Those of one collection share most of their words (field names, labels, the kinds of
 * change), so each one packs to about half of what it would alone: a posted project's audit entry
 * of 8.9 KB of JSON to about 0.9 KB, against 2.2 KB. It lives only in memory, as packed documents do, and
 * each packed document keeps the one it was packed with.
 */
interface PackDictionary {
  bytes: Buffer | null;
  /** Texts gathered until there are enough. */
  gathered: string[];
  length: number;
}

/** Text gathered before a dictionary is made; deflate reads at most the last window of it (see DEFLATE). */
const DICTIONARY_FROM = 32_768;
const DICTIONARY_AT_MOST = 32_768;

/** By collection, so that a rebuild's collection (`audit_log__rebuild`) packs as the one it replaces does. */
const dictionaries = new Map<string, PackDictionary>();

export function packRuleOf(
  collection: string,
  packed: PackedFields | undefined,
  fromBytes = PACK_FROM_BYTES,
): PackRule | null {
  if (!packed) return null;
  const separator = collection.indexOf('__');
  const base = separator > 0 ? collection.slice(0, separator) : collection;
  const fieldsOf = typeof packed === 'function' ? packed : (name: string) => packed[name];
  const fields = fieldsOf(collection) ?? fieldsOf(base);
  if (!fields || fields.length === 0) return null;
  let dictionary = dictionaries.get(base);
  if (!dictionary) dictionaries.set(base, (dictionary = { bytes: null, gathered: [], length: 0 }));
  return { fields, fromBytes, dictionary };
}

/**
 * About how long `value`'s JSON is (its strings' and keys' lengths, a few characters for anything
 * else), or -1 when JSON would not give it back as it is: anything but plain objects and arrays of
 * strings, finite numbers, booleans and null. No string is built: most values are too small to pack.
 */
function jsonLength(value: unknown, depth = 0): number {
  if (typeof value === 'string') return value.length + 2;
  if (value === null || typeof value === 'boolean') return 5;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0) ? 8 : -1;
  if (typeof value !== 'object' || depth > 100) return -1;
  let length = 2;
  if (Array.isArray(value)) {
    for (const element of value as unknown[]) {
      const part = jsonLength(element, depth + 1);
      if (part < 0) return -1;
      length += part + 1;
    }
    return length;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return -1;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const part = jsonLength(record[key], depth + 1);
    if (part < 0) return -1;
    length += key.length + part + 4;
  }
  return length;
}

/**
 * Raw deflate at level 6 with the whole 32 KB window, from the collection's dictionary once it has
 * one: a smaller window cannot reach the dictionary from the second half of a large entry, which
 * then packed to nearly twice the size (1.7 KB against 0.9 KB for a posted project's audit entry).
 */
const DEFLATE = { level: 6, windowBits: 15, memLevel: 8 } as const;

function pack(text: string, dictionary: PackDictionary): { bytes: string; dictionary: Buffer | null } {
  const used = dictionary.bytes;
  const bytes = deflateRawSync(text, used ? { ...DEFLATE, dictionary: used } : DEFLATE).toString('latin1');
  if (!used) {
    dictionary.gathered.push(text);
    dictionary.length += text.length;
    if (dictionary.length >= DICTIONARY_FROM) {
      dictionary.bytes = Buffer.from(dictionary.gathered.join('')).subarray(-DICTIONARY_AT_MOST);
      dictionary.gathered = [];
    }
  }
  return { bytes, dictionary: used };
}

/** Where a packed document keeps its packed fields: one JSON object of them, deflated, as a latin1 string. */
const PACKED = Symbol('packed fields');
/** The dictionary they were deflated from, when there was one. */
const DICTIONARY = Symbol('packed with');

/**
 * The values of the documents unpacked last: a page reads several of one document's packed fields,
 * some more than once, and the same few documents are read again and again. Bounded, so what is
 * packed stays packed for all the others.
 */
const recent = new Map<object, Readonly<Record<string, unknown>>>();
const RECENT = 64;

function unpackedOf(doc: object): Readonly<Record<string, unknown>> {
  let values = recent.get(doc);
  if (values) return values;
  const { [PACKED]: bytes, [DICTIONARY]: dictionary } = doc as { [PACKED]: string; [DICTIONARY]?: Buffer };
  const options = dictionary ? { windowBits: DEFLATE.windowBits, dictionary } : { windowBits: DEFLATE.windowBits };
  const text = inflateRawSync(Buffer.from(bytes, 'latin1'), options).toString();
  values = freezeParsedValue(JSON.parse(text) as Record<string, unknown>);
  recent.set(doc, values);
  if (recent.size > RECENT) recent.delete(recent.keys().next().value!);
  return values;
}

/**
 * One getter per packed field name, shared by every document (so documents of one shape keep one
 * hidden class): reads (`doc.units`, a spread, JSON.stringify, a filter on the field) see the
 * plain value, deep-frozen.
 */
const getters = new Map<string, (this: object) => unknown>();

function getterOf(field: string): (this: object) => unknown {
  let getter = getters.get(field);
  if (!getter) {
    getter = function (this: object) {
      return unpackedOf(this)[field];
    };
    getters.set(field, getter);
  }
  return getter;
}

/**
 * The document to store for `doc` (sealed, or fresh from JSON.parse): `doc` itself when the rule's
 * fields it holds are small together, else a deep-frozen copy in which they are packed, together.
 * Only strings, arrays and objects that JSON gives back as they are get packed.
 */
export function packDocument(doc: Doc, rule: PackRule): Doc {
  if (Object.hasOwn(doc, PACKED)) return doc;
  const fields = doc as unknown as Record<string, unknown>;
  const chosen: string[] = [];
  let length = 0;
  for (const field of rule.fields) {
    if (!Object.hasOwn(doc, field)) continue;
    const value = fields[field];
    if (value === null || (typeof value !== 'object' && typeof value !== 'string')) continue;
    const size = jsonLength(value);
    if (size < 0) continue;
    chosen.push(field);
    length += size;
  }
  if (chosen.length === 0 || length < rule.fromBytes) return doc;
  const values: Record<string, unknown> = {};
  for (const field of chosen) values[field] = fields[field];
  // Defined in one call: documents of one shape then share one hidden class and keep fast
  // properties (added one by one under computed keys, a large object turns into a slow dictionary).
  const descriptors: PropertyDescriptorMap = {};
  for (const key of Object.keys(doc))
    descriptors[key] = Object.hasOwn(values, key)
      ? { get: getterOf(key), enumerable: true }
      : { value: freezeParsedValue(fields[key]), enumerable: true };
  const packed = pack(JSON.stringify(values), rule.dictionary);
  descriptors[PACKED] = { value: packed.bytes };
  if (packed.dictionary) descriptors[DICTIONARY] = { value: packed.dictionary };
  return Object.freeze(Object.defineProperties({}, descriptors)) as unknown as Doc;
}
