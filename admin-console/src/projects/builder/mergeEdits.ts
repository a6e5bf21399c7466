import { changedFields, PROJECT_DIFF_SPEC, wordsOf } from '@aangan/contracts/browser';
import type { AdminProject } from '@aangan/contracts';
import { toCommandBody, toFormValues, type ProjectFormValues } from './projectForm.ts';

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
 * records `threeWay` compared, in whatever form the values are kept.
 */
export function mergeValues<T extends object>(
  mine: T,
  theirs: T,
  found: ThreeWay,
  choices: Partial<Record<string, Side>>,
): T {
  const merged = { ...mine } as Plain;
  const from = theirs as Plain;
  for (const key of found.theirsOnly) if (key in from) merged[key] = from[key];
  for (const { key } of found.contested) if (choices[key] === 'theirs' && key in from) merged[key] = from[key];
  for (const { key, value } of found.combined) merged[key] = value;
  return merged as T;
}

const same = (a: unknown, b: unknown): boolean => changedFields({ value: a }, { value: b }).length === 0;

const idOf = (member: unknown): string | null => {
  if (typeof member !== 'object' || member === null || !('unitId' in member)) return null;
  return typeof member.unitId === 'string' ? member.unitId : null;
};

/**
 * Units both sides changed, merged unit by unit (by the id the server gives each): a unit only one
 * side changed, added or removed takes that side; a unit both changed differently cannot be merged
 * (null: the whole list is then contested). Their order first, then units only I kept or added.
 */
export function mergeUnits(base: unknown, mine: unknown, theirs: unknown): unknown[] | null {
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  const byId = (value: unknown) => {
    const found = new Map<string, unknown>();
    for (const unit of list(value)) {
      const id = idOf(unit);
      if (id) found.set(id, unit);
    }
    return found;
  };
  const [before, mineById, theirsById] = [byId(base), byId(mine), byId(theirs)];
  const kept = new Map<string, unknown>();
  for (const id of new Set([...before.keys(), ...mineById.keys(), ...theirsById.keys()])) {
    const [b, m, t] = [before.get(id), mineById.get(id), theirsById.get(id)];
    let unit: unknown;
    if (same(m, b)) unit = t;
    else if (same(t, b) || same(m, t)) unit = m;
    else return null;
    if (unit !== undefined) kept.set(id, unit);
  }
  const ordered = [...list(theirs), ...list(mine)].flatMap((unit) => {
    const id = idOf(unit);
    if (!id || !kept.has(id)) return [];
    const value = kept.get(id);
    kept.delete(id);
    return [value];
  });
  return [...ordered, ...list(mine).filter((unit) => idOf(unit) === null)];
}

/** A project field in words, as the history screen names it. */
export const projectFieldLabel = (key: string): string => PROJECT_DIFF_SPEC.fieldLabels?.[key] ?? wordsOf(key);

/** A refused save of the builder set against the version it started from and the one saved since. */
export interface ProjectMerge extends ThreeWay {
  mine: ProjectFormValues;
  theirs: ProjectFormValues;
}

/**
 * The three versions of a project compared as the API would store them (what the form would send):
 * the one the admin opened (`base`), the form now (`mine`) and the one saved since (`theirs`).
 */
export function mergeProject(base: AdminProject, mine: ProjectFormValues, theirs: AdminProject): ProjectMerge {
  const theirValues = toFormValues(theirs);
  const before = toCommandBody(toFormValues(base));
  const found = threeWay(before, toCommandBody(mine), toCommandBody(theirValues));
  const units = found.contested.find((field) => field.key === 'units');
  const combined = units ? mergeUnits(before.units, units.mine, units.theirs) : null;
  if (units && combined) {
    found.contested = found.contested.filter((field) => field !== units);
    found.combined.push({ key: 'units', value: combined });
  }
  return { ...found, mine, theirs: theirValues };
}
