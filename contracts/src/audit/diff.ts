/**
 * Field-by-field differences between two versions of a record, for history and audit screens.
 * Zod-free: the projections compute it, the console shows it (and compares any two versions).
 */

export type ChangeKind = 'added' | 'removed' | 'changed';

export interface Change {
  /** Dotted path: `city`, `developer.name`, `photos`, `units.<identity>`, `units.<identity>.salePrice`. */
  path: string;
  /** The same path in words: "Developer › Name", "Unit “3 BHK” › Sale price". */
  label: string;
  kind: ChangeKind;
  old?: unknown;
  new?: unknown;
}

export interface DiffSpec {
  /** Top-level keys that are bookkeeping, derived or secret: never compared. */
  ignore?: readonly string[];
  /** How to name the members of a list of records (units, RERA details, FAQs), by the list's key. */
  identities?: Readonly<Record<string, (item: Record<string, unknown>) => string>>;
  /**
   * A looser identity tried for members left unmatched (e.g. units saved before they had ids are
   * paired by title with the same units that have one now).
   */
  fallbackIdentities?: Readonly<Record<string, (item: Record<string, unknown>) => string>>;
  /** How to name one member in words (for labels), by the list's key. */
  memberLabels?: Readonly<Record<string, (item: Record<string, unknown>) => string>>;
  /** What one member of a list is called: `units` -> "Unit". */
  memberNouns?: Readonly<Record<string, string>>;
  /** Field names in words, by key; unknown keys are turned from camelCase into words. */
  fieldLabels?: Readonly<Record<string, string>>;
  /** The record is a map whose keys are names already ("Uttar Pradesh", "USD"): label them as they are. */
  keysAreNames?: boolean;
}

/** Long text (descriptions, article HTML) is cut in the audit trail; the whole version stays in the log. */
export const DIFF_TEXT_LIMIT = 400;

type Plain = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Objects that read as one value ("1,200 Sq.Ft.", a price range) rather than as fields of their own. */
const isAtomic = (value: Plain): boolean => 'areaSize' in value || 'amount' in value;

export const wordsOf = (key: string): string => {
  const spaced = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
};

