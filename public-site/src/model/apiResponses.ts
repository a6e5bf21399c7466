import {
  isRecord,
  type ProjectCard,
  type ProjectFields,
  type ReraDetail,
  type SearchRelaxation,
  type SearchTextReading,
  type Unit,
} from '@aangan/contracts/browser';

/** One page of `/project/search-project`. */
export interface ProjectSearchPage {
  result: ProjectCard[];
  total: number;
  page: number;
  limit: number;
  /** The last page with results (1 when there are none). */
  lastPage: number;
  /** Which price or date the results are in order of, in words ('' when the answer does not say). */
  orderNote: string;
  /** When nothing matched: wider searches that do find something. */
  relaxations: SearchRelaxation[];
  /** With a search string: what was read of it (the box's text and one chip a part). */
  understood?: SearchTextReading;
}

const isTextPart = (value: unknown): value is SearchTextReading['parts'][number] =>
  isRecord(value) &&
  isRecord(value.params) &&
  Object.values(value.params).every((v) => typeof v === 'string') &&
  typeof value.label === 'string' &&
  typeof value.words === 'string' &&
  Array.isArray(value.spans) &&
  value.spans.every((span) => Array.isArray(span) && span.length === 2 && span.every((n) => typeof n === 'number'));

const readingIn = (value: unknown): SearchTextReading | undefined =>
  isRecord(value) && typeof value.text === 'string' && Array.isArray(value.parts) && value.parts.every(isTextPart)
    ? { text: value.text, parts: value.parts }
    : undefined;

const isRelaxation = (value: unknown): value is SearchRelaxation =>
  isRecord(value) &&
  typeof value.count === 'number' &&
  typeof value.label === 'string' &&
  Array.isArray(value.without) &&
  value.without.every((key) => typeof key === 'string');

/** The payload sits either at the top level (`{ responseCode, result, ... }`) or under `data`. */
const dataOf = (body: unknown, path: string): Record<string, unknown> => {
  if (isRecord(body) && isRecord(body.data)) return body.data;
  if (isRecord(body) && 'result' in body) return body;
  throw new Error(`Unexpected answer from ${path}: no result`);
};

const isProjectCard = (value: unknown): value is ProjectCard =>
  isRecord(value) && typeof value._id === 'string' && typeof value.projectTitle === 'string';

const toCount = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;

/** Keeps only well-formed cards, so one bad document never breaks a whole page. */
export const readProjectSearchPage = (body: unknown, path: string): ProjectSearchPage => {
  const data = dataOf(body, path);
  if (!Array.isArray(data.result)) throw new Error(`Unexpected answer from ${path}: result is not a list`);
  const result = data.result
    .filter(isProjectCard)
    .map((card) => ({ ...card, bhk: Array.isArray(card.bhk) ? card.bhk : [] }));
  const total = toCount(data.total, result.length);
  const limit = Math.max(1, toCount(data.limit, result.length || 1));
  const understood = readingIn(data.understood);
  return {
    result,
    total,
    page: Math.max(1, toCount(data.page, 1)),
    limit,
    lastPage: Math.max(1, toCount(data.lastPage, Math.ceil(total / limit))),
    orderNote: typeof data.orderNote === 'string' ? data.orderNote : '',
    relaxations: Array.isArray(data.relaxations) ? data.relaxations.filter(isRelaxation) : [],
    ...(understood ? { understood } : {}),
  };
};

export const readCityList = (body: unknown, path: string): string[] => {
  const data = dataOf(body, path);
  if (!Array.isArray(data.result)) throw new Error(`Unexpected answer from ${path}: result is not a list`);
  return data.result.filter((city): city is string => typeof city === 'string' && city.trim() !== '');
};

/**
 * What the API withholds until the visitor has sent the contact form (spec §6): true when the
 * project has some and this visitor may not see it yet.
 */
export interface LockedDetails {
  floorPlans: boolean;
  reraDetails: boolean;
  brochure: boolean;
}

type Listed<K extends keyof ProjectFields> = NonNullable<ProjectFields[K]>;

/**
 * What the project page shows of a posted project. Spec §6: the API leaves out unit floor plans,
 * RERA details and the brochure until the visitor has sent the contact form, and says so in
 * `locked`; what it does send is shown.
 */
export interface ProjectView extends Pick<
  ProjectFields,
  | 'projectType'
  | 'projectSubType'
  | 'city'
  | 'state'
  | 'locality'
  | 'projectArea'
  | 'projectRating'
  | 'description'
  | 'metaTitle'
  | 'metaDescription'
  | 'coverImage'
  | 'qrCodeUrl'
  | 'launchDate'
  | 'builtDate'
  | 'possessionStatus'
  | 'proposedPossessionDate'
  | 'numberOfUnits'
  | 'towers'
  | 'floors'
  | 'latitude'
  | 'longitude'
  | 'placeName'
  | 'developer'
> {
  _id: string;
  projectTitle: string;
  /** The project's own path (`/project/view/...`). */
  link: string;
  /** The project's absolute address: the canonical link and what share links carry. */
  url: string;
  priceMin: number | null;
  priceMax: number | null;
  bhk: number[];
  isGrandProject: boolean;
  highlightTags: Listed<'highlightTags'>;
  photos: string[];
  videos: string[];
  amenities: Listed<'amenities'>;
  landAmenities: Listed<'landAmenities'>;
  nearbyPlaces: Listed<'nearbyPlaces'>;
  awards: string[];
  faqs: Listed<'faqs'>;
  units: Unit[];
  reraIds: string[];
  reraDetails: ReraDetail[];
  brochureUrl?: string;
  locked: LockedDetails;
  /** The WebP copies of each photo that has them (our own uploads), for `srcset`. */
  imageVariants: Record<string, Array<{ src: string; width: number }>>;
}

