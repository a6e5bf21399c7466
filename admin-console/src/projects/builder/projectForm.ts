import type {
  AdminProject,
  Area,
  AreaUnit,
  Developer,
  Faq,
  NearbyPlace,
  ProjectCommandBody,
  ReraDetail,
  Unit,
} from '@aangan/contracts';
import { hindiFieldsOf, hindiValues, type HindiFormValues } from './hindiForm.ts';

/**
 * The builder's form: the project's fields as the inputs hold them. Numbers stay text while typed
 * (spec §5 numeric inputs keep a trailing dot, '12.'); empty text means "not given". toCommandBody
 * turns it into what the API takes and toFormValues back, so a load and a save lose nothing.
 */
export interface AreaValues {
  areaSize: string;
  areaUnit: AreaUnit;
  displayUnitSize: boolean;
}

export interface ReraValues {
  projectReraId: string;
  reraProjectName: string;
  reraProjectType: string;
  projectStatus: string;
  projectStartDate: string;
  projectCompletionDate: string;
  projectTotalArea: AreaValues;
  sanctioningAuthority: string;
  reraExternalLink: string;
  projectDocuments: string[];
}

export interface DeveloperValues {
  name: string;
  sinceYear: string;
  rating: number | null;
  logoUrl: string;
  about: string;
  totalProjects: string;
  experienceYears: string;
}

export interface NearbyPlaceValues {
  category: string;
  name: string;
  distanceKm: string;
}

export interface ProjectFormValues extends HindiFormValues {
  projectType: string;
  projectSubType: string;
  city: string;
  state: string;
  locality: string;
  projectTitle: string;
  projectArea: AreaValues;
  projectRating: string;
  highlightTags: string[];
  description: string;
  metaTitle: string;
  metaDescription: string;
  customProjectUrl: string;
  coverImage: string;
  photos: string[];
  videos: string[];
  brochureUrl: string;
  qrCodeUrl: string;
  amenities: string[];
  landAmenities: string[];
  nearbyPlaces: NearbyPlaceValues[];
  launchDate: string;
  builtDate: string;
  possessionStatus: string;
  proposedPossessionDate: string;
  numberOfUnits: string;
  towers: string;
  floors: string;
  latitude: string;
  longitude: string;
  placeName: string;
  awards: { name: string }[];
  reraDetails: ReraValues[];
  developer: DeveloperValues;
  faqs: Faq[];
  units: Unit[];
}

export const DEFAULT_AREA_UNIT: AreaUnit = 'squareFeet';

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/**
 * '' and a lone '.' are "not given"; anything else the numeric inputs let through is a number.
 * Takes unknown values because react-admin's text inputs hold null once emptied.
 */
export const numberOf = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : undefined;
};

const areaValues = (area: Partial<Area> | undefined): AreaValues => ({
  areaSize: text(area?.areaSize),
  areaUnit: area?.areaUnit ?? DEFAULT_AREA_UNIT,
  displayUnitSize: area?.displayUnitSize ?? false,
});

const areaOf = (values: AreaValues | null | undefined): Area | undefined => {
  if (!values) return undefined;
  const areaSize = numberOf(values.areaSize);
  if (areaSize === undefined) return undefined;
  return { areaSize, areaUnit: values.areaUnit, ...(values.displayUnitSize ? { displayUnitSize: true } : {}) };
};

const reraValues = (rera: Partial<ReraDetail>): ReraValues => ({
  projectReraId: text(rera.projectReraId),
  reraProjectName: text(rera.reraProjectName),
  reraProjectType: text(rera.reraProjectType),
  projectStatus: text(rera.projectStatus),
  projectStartDate: text(rera.projectStartDate),
  projectCompletionDate: text(rera.projectCompletionDate),
  projectTotalArea: areaValues(rera.projectTotalArea),
  sanctioningAuthority: text(rera.sanctioningAuthority),
  reraExternalLink: text(rera.reraExternalLink),
  projectDocuments: rera.projectDocuments ?? [],
});

