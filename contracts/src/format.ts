import type { AreaUnit } from './enumValues.ts';
import { AppError } from './errors.ts';

/**
 * How many square feet one of each unit holds. Sizes are compared (unit against project) and
 * searched in square feet, so every unit converts through this table.
 *
 * The bigha differs from state to state (about 9,070 sq ft in Punjab and Haryana, 14,400 in West
 * Bengal, 17,424 in Gujarat). We use the pucca bigha of Uttar Pradesh, 27,000 sq ft, because most
 * farmland on the site sits around the featured cities of Uttar Pradesh and Rajasthan (whose pucca
 * bigha, 27,225 sq ft, is within 1% of it). A listing in another state should be entered in acres.
 */
export const AREA_UNIT_FACTORS: Readonly<Record<AreaUnit, number>> = {
  squareFeet: 1,
  squareYards: 9,
  squareMeters: 10.7639,
  acres: 43560,
  ares: 1076.39,
  hectares: 107639,
  bigha: 27000,
};

export const AREA_UNIT_LABELS: Readonly<Record<AreaUnit, string>> = {
  squareFeet: 'Sq.Ft.',
  squareYards: 'Sq.Yd.',
  squareMeters: 'Sq.Mt.',
  acres: 'Acre(s)',
  ares: 'Are(s)',
  hectares: 'Hectare',
  bigha: 'Bigha',
};

export const INVALID_AREA_UNIT_MESSAGE = 'Invalid area unit';

/**
 * The unit key a client means, in any letter case: spec §9 writes `Acres` where our key is `acres`,
 * and clients written to the spec send it that way. Null for an unknown unit.
 */
export const canonicalAreaUnit = (unit: string): AreaUnit | null =>
  (Object.keys(AREA_UNIT_FACTORS) as AreaUnit[]).find((known) => known.toLowerCase() === unit.trim().toLowerCase()) ??
  null;

const factorOf = (unit: string): number => {
  const known = canonicalAreaUnit(unit);
  if (!known) throw new AppError('INVALID_AREA_UNIT', 400, INVALID_AREA_UNIT_MESSAGE);
  return AREA_UNIT_FACTORS[known];
};

/** Throws AppError INVALID_AREA_UNIT (400, 'Invalid area unit') for a unit outside AREA_UNITS. */
export const toSquareFeet = (size: number, unit: string): number => size * factorOf(unit);

/** Square feet of an area, or null when its unit is unknown (for comparing, searching and showing; never throws). */
export const squareFeetOf = (area: { areaSize: number; areaUnit: string }): number | null => {
  const known = canonicalAreaUnit(area.areaUnit);
  return known ? area.areaSize * AREA_UNIT_FACTORS[known] : null;
};

/** Throws AppError INVALID_AREA_UNIT (400, 'Invalid area unit') for a unit outside AREA_UNITS. */
export const fromSquareFeet = (squareFeet: number, unit: string): number => squareFeet / factorOf(unit);

/** A file size for people: '10 MB', '1.5 MB', '512 KB'. */
export function describeBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

export const CURRENCY_LOCALE = 'en-IN';
export const CURRENCY_SYMBOL = '₹';

/** Made at their first use: each costs a locale lookup that a process that never formats a price should not pay at start. */
let whole: Intl.NumberFormat | null = null;
let twoDecimals: Intl.NumberFormat | null = null;
const formatWhole = (value: number): string =>
  (whole ??= new Intl.NumberFormat(CURRENCY_LOCALE, { maximumFractionDigits: 0 })).format(value);
const formatTwoDecimals = (value: number): string =>
  (twoDecimals ??= new Intl.NumberFormat(CURRENCY_LOCALE, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })).format(value);

interface PriceStep {
  size: number;
  suffix: string;
}
const CRORE: PriceStep = { size: 1e7, suffix: ' Cr' };
const LAKH: PriceStep = { size: 1e5, suffix: ' L' };
const THOUSAND: PriceStep = { size: 1e3, suffix: 'K' };
const RUPEE: PriceStep = { size: 1, suffix: '' };

