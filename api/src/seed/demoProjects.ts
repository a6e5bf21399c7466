import {
  requiredUnitAreas,
  AMENITIES,
  CITY_STATES,
  FEATURED_CITIES,
  HIGHLIGHT_TAGS,
  LAND_AMENITIES,
  PROJECT_SUB_TYPES,
  POSSESSION_STATUSES,
  type ProjectFields,
  type ProjectType,
  type Unit,
} from '@aangan/contracts';
import { DEMO_CITIES, DEMO_DEVELOPERS, DEMO_NAME_SUFFIXES, DEMO_NAME_WORDS } from './demoCatalog.ts';

/** Small deterministic generator (mulberry32), so every fresh install gets the same catalogue. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const some = <T>(items: readonly T[], min: number, max: number): T[] => {
    const pool = [...items];
    const count = Math.min(pool.length, int(min, max));
    const out: T[] = [];
    for (let i = 0; i < count; i += 1) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
    return out;
  };
  return { next, int, pick, some };
}

type Random = ReturnType<typeof seededRandom>;

const MIN_PRICE = 25_00_000;
const MAX_PRICE = 15_00_00_000;
const roundPrice = (rupees: number): number => Math.min(MAX_PRICE, Math.max(MIN_PRICE, Math.round(rupees / 50_000) * 50_000));

function residentialUnits(r: Random, rate: number): Unit[] {
  const bedrooms = r.some([0, 1, 2, 3, 4, 5], 1, 4).sort((a, b) => a - b);
  return bedrooms.map((bhk) => {
    const size = bhk === 0 ? r.int(380, 520) : 450 + bhk * r.int(480, 620);
    const price = roundPrice(size * rate * (0.9 + r.next() * 0.25));
    return {
      unitTitle: bhk === 0 ? 'Studio' : `${bhk} BHK`,
      bedroomCount: bhk,
      bathroomCount: Math.max(1, bhk),
      primaryArea: { areaSize: size, areaUnit: 'squareFeet', areaType: 'Carpet', displayUnitSize: true },
      secondaryArea: { areaSize: Math.round(size * 1.12), areaUnit: 'squareFeet', areaType: 'Built-up' },
      tertiaryArea: { areaSize: Math.round(size * 1.25), areaUnit: 'squareFeet', areaType: 'Super Built-up' },
      minPrice: price,
      maxPrice: roundPrice(price * (1.05 + r.next() * 0.15)),
      furnishingStatus: r.pick(['Unfurnished', 'Semi Furnished', 'Furnished'] as const),
      unitCount: r.int(20, 400),
    };
  });
}

function spaceUnits(r: Random, rate: number, type: ProjectType): Unit[] {
  const count = r.int(1, 6);
  return Array.from({ length: count }, (_, i) => {
    const size = type === 'Commercial' ? r.int(250, 4000) : type === 'Industrial' ? r.int(5000, 60000) : r.int(10890, 87120);
    const factor = type === 'Commercial' ? 1.3 : type === 'Industrial' ? 0.25 : 0.06;
    const price = roundPrice(size * rate * factor * (0.9 + r.next() * 0.2));
    const base = {
      unitTitle: type === 'Commercial' ? `${r.pick(['Office', 'Shop', 'Showroom'])} ${i + 1}` : type === 'Industrial' ? `Shed ${i + 1}` : `Plot ${i + 1}`,
      primaryArea: { areaSize: size, areaUnit: 'squareFeet' as const, areaType: 'Carpet' as const, displayUnitSize: true },
      unitCount: r.int(1, 60),
    };
    return type === 'Farmland'
      ? { ...base, plotMinPrice: price, plotMaxPrice: roundPrice(price * 1.1), openSides: r.pick([1, 2, 3, 4] as const), boundaryWallsMade: r.next() > 0.5 }
      : { ...base, salePrice: price, washroomType: r.pick(['Shared', 'Private'] as const), pantryType: r.pick(['Dry', 'Wet', 'Shared'] as const) };
  });
}

/** The built-up and super built-up areas the sub type is sold by (contracts' requiredUnitAreas), where a unit lacks them. */
function withRequiredAreas(units: Unit[], subType: string): Unit[] {
  const required = requiredUnitAreas(subType);
  return units.map((unit) => ({
    ...unit,
    ...(required.builtUp && !unit.secondaryArea ? { secondaryArea: { areaSize: Math.round(unit.primaryArea.areaSize * 1.1), areaUnit: unit.primaryArea.areaUnit, areaType: 'Built-up' as const } } : {}),
    ...(required.superBuiltUp && !unit.tertiaryArea ? { tertiaryArea: { areaSize: Math.round(unit.primaryArea.areaSize * 1.2), areaUnit: unit.primaryArea.areaUnit, areaType: 'Super Built-up' as const } } : {}),
  }));
}

const largestUnitSqFt = (units: Unit[]): number =>
  Math.max(0, ...units.flatMap((u) => [u.primaryArea, u.secondaryArea, u.tertiaryArea]).map((a) => (a && a.areaUnit === 'squareFeet' ? a.areaSize : 0)));

