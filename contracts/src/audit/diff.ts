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

const isPlainObject = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Objects that read as one value ("1,200 Sq.Ft.", a price range) rather than as fields of their own. */
const isAtomic = (value: Plain): boolean => 'areaSize' in value || 'amount' in value;

export const wordsOf = (key: string): string => {
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
};

const stable = (value: unknown): string => JSON.stringify(value, (_key, v: unknown) => (isPlainObject(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));

const sameValue = (a: unknown, b: unknown): boolean => a === b || (isEmpty(a) && isEmpty(b)) || stable(a) === stable(b);

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
  const keys = new Set([...Object.keys(from), ...Object.keys(to)]);
  for (const key of keys) {
    if (ignore.has(key)) continue;
    const a = from[key];
    const b = to[key];
    if (a === b) continue;
    compare(key, topLabel(key), a, b, key, spec, changes, fieldLabel);
  }
  return changes;
}

function compare(path: string, label: string, a: unknown, b: unknown, listKey: string, spec: DiffSpec, out: Change[], fieldLabel: (key: string) => string): void {
  if (sameValue(a, b)) return;
  if (Array.isArray(a) || Array.isArray(b)) {
    compareLists(path, label, Array.isArray(a) ? a : [], Array.isArray(b) ? b : [], listKey, spec, out, fieldLabel);
    return;
  }
  if (isPlainObject(a) && isPlainObject(b) && !isAtomic(a) && !isAtomic(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (a[key] === b[key]) continue;
      compare(`${path}.${key}`, `${label} › ${fieldLabel(key)}`, a[key], b[key], key, spec, out, fieldLabel);
    }
    return;
  }
  if (isEmpty(a)) out.push({ path, label, kind: 'added', new: shorten(b) });
  else if (isEmpty(b)) out.push({ path, label, kind: 'removed', old: shorten(a) });
  else out.push({ path, label, kind: 'changed', old: shorten(a), new: shorten(b) });
}

function compareLists(path: string, label: string, a: readonly unknown[], b: readonly unknown[], listKey: string, spec: DiffSpec, out: Change[], fieldLabel: (key: string) => string): void {
  const identity = spec.identities?.[listKey];
  const records = [...a, ...b].every(isPlainObject);
  if (!records || !identity) {
    // Lists of values (photos, tags, amenities): what joined and what left, in list order.
    const before = new Map(a.map((item) => [stable(item), item]));
    const after = new Map(b.map((item) => [stable(item), item]));
    for (const [key, item] of before) if (!after.has(key)) out.push({ path, label, kind: 'removed', old: shorten(item) });
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
  for (const [key, item] of before) out.push({ path: `${path}.${key}`, label: words(item), kind: 'removed', old: item });
  for (const [key, item, next] of pairs) {
    if (item === next) continue;
    for (const field of new Set([...Object.keys(item), ...Object.keys(next)])) {
      if (item[field] === next[field]) continue;
      compare(`${path}.${key}.${field}`, `${words(next)} › ${fieldLabel(field)}`, item[field], next[field], field, spec, out, fieldLabel);
    }
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
