import { z } from 'zod';
import { BEDROOM_FILTERS, POSSESSION_STATUSES, PROJECT_TYPES, SEARCH_SORTS } from '../enums.ts';
import { optionalNumber, optionalText } from './queryParams.ts';
import type { SearchTextParam } from './searchText.ts';

const commaList = <T extends string>(values: readonly T[], label: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v, ctx) => {
      const items = (Array.isArray(v) ? v : v === undefined ? [] : [v])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean);
      const bad = items.filter((s) => !(values as readonly string[]).includes(s));
      if (bad.length > 0) {
        ctx.addIssue({ code: 'custom', message: `${label} must be among ${values.join(', ')}` });
        return z.NEVER;
      }
      return items as T[];
    });

/** The filters of `GET /project/search-project` (spec §2 Search), shared with the results map. */
export const searchFilterShape = {
  city: optionalText(80),
  projectType: z.enum(PROJECT_TYPES, { message: `Project type must be one of ${PROJECT_TYPES.join(', ')}` }).optional(),
  locality: optionalText(120),
  /** One sub type, or several separated by commas (any of them). */
  projectSubType: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) =>
      (Array.isArray(v) ? v : v === undefined ? [] : [v])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean)
        .slice(0, 20),
    ),
  possession: z
    .enum(POSSESSION_STATUSES, { message: `Possession must be one of ${POSSESSION_STATUSES.join(', ')}` })
    .optional(),
  minPrice: optionalNumber('Minimum price', 0, 1e11),
  maxPrice: optionalNumber('Maximum price', 0, 1e11),
  /** Unit size in square feet. */
  minArea: optionalNumber('Minimum area', 0, 1e9),
  maxArea: optionalNumber('Maximum area', 0, 1e9),
  bhk: commaList(BEDROOM_FILTERS, 'BHK'),
  amenities: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) =>
      (Array.isArray(v) ? v : v === undefined ? [] : [v])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  latitude: optionalNumber('Latitude', -90, 90),
  longitude: optionalNumber('Longitude', -180, 180),
  radiusKm: optionalNumber('Radius', 0.1, 100),
  searchString: optionalText(200),
  /** One developer's projects, by its name in any case (a project page's "more by this developer"). */
  developer: optionalText(120),
  sort: z.enum(SEARCH_SORTS, { message: `Sort must be one of ${SEARCH_SORTS.join(', ')}` }).optional(),
  page: optionalNumber('Page', 1, 10_000),
  limit: optionalNumber('Limit', 1, 50),
};

export const refineSearch = (
  q: {
    minPrice?: number | undefined;
    maxPrice?: number | undefined;
    minArea?: number | undefined;
    maxArea?: number | undefined;
    latitude?: number | undefined;
    longitude?: number | undefined;
  },
  ctx: z.RefinementCtx,
) => {
  if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) {
    ctx.addIssue({ code: 'custom', path: ['minPrice'], message: 'Minimum price cannot exceed maximum price' });
  }
  if (q.minArea !== undefined && q.maxArea !== undefined && q.minArea > q.maxArea) {
    ctx.addIssue({ code: 'custom', path: ['minArea'], message: 'Minimum area cannot exceed maximum area' });
  }
  if ((q.latitude === undefined) !== (q.longitude === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'Near me needs both latitude and longitude' });
  }
};

/** Query of `GET /project/search-project` (spec §2 Search). */
export const projectSearchQuerySchema = z.strictObject(searchFilterShape).superRefine(refineSearch);
export type ProjectSearchQuery = z.infer<typeof projectSearchQuerySchema>;

