import { ALL_SUB_TYPES, geoCellsCovering } from '@aangan/contracts';
import type { Filter } from '@aangan/projections';

/**
 * The one query builder for public project search: the search API, the search page (through the
 * API) and the assistant all turn their filters into a `SearchCriteria` and ask this for the store
 * filter, so the assistant's answer and its "See all results" page count the same projects.
 *
 * BHK, budget and size are unit-level: one unit must satisfy all of them together, matched with
 * `$elemMatch` over the per-unit summary of the read model. Everything else is project-level.
 */
export interface SearchCriteria {
  city?: string | undefined;
  /** Any of these cities (a region such as NCR); with `city` as well, the project must be in both. */
  cities?: readonly string[] | undefined;
  locality?: string | undefined;
  /** One developer's projects, by name in any case. */
  developer?: string | undefined;
  projectType?: string | undefined;
  projectSubTypes?: readonly string[] | undefined;
  possession?: string | undefined;
  /** Bedroom bands (0 studio, 1, 2, 3, 4 = four or more), any of them. */
  bhkBands?: readonly number[] | undefined;
  budgetMin?: number | undefined;
  budgetMax?: number | undefined;
  /** Unit size in square feet. */
  areaMin?: number | undefined;
  areaMax?: number | undefined;
  amenities?: readonly string[] | undefined;
  /** One group per search word: a project must hold one term of every group. */
  termGroups?: readonly (readonly string[])[] | undefined;
  near?: { latitude: number; longitude: number; radiusKm: number } | undefined;
}

export const PUBLIC_PROJECTS = { status: 'posted' } as const;

/** Sub types are a fixed list: whatever case the visitor used, compare with the listed value. */
export const canonicalSubType = (text: string): string =>
  ALL_SUB_TYPES.find((s) => s.toLowerCase() === text.trim().toLowerCase()) ?? text.trim();

const KM_PER_DEGREE = 111.32;

/** The unit-level filters: one unit must meet all of them together. */
export interface UnitKeys {
  bands: number[] | null;
  budgetMin: number | undefined;
  budgetMax: number | undefined;
  areaMin: number | undefined;
  areaMax: number | undefined;
}

/**
 * What a search asks of each field, as the read model holds it (lower-case keys, the listed sub
 * type, each set once): the one reading of the criteria that the store's filter and the search
 * columns both use. Null: the field is not filtered.
 */
export interface SearchKeys {
  city: string | null;
  cities: string[] | null;
  locality: string | null;
  developer: string | null;
  projectType: string | null;
  subTypes: string[] | null;
  possession: string | null;
  amenities: string[] | null;
  termGroups: string[][] | null;
  unit: UnitKeys | null;
}

const keyOf = (text: string | undefined): string | null => (text ? text.trim().toLowerCase() : null);

export function searchKeys(c: SearchCriteria): SearchKeys {
  const unit: UnitKeys = {
    bands: c.bhkBands?.length ? [...new Set(c.bhkBands)] : null,
    budgetMin: c.budgetMin,
    budgetMax: c.budgetMax,
    areaMin: c.areaMin,
    areaMax: c.areaMax,
  };
  const unitFiltered = Object.values(unit).some((value) => value !== null && value !== undefined);
  return {
    city: keyOf(c.city),
    cities: c.cities?.length ? [...new Set(c.cities.map((city) => city.trim().toLowerCase()))] : null,
    locality: keyOf(c.locality),
    developer: keyOf(c.developer),
    projectType: c.projectType || null,
    subTypes: c.projectSubTypes?.length ? [...new Set(c.projectSubTypes.map(canonicalSubType))] : null,
    possession: c.possession || null,
    amenities: c.amenities?.length ? [...c.amenities] : null,
    termGroups: c.termGroups?.length ? c.termGroups.map((group) => [...group]) : null,
    unit: unitFiltered ? unit : null,
  };
}

const oneOf = <T>(values: readonly T[]): T | { $in: T[] } => (values.length === 1 ? values[0] : { $in: [...values] });

