import { formatPrice, formatPriceRange, squareFeetOf } from '../format.ts';

/**
 * The one rule that turns a unit's prices into what a buyer is shown and searched by. Zod-free: the
 * projections, the API, the assistant, the console and the public site all import it.
 *
 * A unit may carry an exact sale price, a price range (it varies by floor or facing), and for plots
 * the same two for the plot. The exact price wins, because it is what the buyer pays; then the
 * range; then the plot's exact price; then the plot's range. A range with one end given is that end.
 */
export interface UnitPrices {
  salePrice?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  plotSalePrice?: number | undefined;
  plotMinPrice?: number | undefined;
  plotMaxPrice?: number | undefined;
}

/** Every price field of a unit, in the order the unit form asks for them. */
export const UNIT_PRICE_FIELDS = [
  'salePrice',
  'minPrice',
  'maxPrice',
  'plotMinPrice',
  'plotMaxPrice',
  'plotSalePrice',
] as const satisfies readonly (keyof UnitPrices)[];

export interface PriceRange {
  low: number;
  high: number;
}

const usable = (value: number | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

function rangeOf(min: number | undefined, max: number | undefined): PriceRange | null {
  if (usable(min) && usable(max)) return { low: Math.min(min, max), high: Math.max(min, max) };
  if (usable(min)) return { low: min, high: min };
  if (usable(max)) return { low: max, high: max };
  return null;
}

/** What the unit costs, low to high (equal for an exact price); null when no price is given. */
export function unitPriceRange(unit: UnitPrices): PriceRange | null {
  if (usable(unit.salePrice)) return { low: unit.salePrice, high: unit.salePrice };
  const range = rangeOf(unit.minPrice, unit.maxPrice);
  if (range) return range;
  if (usable(unit.plotSalePrice)) return { low: unit.plotSalePrice, high: unit.plotSalePrice };
  return rangeOf(unit.plotMinPrice, unit.plotMaxPrice);
}

/** From the cheapest unit's low to the dearest unit's high; null when no unit has a price. */
export function projectPriceRange(units: readonly UnitPrices[] | undefined): PriceRange | null {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const unit of units ?? []) {
    const range = unitPriceRange(unit);
    if (!range) continue;
    low = Math.min(low, range.low);
    high = Math.max(high, range.high);
  }
  return Number.isFinite(low) ? { low, high } : null;
}

/** The unit's price as buyers read it, by the one rule: exact ('₹95 L') or a range ('₹80 L - ₹95 L'); '' when none is set. */
export const unitPriceLabel = (unit: UnitPrices): string => {
  const range = unitPriceRange(unit);
  if (!range) return '';
  return range.low === range.high ? formatPrice(range.low) : formatPriceRange(range.low, range.high);
};

/**
 * A unit's price per square foot of its primary area by the one price rule, low to high; null
 * without a price or a known size. `state`: where the project is (bighas convert by its bigha).
 */
export const unitRatePerSquareFoot = (
  unit: UnitPrices & { primaryArea?: { areaSize: number; areaUnit: string } | undefined },
  state?: string,
): PriceRange | null => {
  const price = unitPriceRange(unit);
  const squareFeet = unit.primaryArea ? squareFeetOf(unit.primaryArea, state) : null;
  if (!price || !squareFeet || price.low <= 0) return null;
  return { low: price.low / squareFeet, high: price.high / squareFeet };
};
