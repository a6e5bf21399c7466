import {
  AMENITY_LABELS,
  COMPARE_NEARBY_CATEGORIES,
  DEVELOPER_RATING_MAX,
  formatPriceRange,
  LAND_AMENITY_LABELS,
  type Amenity,
  type ComparedProject,
  type LandAmenity,
  type Locale,
} from '@aangan/contracts/browser';
import { formatDistance, formatNumber } from '../format/projectFormat.ts';
import type { SiteStrings } from '../i18n/en/index.ts';
import { monthOrDateIn, nameOf } from '../i18n/projectWords.ts';

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

/** The page's strings and language. */
export interface CompareWords {
  strings: SiteStrings;
  locale: Locale;
}

const numberRange = (range: Range, format: (n: number) => string, unit = ''): string =>
  !range
    ? NO_VALUE
    : range.low === range.high
      ? `${format(range.low)}${unit}`
      : `${format(range.low)} – ${format(range.high)}${unit}`;

const rupees = (n: number): string => `₹${formatNumber(n)}`;

const row = (label: string, values: string[]): CompareRow => ({
  label,
  values,
  differs: values.some((value) => value !== values[0]),
});

/** The rows at least one project has a value in. */
const withValues = (rows: CompareRow[]): CompareRow[] =>
  rows.filter((candidate) => candidate.values.some((value) => value !== NO_VALUE));

function priceRows(projects: readonly ComparedProject[], { strings, locale }: CompareWords): CompareRow[] {
  const t = strings.saved.compare.rows;
  const bedrooms = [...new Set(projects.flatMap((p) => p.priceByBedrooms.map((b) => b.bedrooms)))].sort(
    (a, b) => a - b,
  );
  return [
    row(
      t.priceRange,
      projects.map((p) => (p.price ? formatPriceRange(p.price.low, p.price.high, locale) : t.onRequest)),
    ),
    ...bedrooms.map((count) =>
      row(
        t.bedroomPrice(strings.enums.bedrooms(count)),
        projects.map((p) => {
          const band = p.priceByBedrooms.find((b) => b.bedrooms === count);
          return band ? formatPriceRange(band.low, band.high, locale) : NO_VALUE;
        }),
      ),
    ),
    row(
      t.pricePerSqFt,
      projects.map((p) => numberRange(p.pricePerSqFt, rupees)),
    ),
  ];
}

const sizeRows = (projects: readonly ComparedProject[], { strings }: CompareWords): CompareRow[] => {
  const t = strings.saved.compare.rows;
  const sqFt = (range: Range): string => numberRange(range, formatNumber, ` ${strings.enums.units.sqFt}`);
  return withValues([
    row(
      t.carpet,
      projects.map((p) => sqFt(p.carpetSqFt)),
    ),
    row(
      t.builtUp,
      projects.map((p) => sqFt(p.builtUpSqFt)),
    ),
    row(
      t.superBuiltUp,
      projects.map((p) => sqFt(p.superBuiltUpSqFt)),
    ),
    row(
      t.plot,
      projects.map((p) => sqFt(p.plotSqFt)),
    ),
    row(
      t.unitSize,
      projects.map((p) => sqFt(p.otherSqFt)),
    ),
  ]);
};

const reraStatus = (p: ComparedProject, locked: string): string =>
  p.reraStatusLocked ? locked : p.reraStatuses.length ? p.reraStatuses.join(', ') : NO_VALUE;

const yesNoRows = <K extends string>(
  keys: readonly K[],
  names: Readonly<Record<string, string>>,
  projects: readonly ComparedProject[],
  has: (project: ComparedProject, key: K) => boolean,
): CompareRow[] =>
  keys
    .filter((key) => projects.some((p) => has(p, key)))
    .map((key) =>
      row(
        nameOf(names, key),
        projects.map((p) => (has(p, key) ? YES : NO_VALUE)),
      ),
    );

/** The comparison's rows, grouped as the page shows them; groups with no row are left out. */
export function compareGroups(projects: readonly ComparedProject[], words: CompareWords): CompareGroup[] {
  const { strings } = words;
  const t = strings.saved.compare.rows;
  const nearestText = (place: ComparedProject['nearest'][keyof ComparedProject['nearest']]): string =>
    !place
      ? NO_VALUE
      : place.distanceKm === null
        ? place.name
        : `${place.name} · ${formatDistance(place.distanceKm, strings.enums.units)}`;
  const groups: CompareGroup[] = [
    { title: t.price, rows: priceRows(projects, words) },
    { title: t.size, rows: sizeRows(projects, words) },
    {
      title: t.possession,
      rows: [
        row(
          t.status,
          projects.map((p) => (p.possessionStatus ? nameOf(strings.enums.possession, p.possessionStatus) : NO_VALUE)),
        ),
        row(
          t.possessionDate,
          projects.map((p) => monthOrDateIn(strings.project, p.proposedPossessionDate) || NO_VALUE),
        ),
      ],
    },
    {
      title: t.rera,
      rows: [
        row(
          t.reraNumber,
          projects.map((p) => p.reraNumbers.join(', ') || NO_VALUE),
        ),
        row(
          t.reraStatus,
          projects.map((p) => reraStatus(p, t.reraLocked)),
        ),
      ],
    },
    {
      title: t.developer,
      rows: [
        row(
          t.developer,
          projects.map((p) => p.developer?.name ?? NO_VALUE),
        ),
        row(
          t.since,
          projects.map((p) => (p.developer?.sinceYear ? String(p.developer.sinceYear) : NO_VALUE)),
        ),
        row(
          t.rating,
          projects.map((p) =>
            p.developer?.rating === null || p.developer?.rating === undefined
              ? NO_VALUE
              : `${p.developer.rating} / ${DEVELOPER_RATING_MAX}`,
          ),
        ),
      ],
    },
    {
      title: t.amenities,
      rows: yesNoRows<Amenity>(Object.keys(AMENITY_LABELS) as Amenity[], strings.enums.amenities, projects, (p, key) =>
        p.amenities.includes(key),
      ),
    },
    {
      title: t.landAmenities,
      rows: yesNoRows<LandAmenity>(
        Object.keys(LAND_AMENITY_LABELS) as LandAmenity[],
        strings.enums.landAmenities,
        projects,
        (p, key) => p.landAmenities.includes(key),
      ),
    },
    {
      title: t.nearby,
      rows: COMPARE_NEARBY_CATEGORIES.map((category) =>
        row(
          nameOf(strings.enums.nearbyPlaces, category),
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
