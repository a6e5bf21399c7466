import type { Doc } from './ReadStore.ts';

/**
 * Documents enter the in-memory store as deep-frozen copies, so reads can hand out the stored
 * objects themselves and nobody can change stored data through a returned document.
 *
 * The copy keeps what BSON keeps: an `undefined` property disappears and an `undefined` array
 * element becomes `null` (the MongoDB adapter runs with `ignoreUndefined`), so both adapters
 * give back the same document.
 *
 * Subtrees this module has already sealed are shared instead of copied: a projector that builds
 * `{ ...previous, title }` from a stored document pays only for what it changed.
 */
// A private, non-enumerable mark rather than a WeakSet: with a million stored objects the
// collector's work on a WeakSet dominated rebuilds, and no outside object can carry this mark.
const SEALED = Symbol('sealed');
const isSealed = (value: object): boolean => (value as { [SEALED]?: true })[SEALED] === true;

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
  }
  Object.defineProperty(copy, SEALED, { value: true });
  Object.freeze(copy);
  return copy;
}