/** What a search result or project list shows of a project. */
export const projectCardSchema = z.object({
  _id: z.string(),
  slug: z.string().nullable(),
  customProjectUrl: z.string().optional(),
  link: z.string(),
  projectTitle: z.string().optional(),
  city: z.string().optional(),
  locality: z.string().optional(),
  projectType: z.string().optional(),
  projectSubType: z.string().optional(),
  coverImage: z.string().optional(),
  priceMin: z.number().nullable(),
  priceMax: z.number().nullable(),
  bhk: z.array(z.number()),
  /** Smallest and largest unit size in square feet. */
  areaMinSqFt: z.number().nullable().optional(),
  areaMaxSqFt: z.number().nullable().optional(),
  /** The lowest price per square foot of any unit with a price and a size. */
  pricePerSqFtFrom: z.number().nullable().optional(),
  /** Registered with RERA (the number itself stays behind the contact gate of the project page). */
  reraRegistered: z.boolean().optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  possessionStatus: z.string().optional(),
  developerName: z.string().optional(),
  projectRating: z.number().optional(),
  isGrandProject: z.boolean(),
  distanceKm: z.number().optional(),
  /** With a BHK, budget or size filter: the units that answer it, which the card leads with. */
  matching: z
    .object({
      /** Bedroom bands (0 studio … 4 for four or more). */
      bhk: z.array(z.number()),
      priceLow: z.number().nullable(),
      priceHigh: z.number().nullable(),
      areaMinSqFt: z.number().nullable(),
      areaMaxSqFt: z.number().nullable(),
      units: z.number(),
    })
    .optional(),
});
export type ProjectCard = z.infer<typeof projectCardSchema>;

/** Filters a search can be widened by: the search page's parameters they stand for. */
export const SEARCH_RELAXATION_KEYS = [
  'possession',
  'amenities',
  'area',
  'bhk',
  'price',
  'projectSubType',
  'locality',
  'near',
  'searchString',
  'projectType',
  'city',
] as const;
export type SearchRelaxationKey = (typeof SEARCH_RELAXATION_KEYS)[number];

/** A wider search that finds something when nothing matched: "2 houses and villas in Goa, under construction". */
export const searchRelaxationSchema = z.object({
  count: z.number(),
  label: z.string(),
  without: z.array(z.enum(SEARCH_RELAXATION_KEYS)),
});
export type SearchRelaxation = z.infer<typeof searchRelaxationSchema>;

/** One part of a search string the server understood: its words, the search parameters they set and a chip's label. */
export const searchTextPartSchema = z.object({
  /** What the words set, as the results page's parameters (`{ city: 'Gurugram' }`); none for words searched as text. */
  params: z.object({
    city: z.string().optional(),
    locality: z.string().optional(),
    projectType: z.string().optional(),
    projectSubType: z.string().optional(),
    possession: z.string().optional(),
    minPrice: z.string().optional(),
    maxPrice: z.string().optional(),
    bhk: z.string().optional(),
    sort: z.string().optional(),
  }) satisfies z.ZodType<Partial<Record<SearchTextParam, string>>>,
  /** How its chip names it: "Gurugram", "3 BHK", "Under ₹2 Cr", "“Prakriti”". */
  label: z.string(),
  /** The words as typed. */
  words: z.string(),
  /** Where the words are in the reading's `text`, [start, end) each: `textWithout(text, spans)` removes the part. */
  spans: z.array(z.tuple([z.number(), z.number()])),
});
export type SearchTextPart = z.infer<typeof searchTextPartSchema>;

/** How a search string was read: the text (less words a search parameter overrode) and its parts, in the order typed. */
export const searchTextReadingSchema = z.object({ text: z.string(), parts: z.array(searchTextPartSchema) });
export type SearchTextReading = z.infer<typeof searchTextReadingSchema>;

/** `/project/search-project`: one page of cards, the page's place in the whole, and how the search was read. */
export const projectSearchResponseSchema = z.object({
  responseCode: z.literal(200),
  result: z.array(projectCardSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  /** How the search string was read (corrected words), so the page can say "showing results for". */
  interpretedAs: z.string().optional(),
  /** With a search string: what was understood of it, for the page's box and chips. */
  understood: searchTextReadingSchema.optional(),
  /** The last page that has results (1 when there are none). */
  lastPage: z.number(),
  /** Which price (or date) the results are in order of, in words. */
  orderNote: z.string(),
  /** When nothing matched: wider searches that find something, nearest first. */
  relaxations: z.array(searchRelaxationSchema).optional(),
});
export type ProjectSearchResponse = z.infer<typeof projectSearchResponseSchema>;
