import { formatIndianNumber, formatPriceShort, type Locale } from '@aangan/contracts/browser';

/** Display helpers of the project pages. Every one gives the same text on the server and in the browser. */

export const formatNumber = (value: number): string => formatIndianNumber(value, 2);

/** The words of sizes, bedrooms and distances, in the page's language (`enums.units` of its strings). */
export type UnitWords = {
  studio: string;
  bhk: string;
  sqFt: string;
  km: string;
  acre: string;
  acres: string;
  matchingUnit: string;
  matchingUnits: string;
  priceOnRequest: (kind: string) => string;
  fromPrice: (kind: string, price: string) => string;
};

export const ENGLISH_UNIT_WORDS: UnitWords = {
  studio: 'Studio',
  bhk: 'BHK',
  sqFt: 'sq ft',
  km: 'km',
  acre: 'acre',
  acres: 'acres',
  matchingUnit: 'Matching unit',
  matchingUnits: 'Matching units',
  priceOnRequest: (kind) => `${kind}: price on request`,
  fromPrice: (kind, price) => `${kind} from ${price}`,
};

export const formatDistance = (km: number, words: UnitWords = ENGLISH_UNIT_WORDS): string =>
  `${formatIndianNumber(km, 1)} ${words.km}`;

/** 'Studio, 2, 3 BHK' from the distinct bedroom counts of a project; '' when no unit has bedrooms (shops, plots). */
export const bhkSummary = (bhk: readonly number[], words: UnitWords = ENGLISH_UNIT_WORDS): string => {
  const counts = [...new Set(bhk)].filter((count) => Number.isInteger(count) && count >= 0).sort((a, b) => a - b);
  if (counts.length === 0) return '';
  const rooms = counts.filter((count) => count > 0);
  const parts = [
    ...(counts[0] === 0 ? [words.studio] : []),
    ...(rooms.length ? [`${rooms.join(', ')} ${words.bhk}`] : []),
  ];
  return parts.join(', ');
};

/** Bedroom bands of a search (0 studio … 4 for four or more): 'Studio, 2 BHK', '3, 4+ BHK'. */
export const bandSummary = (bands: readonly number[], words: UnitWords = ENGLISH_UNIT_WORDS): string => {
  const sorted = [...new Set(bands)].sort((a, b) => a - b);
  const rooms = sorted.filter((band) => band > 0).map((band) => (band >= 4 ? '4+' : String(band)));
  return [
    ...(sorted[0] === 0 ? [words.studio] : []),
    ...(rooms.length ? [`${rooms.join(', ')} ${words.bhk}`] : []),
  ].join(', ');
};

const sqFtRange = (low: number | null, high: number | null, words: UnitWords): string => {
  const sqFt = words.sqFt;
  if (low === null || high === null)
    return low === null && high === null ? '' : `${formatNumber((low ?? high)!)} ${sqFt}`;
  return low === high ? `${formatNumber(low)} ${sqFt}` : `${formatNumber(low)}–${formatNumber(high)} ${sqFt}`;
};

/**
 * What a card of a BHK, budget or size search leads with: the units that answer it, as
 * '2 BHK from ₹52 L' and '650–720 sq ft'.
 */
export const matchingLead = (
  matching: {
    bhk: readonly number[];
    priceLow: number | null;
    areaMinSqFt: number | null;
    areaMaxSqFt: number | null;
    units: number;
  },
  words: UnitWords = ENGLISH_UNIT_WORDS,
  locale: Locale = 'en',
): { price: string; area: string } => {
  const kind = bandSummary(matching.bhk, words) || (matching.units === 1 ? words.matchingUnit : words.matchingUnits);
  const price =
    matching.priceLow === null
      ? words.priceOnRequest(kind)
      : words.fromPrice(kind, formatPriceShort(matching.priceLow, locale));
  return { price, area: sqFtRange(matching.areaMinSqFt, matching.areaMaxSqFt, words) };
};

/** '28.40890° N, 77.49040° E' */
export const formatCoordinates = (latitude: number, longitude: number): string =>
  `${Math.abs(latitude).toFixed(5)}° ${latitude < 0 ? 'S' : 'N'}, ${Math.abs(longitude).toFixed(5)}° ${longitude < 0 ? 'W' : 'E'}`;

/** A maps search for the point, opened by whatever maps app the visitor has. */
export const mapsSearchUrl = (latitude: number, longitude: number): string =>
  `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
