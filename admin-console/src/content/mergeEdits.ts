import { changedFields } from '@aangan/contracts/browser';

type Plain = Record<string, unknown>;

/** A field both sides changed, each to its own value: someone has to choose. */
export interface ContestedField {
  key: string;
  mine: unknown;
  theirs: unknown;
}

/** How two edits of the same version relate, field by field. */
export interface ThreeWay {
  /** Fields only I changed: mine are kept. */
  mineOnly: string[];
  /** Fields only they changed (or both to the same value): theirs are taken. */
  theirsOnly: string[];
  /** Fields both changed, to different values. */
  contested: ContestedField[];
  /** Fields both changed in different members (units), merged member by member: the value to keep. */
  combined: { key: string; value: unknown }[];
}

export type Side = 'mine' | 'theirs';

const differ = (key: string, a: Plain, b: Plain): boolean =>
  changedFields({ [key]: a[key] }, { [key]: b[key] }).length > 0;

/**
 * Compares my version and theirs with the version both started from (`base`), top-level field by
 * field, the way the audit log compares versions (an empty list and a missing one are the same, key
 * order does not count). Lists (units, photos) are whole fields.
 */
export function threeWay(base: Plain, mine: Plain, theirs: Plain): ThreeWay {
  const mineChanged = new Set(changedFields(base, mine));
  const result: ThreeWay = { mineOnly: [], theirsOnly: [], contested: [], combined: [] };
  for (const key of changedFields(base, theirs)) {
    if (!mineChanged.has(key) || !differ(key, mine, theirs)) result.theirsOnly.push(key);
    else result.contested.push({ key, mine: mine[key], theirs: theirs[key] });
  }
  const theirsChanged = new Set([...result.theirsOnly, ...result.contested.map((field) => field.key)]);
  result.mineOnly = [...mineChanged].filter((key) => !theirsChanged.has(key));
  return result;
}

/**
 * My values with theirs taken where only they changed, and on each contested field the side chosen
 * (`choices`; a field left unchosen keeps mine). `mine` and `theirs` hold the same keys as the
 * records `threeWay` compared, in whatever form the values are kept; a key theirs no longer has
 * (a member they removed), when taken from theirs, goes.
 */
export function mergeValues<T extends object>(
  mine: T,
  theirs: T,
  found: ThreeWay,
  choices: Partial<Record<string, Side>>,
): T {
  const merged = { ...mine } as Plain;
  const from = theirs as Plain;
  const take = (key: string) => {
    if (key in from) merged[key] = from[key];
    else delete merged[key];
  };
  for (const key of found.theirsOnly) take(key);
  for (const { key } of found.contested) if (choices[key] === 'theirs') take(key);
  for (const { key, value } of found.combined) merged[key] = value;
  return merged as T;
}