/** One demo project: complete enough to post, in a featured city, priced between ₹25 L and ₹15 Cr. */
export function demoProject(r: Random, index: number): ProjectFields {
  const city = FEATURED_CITIES[index % FEATURED_CITIES.length]!;
  const place = DEMO_CITIES[city];
  const roll = r.next();
  const projectType: ProjectType = roll < 0.6 ? 'Residential' : roll < 0.8 ? 'Commercial' : roll < 0.9 ? 'Industrial' : 'Farmland';
  const projectSubType = r.pick(PROJECT_SUB_TYPES[projectType]);
  const developer = r.pick(DEMO_DEVELOPERS);
  const locality = r.pick(place.localities);
  const projectTitle = `${developer.split(' ')[0]} ${r.pick(DEMO_NAME_WORDS)} ${r.pick(DEMO_NAME_SUFFIXES[projectType])}`;
  const units = withRequiredAreas(projectType === 'Residential' ? residentialUnits(r, place.ratePerSqft) : spaceUnits(r, place.ratePerSqft, projectType), projectSubType);
  const launchYear = r.int(2019, 2026);
  const possessionStatus = r.pick(POSSESSION_STATUSES);
  const image = (n: number) => `/uploads/demo/project-${((index + n) % 12) + 1}.svg`;
  const reraId = `${CITY_STATES[city].slice(0, 2).toUpperCase()}RERA${launchYear}P${String(10000 + index).slice(1)}`;
  return {
    projectType,
    projectSubType,
    city,
    state: CITY_STATES[city],
    locality,
    projectTitle,
    // Never smaller than the largest unit (a farm house or shed can be most of the land).
    projectArea: { areaSize: Math.max(r.int(2, 40), Math.ceil((largestUnitSqFt(units) * 1.3) / 43_560)), areaUnit: 'acres', displayUnitSize: true },
    projectRating: Math.round((6 + r.next() * 4) * 10) / 10,
    highlightTags: r.some(HIGHLIGHT_TAGS, 2, 5),
    description: `${projectTitle} is a ${projectSubType.toLowerCase()} project by ${developer} in ${locality}, ${city}. It offers ${units.length} configuration${units.length > 1 ? 's' : ''} with ${possessionStatus.toLowerCase()} possession, good road connectivity and everyday needs within a short drive.`,
    metaTitle: `${projectTitle} in ${locality}, ${city}`,
    metaDescription: `Prices, floor plans, RERA details and amenities of ${projectTitle}, ${locality}, ${city}.`,
    coverImage: image(0),
    photos: [image(0), image(3), image(7)],
    amenities: r.some(AMENITIES, 6, 16),
    landAmenities: r.some(LAND_AMENITIES, 2, 6),
    nearbyPlaces: [
      { category: 'hospital', name: `${locality} Multispeciality Hospital`, distanceKm: r.int(5, 60) / 10 },
      { category: 'school', name: `${city} Public School`, distanceKm: r.int(3, 40) / 10 },
      { category: 'metroStations', name: `${locality} Metro Station`, distanceKm: r.int(5, 80) / 10 },
    ],
    launchDate: `${launchYear}-${String(r.int(1, 12)).padStart(2, '0')}`,
    possessionStatus,
    ...(possessionStatus === 'Ready to Move' ? { builtDate: `${Math.min(launchYear + 2, 2026)}-${String(r.int(1, 9)).padStart(2, '0')}` } : {}),
    proposedPossessionDate: `${launchYear + r.int(2, 5)}-${String(r.int(1, 12)).padStart(2, '0')}`,
    numberOfUnits: units.reduce((sum, u) => sum + u.unitCount, 0),
    towers: projectType === 'Residential' ? r.int(1, 14) : r.int(1, 3),
    floors: projectType === 'Residential' ? r.int(4, 45) : r.int(1, 12),
    latitude: Math.round((place.lat + (r.next() - 0.5) * 0.16) * 1e6) / 1e6,
    longitude: Math.round((place.lng + (r.next() - 0.5) * 0.16) * 1e6) / 1e6,
    placeName: `${projectTitle}, ${locality}`,
    reraDetails: [
      {
        projectReraId: reraId,
        reraProjectName: projectTitle,
        reraProjectType: projectType,
        projectStatus: possessionStatus === 'Ready to Move' ? 'Completed' : 'Ongoing',
        projectStartDate: `${launchYear}-01-15`,
        projectCompletionDate: `${launchYear + 4}-12-31`,
        sanctioningAuthority: `${city} Development Authority`,
      },
    ],
    developer: { name: developer, sinceYear: r.int(1985, 2015), rating: r.int(3, 5), about: `${developer} builds homes and workplaces across India.`, totalProjects: r.int(5, 80), experienceYears: r.int(8, 40) },
    faqs: [
      { question: `Is ${projectTitle} RERA registered?`, answer: `Yes, its RERA number is ${reraId}.` },
      { question: 'Are home loans available?', answer: 'Yes, the project is approved by major banks.' },
    ],
    units,
  };
}

/** Simple building illustrations for the demo catalogue (no third-party images). */
export function demoImageSvg(n: number): string {
  const hues = [18, 200, 150, 280, 35, 340, 90, 220, 10, 180, 260, 50];
  const hue = hues[(n - 1) % hues.length]!;
  const r = seededRandom(n * 7919);
  const towers = Array.from({ length: 5 }, (_, i) => {
    const w = r.int(70, 120);
    const h = r.int(160, 330);
    const x = 40 + i * 150 + r.int(-10, 10);
    return `<rect x="${x}" y="${450 - h}" width="${w}" height="${h}" rx="4" fill="hsl(${hue} 25% ${30 + i * 6}%)"/>` +
      Array.from({ length: Math.floor(h / 40) }, (_, j) => `<rect x="${x + 12}" y="${450 - h + 16 + j * 40}" width="${w - 24}" height="14" fill="hsl(45 90% 80% / .55)"/>`).join('');
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 82%)"/><stop offset="1" stop-color="hsl(${hue} 60% 95%)"/></linearGradient></defs><rect width="800" height="500" fill="url(#s)"/>${towers}<rect y="450" width="800" height="50" fill="hsl(110 30% 45%)"/></svg>`;
}
