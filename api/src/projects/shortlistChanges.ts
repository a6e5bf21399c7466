import { bedroomLabel, unitPriceRange, type ProjectDoc, type ShortlistChanges, type Unit } from '@aangan/contracts';
import { eventTime, type RecordedEvent } from '@aangan/projections';
import { projectDocAfter } from './projectDocAfter.ts';
import { assignUnitIds } from './unitIds.ts';

/** A unit as a buyer names it: its BHK label, with its title when the title says more ('3 BHK · Tower B'). */
export function unitLabel(unit: Pick<Unit, 'unitTitle' | 'bedroomCount'>): string {
  if (unit.bedroomCount === undefined) return unit.unitTitle;
  const bhk = bedroomLabel(unit.bedroomCount);
  return unit.unitTitle.toLowerCase().startsWith(bhk.toLowerCase()) ? unit.unitTitle : `${bhk} · ${unit.unitTitle}`;
}

const keyOf = (unit: Unit): string => unit.unitId ?? unit.unitTitle;
const refOf = (unit: Unit) => ({ unitId: keyOf(unit), label: unitLabel(unit) });

/**
 * What changed in a project between two of its versions, as a buyer who saved it would want to
 * know: each unit's price up or down (units matched by id), possession status or date, units added
 * and units taken away.
 */
export function shortlistChanges(before: ProjectDoc, now: ProjectDoc): ShortlistChanges {
  // Units recorded without ids (logs older than unit ids) are matched the way an edit matches them.
  const beforeList = assignUnitIds([], before.units ?? [], 0);
  const beforeUnits = new Map(beforeList.map((unit) => [keyOf(unit), unit]));
  const nowUnits = new Map(assignUnitIds(beforeList, now.units ?? [], 1).map((unit) => [keyOf(unit), unit]));
  const prices: ShortlistChanges['prices'] = [];
  for (const [key, unit] of nowUnits) {
    const old = beforeUnits.get(key);
    if (!old) continue;
    const from = unitPriceRange(old);
    const to = unitPriceRange(unit);
    if (!from || !to || (from.low === to.low && from.high === to.high)) continue;
    const up = to.low !== from.low ? to.low > from.low : to.high > from.high;
    prices.push({ ...refOf(unit), direction: up ? 'up' : 'down', from, to });
  }
  const possessionFrom = before.possessionStatus ?? null;
  const possessionTo = now.possessionStatus ?? null;
  const dateFrom = before.proposedPossessionDate ?? null;
  const dateTo = now.proposedPossessionDate ?? null;
  return {
    prices,
    possession:
      possessionFrom === possessionTo && dateFrom === dateTo
        ? null
        : { from: possessionFrom, to: possessionTo, fromDate: dateFrom, toDate: dateTo },
    newUnits: [...nowUnits].filter(([key]) => !beforeUnits.has(key)).map(([, unit]) => refOf(unit)),
    removedUnits: [...beforeUnits].filter(([key]) => !nowUnits.has(key)).map(([, unit]) => refOf(unit)),
  };
}

const NO_CHANGES: ShortlistChanges = { prices: [], possession: null, newUnits: [], removedUnits: [] };

/**
 * What changed since `savedAt`, from the project's events: its stream folded up to that instant and
 * to its end. Saved before the project was listed (a clock ahead of ours): nothing to report.
 */
export function changesSince(events: readonly RecordedEvent[], savedAt: string): ShortlistChanges {
  const then = projectDocAfter(events.filter((event) => eventTime(event) <= savedAt));
  const now = projectDocAfter(events);
  if (!then || !now || then.status !== 'posted') return NO_CHANGES;
  return shortlistChanges(then, now);
}