function unitFilterOf(unit: UnitKeys): Filter {
  const filter: Filter = {};
  if (unit.bands) filter['bhkBand'] = oneOf(unit.bands);
  // A unit priced as a range fits a budget it overlaps: its low end within the most, its high end above the least.
  if (unit.budgetMax !== undefined) filter['priceLow'] = { $lte: unit.budgetMax };
  if (unit.budgetMin !== undefined) filter['priceHigh'] = { $gte: unit.budgetMin };
  if (unit.areaMin !== undefined || unit.areaMax !== undefined) {
    filter['areaSqFt'] = {
      ...(unit.areaMin !== undefined ? { $gte: unit.areaMin } : {}),
      ...(unit.areaMax !== undefined ? { $lte: unit.areaMax } : {}),
    };
  }
  return filter;
}

/** The part of the filter one unit must meet on its own; null when no unit-level filter is set. */
export function unitFilter(c: SearchCriteria): Filter | null {
  const { unit } = searchKeys(c);
  return unit ? unitFilterOf(unit) : null;
}

export function searchFilter(c: SearchCriteria): Filter {
  const keys = searchKeys(c);
  const and: Filter[] = [{ ...PUBLIC_PROJECTS }];
  if (keys.city !== null) and.push({ cityKey: keys.city });
  if (keys.cities) and.push({ cityKey: { $in: keys.cities } });
  // Equal to the locality whatever its case, by the lower-case copy the read model keeps (indexed).
  if (keys.locality !== null) and.push({ localityKey: keys.locality });
  if (keys.developer !== null) and.push({ developerKey: keys.developer });
  if (keys.projectType) and.push({ projectType: keys.projectType });
  if (keys.subTypes) and.push({ projectSubType: oneOf(keys.subTypes) });
  if (keys.possession) and.push({ possessionStatus: keys.possession });
  if (keys.unit) and.push({ unitSummaries: { $elemMatch: unitFilterOf(keys.unit) } });
  if (keys.amenities) and.push({ amenities: { $all: keys.amenities } });
  for (const group of keys.termGroups ?? []) and.push({ searchTerms: oneOf(group) });
  if (c.near) {
    // The store narrows to the map cells around the point (indexed), then to a bounding box; the caller keeps the exact circle.
    const { latitude, longitude, radiusKm } = c.near;
    const dLat = radiusKm / KM_PER_DEGREE;
    const dLon = radiusKm / (KM_PER_DEGREE * Math.max(0.01, Math.cos((latitude * Math.PI) / 180)));
    const box = { south: latitude - dLat, north: latitude + dLat, west: longitude - dLon, east: longitude + dLon };
    const cells = geoCellsCovering(box);
    if (cells) and.push({ geoCells: cells.length === 1 ? cells[0] : { $in: cells } });
    and.push({ latitude: { $gte: box.south, $lte: box.north } });
    and.push({ longitude: { $gte: box.west, $lte: box.east } });
  }
  return and.length === 1 ? and[0] : { $and: and };
}

interface SummarisedUnit {
  bhkBand: number | null;
  priceLow: number | null;
  priceHigh: number | null;
  areaSqFt: number | null;
}

/**
 * The unit-level rule in plain code, for what the store cannot order by (the cheapest fitting
 * unit) and for tests that check the store against it.
 */
export function unitFits(unit: SummarisedUnit, c: SearchCriteria): boolean {
  if (c.bhkBands?.length && (unit.bhkBand === null || !c.bhkBands.includes(unit.bhkBand))) return false;
  if (c.budgetMax !== undefined && (unit.priceLow === null || unit.priceLow > c.budgetMax)) return false;
  if (c.budgetMin !== undefined && (unit.priceHigh === null || unit.priceHigh < c.budgetMin)) return false;
  if (c.areaMin !== undefined && (unit.areaSqFt === null || unit.areaSqFt < c.areaMin)) return false;
  if (c.areaMax !== undefined && (unit.areaSqFt === null || unit.areaSqFt > c.areaMax)) return false;
  return true;
}