const roundToPaise = (value: number): number => Math.round(value * 100) / 100;

const formatScaled = (amount: number, steps: readonly PriceStep[]): string => {
  if (!Number.isFinite(amount)) return '';
  const sign = amount < 0 ? '-' : '';
  const absolute = roundToPaise(Math.abs(amount));
  let index = steps.findIndex((step) => absolute >= step.size);
  if (index < 0) index = steps.length - 1;
  let value = roundToPaise(absolute / steps[index].size);
  // 99,99,999 rounds to "100 L"; show it in the next step up instead ("1 Cr").
  if (index > 0 && value * steps[index].size >= steps[index - 1].size) {
    index -= 1;
    value = roundToPaise(absolute / steps[index].size);
  }
  const digits = Number.isInteger(value) ? formatWhole(value) : formatTwoDecimals(value);
  return `${sign}${CURRENCY_SYMBOL}${digits}${steps[index].suffix}`;
};

/**
 * Rupees for display: crores from 1,00,00,000, lakhs from 1,00,000, otherwise en-IN grouped rupees.
 * Whole values show no decimals, others exactly two: 20000000 → '₹2 Cr', 15000000 → '₹1.50 Cr',
 * 4500000 → '₹45 L', 99999 → '₹99,999'. A non-finite amount formats as ''.
 */
export const formatPrice = (amount: number): string => formatScaled(amount, [CRORE, LAKH, RUPEE]);

/** As formatPrice, and thousands in K as well (for price ranges): 50000 → '₹50K'. */
export const formatPriceShort = (amount: number): string => formatScaled(amount, [CRORE, LAKH, THOUSAND, RUPEE]);

/** '₹45 L - ₹1.20 Cr'; a single price when only one end is known or both ends agree. */
export const formatPriceRange = (min?: number | null, max?: number | null): string => {
  const low = min ?? undefined;
  const high = max ?? undefined;
  if (low === undefined && high === undefined) return '';
  if (low === undefined || high === undefined || low === high) return formatPriceShort((low ?? high)!);
  return `${formatPriceShort(low)} - ${formatPriceShort(high)}`;
};

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** 'dd-mm-yyyy', read in UTC so a stored date shows the same day everywhere; '' when unparseable. */
export const formatDate = (isoOrDate: string | Date): string => {
  const date = typeof isoOrDate === 'string' ? new Date(isoOrDate) : isoOrDate;
  if (Number.isNaN(date.getTime())) return '';
  return `${twoDigits(date.getUTCDate())}-${twoDigits(date.getUTCMonth() + 1)}-${date.getUTCFullYear()}`;
};

export interface NumericInputOptions {
  maxLength?: number;
  /**
   * For code-like inputs that share the same box (registration numbers and the like): the text is
   * uppercased and kept as typed instead of being reduced to digits.
   */
  uppercase?: boolean;
}

/**
 * Cleans what was typed into a number box: anything but digits and dots is dropped and only the
 * first dot is kept ('₹1,25,000.50.1' → '125000.501'); then the text is cut to maxLength.
 */
export const parseNumericInput = (text: string, options: NumericInputOptions = {}): string => {
  let cleaned: string;
  if (options.uppercase) {
    cleaned = text.toUpperCase();
  } else {
    const digitsAndDots = text.replace(/[^0-9.]/g, '');
    const firstDot = digitsAndDots.indexOf('.');
    cleaned =
      firstDot < 0
        ? digitsAndDots
        : digitsAndDots.slice(0, firstDot + 1) + digitsAndDots.slice(firstDot + 1).replaceAll('.', '');
  }
  return options.maxLength === undefined ? cleaned : cleaned.slice(0, Math.max(0, options.maxLength));
};
