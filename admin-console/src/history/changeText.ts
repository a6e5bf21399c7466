import {
  AMENITY_LABELS,
  AREA_UNIT_LABELS,
  LAND_AMENITY_LABELS,
  NEARBY_PLACE_CATEGORY_LABELS,
  UNIT_PRICE_FIELDS,
  bedroomLabel,
  formatPrice,
} from '@aangan/contracts/browser';

/**
 * Values of a change as people read them: rupees in Cr/L, sizes with their unit, enumerations by
 * their names, days as dd-mm-yyyy. What is not recognised is shown as plain text.
 */

type Plain = Record<string, unknown>;

export const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isEmptyValue = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The last segment of a dotted path: `units.u1.salePrice` → `salePrice`. */
export const fieldOf = (path: string): string => path.slice(path.lastIndexOf('.') + 1);

const IMAGE_FILE = /\.(jpe?g|png|gif|webp|avif|svg)(\?.*)?$/i;
const IMAGE_FIELDS = new Set([
  'photos',
  'coverImage',
  'qrCodeUrl',
  'logoUrl',
  'floorPlanUrl',
  'featuredImage',
  'ogImage',
  'imageUrl',
  'photoUrl',
  'highlightImage',
]);

/** A stored file or page address (uploads are kept as paths under /uploads/). */
export const isAddress = (value: unknown): value is string =>
  typeof value === 'string' && /^(https?:\/\/|\/)\S+$/.test(value);

/** An image the console can show as a thumbnail. */
export const isImageAddress = (path: string, value: unknown): value is string =>
  isAddress(value) &&
  (IMAGE_FILE.test(value) || (IMAGE_FIELDS.has(fieldOf(path)) && !/\.(pdf|mp4|mov|mpe?g)$/i.test(value)));

/** 'public/images/2025/07/ab12.jpg' → 'ab12.jpg'. */
export const fileNameOf = (address: string): string =>
  decodeURIComponent(address.split('?')[0].split('/').filter(Boolean).pop() ?? address);

const GROUPED = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

const isArea = (value: unknown): value is { areaSize: number; areaUnit: string } =>
  isPlainObject(value) && typeof value.areaSize === 'number' && typeof value.areaUnit === 'string';

export const areaText = (area: { areaSize: number; areaUnit: string }): string =>
  `${GROUPED.format(area.areaSize)} ${Object.hasOwn(AREA_UNIT_LABELS, area.areaUnit) ? AREA_UNIT_LABELS[area.areaUnit as keyof typeof AREA_UNIT_LABELS] : area.areaUnit}`;

const ENUM_LABELS: Record<string, Record<string, string>> = {
  amenities: AMENITY_LABELS,
  landAmenities: LAND_AMENITY_LABELS,
  category: NEARBY_PLACE_CATEGORY_LABELS,
  status: { draft: 'Draft', posted: 'Posted', deleted: 'Deleted' },
};

/** yyyy-mm-dd → dd-mm-yyyy; yyyy-mm → mm-yyyy; anything else unchanged. */
const dayText = (text: string): string => {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (day) return `${day[3]}-${day[2]}-${day[1]}`;
  const month = /^(\d{4})-(\d{2})$/.exec(text);
  return month ? `${month[2]}-${month[1]}` : text;
};

/** One value in words, by the field it belongs to. */
export function valueText(path: string, value: unknown): string {
  const field = fieldOf(path);
  if (isEmptyValue(value)) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (/price/i.test(field)) return formatPrice(value);
    if (field === 'bedroomCount') return bedroomLabel(value);
    if (field === 'bathroomCount' && value === 0) return 'Shared';
    return GROUPED.format(value);
  }
  if (typeof value === 'string') {
    const labels = ENUM_LABELS[field] ?? ENUM_LABELS[path.split('.')[0]];
    return labels?.[value] ?? dayText(value);
  }
  if (isArea(value)) return areaText(value);
  if (Array.isArray(value)) return value.map((item) => valueText(path, item)).join(', ');
  if (isPlainObject(value)) return recordText(value);
  return String(value);
}

/** A record (a unit, a RERA registration, a FAQ) on one line: its fields in words. */
export function recordText(record: Plain): string {
  if (typeof record.unitTitle === 'string') return unitText(record);
  return Object.entries(record)
    .filter(([key, value]) => key !== 'unitId' && !isEmptyValue(value))
    .map(([key, value]) => `${key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()}: ${valueText(key, value)}`)
    .join(' · ');
}

/** '“3 BHK Premium” · 3 BHK · 2 bath · 1,450 Sq.Ft. · ₹1.20 Cr · 40 units'. */
export function unitText(unit: Plain): string {
  const parts: string[] = [`“${String(unit.unitTitle)}”`];
  if (typeof unit.bedroomCount === 'number') parts.push(bedroomLabel(unit.bedroomCount));
  if (typeof unit.bathroomCount === 'number')
    parts.push(unit.bathroomCount === 0 ? 'shared bath' : `${unit.bathroomCount} bath`);
  if (isArea(unit.primaryArea)) parts.push(areaText(unit.primaryArea));
  const price = UNIT_PRICE_FIELDS.filter((key) => typeof unit[key] === 'number').map(
    (key) =>
      `${key === 'salePrice' ? '' : `${key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()} `}${formatPrice(unit[key] as number)}`,
  );
  parts.push(...price);
  if (typeof unit.unitCount === 'number') parts.push(`${unit.unitCount} unit${unit.unitCount === 1 ? '' : 's'}`);
  return parts.join(' · ');
}
