import type { Doc } from './ReadStore.ts';

/** A document seen as its plain fields (the port's `Doc` only promises `_id`). */
export function fieldsOf(doc: Doc): Record<string, unknown> {
  return doc as Doc & Record<string, unknown>;
}

/**
 * Reading dotted paths the way MongoDB reads them: an array met on the way is fanned out over its
 * elements (`units.bedroomCount` reads every unit), and an array at the end contributes its
 * elements. A numeric segment on an array also selects that element (`units.0.price`).
 */
export function valuesAtPath(doc: unknown, path: readonly string[], options: { deep?: boolean } = {}): unknown[] {
  const out: unknown[] = [];
  collect(doc, path, 0, options.deep === true, out);
  return out;
}

/** Loops go by index: a for...of over a stored (frozen) array allocates an iterator result per element. */
function collect(value: unknown, path: readonly string[], depth: number, deep: boolean, out: unknown[]): void {
  if (value === undefined) return;
  if (depth === path.length) {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const element: unknown = value[i];
        if (deep && Array.isArray(element)) collect(element, path, depth, deep, out);
        else out.push(element);
      }
    } else {
      out.push(value);
    }
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const segment = path[depth];
  if (Array.isArray(value)) {
    if (/^\d+$/.test(segment)) collect(value[Number(segment)], path, depth + 1, deep, out);
    for (let i = 0; i < value.length; i++) {
      const element: unknown = value[i];
      if (Array.isArray(element) ? deep : typeof element === 'object' && element !== null) {
        collect(element, path, depth, deep, out);
      }
    }
    return;
  }
  if (value instanceof Date || value instanceof RegExp) return;
  collect((value as Record<string, unknown>)[segment], path, depth + 1, deep, out);
}

/**
 * A string equal for two values exactly when MongoDB treats them as the same key: numbers by
 * value, strings and field names by content, documents field by field in order.
 */
export function canonicalKey(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  switch (typeof value) {
    case 'number':
      return Number.isNaN(value) ? 'n:NaN' : `n:${value}`;
    case 'bigint':
      return `n:${value}`;
    case 'string':
      return `s:${JSON.stringify(value)}`;
    case 'boolean':
      return `b:${value}`;
    case 'object':
      if (Array.isArray(value)) return `[${value.map(canonicalKey).join(',')}]`;
      if (value instanceof Date) return `d:${value.getTime()}`;
      if (value instanceof RegExp) return `r:${JSON.stringify(value.source)}/${value.flags}`;
      return `{${Object.entries(value)
        .map(([key, field]) => `${JSON.stringify(key)}:${canonicalKey(field)}`)
        .join(',')}}`;
    default:
      // A symbol or a function: never in a stored document, keyed apart all the same.
      // eslint-disable-next-line @typescript-eslint/no-base-to-string
      return `?:${String(value)}`;
  }
}