/** The value as JSON with every object's keys in order: two values are the same when these texts are. */
const stable = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    isPlainObject(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;
const hasToJson = (value: object): boolean => typeof (value as { toJSON?: unknown }).toJSON === 'function';

/**
 * Whether two values would be stored as the same JSON, whatever the order of their keys: `stable(a)
 * === stable(b)`, compared where they stand instead of written out twice (a rebuild compares a
 * project's views at every event). As in JSON, a key holding undefined is no key, and an undefined
 * array element is null.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!isObject(a) || !isObject(b)) {
    // JSON of an object starts with { or [, of anything else never: only two non-objects can be written alike.
    return !isObject(a) && !isObject(b) && stable(a) === stable(b);
  }
  if (hasToJson(a) || hasToJson(b)) return stable(a) === stable(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i] ?? null, b[i] ?? null)) return false;
    return true;
  }
  const left = a as Plain;
  const right = b as Plain;
  let keys = 0;
  for (const key in left) {
    if (!Object.hasOwn(left, key) || left[key] === undefined) continue;
    keys += 1;
    if (!Object.hasOwn(right, key) || !sameJson(left[key], right[key])) return false;
  }
  for (const key in right) if (Object.hasOwn(right, key) && right[key] !== undefined) keys -= 1;
  return keys === 0;
}

const sameValue = (a: unknown, b: unknown): boolean => a === b || (isEmpty(a) && isEmpty(b)) || sameJson(a, b);

/**
 * The top-level fields whose values differ between two versions, compared as the audit log compares
 * them (an empty list and a missing one are the same; key order does not count), sorted: what an
 * edit changes, and nothing for an edit the audit log would show as no change.
 */
export function changedFields(before: Plain, after: Plain): string[] {
  const changed: string[] = [];
  forEachKey(before, after, (key) => {
    if (!sameValue(before[key], after[key])) changed.push(key);
  });
  return changed.sort();
}

/** Each key of `a`, then each key of `b` that `a` lacks: the order changes are listed in. */
function forEachKey(a: Plain, b: Plain, visit: (key: string) => void): void {
  for (const key of Object.keys(a)) visit(key);
  for (const key of Object.keys(b)) if (!Object.hasOwn(a, key)) visit(key);
}

/**
 * The keys whose values differ (by identity) between two versions of a record, in the order
 * `forEachKey` gives. A version made from the one before by copying it and setting a few fields
 * has its keys in the same order: the values are then compared side by side, without looking each
 * key up in both (most of a project's fifty fields are the very same values).
 */
function changedKeys(a: Plain, b: Plain): string[] {
  const keys = Object.keys(a);
  const other = Object.keys(b);
  let aligned = keys.length === other.length;
  for (let i = 0; aligned && i < keys.length; i++) aligned = keys[i] === other[i];
  const changed: string[] = [];
  if (aligned) {
    const before = Object.values(a);
    const after = Object.values(b);
    for (let i = 0; i < keys.length; i++) if (before[i] !== after[i]) changed.push(keys[i]);
  } else {
    forEachKey(a, b, (key) => {
      if (a[key] !== b[key]) changed.push(key);
    });
  }
  return changed;
}

const shorten = (value: unknown): unknown =>
  typeof value === 'string' && value.length > DIFF_TEXT_LIMIT ? `${value.slice(0, DIFF_TEXT_LIMIT)}…` : value;

/** Every difference between `before` and `after` (null: the record did not exist / no longer exists). */
export function diffRecords(before: Plain | null, after: Plain | null, spec: DiffSpec = {}): Change[] {
  const changes: Change[] = [];
  const ignore = new Set(spec.ignore ?? []);
  const fieldLabel = (key: string): string => spec.fieldLabels?.[key] ?? wordsOf(key);
  const topLabel = (key: string): string => (spec.keysAreNames ? key : fieldLabel(key));
  const from = before ?? {};
  const to = after ?? {};
  for (const key of changedKeys(from, to)) {
    if (!ignore.has(key)) compare(key, topLabel(key), from[key], to[key], key, spec, changes, fieldLabel);
  }
  return changes;
}

function compare(
  path: string,
  label: string,
  a: unknown,
  b: unknown,
  listKey: string,
  spec: DiffSpec,
  out: Change[],
  fieldLabel: (key: string) => string,
): void {
  if (sameValue(a, b)) return;
  if (Array.isArray(a) || Array.isArray(b)) {
    compareLists(path, label, Array.isArray(a) ? a : [], Array.isArray(b) ? b : [], listKey, spec, out, fieldLabel);
    return;
  }
  if (isPlainObject(a) && isPlainObject(b) && !isAtomic(a) && !isAtomic(b)) {
    forEachKey(a, b, (key) => {
      if (a[key] !== b[key])
        compare(`${path}.${key}`, `${label} › ${fieldLabel(key)}`, a[key], b[key], key, spec, out, fieldLabel);
    });
    return;
  }
  if (isEmpty(a)) out.push({ path, label, kind: 'added', new: shorten(b) });
  else if (isEmpty(b)) out.push({ path, label, kind: 'removed', old: shorten(a) });
  else out.push({ path, label, kind: 'changed', old: shorten(a), new: shorten(b) });
}

function compareLists(
  path: string,
  label: string,
  a: readonly unknown[],
  b: readonly unknown[],
  listKey: string,
  spec: DiffSpec,
  out: Change[],
  fieldLabel: (key: string) => string,
): void {
  const identity = spec.identities?.[listKey];
  const records = [...a, ...b].every(isPlainObject);
  if (!records || !identity) {
    // Lists of values (photos, tags, amenities): what joined and what left, in list order.
    const before = new Map(a.map((item) => [stable(item), item]));
    const after = new Map(b.map((item) => [stable(item), item]));
    for (const [key, item] of before)
      if (!after.has(key)) out.push({ path, label, kind: 'removed', old: shorten(item) });
    for (const [key, item] of after) if (!before.has(key)) out.push({ path, label, kind: 'added', new: shorten(item) });
    return;
  }
  const memberLabel = spec.memberLabels?.[listKey] ?? identity;
  const noun = spec.memberNouns?.[listKey] ?? label;
  const words = (item: Plain) => `${noun} “${memberLabel(item)}”`;
  const before = keyed(a as Plain[], identity);
  const after = keyed(b as Plain[], identity);
  const pairs: [string, Plain, Plain][] = [];
  for (const [key, item] of before) {
    const next = after.get(key);
    if (!next) continue;
    pairs.push([key, item, next]);
    before.delete(key);
    after.delete(key);
  }
  const fallback = spec.fallbackIdentities?.[listKey];
  if (fallback) {
    const leftovers = new Map([...after].map(([key, item]) => [fallback(item), key]));
    for (const [key, item] of before) {
      const match = leftovers.get(fallback(item));
      if (match === undefined) continue;
      leftovers.delete(fallback(item));
      pairs.push([match, item, after.get(match)!]);
      before.delete(key);
      after.delete(match);
    }
  }
  for (const [key, item] of before)
    out.push({ path: `${path}.${key}`, label: words(item), kind: 'removed', old: item });
  for (const [key, item, next] of pairs) {
    if (item === next) continue;
    forEachKey(item, next, (field) => {
      if (item[field] !== next[field])
        compare(
          `${path}.${key}.${field}`,
          `${words(next)} › ${fieldLabel(field)}`,
          item[field],
          next[field],
          field,
          spec,
          out,
          fieldLabel,
        );
    });
  }
  for (const [key, item] of after) out.push({ path: `${path}.${key}`, label: words(item), kind: 'added', new: item });
}

/** Members by identity; two members with one identity (an older list without ids) stay apart by their order. */
function keyed(items: readonly Plain[], identity: (item: Plain) => string): Map<string, Plain> {
  const map = new Map<string, Plain>();
  for (const item of items) {
    let key = identity(item);
    for (let n = 2; map.has(key); n += 1) key = `${identity(item)}#${n}`;
    map.set(key, item);
  }
  return map;
}
