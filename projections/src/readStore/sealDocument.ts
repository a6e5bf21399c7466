import type { Doc } from './ReadStore.ts';

/**
 * Documents enter the in-memory store deep-frozen, so reads can hand out the stored objects
 * themselves and nobody can change stored data through a returned document. They are copied,
 * unless their writer hands them over (see `sealOwnedDocument`).
 *
 * The copy keeps what BSON keeps: an `undefined` property disappears and an `undefined` array
 * element becomes `null` (the MongoDB adapter runs with `ignoreUndefined`), so both adapters
 * give back the same document.
 *
 * Subtrees this module has already sealed are shared instead of copied: a projector that builds
 * `{ ...previous, title }` from a stored document pays only for what it changed.
 */

/** Lets a subclass add its fields to any object: the constructor answers the object it is given. */
class Stamped {
  constructor(target: object) {
    return target;
  }
}

/**
 * The mark of a sealed object is a private class field: no outside object can carry it, no
 * reader sees it (no key, not copied by a spread), and adding one costs about half of a
 * non-enumerable symbol property. A WeakSet was worse still: with a million stored objects the
 * collector's work on it dominated rebuilds.
 */
class SealedMark extends Stamped {
  #sealed = true;

  static add(value: object): void {
    new SealedMark(value);
  }

  static on(value: object): boolean {
    return #sealed in value;
  }
}

const isSealed = (value: object): boolean => SealedMark.on(value);

/**
 * Objects with more fields than this are sealed but not marked. The mark is a field added after
 * the others, and V8 keeps at most a dozen fields outside an object's own storage when it adds
 * one that way: past that, the object becomes a slow, dictionary-shaped one, and every query that
 * reads it pays several times over (a large share of projects rebuilt from events did). An
 * unmarked object is copied, one level deep, if it is sealed again.
 */
const MARKED_FIELDS_AT_MOST = 12;

const mark = (value: object, fields: number): void => {
  if (fields <= MARKED_FIELDS_AT_MOST) SealedMark.add(value);
};

/** Mongo refuses documents nested deeper than this; here it also stops cyclic input. */
const MAX_DEPTH = 100;

/** A frozen Date still has mutable internal time; its setters are shadowed so it stays put. */
const LOCKED_DATE_SETTERS: PropertyDescriptorMap = Object.fromEntries(
  Object.getOwnPropertyNames(Date.prototype)
    .filter((name) => name.startsWith('set'))
    .map((name) => [
      name,
      {
        enumerable: false,
        value() {
          throw new TypeError(`Cannot call ${name} on a date read from the read store`);
        },
      },
    ]),
);

export function sealDocument<T extends Doc>(doc: T): T {
  if (typeof doc?._id !== 'string') throw new TypeError('A read-model document needs a string _id');
  return sealValue(doc, 0) as T;
}

/**
 * Seals a document its caller hands over (nobody else may change it any more): plain objects and
 * arrays are frozen where they are instead of copied, which spares a rebuild a copy of every
 * document. What BSON would not keep as it is (an `undefined` field, a hole, a date, anything
 * that is not a plain object or array) is copied as `sealDocument` copies it.
 */
export function sealOwnedDocument<T extends Doc>(doc: T): T {
  if (typeof doc?._id !== 'string') throw new TypeError('A read-model document needs a string _id');
  return sealInPlace(doc, 0) as T;
}

/**
 * Freezes a document fresh from JSON.parse that its caller hands over (a snapshot's): it holds only
 * plain objects, arrays, strings, numbers, booleans and null, so freezing it where it is keeps BSON's
 * meaning. It is not marked as sealed: the mark gives every object a property of its own, which on a
 * large load costs more than the freezing. A document later built from it (`{ ...stored, title }`)
 * copies these parts instead of sharing them, which is always safe.
 */
export function freezeParsedDocument<T extends Doc>(doc: T): T {
  if (typeof doc?._id !== 'string') throw new TypeError('A read-model document needs a string _id');
  freezeParsed(doc, 0);
  return doc;
}

