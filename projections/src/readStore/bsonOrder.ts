import type { SortSpec } from './ReadStore.ts';

/**
 * MongoDB's comparison/sort order for the values read-model documents hold, so the in-memory store
 * sorts exactly like the server: missing and null first ascending, then numbers, strings (by code
 * point, as UTF-8 bytes compare), objects, arrays, booleans, dates; an empty array sorts before
 * null; an array sorts by its smallest element ascending and its largest descending.
 */
const EMPTY_ARRAY = Symbol('empty array');

function typeRank(value: unknown): number {
  if (value === null || value === undefined) return 2;
  switch (typeof value) {
    case 'number':
    case 'bigint':
      return 3;
    case 'string':
      return 4;
    case 'boolean':
      return 9;
    case 'symbol':
      return value === EMPTY_ARRAY ? 1 : 13;
    case 'object':
      if (Array.isArray(value)) return 6;
      if (value instanceof Date) return 10;
      if (value instanceof RegExp) return 12;
      return 5;
    default:
      return 13;
  }
}

const sign = (n: number): number => (n < 0 ? -1 : n > 0 ? 1 : 0);

function compareNumbers(a: number | bigint, b: number | bigint): number {
  const aNaN = typeof a === 'number' && Number.isNaN(a);
  const bNaN = typeof b === 'number' && Number.isNaN(b);
  if (aNaN || bNaN) return aNaN === bNaN ? 0 : aNaN ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** UTF-16 code units order surrogates below U+E000..U+FFFF; code point order does not. */
function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x += x >= 0xe000 ? -0x800 : 0x2000;
      y += y >= 0xe000 ? -0x800 : 0x2000;
    }
    return x < y ? -1 : 1;
  }
  return sign(a.length - b.length);
}

const ABOVE_SURROGATES = /[\ud800-\uffff]/;

/**
 * Rewrites a string so that plain UTF-16 comparison orders it by code point: characters from
 * U+E000 move below the surrogates. Most strings have none and come back unchanged.
 */
function codePointSortable(value: string): string {
  if (!ABOVE_SURROGATES.test(value)) return value;
  return value.replace(/[\ud800-\uffff]/g, (char) => {
    const code = char.charCodeAt(0);
    return String.fromCharCode(code >= 0xe000 ? code - 0x800 : code + 0x2000);
  });
}

export function compareBson(a: unknown, b: unknown): number {
  const rankA = typeRank(a);
  const rankB = typeRank(b);
  if (rankA !== rankB) return rankA < rankB ? -1 : 1;
  switch (rankA) {
    case 3:
      return compareNumbers(a as number, b as number);
    case 4:
      return compareStrings(a as string, b as string);
    case 5:
      return compareDocuments(a as Record<string, unknown>, b as Record<string, unknown>);
    case 6:
      return compareArrays(a as unknown[], b as unknown[]);
    case 9:
      return Number(a) - Number(b);
    case 10:
      return compareNumbers((a as Date).getTime(), (b as Date).getTime());
    case 12:
      return compareStrings(String(a), String(b));
    default:
      return 0;
  }
}

function compareArrays(a: unknown[], b: unknown[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const order = compareBson(a[i], b[i]);
    if (order !== 0) return order;
  }
  return sign(a.length - b.length);
}

/** BSON documents compare field by field: value type, then field name, then value. */
function compareDocuments(a: Record<string, unknown>, b: Record<string, unknown>): number {
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  const length = Math.min(keysA.length, keysB.length);
  for (let i = 0; i < length; i++) {
    const valueA = a[keysA[i]];
    const valueB = b[keysB[i]];
    const byType = typeRank(valueA) - typeRank(valueB);
    if (byType !== 0) return sign(byType);
    const byName = compareStrings(keysA[i], keysB[i]);
    if (byName !== 0) return byName;
    const byValue = compareBson(valueA, valueB);
    if (byValue !== 0) return byValue;
  }
  return sign(keysA.length - keysB.length);
}

