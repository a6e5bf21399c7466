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

/** The part of the filter one unit must meet on its own; null when no unit-level filter is set. */
export function unitFilter(c: SearchCriteria): Filter | null {
  const unit: Filter = {};
  if (c.bhkBands?.length) unit['bhkBand'] = c.bhkBands.length === 1 ? c.bhkBands[0] : { $in: [...new Set(c.bhkBands)] };
  // A unit priced as a range fits a budget it overlaps: its low end within the most, its high end above the least.
  if (c.budgetMax !== undefined) unit['priceLow'] = { $lte: c.budgetMax };
  if (c.budgetMin !== undefined) unit['priceHigh'] = { $gte: c.budgetMin };
  if (c.areaMin !== undefined || c.areaMax !== undefined) {
    unit['areaSqFt'] = {
      ...(c.areaMin !== undefined ? { $gte: c.areaMin } : {}),
      ...(c.areaMax !== undefined ? { $lte: c.areaMax } : {}),
    };
  }
  return Object.keys(unit).length ? unit : null;
}

export function searchFilter(c: SearchCriteria): Filter {
  const and: Filter[] = [{ ...PUBLIC_PROJECTS }];
  if (c.city) and.push({ cityKey: c.city.trim().toLowerCase() });
  if (c.cities?.length) and.push({ cityKey: { $in: [...new Set(c.cities.map((city) => city.trim().toLowerCase()))] } });
  // Equal to the locality whatever its case, by the lower-case copy the read model keeps (indexed).
  if (c.locality) and.push({ localityKey: c.locality.trim().toLowerCase() });
  if (c.developer) and.push({ developerKey: c.developer.trim().toLowerCase() });
  if (c.projectType) and.push({ projectType: c.projectType });
  if (c.projectSubTypes?.length) {
    const subTypes = [...new Set(c.projectSubTypes.map(canonicalSubType))];
    and.push({ projectSubType: subTypes.length === 1 ? subTypes[0] : { $in: subTypes } });
  }
  if (c.possession) and.push({ possessionStatus: c.possession });
  const unit = unitFilter(c);
  if (unit) and.push({ unitSummaries: { $elemMatch: unit } });
  if (c.amenities?.length) and.push({ amenities: { $all: [...c.amenities] } });
  for (const group of c.termGroups ?? [])
    and.push({ searchTerms: group.length === 1 ? group[0] : { $in: [...group] } });
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
