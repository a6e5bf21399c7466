import {
  AMENITY_LABELS,
  bedroomLabel,
  COMPARE_NEARBY_CATEGORIES,
  DEVELOPER_RATING_MAX,
  formatPriceRange,
  LAND_AMENITY_LABELS,
  NEARBY_PLACE_CATEGORY_LABELS,
  type Amenity,
  type ComparedProject,
  type LandAmenity,
} from '@aangan/contracts/browser';
import { formatDistance, formatMonthOrDate, formatNumber } from '../format/projectFormat.ts';

/** What a cell shows when the project does not say. */
export const NO_VALUE = '–';
/** A yes/no row's cells (amenities): the page reads them out as "Yes" and "No". */
export const YES = '✓';

export interface CompareRow {
  label: string;
  /** One text per project, in the order of the columns. */
  values: string[];
  /** Not every project shows the same. */
  differs: boolean;
}

export interface CompareGroup {
  title: string;
  rows: CompareRow[];
}

type Range = { low: number; high: number } | null;

const numberRange = (range: Range, format: (n: number) => string, unit = ''): string =>
  !range
    ? NO_VALUE
    : range.low === range.high
      ? `${format(range.low)}${unit}`
      : `${format(range.low)} – ${format(range.high)}${unit}`;

const sqFt = (range: Range): string => numberRange(range, formatNumber, ' sq ft');
const rupees = (n: number): string => `₹${formatNumber(n)}`;

const row = (label: string, values: string[]): CompareRow => ({
  label,
  values,
  differs: values.some((value) => value !== values[0]),
});

/** The rows at least one project has a value in. */
const withValues = (rows: CompareRow[]): CompareRow[] =>
  rows.filter((candidate) => candidate.values.some((value) => value !== NO_VALUE));

function priceRows(projects: readonly ComparedProject[]): CompareRow[] {
  const bedrooms = [...new Set(projects.flatMap((p) => p.priceByBedrooms.map((b) => b.bedrooms)))].sort(
    (a, b) => a - b,
  );
  return [
    row(
      'Price range',
      projects.map((p) => (p.price ? formatPriceRange(p.price.low, p.price.high) : 'On request')),
    ),
    ...bedrooms.map((count) =>
      row(
        `${bedroomLabel(count)} price`,
        projects.map((p) => {
          const band = p.priceByBedrooms.find((b) => b.bedrooms === count);
          return band ? formatPriceRange(band.low, band.high) : NO_VALUE;
        }),
      ),
    ),
    row(
      'Price per sq ft',
      projects.map((p) => numberRange(p.pricePerSqFt, rupees)),
    ),
  ];
}

const sizeRows = (projects: readonly ComparedProject[]): CompareRow[] =>
  withValues([
    row(
      'Carpet area',
      projects.map((p) => sqFt(p.carpetSqFt)),
    ),
    row(
      'Built-up area',
      projects.map((p) => sqFt(p.builtUpSqFt)),
    ),
    row(
      'Super built-up area',
      projects.map((p) => sqFt(p.superBuiltUpSqFt)),
    ),
    row(
      'Plot area',
      projects.map((p) => sqFt(p.plotSqFt)),
    ),
    row(
      'Unit size',
      projects.map((p) => sqFt(p.otherSqFt)),
    ),
  ]);

const reraStatus = (p: ComparedProject): string =>
  p.reraStatusLocked ? 'Shown after the contact form' : p.reraStatuses.length ? p.reraStatuses.join(', ') : NO_VALUE;

const yesNoRows = <K extends string>(
  labels: Record<K, string>,
  projects: readonly ComparedProject[],
  has: (project: ComparedProject, key: K) => boolean,
): CompareRow[] =>
  (Object.keys(labels) as K[])
    .filter((key) => projects.some((p) => has(p, key)))
    .map((key) =>
      row(
        labels[key],
        projects.map((p) => (has(p, key) ? YES : NO_VALUE)),
      ),
    );

const nearestText = (place: ComparedProject['nearest'][keyof ComparedProject['nearest']]): string =>
  !place ? NO_VALUE : place.distanceKm === null ? place.name : `${place.name} · ${formatDistance(place.distanceKm)}`;

/** The comparison's rows, grouped as the page shows them; groups with no row are left out. */
export function compareGroups(projects: readonly ComparedProject[]): CompareGroup[] {
  const groups: CompareGroup[] = [
    { title: 'Price', rows: priceRows(projects) },
    { title: 'Size', rows: sizeRows(projects) },
    {
      title: 'Possession',
      rows: [
        row(
          'Status',
          projects.map((p) => p.possessionStatus ?? NO_VALUE),
        ),
        row(
          'Possession date',
          projects.map((p) => formatMonthOrDate(p.proposedPossessionDate ?? undefined) || NO_VALUE),
        ),
      ],
    },
    {
      title: 'RERA',
      rows: [
        row(
          'RERA number',
          projects.map((p) => p.reraNumbers.join(', ') || NO_VALUE),
        ),
        row('RERA status', projects.map(reraStatus)),
      ],
    },
    {
      title: 'Developer',
      rows: [
        row(
          'Developer',
          projects.map((p) => p.developer?.name ?? NO_VALUE),
        ),
        row(
          'Since',
          projects.map((p) => (p.developer?.sinceYear ? String(p.developer.sinceYear) : NO_VALUE)),
        ),
        row(
          'Rating',
          projects.map((p) =>
            p.developer?.rating === null || p.developer?.rating === undefined
              ? NO_VALUE
              : `${p.developer.rating} / ${DEVELOPER_RATING_MAX}`,
          ),
        ),
      ],
    },
    {
      title: 'Amenities',
      rows: yesNoRows<Amenity>(AMENITY_LABELS, projects, (p, key) => p.amenities.includes(key)),
    },
    {
      title: 'Land amenities',
      rows: yesNoRows<LandAmenity>(LAND_AMENITY_LABELS, projects, (p, key) => p.landAmenities.includes(key)),
    },
    {
      title: 'Nearby',
      rows: COMPARE_NEARBY_CATEGORIES.map((category) =>
        row(
          NEARBY_PLACE_CATEGORY_LABELS[category],
          projects.map((p) => nearestText(p.nearest[category])),
        ),
      ),
    },
  ];
  return groups.filter((group) => group.rows.length > 0);
}

/** Only the rows that differ, for "Show only differences". */
export const differencesOf = (groups: readonly CompareGroup[]): CompareGroup[] =>
  groups
    .map((group) => ({ ...group, rows: group.rows.filter((candidate) => candidate.differs) }))
    .filter((group) => group.rows.length > 0);
