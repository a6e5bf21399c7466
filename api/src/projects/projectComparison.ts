import {
  COMPARE_NEARBY_CATEGORIES,
  projectLink,
  projectPriceRange,
  squareFeetOf,
  unitPriceRange,
  unitRatePerSquareFoot,
  type AreaType,
  type ComparedProject,
  type NearbyPlace,
  type PriceRange,
  type ProjectDoc,
  type Unit,
} from '@aangan/contracts';

type Range = PriceRange | null;

const widen = (range: Range, low: number, high: number): PriceRange =>
  range ? { low: Math.min(range.low, low), high: Math.max(range.high, high) } : { low, high };

const rounded = (range: Range): Range => range && { low: Math.round(range.low), high: Math.round(range.high) };

/** The sizes the site shows of a unit (primary first), as the project page lists them. */
const shownAreas = (unit: Unit) =>
  [unit.primaryArea, unit.secondaryArea, unit.tertiaryArea].filter(
    (area): area is NonNullable<typeof area> => area !== undefined && area.displayUnitSize !== false,
  );

/** Smallest to largest shown size of this area type in square feet; untyped (null) counts primary sizes only. */
function sizeRange(units: readonly Unit[], type: AreaType | null, state: string | undefined): Range {
  let range: Range = null;
  for (const unit of units) {
    const areas = shownAreas(unit).filter((area) =>
      type === null ? area === unit.primaryArea && !area.areaType : area.areaType === type,
    );
    for (const area of areas) {
      const feet = squareFeetOf(area, state);
      if (feet !== null) range = widen(range, feet, feet);
    }
  }
  return rounded(range);
}

/** The price range of each bedroom count, fewest bedrooms first (units without a count or a price are left out). */
function priceByBedrooms(units: readonly Unit[]): ComparedProject['priceByBedrooms'] {
  const byCount = new Map<number, PriceRange>();
  for (const unit of units) {
    const price = unitPriceRange(unit);
    if (unit.bedroomCount === undefined || !price) continue;
    byCount.set(unit.bedroomCount, widen(byCount.get(unit.bedroomCount) ?? null, price.low, price.high));
  }
  return [...byCount.entries()].sort(([a], [b]) => a - b).map(([bedrooms, range]) => ({ bedrooms, ...range }));
}

function ratePerSqFt(units: readonly Unit[], state: string | undefined): Range {
  let range: Range = null;
  for (const unit of units) {
    const rate = unitRatePerSquareFoot(unit, state);
    if (rate) range = widen(range, rate.low, rate.high);
  }
  return rounded(range);
}

/** The closest listed place of the category; without distances, the first one listed. */
function nearestOf(places: readonly NearbyPlace[], category: NearbyPlace['category']) {
  const inCategory = places.filter((place) => place.category === category);
  const measured = inCategory
    .filter((place) => place.distanceKm !== undefined)
    .sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
  const nearest = measured[0] ?? inCategory[0];
  return nearest ? { name: nearest.name, distanceKm: nearest.distanceKm ?? null } : null;
}

/**
 * A posted project as a comparison reads it. `reraUnlocked`: the visitor has sent the contact form
 * (or is staff), so the registrations' statuses are shown as on the project page.
 */
export function comparedProject(doc: ProjectDoc, slug: string, reraUnlocked: boolean): ComparedProject {
  const units = doc.units ?? [];
  const rera = (doc.reraDetails ?? []).filter((detail) => detail.projectReraId);
  const statuses = rera.flatMap((detail) => (detail.projectStatus ? [detail.projectStatus] : []));
  const places = doc.nearbyPlaces ?? [];
  return {
    slug,
    _id: doc._id,
    projectTitle: doc.projectTitle ?? '',
    link: projectLink(doc),
    coverImage: doc.coverImage ?? null,
    place: [doc.locality, doc.city].filter(Boolean).join(', '),
    price: projectPriceRange(units),
    priceByBedrooms: priceByBedrooms(units),
    pricePerSqFt: ratePerSqFt(units, doc.state),
    carpetSqFt: sizeRange(units, 'Carpet', doc.state),
    builtUpSqFt: sizeRange(units, 'Built-up', doc.state),
    superBuiltUpSqFt: sizeRange(units, 'Super Built-up', doc.state),
    plotSqFt: sizeRange(units, 'Plot Area', doc.state),
    otherSqFt: sizeRange(units, null, doc.state),
    possessionStatus: doc.possessionStatus ?? null,
    proposedPossessionDate: doc.proposedPossessionDate ?? null,
    reraNumbers: rera.map((detail) => detail.projectReraId),
    reraStatuses: reraUnlocked ? statuses.filter((status, index) => statuses.indexOf(status) === index) : [],
    reraStatusLocked: !reraUnlocked && statuses.length > 0,
    developer: doc.developer
      ? { name: doc.developer.name, sinceYear: doc.developer.sinceYear ?? null, rating: doc.developer.rating ?? null }
      : null,
    amenities: doc.amenities ?? [],
    landAmenities: doc.landAmenities ?? [],
    nearest: Object.fromEntries(
      COMPARE_NEARBY_CATEGORIES.map((category) => [category, nearestOf(places, category)]),
    ) as ComparedProject['nearest'],
  };
}
