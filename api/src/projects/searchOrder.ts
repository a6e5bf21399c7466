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
const higher = (a: number | null, b: number | null): number | null => (a === null ? b : b === null ? a : Math.max(a, b));

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

/** The price a card leads with: the cheapest matching unit's, or the project's starting price. */
export function leadPriceOf(doc: Pick<ProjectDoc, 'priceMin' | 'unitSummaries'>, criteria: SearchCriteria): number | null {
  return hasUnitFilter(criteria) ? (unitMatchOf(doc.unitSummaries, criteria)?.priceLow ?? null) : doc.priceMin;
}

/** Fields a comparator reads. */
export const ORDER_FIELDS = { _id: 1, priceMin: 1, unitSummaries: 1, launchDate: 1, postedAt: 1 } as const;

/** A price to compare, unpriced projects last whichever way the prices run. */
const byPrice = (direction: 1 | -1, criteria: SearchCriteria) => {
  const keys = new WeakMap<object, number | null>();
  const keyOf = (doc: Ordered): number | null => {
    if (!keys.has(doc)) keys.set(doc, leadPriceOf(doc, criteria));
    return keys.get(doc) ?? null;
  };
  return (a: Ordered, b: Ordered): number => {
    const pa = keyOf(a);
    const pb = keyOf(b);
    if (pa === null || pb === null) return pa === pb ? a._id.localeCompare(b._id) : pa === null ? 1 : -1;
    return (pa - pb) * direction || a._id.localeCompare(b._id);
  };
};

/** Newest launches first; a project without a launch date after those with one, by when it was listed. */
const byNewest = (a: Ordered, b: Ordered): number =>
  (b.launchDate ?? '').localeCompare(a.launchDate ?? '') || (b.postedAt ?? '').localeCompare(a.postedAt ?? '') || b._id.localeCompare(a._id);

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
export const storeCanOrder = (sort: SearchSort, criteria: SearchCriteria): boolean => sort === 'Newest' || !hasUnitFilter(criteria);

/** What the results page says about the order, so a buyer knows which price the cards are in order of. */
export function orderNote(sort: SearchSort, criteria: SearchCriteria): string {
  if (sort === 'Newest') return 'Newest launches first';
  const which = hasUnitFilter(criteria) ? 'the price of the matching units' : 'starting price';
  return sort === 'Price Low To High' ? `By ${which}, lowest first` : `By ${which}, highest first`;
}
