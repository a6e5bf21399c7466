import { compareBson } from './bsonOrder.ts';
import type { Doc, Filter, SortSpec } from './ReadStore.ts';

/** The numeric bounds a filter puts on one field at its top level (or in a top-level `$and`), either end open. */
export interface NumericRange {
  low: number | null;
  high: number | null;
}

const RANGE_OPERATORS = ['$gt', '$gte', '$lt', '$lte'] as const;

/** The range one condition object (`{ $gt: 5, $lte: 9 }`) sets, or null when it sets no numeric bound. */
function rangeOf(condition: unknown): NumericRange | null {
  if (typeof condition !== 'object' || condition === null || Array.isArray(condition)) return null;
  const range: NumericRange = { low: null, high: null };
  let bounded = false;
  for (const operator of RANGE_OPERATORS) {
    const value = (condition as Record<string, unknown>)[operator];
    if (value === undefined) continue;
    // Only a number bounds matches to numbers: MongoDB compares within a type (5 never matches 'a').
    if (typeof value !== 'number' || Number.isNaN(value)) return null;
    bounded = true;
    if (operator === '$gt' || operator === '$gte') range.low = Math.max(range.low ?? -Infinity, value);
    else range.high = Math.min(range.high ?? Infinity, value);
  }
  return bounded ? range : null;
}

/**
 * The numeric range `filter` holds `field` to, wherever every match must meet it: its own condition
 * or one of a top-level `$and`'s. Null when it sets none there.
 */
export function numericRangeOn(filter: Filter, field: string): NumericRange | null {
  const own = rangeOf(filter[field]);
  if (own) return own;
  const all = filter['$and'];
  if (!Array.isArray(all)) return null;
  for (const part of all) {
    const found = typeof part === 'object' && part !== null ? numericRangeOn(part as Filter, field) : null;
    if (found) return found;
  }
  return null;
}

/**
 * Whether reading `path` from `doc` meets an array on the way or at its end (a field with many
 * values), or ends on NaN (which the filter's matcher compares by rules of its own): a document
 * whose sort key does not place it among the values a range may match.
 */
export function irregularAt(doc: unknown, path: readonly string[]): boolean {
  let value: unknown = doc;
  for (const part of path) {
    if (typeof value !== 'object' || value === null) return false;
    value = (value as Record<string, unknown>)[part];
    if (Array.isArray(value)) return true;
  }
  return typeof value === 'number' && Number.isNaN(value);
}

/** The first index in [0, length) for which `after` holds, `after` being false then true along the list. */
function firstWhere(length: number, after: (index: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (after(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * The stretch [start, end) of a whole-collection order (by `sort`, whose first key is `keysOf(doc)[0]`)
 * outside which no document can meet `range` on the sort's first field, provided no document holds
 * an array there: every number within the bounds sits together in the order. Ends are inclusive
 * and NaN counts as a number, so the stretch is never narrower than the matches; the filter itself
 * still tests each document in it.
 */
export function rangeStretch(
  docs: readonly Doc[],
  keysOf: (doc: Doc) => unknown[],
  sort: SortSpec,
  range: NumericRange,
): [number, number] {
  const ascending = Object.values(sort)[0] !== -1;
  // NaN is the smallest number and Infinity the largest: open ends take in every number.
  const low = range.low ?? Number.NaN;
  const high = range.high ?? Infinity;
  const key = (index: number) => keysOf(docs[index])[0];
  if (ascending) {
    const start = firstWhere(docs.length, (i) => compareBson(key(i), low) >= 0);
    const end = firstWhere(docs.length, (i) => compareBson(key(i), high) > 0);
    return [start, Math.max(start, end)];
  }
  const start = firstWhere(docs.length, (i) => compareBson(key(i), high) <= 0);
  const end = firstWhere(docs.length, (i) => compareBson(key(i), low) < 0);
  return [start, Math.max(start, end)];
}
