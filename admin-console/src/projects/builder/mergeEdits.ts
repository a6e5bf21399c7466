import { changedFields, PROJECT_DIFF_SPEC, wordsOf } from '@aangan/contracts/browser';
import type { AdminProject } from '@aangan/contracts';
import { threeWay, type ThreeWay } from '../../content/mergeEdits.ts';
import { toCommandBody, toFormValues, type ProjectFormValues } from './projectForm.ts';

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
