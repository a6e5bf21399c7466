import type { Unit } from '@aangan/contracts';

const identity = (unit: Unit): string => `${unit.unitTitle.trim().toLowerCase()}/${unit.bedroomCount ?? ''}`;

/**
 * Gives every unit an id that stays with it across edits, so the history can say "the 3 BHK's price
 * went from ₹1.2 Cr to ₹1.3 Cr" rather than "a unit was removed and another added". A unit sent
 * without one (a new unit, or a client that does not keep ids) takes the id of the current unit with
 * the same title and bedrooms, else a new one made from the revision being written and its place in
 * the list: pure, and unique within the project. An id sent twice keeps only its first unit.
 */
export function assignUnitIds(current: readonly Unit[], incoming: readonly Unit[], nextRevision: number): Unit[] {
  const used = new Set<string>();
  const claimable = new Map<string, string[]>();
  const sentIds = new Set(incoming.map((unit) => unit.unitId).filter((id): id is string => id !== undefined));
  for (const unit of current) {
    if (!unit.unitId || sentIds.has(unit.unitId)) continue;
    const list = claimable.get(identity(unit)) ?? [];
    list.push(unit.unitId);
    claimable.set(identity(unit), list);
  }
  let changed = false;
  const units = incoming.map((unit, index) => {
    if (unit.unitId && !used.has(unit.unitId)) {
      used.add(unit.unitId);
      return unit;
    }
    changed = true;
    const reused = claimable.get(identity(unit))?.shift();
    let unitId = reused ?? `r${nextRevision}u${index}`;
    for (let n = 2; used.has(unitId); n += 1) unitId = `r${nextRevision}u${index}n${n}`;
    used.add(unitId);
    return { ...unit, unitId };
  });
  return changed ? units : [...incoming];
}
