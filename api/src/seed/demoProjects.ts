import {
  FEATURED_CITIES,
  LAND_AMENITIES,
  PROJECT_SUB_TYPES,
  fromSquareFeet,
  slugify,
  toSquareFeet,
  type HighlightTag,
  type ProjectFields,
  type ProjectType,
  type Unit,
} from '@aangan/contracts';
import { DEMO_CITIES, DEMO_CITY_STATES, MENU_ONLY_CITIES, type DemoCityName } from './demoCities.ts';
import { demoRatePerSqFt } from './demoRates.ts';
import { developerAbout, developersFor } from './demoDevelopers.ts';
import { brochurePath, qrCodePath } from './demoDocuments.ts';
import { projectArtPhotos, projectArtRecipe } from '../demoPictures/projectArt.ts';
import { amenitiesFor, demoNearbyPlaces } from './demoFeatures.ts';
import { projectName } from './demoNames.ts';
import { STATE_RERA, projectReraNumber, sanctioningAuthority } from './demoRera.ts';
import { homeUnits } from './demoHomeUnits.ts';
import { farmHouseUnits, plotUnits } from './demoPlotUnits.ts';
import { spaceUnits } from './demoSpaceUnits.ts';
import type { SeededRandom as Random } from '@aangan/contracts';

export { seededRandom } from '@aangan/contracts';

const PLOTTED = new Set(['Residential Plot', 'Commercial Land', 'Industrial Land', 'Agricultural Land', 'Plots']);
/** Agricultural land and farm houses are sold outside RERA; every other project is registered. */
export const isRegisteredSubType = (subType: string): boolean =>
  subType !== 'Agricultural Land' && subType !== 'Farm House';

/** 'apartment', 'PG/co-living', 'SEZ office': a sub type as it reads inside a sentence. */
const kindOf = (subType: string): string =>
  subType.toLowerCase().replace(/\b(pg|sez|atm)\b/g, (word) => word.toUpperCase());
const spelledMonth = (month: string): string =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const handover = (land: boolean, built: string | null, planned: string): string =>
  built
    ? land
      ? `Developed in ${built}, its plots are ready for registry.`
      : `Built in ${built}, it is ready to move in.`
    : `${land ? 'Handover of plots' : 'Possession'} is planned for ${planned}.`;
