import { UNIT_PRICE_FIELDS, type ProjectFields, type Unit, type SeededRandom as Random } from '@aangan/contracts';

/** One version of a demo project and the moment it was posted or edited. */
export interface DatedVersion {
  at: Date;
  fields: ProjectFields;
}

const DAY_MS = 86_400_000;
/** The catalogue's projects were listed at most this long ago. */
const LISTED_WITHIN_DAYS = 600;

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

/**
 * How a demo project came to its current state, as a buyer would see it on a portal: posted some
 * months ago at lower prices, raised once or twice since (prices in Indian projects rise through a
 * launch), and for some projects under construction a possession date pushed back. The last version
 * is `fields` unchanged, so the catalogue's current prices stay the documented ones. Most projects
 * have no history: one version, posted `now`.
 */
export function demoHistory(r: Random, fields: ProjectFields, now: Date): DatedVersion[] {
  if (r.next() >= 0.35) return [{ at: now, fields }];
  const launched = fields.launchDate ? Date.parse(`${fields.launchDate}-15T06:00:00.000Z`) : now.getTime();
  const earliest = Math.max(launched, now.getTime() - LISTED_WITHIN_DAYS * DAY_MS);
  const span = now.getTime() - earliest;
  if (span < 90 * DAY_MS) return [{ at: now, fields }];

  const posted = new Date(earliest + r.next() * 0.2 * span);
  const raised = new Date(posted.getTime() + (0.35 + r.next() * 0.3) * (now.getTime() - posted.getTime()));
  const latest = new Date(now.getTime() - r.int(3, 30) * DAY_MS);
  const firstRise = 0.03 + r.next() * 0.05;
  const secondRise = 0.02 + r.next() * 0.04;

  const delayed = fields.possessionStatus === 'Under Construction' && fields.proposedPossessionDate && r.next() < 0.4;
  const originalPossession = delayed
    ? monthBefore(fields.proposedPossessionDate!, r.pick([3, 6, 9]))
    : fields.proposedPossessionDate;
  // A possession date that had already passed when the project was listed would not have been promised.
  const possession =
    originalPossession && originalPossession > monthOf(posted) ? originalPossession : fields.proposedPossessionDate;

  const version = (factor: number, proposedPossessionDate: string | undefined): ProjectFields => ({
    ...fields,
    ...(fields.units ? { units: fields.units.map((unit) => unitAt(unit, factor)) } : {}),
    ...(proposedPossessionDate ? { proposedPossessionDate } : {}),
  });
  const versions: DatedVersion[] = [
    { at: posted, fields: version(1 / ((1 + firstRise) * (1 + secondRise)), possession) },
  ];
  if (r.next() < 0.6) versions.push({ at: raised, fields: version(1 / (1 + secondRise), possession) });
  versions.push({ at: latest, fields });
  return versions;
}
