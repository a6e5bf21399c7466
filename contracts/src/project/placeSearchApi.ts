import { z } from 'zod';
import { okResponseSchema } from '../fieldSchemas.ts';
import { optionalNumber } from './queryParams.ts';

/** The builder's place search (`GET /admin/places`): the catalogue's buildings and localities, typos forgiven. */

export const PLACE_SEARCH_LIMIT = { default: 12, max: 30 } as const;

export const placeSearchQuerySchema = z.strictObject({
  q: z
    .string()
    .trim()
    .max(100, 'Search text must be at most 100 characters')
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  limit: optionalNumber('Limit', 1, PLACE_SEARCH_LIMIT.max),
});

export const knownPlaceSchema = z.object({
  kind: z.enum(['building', 'locality']),
  name: z.string(),
  /** A building's project, when the place is named otherwise. */
  projectTitle: z.string().optional(),
  city: z.string().optional(),
  locality: z.string().optional(),
  /** A building's pin; for a locality, the middle of its projects' pins. Missing when none is known. */
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  /** Posted projects it stands for. */
  projects: z.number().int(),
});

export const placeSearchResponseSchema = okResponseSchema(z.array(knownPlaceSchema));

export type KnownPlace = z.infer<typeof knownPlaceSchema>;