/** Deep-freezes a value fresh from JSON.parse where it is (a packed field's, as it is unpacked). */
export function freezeParsedValue<T>(value: T): T {
  freezeParsed(value, 0);
  return value;
}

function freezeParsed(value: unknown, depth: number): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  if (depth > MAX_DEPTH) throw new TypeError(`Read-model document nests deeper than ${MAX_DEPTH} levels`);
  if (Array.isArray(value)) {
    for (const element of value as unknown[]) freezeParsed(element, depth + 1);
  } else {
    // JSON.parse makes plain objects: no inherited enumerable keys, and for-in allocates nothing.
    const record = value as Record<string, unknown>;
    for (const key in record) freezeParsed(record[key], depth + 1);
  }
  Object.freeze(value);
}

/**
 * Freezes a projection of a stored document (`find` with a projection) where it stands. Its parts
 * are the projection's own new objects and arrays, and values shared with the stored document:
 * those are deep-frozen already, or fresh from JSON.parse and frozen here as a hand-out would
 * freeze them. Nothing in it needs copying, whatever marks its parts carry.
 */
export function freezeProjected(value: Record<string, unknown>): Record<string, unknown> {
  freezeParsed(value, 0);
  return value;
}

/** Deep-frozen value built from a handed-over value, frozen in place wherever that keeps BSON's meaning. */
export function sealInPlace(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (isSealed(value)) return value;
  if (depth > MAX_DEPTH) throw new TypeError(`Read-model document nests deeper than ${MAX_DEPTH} levels`);
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (!Object.isExtensible(value) || (prototype !== Object.prototype && prototype !== Array.prototype))
    return sealValue(value, depth);
  if (Array.isArray(value)) {
    const elements = value as unknown[];
    for (let i = 0; i < elements.length; i += 1) {
      const element = elements[i];
      if (element === undefined) elements[i] = null;
      else if (typeof element === 'object' && element !== null) {
        const sealed = sealInPlace(element, depth + 1);
        if (sealed !== element) elements[i] = sealed;
      }
    }
    SealedMark.add(value);
  } else {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    for (const key of keys) {
      const field = record[key];
      // Deleting the field would leave a slow, dictionary-shaped object: a copy is cheaper later.
      if (field === undefined) return sealValue(record, depth);
      if (typeof field === 'object' && field !== null) {
        const sealed = sealInPlace(field, depth + 1);
        if (sealed !== field) record[key] = sealed;
      }
    }
    mark(record, keys.length);
  }
  Object.freeze(value);
  return value;
}

/** Deep-frozen copy of any document value; parts sealed before are reused as they are. */
export function sealValue(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (isSealed(value)) return value;
  if (depth > MAX_DEPTH) throw new TypeError(`Read-model document nests deeper than ${MAX_DEPTH} levels`);
  let copy: object;
  if (Array.isArray(value)) {
    // Array.from visits holes too: BSON stores a hole, like undefined, as null.
    copy = Array.from(value, (element: unknown) => (element === undefined ? null : sealValue(element, depth + 1)));
  } else if (value instanceof Date) {
    copy = Object.defineProperties(new Date(value.getTime()), LOCKED_DATE_SETTERS);
  } else if (value instanceof RegExp) {
    // BSON keeps no global or sticky flag; without them a frozen RegExp stays usable.
    copy = new RegExp(value.source, value.flags.replace(/[dgy]/g, ''));
  } else if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) {
    throw new TypeError('Binary values are not supported in read-model documents');
  } else {
    // Built with Object.fromEntries: documents of one shape then share one hidden class, which
    // keeps field reads in queries fast (a spread of a large object can give each its own).
    const source = value as Record<string, unknown>;
    const entries: [string, unknown][] = [];
    for (const key of Object.keys(source)) {
      const field = source[key];
      if (field !== undefined) entries.push([key, sealValue(field, depth + 1)]);
    }
    copy = Object.fromEntries(entries);
    mark(copy, entries.length);
    return Object.freeze(copy);
  }
  SealedMark.add(copy);
  Object.freeze(copy);
  return copy;
}