const withArticle = (noun: string): string => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** 'yyyy-mm' some whole months from `now` (negative: in the past). */
export function monthFrom(now: Date, months: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

function unitsFor(r: Random, subType: string, rate: number): Unit[] {
  if (subType === 'Farm House') return farmHouseUnits(r, rate);
  if (PLOTTED.has(subType)) return plotUnits(r, subType, rate);
  if (PROJECT_SUB_TYPES.Residential.includes(subType as never)) return homeUnits(r, subType, rate);
  return spaceUnits(r, subType, rate);
}

const sqFtOf = (unit: Unit): number => toSquareFeet(unit.primaryArea.areaSize, unit.primaryArea.areaUnit);

/** Towers, floors and unit counts that agree with each other for the kind of project. */
function buildingsFor(
  r: Random,
  subType: string,
  units: Unit[],
  city: DemoCityName,
): { towers: number; floors: number; counts: number[] } {
  const split = (total: number) =>
    units.map((_, i) => Math.max(1, Math.round((total / units.length) * (i === 0 ? 1.2 : 0.9))));
  if (PLOTTED.has(subType)) {
    const [min, max] =
      subType === 'Agricultural Land'
        ? [3, 20]
        : subType === 'Industrial Land' || subType === 'Commercial Land'
          ? [4, 30]
          : [20, 120];
    return { towers: 0, floors: 0, counts: units.map(() => r.int(min, max)) };
  }
  if (['Independent House/Villa', 'Row House', 'Farm House'].includes(subType)) {
    const counts = units.map(() => r.int(8, 60));
    return { towers: counts.reduce((a, b) => a + b, 0), floors: subType === 'Farm House' ? 1 : r.int(2, 3), counts };
  }
  if (subType === 'Builder Floor') {
    const buildings = r.int(6, 40);
    return { towers: buildings, floors: 4, counts: split(buildings * 4) };
  }
  if (PROJECT_SUB_TYPES.Residential.includes(subType as never)) {
    const tall = ['Mumbai', 'Gurugram', 'Noida', 'Greater Noida', 'Hyderabad', 'Pune', 'Kolkata', 'Ghaziabad'].includes(
      city,
    );
    const towers = r.int(1, subType === 'Apartment' ? 10 : 3);
    const floors = tall ? r.int(14, 42) : r.int(6, 16);
    return { towers, floors, counts: split(towers * floors * r.int(4, 8)) };
  }
  const industrial = PROJECT_SUB_TYPES.Industrial.includes(subType as never);
  const floors = industrial
    ? r.int(1, 2)
    : ['Kiosk', 'Food Court', 'ATM Space', 'Shop', 'Showroom'].includes(subType)
      ? r.int(2, 5)
      : r.int(6, 22);
  return {
    towers: industrial ? units.length + r.int(0, 6) : r.int(1, 3),
    floors,
    counts: units.map(() => (industrial ? r.int(1, 12) : r.int(4, 80))),
  };
}

/** Dates that agree with the possession status, as of `now`. */
function datesFor(r: Random, status: ProjectFields['possessionStatus'], land: boolean) {
  if (status === 'Ready to Move') {
    const built = -r.int(3, 40);
    return { launch: built - r.int(30, 54), built, possession: built - r.int(0, 6) };
  }
  // Roads and services on a plotted site take two or three years; a tower takes four or five.
  if (status === 'Newly Launched') return { launch: -r.int(1, 8), possession: land ? r.int(18, 36) : r.int(36, 60) };
  const launch = -r.int(14, 40);
  return { launch, possession: r.int(4, 40) };
}

const TAGS_BY_TYPE: Record<ProjectType, HighlightTag[]> = {
  Residential: [
    'Gated Community',
    'Vastu Compliant',
    'Bank Loan Approved',
    'Low Density',
    'Green Building',
    'Smart Homes',
    'Park Facing',
    'Zero Brokerage',
  ],
  Commercial: ['Investment Hotspot', 'Bank Loan Approved', 'Green Building', 'Corner Property', 'Zero Brokerage'],
  Industrial: ['Near Expressway', 'Freehold', 'Investment Hotspot', 'Bank Loan Approved'],
  Farmland: ['Freehold', 'Low Density', 'Investment Hotspot', 'Corner Property'],
};

function tagsFor(
  r: Random,
  fields: {
    projectType: ProjectType;
    registered: boolean;
    status: string;
    possessionInMonths: number;
    rate: number;
    coast: boolean;
    nearMetro: boolean;
  },
): HighlightTag[] {
  const tags: HighlightTag[] = [];
  if (fields.registered) tags.push('RERA Registered');
  if (fields.status === 'Under Construction' && fields.possessionInMonths <= 12) tags.push('Possession Soon');
  if (fields.nearMetro) tags.push('Near Metro');
  if (fields.coast && fields.projectType === 'Residential') tags.push('Sea View');
  if (fields.projectType === 'Residential')
    tags.push(fields.rate >= 20_000 ? 'Luxury' : fields.rate <= 7_000 ? 'Affordable' : 'Bank Loan Approved');
  const extra = r.some(
    TAGS_BY_TYPE[fields.projectType].filter((t) => !tags.includes(t)),
    1,
    2,
  );
  return [...new Set([...tags, ...extra])].slice(0, 5);
}

export interface DemoOptions {
  /** The seed's clock: possession and built dates are set against it. */
  now?: Date;
  /** Names already taken in this catalogue; the project takes a free one and adds it. */
  usedNames?: Set<string>;
}

/** The first projects go round the featured cities; those after them, round the cities only the menus name. */
export const FEATURED_CITY_PROJECTS = 520;
const demoCityAt = (index: number): DemoCityName =>
  index < FEATURED_CITY_PROJECTS
    ? FEATURED_CITIES[index % FEATURED_CITIES.length]
    : MENU_ONLY_CITIES[index % MENU_ONLY_CITIES.length];

/** The folder of a demo project's drawn pictures: its name and its place in the catalogue. */
const demoArtKey = (title: string, index: number): string =>
  `${slugify(title).slice(0, 72).replace(/-+$/, '')}-${index + 1}`;

/** One demo project: complete enough to post, coherent in its type, prices, dates and registration. */
export function demoProject(r: Random, index: number, options: DemoOptions = {}): ProjectFields {
  const now = options.now ?? new Date();
  const city = demoCityAt(index);
  const state = DEMO_CITY_STATES[city];
  const place = DEMO_CITIES[city];
  const roll = r.next();
  const projectType: ProjectType =
    roll < 0.62 ? 'Residential' : roll < 0.8 ? 'Commercial' : roll < 0.9 ? 'Industrial' : 'Farmland';
  // Apartments are most of what is built; the other home types share the rest.
  const projectSubType =
    projectType === 'Residential' && r.next() < 0.45 ? 'Apartment' : r.pick(PROJECT_SUB_TYPES[projectType]);
  const developer = r.pick(developersFor(city, projectType));
  const localityInfo =
    projectType === 'Industrial' || projectSubType === 'Warehouse'
      ? place.industrialArea
      : projectType === 'Farmland'
        ? place.farmBelt
        : r.pick(place.localities);
  const locality = localityInfo.name;
  const rate = demoRatePerSqFt(city, locality, projectSubType);
  const projectTitle = projectName(r, developer.name, projectType, projectSubType, options.usedNames);
  const units = unitsFor(r, projectSubType, rate);
  const buildings = buildingsFor(r, projectSubType, units, city);
  units.forEach((unit, i) => (unit.unitCount = buildings.counts[i]!));
  // Bare farmland has nothing to construct: it is either just launched or ready for registry.
  const possessionStatus = r.pick(
    projectSubType === 'Agricultural Land'
      ? (['Newly Launched', 'Ready to Move'] as const)
      : (['Newly Launched', 'Under Construction', 'Under Construction', 'Ready to Move'] as const),
  );
  const dates = datesFor(r, possessionStatus, PLOTTED.has(projectSubType));
  const launchDate = monthFrom(now, dates.launch);
  const registered = isRegisteredSubType(projectSubType);
  const registeredOn = `${launchDate}-${String(r.int(1, 28)).padStart(2, '0')}`;
  const reraId = projectReraNumber(city, locality, state, registeredOn, index);
  const slug = slugify(`${projectTitle} ${locality} ${city}`);
  const landSqFt =
    units.reduce((sum, u) => sum + sqFtOf(u) * u.unitCount, 0) *
    (PLOTTED.has(projectSubType) || projectSubType === 'Farm House' ? 1.35 : 0);
  const acres = Math.max(
    Math.ceil(fromSquareFeet(landSqFt, 'acres')),
    Math.ceil(fromSquareFeet(Math.max(...units.map(sqFtOf)) * 1.3, 'acres')),
    projectType === 'Commercial' ? r.int(1, 6) : r.int(2, 25),
  );
  const artKey = demoArtKey(projectTitle, index);
  const photos = projectArtPhotos(artKey, projectArtRecipe(artKey, projectTitle, projectSubType, place.coast));
  const nearbyPlaces = demoNearbyPlaces(
    r,
    city,
    locality,
    place.hasMetro && projectType !== 'Farmland' && projectType !== 'Industrial',
  );
  const metroKm = nearbyPlaces.find((p) => p.category === 'metroStations')?.distanceKm;
  const possession = monthFrom(now, dates.possession);
  const year = now.getUTCFullYear();
  return {
    projectType,
    projectSubType,
    city,
    state,
    locality,
    projectTitle,
    projectArea: { areaSize: acres, areaUnit: 'acres', displayUnitSize: true },
    projectRating: Math.round((6.5 + r.next() * 3.3) * 10) / 10,
    highlightTags: tagsFor(r, {
      projectType,
      registered,
      status: possessionStatus,
      possessionInMonths: dates.possession,
      rate,
      coast: place.coast,
      nearMetro: metroKm !== undefined && metroKm <= 1.5,
    }),
    description: `${projectTitle} is ${withArticle(kindOf(projectSubType))} project by ${developer.name} in ${locality}, ${city}, on ${acres} acres. It offers ${units.map((u) => u.unitTitle).join(', ')}.\n\n${handover(PLOTTED.has(projectSubType), possessionStatus === 'Ready to Move' ? spelledMonth(monthFrom(now, dates.built ?? 0)) : null, spelledMonth(possession))} ${registered ? `It is registered with ${STATE_RERA[state].authority} as ${reraId}.` : 'Agricultural land and farm houses are sold outside RERA.'}\n\nThe pictures are illustrations, not photographs of the site.`,
    metaTitle: `${projectTitle} in ${locality}, ${city}`,
    metaDescription: `Prices, floor plans, RERA details and amenities of ${projectTitle}, ${locality}, ${city}.`,
    coverImage: photos[0],
    photos,
    ...(registered ? { qrCodeUrl: qrCodePath(reraId) } : {}),
    ...(index % 4 === 0 ? { brochureUrl: brochurePath(slug) } : {}),
    amenities: amenitiesFor(r, projectType, PLOTTED.has(projectSubType)),
    landAmenities: r.some(LAND_AMENITIES, 3, 6),
    nearbyPlaces,
    launchDate,
    possessionStatus,
    ...(dates.built !== undefined ? { builtDate: monthFrom(now, dates.built) } : {}),
    proposedPossessionDate: possession,
    numberOfUnits: units.reduce((sum, u) => sum + u.unitCount, 0),
    // Open plots have no towers or floors to count.
    ...(buildings.towers > 0 ? { towers: buildings.towers, floors: buildings.floors } : {}),
    latitude: Math.round((localityInfo.lat + (r.next() - 0.5) * 0.02) * 1e6) / 1e6,
    longitude: Math.round((localityInfo.lng + (r.next() - 0.5) * 0.02) * 1e6) / 1e6,
    placeName: `${projectTitle}, ${locality}`,
    ...(registered
      ? {
          reraDetails: [
            {
              projectReraId: reraId,
              reraProjectName: projectTitle,
              reraProjectType: projectType,
              projectStatus: possessionStatus === 'Ready to Move' ? 'Completed' : 'Ongoing',
              projectStartDate: registeredOn,
              projectCompletionDate: `${possessionStatus === 'Ready to Move' ? monthFrom(now, dates.built ?? 0) : monthFrom(now, dates.possession + 6)}-28`,
              sanctioningAuthority: sanctioningAuthority(city, locality),
              reraExternalLink: STATE_RERA[state].portal,
            },
          ],
        }
      : {}),
    developer: {
      name: developer.name,
      sinceYear: developer.established,
      rating: developer.rating,
      about: developerAbout(developer, year),
      totalProjects: developer.delivered,
      experienceYears: year - developer.established,
    },
    faqs: [
      registered
        ? {
            question: `Is ${projectTitle} RERA registered?`,
            answer: `Yes, with ${STATE_RERA[state].authority}: ${reraId}. Check it on ${STATE_RERA[state].portal}.`,
          }
        : {
            question: `Is ${projectTitle} RERA registered?`,
            answer:
              'No: agricultural land and farm houses are sold outside RERA. Ask for the land records (khasra/khatauni) before you pay.',
          },
      {
        question: 'Are home loans available?',
        answer:
          projectType === 'Farmland'
            ? 'Banks rarely lend on agricultural land; ask us about land-purchase loans.'
            : 'Yes, major banks lend on this project.',
      },
    ],
    units,
  };
}
