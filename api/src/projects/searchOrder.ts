import type { ProjectDoc, SearchSort, UnitSummary } from '@aangan/contracts';
import type { SortSpec } from '@aangan/projections';
import { unitFilter, unitFits, type SearchCriteria } from './projectSearchFilter.ts';

/**
 * What a result leads with and how results are ordered, in one place: the search page, the map and
 * the assistant. With a BHK, budget or size filter a card leads with the units that answer it
 * ("2 BHK from ₹52 L · 650–720 sq ft"), and the price sorts order by that same price, so the order
 * a buyer reads on the cards is the order they are in.
 */

/** The units of one project that answer the unit-level filters. */
export interface UnitMatch {
  /** Bedroom bands of the matching units (0 studio … 4 for four or more), ascending. */
  bhk: number[];
  /** Lowest and highest price among the matching units (null when none of them has a price). */
  priceLow: number | null;
  priceHigh: number | null;
  areaMinSqFt: number | null;
  areaMaxSqFt: number | null;
  units: number;
}

export const hasUnitFilter = (criteria: SearchCriteria): boolean => unitFilter(criteria) !== null;

const lower = (a: number | null, b: number | null): number | null => (a === null ? b : b === null ? a : Math.min(a, b));
const higher = (a: number | null, b: number | null): number | null =>
  a === null ? b : b === null ? a : Math.max(a, b);

/** The units answering the unit-level filters; null when no such filter is set or no unit answers. */
export function unitMatchOf(summaries: readonly UnitSummary[] | undefined, criteria: SearchCriteria): UnitMatch | null {
  if (!hasUnitFilter(criteria)) return null;
  const bands = new Set<number>();
  let match: UnitMatch | null = null;
  for (const unit of summaries ?? []) {
    if (!unitFits(unit, criteria)) continue;
    match ??= { bhk: [], priceLow: null, priceHigh: null, areaMinSqFt: null, areaMaxSqFt: null, units: 0 };
    match.units += 1;
    if (unit.bhkBand !== null) bands.add(unit.bhkBand);
    match.priceLow = lower(match.priceLow, unit.priceLow);
    match.priceHigh = higher(match.priceHigh, unit.priceHigh ?? unit.priceLow);
    match.areaMinSqFt = lower(match.areaMinSqFt, unit.areaSqFt);
    match.areaMaxSqFt = higher(match.areaMaxSqFt, unit.areaSqFt);
  }
  if (match) match.bhk = [...bands].sort((a, b) => a - b);
  return match;
}

type Ordered = Pick<ProjectDoc, '_id' | 'priceMin' | 'unitSummaries' | 'launchDate' | 'postedAt'>;

/** The cheapest matching unit's low price, without building the whole match (sorts read it for every result). */
export function lowestFittingPrice(
  summaries: readonly UnitSummary[] | undefined,
  criteria: SearchCriteria,
): number | null {
  let low: number | null = null;
  for (const unit of summaries ?? []) {
    if (unit.priceLow !== null && (low === null || unit.priceLow < low) && unitFits(unit, criteria))
      low = unit.priceLow;
  }
  return low;
}

/** Fields a comparator reads. */
export const ORDER_FIELDS = { _id: 1, priceMin: 1, unitSummaries: 1, launchDate: 1, postedAt: 1 } as const;

const byId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Two lead prices compared: unpriced projects last whichever way the prices run, ties by id. */
const comparePrices = (pa: number | null, pb: number | null, direction: 1 | -1, idA: string, idB: string): number => {
  if (pa === null || pb === null) return pa === pb ? byId(idA, idB) : pa === null ? 1 : -1;
  return (pa - pb) * direction || byId(idA, idB);
};

const keyOf = (unitLevel: boolean, doc: Ordered, criteria: SearchCriteria): number | null =>
  unitLevel ? lowestFittingPrice(doc.unitSummaries, criteria) : doc.priceMin;

/** A comparator by lead price, each document's price worked out once. */
const byPrice = (direction: 1 | -1, criteria: SearchCriteria) => {
  const unitLevel = hasUnitFilter(criteria);
  const keys = new WeakMap<object, number | null>();
  const priceOf = (doc: Ordered): number | null => {
    let key = keys.get(doc);
    if (key === undefined) keys.set(doc, (key = keyOf(unitLevel, doc, criteria)));
    return key;
  };
  return (a: Ordered, b: Ordered): number => comparePrices(priceOf(a), priceOf(b), direction, a._id, b._id);
};

/** Sorts results in memory in a sort's order, each document's key worked out once (the search's hot path). */
export function sortInMemory<T extends Ordered>(docs: T[], sort: SearchSort, criteria: SearchCriteria): T[] {
  if (sort === 'Newest') return docs.sort(byNewest);
  const unitLevel = hasUnitFilter(criteria);
  const direction = sort === 'Price Low To High' ? 1 : -1;
  const keyed = docs.map((doc) => ({ doc, key: keyOf(unitLevel, doc, criteria) }));
  keyed.sort((a, b) => comparePrices(a.key, b.key, direction, a.doc._id, b.doc._id));
  for (let i = 0; i < keyed.length; i += 1) docs[i] = keyed[i].doc;
  return docs;
}

/** Newest launches first; among projects launched the same month (or without a launch date, which come last) the latest listed first. */
const byNewest = (a: Ordered, b: Ordered): number =>
  (b.launchDate ?? '').localeCompare(a.launchDate ?? '') ||
  (b.postedAt ?? '').localeCompare(a.postedAt ?? '') ||
  byId(b._id, a._id);

/** The order of a sort, for results held in memory (near me, the assistant, unit-level price sorts). */
export function compareFor(sort: SearchSort, criteria: SearchCriteria): (a: Ordered, b: Ordered) => number {
  switch (sort) {
    case 'Price Low To High':
      return byPrice(1, criteria);
    case 'Price High To Low':
      return byPrice(-1, criteria);
    case 'Newest':
      return byNewest;
    default: {
      const unknown: never = sort;
      return unknown;
    }
  }
}

/**
 * The store's own sort, when the order needs nothing computed per search: without unit-level
 * filters a card leads with the project's starting price. The store puts a missing price first in
 * an ascending sort: `nullsFirst` tells the caller to page past them (see `pagedNullsLast`).
 */
export const STORE_SORTS: Record<SearchSort, { sort: SortSpec; nullsFirst?: 'priceMin' }> = {
  'Price Low To High': { sort: { priceMin: 1, _id: 1 }, nullsFirst: 'priceMin' },
  'Price High To Low': { sort: { priceMin: -1, _id: 1 } },
  Newest: { sort: { launchDate: -1, postedAt: -1, _id: -1 } },
};

/** Whether the store can order this search itself. */
export const storeCanOrder = (sort: SearchSort, criteria: SearchCriteria): boolean =>
  sort === 'Newest' || !hasUnitFilter(criteria);

/** What the results page says about the order, so a buyer knows which price the cards are in order of. */
export function orderNote(sort: SearchSort, criteria: SearchCriteria): string {
  if (sort === 'Newest') return 'Newest launches first';
  const which = hasUnitFilter(criteria) ? 'the price of the matching units' : 'starting price';
  return sort === 'Price Low To High' ? `By ${which}, lowest first` : `By ${which}, highest first`;
}
