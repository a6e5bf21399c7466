import { lookupKey, type LookupKey } from './equalityLookup.ts';

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