/** The project as `/project/view-project` answers it. */
type PublicProject = ProjectFields & {
  _id: string;
  projectTitle: string;
  link?: string;
  priceMin?: number | null;
  priceMax?: number | null;
  bhk?: number[];
  isGrandProject?: boolean;
  locked?: Partial<LockedDetails>;
  imageVariants?: unknown;
};

const isPublicProject = (value: unknown): value is PublicProject =>
  isRecord(value) && typeof value._id === 'string' && typeof value.projectTitle === 'string';

/** Stored files ('/uploads/...') and https links only: nothing else is ever used as an address. */
const isMediaRef = (value: unknown): value is string =>
  typeof value === 'string' && (value.startsWith('/uploads/') || value.startsWith('https://'));
const mediaRef = (value: unknown): string | undefined => (isMediaRef(value) ? value : undefined);
const listOf = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);
const httpsLink = (value: unknown): string | undefined =>
  typeof value === 'string' && value.startsWith('https://') ? value : undefined;
/** Only our own copies ('/uploads/...' or https) with a width are used in a `srcset`. */
const readImageVariants = (value: unknown): ProjectView['imageVariants'] => {
  if (!isRecord(value)) return {};
  const variants: ProjectView['imageVariants'] = {};
  for (const [src, list] of Object.entries(value)) {
    if (!isMediaRef(src) || !Array.isArray(list)) continue;
    const copies = list.filter(
      (copy): copy is { src: string; width: number } =>
        isRecord(copy) && isMediaRef(copy.src) && typeof copy.width === 'number' && copy.width > 0,
    );
    if (copies.length > 0) variants[src] = copies.map(({ src: copy, width }) => ({ src: copy, width }));
  }
  return variants;
};
const toPrice = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A missing (or deleted) project: the problem answer when the API is called over HTTP. */
export const isNotFoundAnswer = (body: unknown): boolean =>
  isRecord(body) && body.status === 404 && !('result' in body);

/**
 * The project page's view of a `view-project` answer. `origin` is the site's address, for the
 * project's absolute URL.
 */
export const readProjectView = (body: unknown, path: string, origin: string): ProjectView => {
  const data = dataOf(body, path);
  const project = data.result;
  if (!isPublicProject(project)) throw new Error(`Unexpected answer from ${path}: no project`);
  const units = listOf(project.units).filter(
    (unit) => isRecord(unit) && typeof unit.unitTitle === 'string' && isRecord(unit.primaryArea),
  );
  const reraDetails = listOf(project.reraDetails).filter(
    (rera) => isRecord(rera) && typeof rera.projectReraId === 'string',
  );
  const link = project.link || `/project/view/${encodeURIComponent(project._id)}`;
  return {
    _id: project._id,
    projectTitle: project.projectTitle,
    link,
    url: new URL(link, origin).href,
    projectType: project.projectType,
    projectSubType: project.projectSubType,
    city: project.city,
    state: project.state,
    locality: project.locality,
    projectArea: project.projectArea,
    projectRating: project.projectRating,
    description: project.description,
    metaTitle: project.metaTitle,
    metaDescription: project.metaDescription,
    coverImage: mediaRef(project.coverImage),
    qrCodeUrl: mediaRef(project.qrCodeUrl),
    launchDate: project.launchDate,
    builtDate: project.builtDate,
    possessionStatus: project.possessionStatus,
    proposedPossessionDate: project.proposedPossessionDate,
    numberOfUnits: project.numberOfUnits,
    towers: project.towers,
    floors: project.floors,
    latitude: project.latitude,
    longitude: project.longitude,
    placeName: project.placeName,
    developer:
      isRecord(project.developer) && typeof project.developer.name === 'string'
        ? { ...project.developer, logoUrl: mediaRef(project.developer.logoUrl) }
        : undefined,
    priceMin: toPrice(project.priceMin),
    priceMax: toPrice(project.priceMax),
    bhk: listOf(project.bhk),
    isGrandProject: project.isGrandProject === true,
    highlightTags: listOf(project.highlightTags),
    photos: listOf(project.photos).filter(isMediaRef),
    videos: listOf(project.videos).filter(isMediaRef),
    amenities: listOf(project.amenities),
    landAmenities: listOf(project.landAmenities),
    nearbyPlaces: listOf(project.nearbyPlaces).filter((place) => isRecord(place) && typeof place.name === 'string'),
    awards: listOf(project.awards),
    faqs: listOf(project.faqs).filter(
      (faq) => isRecord(faq) && typeof faq.question === 'string' && typeof faq.answer === 'string',
    ),
    units: units.map((unit) => ({ ...unit, floorPlanUrl: mediaRef(unit.floorPlanUrl) })),
    reraIds: reraDetails.map((rera) => rera.projectReraId),
    reraDetails: reraDetails.map((rera) => ({
      ...rera,
      reraExternalLink: httpsLink(rera.reraExternalLink),
      projectDocuments: listOf(rera.projectDocuments).filter(isMediaRef),
    })),
    brochureUrl: mediaRef(project.brochureUrl),
    locked: {
      floorPlans: project.locked?.floorPlans === true,
      reraDetails: project.locked?.reraDetails === true,
      brochure: project.locked?.brochure === true,
    },
    imageVariants: readImageVariants(project.imageVariants),
  };
};

/** One state of the project's price and possession (`/project/price-history/:id`). */
export interface PricePoint {
  at: string;
  priceMin: number | null;
  priceMax: number | null;
  possessionStatus: string | null;
  proposedPossessionDate: string | null;
}
