import {
  AMENITY_LABELS,
  AREA_UNIT_LABELS,
  LAND_AMENITY_LABELS,
  NEARBY_PLACE_CATEGORY_LABELS,
  formatPrice,
  HINDI_TERMS,
  unitPriceRange,
  type Amenity,
  type AreaUnit,
  type LandAmenity,
  type Locale,
  type ProjectFields,
  type Unit,
} from '@aangan/contracts';

/**
 * A project's facts in words, shared by the assistant's project answers and the description
 * generator: every sentence either of them writes about a project is built from these.
 */

/** Made at its first use, not at start. */
let numberFormat: Intl.NumberFormat | null = null;
const plainNumber = (value: number): string =>
  (numberFormat ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 })).format(value);

/** "to" between two figures, "and" before a list's last item. */
const TO: Readonly<Record<Locale, string>> = { en: 'to', hi: 'से' };
const AND: Readonly<Record<Locale, string>> = { en: 'and', hi: 'और' };

/** "a, b and c" */
export function listWords(items: readonly string[], locale: Locale = 'en'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${AND[locale]} ${items[items.length - 1]}`;
}

export const priceWords = (range: { low: number; high: number }, locale: Locale = 'en'): string =>
  range.low === range.high
    ? formatPrice(range.low, locale)
    : `${formatPrice(range.low, locale)} ${TO[locale]} ${formatPrice(range.high, locale)}`;

export const areaWords = (size: number, unit: AreaUnit): string =>
  `${plainNumber(size)} ${AREA_UNIT_LABELS[unit] ?? unit}`;

/** Smallest to largest unit size, when the units share one area unit: "1,100 to 1,650 Sq.Ft.". */
export function unitSizeRange(units: readonly Unit[] | undefined, locale: Locale = 'en'): string | null {
  const areas = (units ?? []).map((u) => u.primaryArea).filter(Boolean);
  if (!areas.length || new Set(areas.map((a) => a.areaUnit)).size !== 1) return null;
  const sizes = areas.map((a) => a.areaSize);
  const min = Math.min(...sizes);
  const max = Math.max(...sizes);
  const label = AREA_UNIT_LABELS[areas[0].areaUnit] ?? areas[0].areaUnit;
  return min === max
    ? `${plainNumber(min)} ${label}`
    : `${plainNumber(min)} ${TO[locale]} ${plainNumber(max)} ${label}`;
}

/** "2 and 3 BHK" (studios as "studio"); null when no unit gives a bedroom count. */
export function bedroomMix(units: readonly Unit[] | undefined, locale: Locale = 'en'): string | null {
  const counts = [
    ...new Set((units ?? []).map((u) => u.bedroomCount).filter((n): n is number => n !== undefined)),
  ].sort((a, b) => a - b);
  if (!counts.length) return null;
  const studio = counts.includes(0);
  const bhk = counts.filter((n) => n > 0).map(String);
  const [studioWord, bhkWord] = locale === 'hi' ? ['स्टूडियो', HINDI_TERMS.bhk] : ['studio', 'BHK'];
  return listWords(
    [...(studio ? [studioWord] : []), ...(bhk.length ? [`${listWords(bhk, locale)} ${bhkWord}`] : [])],
    locale,
  );
}

const ON_REQUEST: Readonly<Record<Locale, string>> = { en: 'price on request', hi: 'कीमत अनुरोध पर' };

/** "2 BHK, 1,100 Sq.Ft.: ₹48 L" */
export function unitLine(u: Unit, locale: Locale = 'en'): string {
  const price = unitPriceRange(u);
  return `${u.unitTitle}, ${areaWords(u.primaryArea.areaSize, u.primaryArea.areaUnit)}: ${price ? priceWords(price, locale) : ON_REQUEST[locale]}`;
}

export const amenityLabels = (amenities: readonly Amenity[] | undefined): string[] =>
  (amenities ?? []).map((a) => AMENITY_LABELS[a] ?? a);
export const landAmenityLabels = (amenities: readonly LandAmenity[] | undefined): string[] =>
  (amenities ?? []).map((a) => LAND_AMENITY_LABELS[a] ?? a);

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const MONTHS_HI = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'];

/** '2027-03' or '2027-03-15' → 'March 2027' ('मार्च 2027'); anything else as given. */
export function monthYear(value: string, locale: Locale = 'en'): string {
  const m = /^(\d{4})-(\d{2})/.exec(value);
  return m ? `${(locale === 'hi' ? MONTHS_HI : MONTHS)[Number(m[2]) - 1] ?? m[2]} ${m[1]}` : value;
}

/**
 * A project's RERA registration numbers: the one RERA field anyone may read (RERA requires it on every
 * listing). The rest of a registration is gated (contactGate.ts); no answer or description reads it.
 */
export const reraIds = (fields: ProjectFields): string[] => (fields.reraDetails ?? []).map((r) => r.projectReraId);

/** "Sector 148 Metro Station (metro station, 1.5 km)", nearest first. */
export function nearbyPlaces(fields: ProjectFields, max: number): string[] {
  return [...(fields.nearbyPlaces ?? [])]
    .sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) || a.name.localeCompare(b.name))
    .slice(0, max)
    .map((p) => {
      const label = NEARBY_PLACE_CATEGORY_LABELS[p.category]?.toLowerCase() ?? p.category;
      return `${p.name} (${label}${p.distanceKm !== undefined ? `, ${plainNumber(p.distanceKm)} km` : ''})`;
    });
}

/** "Residential apartment", "Commercial office space", or whichever parts are known. */
export function kindWords(fields: ProjectFields): string | null {
  const sub = fields.projectSubType?.toLowerCase();
  const type = fields.projectType?.toLowerCase();
  if (sub && type) return sub.includes(type) ? sub : `${type} ${sub}`;
  return sub ?? type ?? null;
}
