import { projectLink, type ProjectCard, type ProjectDoc } from '@aangan/contracts';
import type { SearchCriteria } from './projectSearchFilter.ts';
import { unitMatchOf } from './searchOrder.ts';

export const CARD_FIELDS = {
  _id: 1,
  slug: 1,
  customProjectUrl: 1,
  projectTitle: 1,
  city: 1,
  locality: 1,
  projectType: 1,
  projectSubType: 1,
  coverImage: 1,
  priceMin: 1,
  priceMax: 1,
  bhk: 1,
  areaMinSqFt: 1,
  areaMaxSqFt: 1,
  unitSummaries: 1,
  reraDetails: 1,
  possessionStatus: 1,
  developer: 1,
  projectRating: 1,
  isGrandProject: 1,
  latitude: 1,
  longitude: 1,
} as const;

function lowestPricePerSqFt(doc: ProjectDoc): number | null {
  let lowest: number | null = null;
  for (const unit of doc.unitSummaries ?? []) {
    if (unit.priceLow === null || !unit.areaSqFt) continue;
    const rate = Math.round(unit.priceLow / unit.areaSqFt);
    if (lowest === null || rate < lowest) lowest = rate;
  }
  return lowest;
}

/** A result card; with the search's criteria, a unit-level search's card also says which units answer it. */
export function toCard(doc: ProjectDoc, distanceKm?: number, criteria?: SearchCriteria): ProjectCard {
  const matching = criteria ? unitMatchOf(doc.unitSummaries, criteria) : null;
  return {
    _id: doc._id,
    slug: doc.slug,
    ...(doc.customProjectUrl ? { customProjectUrl: doc.customProjectUrl } : {}),
    link: projectLink(doc),
    projectTitle: doc.projectTitle,
    city: doc.city,
    locality: doc.locality,
    projectType: doc.projectType,
    projectSubType: doc.projectSubType,
    coverImage: doc.coverImage,
    priceMin: doc.priceMin,
    priceMax: doc.priceMax,
    bhk: doc.bhk,
    areaMinSqFt: doc.areaMinSqFt ?? null,
    areaMaxSqFt: doc.areaMaxSqFt ?? null,
    pricePerSqFtFrom: lowestPricePerSqFt(doc),
    reraRegistered: Boolean(doc.reraDetails?.some((r) => r.projectReraId)),
    ...(doc.latitude !== undefined && doc.longitude !== undefined
      ? { latitude: doc.latitude, longitude: doc.longitude }
      : {}),
    possessionStatus: doc.possessionStatus,
    developerName: doc.developer?.name,
    projectRating: doc.projectRating,
    isGrandProject: doc.isGrandProject,
    ...(distanceKm === undefined ? {} : { distanceKm: Math.round(distanceKm * 10) / 10 }),
    ...(matching ? { matching } : {}),
  };
}
