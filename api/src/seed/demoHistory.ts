import { UNIT_PRICE_FIELDS, type ProjectFields, type Unit, type SeededRandom as Random } from '@aangan/contracts';

/** One version of a demo project and the day it took effect (posted, or a revision). */
export interface DatedVersion {
  at: Date;
  fields: ProjectFields;
}

const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;
/** The catalogue's projects were listed at most this long ago. */
const LISTED_WITHIN_DAYS = 730;
/** Revisions of one project are at least this far apart. */
const MIN_GAP_DAYS = 30;

/**
 * How fast new-project prices rose a year in each city over the last two years (rounded from
 * published housing price indices): the trend every demo history follows, give or take a little.
 */
const YEARLY_RISE: Record<string, number> = {
  Gurugram: 0.14,
  Noida: 0.12,
  'Greater Noida': 0.11,
  Ghaziabad: 0.08,
  Delhi: 0.06,
  Mumbai: 0.06,
  Pune: 0.07,
  Hyderabad: 0.09,
  Kolkata: 0.04,
  Ahmedabad: 0.07,
  Jaipur: 0.06,
  Goa: 0.09,
  Lucknow: 0.08,
  Meerut: 0.05,
  Kanpur: 0.04,
};
const DEFAULT_YEARLY_RISE = 0.06;

const priceStep = (price: number): number => (price < 50_00_000 ? 1_000 : 5_000);
const scaled = (price: number | undefined, factor: number): number | undefined =>
  price === undefined
    ? undefined
    : Math.max(priceStep(price), Math.round((price * factor) / priceStep(price)) * priceStep(price));

function unitAt(unit: Unit, factor: number): Unit {
  const prices = Object.fromEntries(UNIT_PRICE_FIELDS.map((field) => [field, scaled(unit[field], factor)]));
  return { ...unit, ...Object.fromEntries(Object.entries(prices).filter(([, value]) => value !== undefined)) };
}

const monthBefore = (month: string, months: number): string => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};
const monthOf = (at: Date): string => at.toISOString().slice(0, 7);

/** One price revision: how much each unit's prices moved (a factor per unit; 1 leaves it). */
interface Revision {
  at: Date;
  factors: number[];
}

/**
 * The revisions of one project, oldest first: the city's trend over the time since the last one,
 * give or take 1.5 %; about one in eight is a cut (a festive offer, a slow launch) of 1.5–5 %; a third
 * touch one unit type only.
 */
function revisionsOf(r: Random, dates: readonly Date[], start: Date, unitCount: number, rise: number): Revision[] {
  let last = start.getTime();
  return dates.map((at) => {
    const years = (at.getTime() - last) / YEAR_MS;
    last = at.getTime();
    const step = (): number =>
      r.next() < 0.12 ? 1 - (0.015 + r.next() * 0.035) : 1 + Math.max(0.005, rise * years + (r.next() - 0.5) * 0.03);
    if (unitCount > 1 && r.next() < 0.33) {
      const only = r.int(0, unitCount - 1);
      const factor = step();
      return { at, factors: Array.from({ length: unitCount }, (_, i) => (i === only ? factor : 1)) };
    }
    const factor = step();
    return { at, factors: Array.from({ length: unitCount }, () => factor) };
  });
}

/**
 * How a demo project came to its current state, as a buyer would see it on a portal: posted up to
 * two years ago (never before its launch) and revised 3–12 times since, following its city's price
 * trend with some cuts; for some projects under construction a possession date pushed back at one
 * of the revisions. The last version is `fields` unchanged, so the catalogue's current prices stay
 * the documented ones. Projects launched in the last few months, and about one in eight others,
 * have no past: one version, posted `now`.
 */
export function demoHistory(r: Random, fields: ProjectFields, now: Date): DatedVersion[] {
  const launched = fields.launchDate ? Date.parse(`${fields.launchDate}-15T06:00:00.000Z`) : now.getTime();
  const earliest = Math.max(launched, now.getTime() - LISTED_WITHIN_DAYS * DAY_MS);
  const span = now.getTime() - earliest;
  if (r.next() < 0.12 || span < 4 * MIN_GAP_DAYS * DAY_MS) return [{ at: now, fields }];

  const posted = new Date(earliest + r.next() * 0.1 * span);
  const room = Math.floor((now.getTime() - posted.getTime()) / (MIN_GAP_DAYS * DAY_MS)) - 1;
  const count = Math.min(r.int(3, 12), room);
  // Evenly spread, each moved up to a third of a gap, the last a few days to a month ago.
  const gap = (now.getTime() - 3 * DAY_MS - posted.getTime()) / count;
  const dates = Array.from(
    { length: count },
    (_, i) => new Date(posted.getTime() + gap * (i + 1) - r.next() * gap * (i === count - 1 ? 0.3 : 0.33)),
  );
  const units = fields.units ?? [];
  const revisions = revisionsOf(
    r,
    dates,
    posted,
    Math.max(1, units.length),
    YEARLY_RISE[fields.city ?? ''] ?? DEFAULT_YEARLY_RISE,
  );

  // Each version's prices: the current ones divided by every revision made after it.
  const factorsBefore = (index: number): number[] =>
    revisions.slice(index).reduce(
      (acc, revision) => acc.map((factor, i) => factor / revision.factors[i]),
      revisions[0].factors.map(() => 1),
    );

  const delayed = fields.possessionStatus === 'Under Construction' && fields.proposedPossessionDate && r.next() < 0.4;
  const originalPossession = delayed
    ? monthBefore(fields.proposedPossessionDate!, r.pick([3, 6, 9]))
    : fields.proposedPossessionDate;
  // A possession date that had already passed when the project was listed would not have been promised.
  const promised =
    originalPossession && originalPossession > monthOf(posted) ? originalPossession : fields.proposedPossessionDate;
  const delayedAt = r.int(0, revisions.length - 1);

  const version = (index: number): ProjectFields => {
    const factors = factorsBefore(index);
    const possession = index <= delayedAt ? promised : fields.proposedPossessionDate;
    return {
      ...fields,
      ...(fields.units ? { units: fields.units.map((unit, i) => unitAt(unit, factors[i])) } : {}),
      ...(possession ? { proposedPossessionDate: possession } : {}),
    };
  };
  return [
    { at: posted, fields: version(0) },
    ...revisions.map((revision, i) => ({
      at: revision.at,
      fields: i === revisions.length - 1 ? fields : version(i + 1),
    })),
  ];
}