/** Values a sort on `path` considers, fanning out over arrays of sub-documents as Mongo does. */
function collectSortValues(value: unknown, path: readonly string[], depth: number, out: unknown[]): void {
  if (depth === path.length) {
    if (!Array.isArray(value)) out.push(value ?? null);
    else if (value.length === 0) out.push(EMPTY_ARRAY);
    else out.push(...(value as unknown[]));
    return;
  }
  if (Array.isArray(value)) {
    const segment = path[depth];
    if (/^\d+$/.test(segment)) {
      collectSortValues(value[Number(segment)], path, depth + 1, out);
      return;
    }
    const before = out.length;
    for (let i = 0; i < value.length; i++) {
      const element: unknown = value[i];
      if (typeof element === 'object' && element !== null && !Array.isArray(element)) {
        collectSortValues(element, path, depth, out);
      }
    }
    if (out.length === before) out.push(null);
    return;
  }
  if (typeof value === 'object' && value !== null) {
    collectSortValues((value as Record<string, unknown>)[path[depth]], path, depth + 1, out);
    return;
  }
  out.push(null);
}

interface SortField {
  path: readonly string[];
  direction: 1 | -1;
}

export function sortKeyOf(doc: unknown, field: SortField): unknown {
  if (field.path.length === 1) {
    const value = (doc as Record<string, unknown>)[field.path[0]];
    if (!Array.isArray(value)) return value ?? null;
  }
  const values: unknown[] = [];
  collectSortValues(doc, field.path, 0, values);
  let key = values[0];
  for (let i = 1; i < values.length; i++) {
    if (compareBson(values[i], key) * field.direction < 0) key = values[i];
  }
  return key;
}

interface Keyed<T> {
  item: T;
  keys: unknown[];
}

/** How one sort orders items: each item's keys (cached in `keyCache` when items never change) and their comparison. */
export interface SortOrder<T> {
  keysOf(item: T): unknown[];
  compareKeys(a: unknown[], b: unknown[]): number;
}

export function sortOrderOf<T>(sort: SortSpec, keyCache?: WeakMap<object, unknown[]>): SortOrder<T> {
  const fields: SortField[] = Object.entries(sort).map(([name, direction]) => ({
    path: name.split('.'),
    direction: direction === -1 ? -1 : 1,
  }));
  const compareKeys = (a: unknown[], b: unknown[]): number => {
    for (let i = 0; i < fields.length; i++) {
      const keyA = a[i];
      const keyB = b[i];
      const order =
        typeof keyA === 'string' && typeof keyB === 'string'
          ? keyA === keyB
            ? 0
            : keyA < keyB
              ? -1
              : 1
          : compareBson(keyA, keyB);
      if (order !== 0) return order * fields[i].direction;
    }
    return 0;
  };
  const computeKeys = (item: T): unknown[] =>
    fields.map((field) => {
      const key = sortKeyOf(item, field);
      return typeof key === 'string' ? codePointSortable(key) : key;
    });
  const keysOf = !keyCache
    ? computeKeys
    : (item: T): unknown[] => {
        let keys = keyCache.get(item as object);
        if (!keys) keyCache.set(item as object, (keys = computeKeys(item)));
        return keys;
      };
  return { keysOf, compareKeys };
}

/**
 * Returns `items` in `sort` order, or only the first `count` of them: with a small page the
 * candidates pass through a bounded sorted buffer instead of sorting everything. Ties keep the
 * input order. Items that never change may keep their sort keys in `keyCache` (one per sort).
 */
export function sortItems<T>(
  items: readonly T[],
  sort: SortSpec,
  count = Infinity,
  keyCache?: WeakMap<object, unknown[]>,
): T[] {
  const { keysOf, compareKeys } = sortOrderOf<T>(sort, keyCache);
  if (count <= 0) return [];
  if (count * 8 >= items.length) {
    return items
      .map((item) => ({ item, keys: keysOf(item) }))
      .sort((a, b) => compareKeys(a.keys, b.keys))
      .slice(0, count)
      .map((entry) => entry.item);
  }

  const top: Keyed<T>[] = [];
  for (const item of items) {
    const keys = keysOf(item);
    if (top.length === count && compareKeys(keys, top[count - 1].keys) >= 0) continue;
    let low = 0;
    let high = top.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareKeys(keys, top[middle].keys) < 0) high = middle;
      else low = middle + 1;
    }
    top.splice(low, 0, { item, keys });
    if (top.length > count) top.pop();
  }
  return top.map((entry) => entry.item);
}