/** Only the entries with a value: the API's schemas are strict about enumerations sent empty. */
const given = <T extends object>(entries: Partial<Record<keyof T, unknown>>): T =>
  Object.fromEntries(
    Object.entries(entries).filter(
      ([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  ) as T;

const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const listOf = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);

const reraOf = (values: ReraValues): ReraDetail =>
  given<ReraDetail>({
    projectReraId: trimmed(values.projectReraId),
    reraProjectName: trimmed(values.reraProjectName),
    reraProjectType: trimmed(values.reraProjectType),
    projectStatus: trimmed(values.projectStatus),
    projectStartDate: trimmed(values.projectStartDate),
    projectCompletionDate: trimmed(values.projectCompletionDate),
    projectTotalArea: areaOf(values.projectTotalArea),
    sanctioningAuthority: trimmed(values.sanctioningAuthority),
    reraExternalLink: trimmed(values.reraExternalLink),
    projectDocuments: listOf(values.projectDocuments),
  });

const developerOf = (values: DeveloperValues | null | undefined): Developer | undefined => {
  if (!values) return undefined;
  const developer = given<Developer>({
    name: trimmed(values.name),
    sinceYear: numberOf(values.sinceYear),
    rating: values.rating ?? undefined,
    logoUrl: trimmed(values.logoUrl),
    about: trimmed(values.about),
    totalProjects: numberOf(values.totalProjects),
    experienceYears: numberOf(values.experienceYears),
  });
  // A developer the admin left blank is no developer; one with details but no name is sent, and
  // the API answers 'Developer name is missing' on the name.
  return Object.keys(developer).length === 0 ? undefined : developer;
};

const nearbyPlaceOf = (values: NearbyPlaceValues): NearbyPlace =>
  given<NearbyPlace>({
    category: trimmed(values.category),
    name: trimmed(values.name),
    distanceKm: numberOf(values.distanceKm),
  });

/** What the form holds for a loaded project (or an empty form for a new one). */
export function toFormValues(project: Partial<AdminProject> = {}): ProjectFormValues {
  const developer: Partial<Developer> = project.developer ?? {};
  return {
    projectType: text(project.projectType),
    projectSubType: text(project.projectSubType),
    city: text(project.city),
    state: text(project.state),
    locality: text(project.locality),
    projectTitle: text(project.projectTitle),
    projectArea: areaValues(project.projectArea),
    projectRating: text(project.projectRating),
    highlightTags: [...(project.highlightTags ?? [])],
    description: text(project.description),
    metaTitle: text(project.metaTitle),
    metaDescription: text(project.metaDescription),
    customProjectUrl: text(project.customProjectUrl),
    coverImage: text(project.coverImage),
    photos: [...(project.photos ?? [])],
    videos: [...(project.videos ?? [])],
    brochureUrl: text(project.brochureUrl),
    qrCodeUrl: text(project.qrCodeUrl),
    amenities: [...(project.amenities ?? [])],
    landAmenities: [...(project.landAmenities ?? [])],
    nearbyPlaces: (project.nearbyPlaces ?? []).map((place) => ({
      category: place.category,
      name: place.name,
      distanceKm: text(place.distanceKm),
    })),
    launchDate: text(project.launchDate),
    builtDate: text(project.builtDate),
    possessionStatus: text(project.possessionStatus),
    proposedPossessionDate: text(project.proposedPossessionDate),
    numberOfUnits: text(project.numberOfUnits),
    towers: text(project.towers),
    floors: text(project.floors),
    latitude: text(project.latitude),
    longitude: text(project.longitude),
    placeName: text(project.placeName),
    awards: (project.awards ?? []).map((name) => ({ name })),
    reraDetails: (project.reraDetails ?? []).map(reraValues),
    developer: {
      name: text(developer.name),
      sinceYear: text(developer.sinceYear),
      rating: typeof developer.rating === 'number' ? developer.rating : null,
      logoUrl: text(developer.logoUrl),
      about: text(developer.about),
      totalProjects: text(developer.totalProjects),
      experienceYears: text(developer.experienceYears),
    },
    faqs: (project.faqs ?? []).map((faq) => ({ question: faq.question, answer: faq.answer })),
    units: (project.units ?? []).map((unit) => ({ ...unit })),
    ...hindiValues(project),
  };
}

/**
 * The fields to send: text trimmed, numbers parsed, empty values left out. Rows of lists keep their
 * places, so a field error the API answers ('faqs.2.answer') names the row the admin sees. Units
 * travel as they are, each with the `unitId` the server gave it.
 */
export function toCommandBody(values: ProjectFormValues): ProjectCommandBody {
  return given<ProjectCommandBody>({
    projectType: trimmed(values.projectType),
    projectSubType: trimmed(values.projectSubType),
    city: trimmed(values.city),
    state: trimmed(values.state),
    locality: trimmed(values.locality),
    projectTitle: trimmed(values.projectTitle),
    projectArea: areaOf(values.projectArea),
    projectRating: numberOf(values.projectRating),
    highlightTags: listOf(values.highlightTags),
    description: trimmed(values.description),
    metaTitle: trimmed(values.metaTitle),
    metaDescription: trimmed(values.metaDescription),
    customProjectUrl: trimmed(values.customProjectUrl),
    coverImage: trimmed(values.coverImage),
    photos: listOf(values.photos),
    videos: listOf(values.videos),
    brochureUrl: trimmed(values.brochureUrl),
    qrCodeUrl: trimmed(values.qrCodeUrl),
    amenities: listOf(values.amenities),
    landAmenities: listOf(values.landAmenities),
    nearbyPlaces: listOf(values.nearbyPlaces).map(nearbyPlaceOf),
    launchDate: trimmed(values.launchDate),
    builtDate: trimmed(values.builtDate),
    possessionStatus: trimmed(values.possessionStatus),
    proposedPossessionDate: trimmed(values.proposedPossessionDate),
    numberOfUnits: numberOf(values.numberOfUnits),
    towers: numberOf(values.towers),
    floors: numberOf(values.floors),
    latitude: numberOf(values.latitude),
    longitude: numberOf(values.longitude),
    placeName: trimmed(values.placeName),
    awards: listOf(values.awards)
      .map((award) => trimmed(award.name))
      .filter(Boolean),
    reraDetails: listOf(values.reraDetails).map(reraOf),
    developer: developerOf(values.developer),
    faqs: listOf(values.faqs).map((faq) => ({ question: trimmed(faq.question), answer: trimmed(faq.answer) })),
    units: listOf(values.units),
    ...hindiFieldsOf(values),
  });
}
