import { z } from 'zod';
import { optionalNumber } from './queryParams.ts';
import { refineSearch, searchFilterShape } from './searchApi.ts';

/** The results map's API: every result of a search, framed, then pinned and clustered for the part on screen. */

/** `south,west,north,east` in degrees: the part of the map on screen. */
const mapBoundsSchema = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return undefined;
    const parts = v.split(',').map(Number);
    const [south, west, north, east] = parts;
    if (
      parts.length !== 4 ||
      parts.some((n) => !Number.isFinite(n)) ||
      south < -90 ||
      north > 90 ||
      south > north ||
      west < -540 ||
      east > 540 ||
      west > east
    ) {
      ctx.addIssue({ code: 'custom', message: 'Bounds must be south,west,north,east in degrees' });
      return z.NEVER;
    }
    return { south, west, north, east };
  });

/**
 * Query of `GET /project/search-map`: the search's filters (its sort and page are accepted and do
 * not matter: the map shows every result), and the part of the map on screen with its zoom. Without
 * them, the answer says where the results are, to frame the map.
 */
export const searchMapQuerySchema = z
  .strictObject({ ...searchFilterShape, bounds: mapBoundsSchema, zoom: optionalNumber('Zoom', 0, 22) })
  .superRefine((q, ctx) => {
    refineSearch(q, ctx);
    if ((q.bounds === undefined) !== (q.zoom === undefined))
      ctx.addIssue({ code: 'custom', path: ['bounds'], message: 'Give both bounds and zoom, or neither' });
  });
export type SearchMapQuery = z.infer<typeof searchMapQuerySchema>;

const boxSchema = z.object({ south: z.number(), west: z.number(), north: z.number(), east: z.number() });

/** A pin of the results map: one project, with what its popup shows. */
export const mapPinSchema = z.object({
  _id: z.string(),
  link: z.string(),
  projectTitle: z.string(),
  place: z.string(),
  /** The price the project's card leads with, as a range (the matching units' with a unit-level filter). */
  priceLow: z.number().nullable(),
  priceHigh: z.number().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type MapPin = z.infer<typeof mapPinSchema>;

/** Several results too close together to pin apart at this zoom. */
export const mapClusterSchema = z.object({
  count: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  box: boxSchema,
});
export type MapCluster = z.infer<typeof mapClusterSchema>;

export const searchMapResponseSchema = z.object({
  responseCode: z.literal(200),
  result: z.object({
    /** Every result of the search, and those with a location (the ones the map can show). */
    total: z.number(),
    located: z.number(),
    /** Where the located results are (null when none is). */
    box: boxSchema.nullable(),
    /** With bounds and zoom: what is on screen, pins and clusters. */
    pins: z.array(mapPinSchema),
    clusters: z.array(mapClusterSchema),
  }),
});
export type SearchMap = z.infer<typeof searchMapResponseSchema>['result'];
