import { lookupKey, type LookupKey } from './equalityLookup.ts';
import type { Filter } from './ReadStore.ts';

/**
 * The keys a condition matches when it is nothing but an equality on a plain value, `$eq` of one or
 * `$in` of several: a lookup of the field then answers it exactly, no document need be tested.
 * Null for anything else (other operators beside them, `$elemMatch`, null, sub-documents).
 */
export function exactKeys(condition: unknown): LookupKey[] | null {
  const direct = lookupKey(condition);
  if (direct !== null) return [direct];
  if (typeof condition !== 'object' || condition === null || Array.isArray(condition)) return null;
  const operators = Object.keys(condition);
  if (operators.length !== 1) return null;
  const { $eq, $in } = condition as { $eq?: unknown; $in?: unknown };
  if (operators[0] === '$eq') {
    const key = lookupKey($eq);
    return key === null ? null : [key];
  }
  if (operators[0] === '$in' && Array.isArray($in) && $in.length > 0) {
    const keys = $in.map(lookupKey);
    return keys.every((key) => key !== null) ? [...new Set(keys)] : null;
  }
  return null;
}

/**
 * The field conditions every match meets, from the top level and any top-level `$and` (a search
 * joins its conditions that way); null when the filter holds another operator.
 */
export function conditionsOf(filter: Filter): [string, unknown][] | null {
  const conditions: [string, unknown][] = [];
  for (const [field, condition] of Object.entries(filter)) {
    if (field !== '$and') {
      if (field.startsWith('$')) return null;
      conditions.push([field, condition]);
      continue;
    }
    if (!Array.isArray(condition)) return null;
    for (const part of condition) {
      const inner =
        typeof part === 'object' && part !== null && !Array.isArray(part) ? conditionsOf(part as Filter) : null;
      if (!inner) return null;
      conditions.push(...inner);
    }
  }
  return conditions;
}

/** Fields the filter pins to a few plain values, at top level or inside a top-level `$and`. */
export function pinnedFields(filter: Filter): [string, LookupKey[]][] {
  const pinned: [string, LookupKey[]][] = [];
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
    else pinned.push(...pinnedInElements(field, condition));
  }
  return pinned;
}

/**
 * `{ units: { $elemMatch: { bhk: 3 } } }` pins `units.bhk` to 3: the matching element holds 3
 * there, so the document is under that key of a lookup on `units.bhk`.
 */
function pinnedInElements(field: string, condition: unknown): [string, LookupKey[]][] {
  if (!isPlainObject(condition) || Object.keys(condition).length !== 1 || !isPlainObject(condition.$elemMatch))
    return [];
  return pinnedFields(condition.$elemMatch).map(([inner, keys]) => [`${field}.${inner}`, keys]);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof Date) &&
  !(value instanceof RegExp);

function pinnedKeys(condition: unknown): LookupKey[] | null {
  const direct = lookupKey(condition);
  if (direct !== null) return [direct];
  if (typeof condition !== 'object' || condition === null || Array.isArray(condition)) return null;
  const operators = condition as Record<string, unknown>;
  if ('$eq' in operators) {
    const key = lookupKey(operators.$eq);
    if (key !== null) return [key];
  }
  if (Array.isArray(operators.$in)) {
    const keys = operators.$in.map(lookupKey);
    if (keys.every((key) => key !== null)) return keys;
  }
  return null;
}
