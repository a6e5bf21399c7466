import type { AreaUnit } from './enumValues.ts';
import { AppError } from './errors.ts';
import { formatIndianNumber } from './indianNumbers.ts';
import type { Locale } from './i18n/locales.ts';

/**
 * How many square feet one of each unit holds. Sizes are compared (unit against project) and
 * searched in square feet, so every unit converts through this table and, for the bigha, the
 * project's state (BIGHA_SQUARE_FEET).
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

/**
 * The bigha each state's land records use, in square feet (the pucca bigha where there are two).
 * There is no national bigha: a size in bighas converts by the project's state, and the site offers
 * the bigha only in these states, saying beside it which one it used.
 */
export const BIGHA_SQUARE_FEET: Readonly<Record<string, number>> = {
  'Uttar Pradesh': 27000,
  Uttarakhand: 6804,
  Bihar: 27220,
  Jharkhand: 27211,
  Rajasthan: 27225,
  Haryana: 27225,
  Punjab: 9070,
  'Himachal Pradesh': 8712,
  Delhi: 9072,
  Gujarat: 17424,
  'Madhya Pradesh': 12000,
  'West Bengal': 14400,
  Assam: 14400,
  Tripura: 14400,
};

/**
 * Square feet in one `unit` for a project in `state`: the state's bigha for bighas (the Uttar
 * Pradesh one, AREA_UNIT_FACTORS.bigha, when the state is unknown or keeps no bigha), else the
 * unit's one factor.
 */
export const squareFeetPer = (unit: AreaUnit, state?: string | null): number =>
  unit === 'bigha' ? (BIGHA_SQUARE_FEET[state ?? ''] ?? AREA_UNIT_FACTORS.bigha) : AREA_UNIT_FACTORS[unit];

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

const factorOf = (unit: string, state?: string | null): number => {
  const known = canonicalAreaUnit(unit);
  if (!known) throw new AppError('INVALID_AREA_UNIT', 400, INVALID_AREA_UNIT_MESSAGE);
  return squareFeetPer(known, state);
};

/** Throws AppError INVALID_AREA_UNIT (400, 'Invalid area unit') for a unit outside AREA_UNITS. */
export const toSquareFeet = (size: number, unit: string, state?: string | null): number => size * factorOf(unit, state);

/**
 * Square feet of an area (a bigha by the project's `state`), or null when its unit is unknown (for
 * comparing, searching and showing; never throws).
 */
export const squareFeetOf = (area: { areaSize: number; areaUnit: string }, state?: string | null): number | null => {
  const known = canonicalAreaUnit(area.areaUnit);
  return known ? area.areaSize * squareFeetPer(known, state) : null;
};

/** Throws AppError INVALID_AREA_UNIT (400, 'Invalid area unit') for a unit outside AREA_UNITS. */
export const fromSquareFeet = (squareFeet: number, unit: string, state?: string | null): number =>
  squareFeet / factorOf(unit, state);

/** A file size for people: '10 MB', '1.5 MB', '512 KB'. */
export function describeBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

export const CURRENCY_SYMBOL = '₹';

const formatWhole = (value: number): string => formatIndianNumber(value, 0);
const formatTwoDecimals = (value: number): string => formatIndianNumber(value, 2, 2);

interface PriceStep {
  size: number;
  suffix: string;
}
const CRORE: PriceStep = { size: 1e7, suffix: ' Cr' };
const LAKH: PriceStep = { size: 1e5, suffix: ' L' };
const THOUSAND: PriceStep = { size: 1e3, suffix: 'K' };
const RUPEE: PriceStep = { size: 1, suffix: '' };
/** The same steps in Hindi: '₹45 लाख', '₹1.20 करोड़', '₹50 हज़ार' (the glossary's words, `HINDI_TERMS`). */
const HINDI_CRORE: PriceStep = { size: 1e7, suffix: ' करोड़' };
const HINDI_LAKH: PriceStep = { size: 1e5, suffix: ' लाख' };
const HINDI_THOUSAND: PriceStep = { size: 1e3, suffix: ' हज़ार' };
const PRICE_STEPS: Readonly<Record<Locale, readonly PriceStep[]>> = {
  en: [CRORE, LAKH, RUPEE],
  hi: [HINDI_CRORE, HINDI_LAKH, RUPEE],
};
const SHORT_PRICE_STEPS: Readonly<Record<Locale, readonly PriceStep[]>> = {
  en: [CRORE, LAKH, THOUSAND, RUPEE],
  hi: [HINDI_CRORE, HINDI_LAKH, HINDI_THOUSAND, RUPEE],
};

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
export const formatPrice = (amount: number, locale: Locale = 'en'): string => formatScaled(amount, PRICE_STEPS[locale]);

/** As formatPrice, and thousands in K as well (for price ranges): 50000 → '₹50K'. */
export const formatPriceShort = (amount: number, locale: Locale = 'en'): string =>
  formatScaled(amount, SHORT_PRICE_STEPS[locale]);

/** '₹45 L - ₹1.20 Cr'; a single price when only one end is known or both ends agree. */
export const formatPriceRange = (min?: number | null, max?: number | null, locale: Locale = 'en'): string => {
  const low = min ?? undefined;
  const high = max ?? undefined;
  if (low === undefined && high === undefined) return '';
  if (low === undefined || high === undefined || low === high) return formatPriceShort((low ?? high)!, locale);
  return `${formatPriceShort(low, locale)} - ${formatPriceShort(high, locale)}`;
};

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const INDIA_OFFSET_MS = 330 * 60_000;

/**
 * 'dd-mm-yyyy' of the day in India (the site's zone), so a moment shows the same day to every viewer
 * and the day it was in India: a change saved at 05:28 on 29-11 India time is dated 29-11, not 28-11.
 * A bare date ('2024-03-05') is that day. '' when unparseable.
 */
export const formatDate = (isoOrDate: string | Date): string => {
  const parsed = typeof isoOrDate === 'string' ? new Date(isoOrDate) : isoOrDate;
  if (Number.isNaN(parsed.getTime())) return '';
  const date = new Date(parsed.getTime() + INDIA_OFFSET_MS);
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
