import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { Doc } from './ReadStore.ts';
import { freezeParsedValue } from './sealDocument.ts';

/**
 * Fields the embedded store keeps compressed, by collection: large values that reads hand out but
 * seldom look into (an audit entry's list of changes). A collection named `<name>__<anything>` (a
 * rebuild's) packs as `<name>` does. As a function: the fields of any collection by its name.
 */
export type PackedFields =
  Readonly<Record<string, readonly string[]>> | ((collection: string) => readonly string[] | undefined);

export interface PackRule {
  fields: readonly string[];
  /** A value whose JSON is shorter than this stays as it is: compressing it would save little. */
  fromBytes: number;
}

/** Values shorter than this as JSON are not worth the time compressing them takes. */
export const PACK_FROM_BYTES = 1_024;

export function packRuleOf(
  collection: string,
  packed: PackedFields | undefined,
  fromBytes = PACK_FROM_BYTES,
): PackRule | null {
  if (!packed) return null;
  const separator = collection.indexOf('__');
  const fieldsOf = typeof packed === 'function' ? packed : (name: string) => packed[name];
  const fields = fieldsOf(collection) ?? (separator > 0 ? fieldsOf(collection.slice(0, separator)) : undefined);
  return fields && fields.length > 0 ? { fields, fromBytes } : null;
}

/**
 * One accessor per packed field name, shared by every document: each value's bytes sit under a
 * non-enumerable symbol of the document, and the field itself is an enumerable getter that
 * unpacks them. Reads (`doc.changes`, a spread, JSON.stringify, a filter on the field) see the
 * plain value; documents of one shape keep one hidden class.
 */
interface Accessor {
  key: symbol;
  get: (this: Doc) => unknown;
}
const accessors = new Map<string, Accessor>();

function accessorOf(field: string): Accessor {
  let found = accessors.get(field);
  if (!found) {
    const key = Symbol(`packed ${field}`);
    found = {
      key,
      get(this: Doc) {
        return unpack((this as unknown as Record<symbol, string>)[key]);
      },
    };
    accessors.set(field, found);
  }
  return found;
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
 * Raw deflate, fast level, a 4 KB window and little match memory: about 50 microseconds for a few
 * kilobytes (mostly the compressor's setup, whatever the settings), a quarter to a third of the JSON.
 */
function pack(text: string): string {
  return deflateRawSync(text, { level: 1, windowBits: 12, memLevel: 4 }).toString('latin1');
}

function unpack(bytes: string): unknown {
  return freezeParsedValue(JSON.parse(inflateRawSync(Buffer.from(bytes, 'latin1')).toString()));
}

/** Whether `doc` holds a packed field already (a stored document written again). */
function isPacked(doc: Doc, fields: readonly string[]): boolean {
  for (const field of fields) {
    const getter = accessors.get(field)?.get;
    if (getter && Object.getOwnPropertyDescriptor(doc, field)?.get === getter) return true;
  }
  return false;
}

/**
 * The frozen document to store for `doc` (itself deep-frozen): `doc` itself when none of the
 * rule's fields is large enough, else a copy whose large fields are packed.
 */
export function packDocument(doc: Doc, rule: PackRule): Doc {
  if (isPacked(doc, rule.fields)) return doc;
  let packed: Map<string, string> | null = null;
  const fields = doc as unknown as Record<string, unknown>;
  for (const field of rule.fields) {
    if (!Object.hasOwn(doc, field)) continue;
    const value = fields[field];
    if (typeof value !== 'object' || value === null || jsonLength(value) < rule.fromBytes) continue;
    (packed ??= new Map()).set(field, pack(JSON.stringify(value)));
  }
  if (!packed) return doc;
  const copy: Record<string | symbol, unknown> = {};
  for (const key of Object.keys(doc)) {
    const bytes = packed.get(key);
    if (bytes === undefined) {
      copy[key] = fields[key];
      continue;
    }
    const accessor = accessorOf(key);
    Object.defineProperty(copy, accessor.key, { value: bytes });
    Object.defineProperty(copy, key, { get: accessor.get, enumerable: true });
  }
  return Object.freeze(copy) as unknown as Doc;
}
