import { squareFeetOf } from '../format.ts';
import { unitPriceRange, type UnitPrices } from './pricing.ts';

/**
 * What search knows of one unit: its bedrooms, its price by the one pricing rule and its size,
 * kept together so that "3 BHK under ₹2 Cr" needs one unit that is both. Zod-free.
 */
export interface UnitSummary {
  /** Bedrooms as the spec's filter groups them: 0 studio, 1, 2, 3, and 4 for four or more; null when not residential. */
  bhkBand: number | null;
  priceLow: number | null;
  priceHigh: number | null;
  /** The unit's main size in square feet; null when unknown. */
  areaSqFt: number | null;
}

/** The spec's bedroom filter (Studio, 1, 2, 3, 4+): 4 stands for four bedrooms or more. */
export const TOP_BHK_BAND = 4;

export const bhkBandOf = (bedrooms: number): number => Math.min(Math.max(0, Math.floor(bedrooms)), TOP_BHK_BAND);

/** A bedroom filter value ('Studio', '1', ..., '4+') as its band. */
export const bhkBandOfFilter = (value: string): number =>
  value === 'Studio' ? 0 : value === '4+' ? TOP_BHK_BAND : bhkBandOf(Number(value));

interface SummarisedUnit extends UnitPrices {
  bedroomCount?: number | undefined;
  primaryArea?: { areaSize: number; areaUnit: string } | undefined;
}

const squareFeet = (area: SummarisedUnit['primaryArea'], state: string | undefined): number | null => {
  if (!area || !(area.areaSize > 0)) return null;
  const feet = squareFeetOf(area, state);
  return feet === null ? null : Math.round(feet);
};

/** `state`: where the project is (a size in bighas converts by its state's bigha). */
export function unitSummaryOf(unit: SummarisedUnit, residential: boolean, state?: string): UnitSummary {
  const price = unitPriceRange(unit);
  return {
    bhkBand: residential && typeof unit.bedroomCount === 'number' ? bhkBandOf(unit.bedroomCount) : null,
    priceLow: price?.low ?? null,
    priceHigh: price?.high ?? null,
    areaSqFt: squareFeet(unit.primaryArea, state),
  };
}

/** Smallest and largest unit size in square feet; null when no unit has a known size. */
export function areaRangeOf(summaries: readonly UnitSummary[]): { low: number; high: number } | null {
  const sizes = summaries.map((s) => s.areaSqFt).filter((n): n is number => n !== null);
  return sizes.length ? { low: Math.min(...sizes), high: Math.max(...sizes) } : null;
}
