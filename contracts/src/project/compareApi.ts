import { z } from 'zod';
import { amenitySchema, landAmenitySchema, possessionStatusSchema, reraProjectStatusSchema } from '../enums.ts';
import { okResponseSchema } from '../fieldSchemas.ts';
import type { COMPARE_NEARBY_CATEGORIES } from './compare.ts';

/** `GET /project/compare?slugs=a,b,c`: the projects, by slug or link path segment, separated by commas. */
export const compareQuerySchema = z.strictObject({
  slugs: z.string({ error: 'Give the projects to compare as slugs=a,b,c' }).max(1200, 'Too many projects'),
});

const rangeSchema = z.object({ low: z.number(), high: z.number() }).nullable();

const nearestPlaceSchema = z.object({ name: z.string(), distanceKm: z.number().nullable() }).nullable();

/**
 * One project as a comparison reads it: prices by the one price rule (whole project, per bedroom
 * count, per square foot of the primary size), sizes in square feet by area type, possession, the
 * RERA numbers (their status only once the visitor has sent the contact form, as on the project
 * page), the developer, amenities, and the nearest place of each compared category.
 */
export const comparedProjectSchema = z.object({
  /** The name the request gave for this project. */
  slug: z.string(),
  _id: z.string(),
  projectTitle: z.string(),
  link: z.string(),
  coverImage: z.string().nullable(),
  place: z.string(),
  price: rangeSchema,
  priceByBedrooms: z.array(z.object({ bedrooms: z.number(), low: z.number(), high: z.number() })),
  pricePerSqFt: rangeSchema,
  carpetSqFt: rangeSchema,
  builtUpSqFt: rangeSchema,
  superBuiltUpSqFt: rangeSchema,
  plotSqFt: rangeSchema,
  /** Sizes entered without an area type (plots, shops), primary sizes only. */
  otherSqFt: rangeSchema,
  possessionStatus: possessionStatusSchema.nullable(),
  /** yyyy-mm or yyyy-mm-dd. */
  proposedPossessionDate: z.string().nullable(),
  reraNumbers: z.array(z.string()),
  /** The registrations' statuses; empty while `reraStatusLocked`. */
  reraStatuses: z.array(reraProjectStatusSchema),
  reraStatusLocked: z.boolean(),
  developer: z.object({ name: z.string(), sinceYear: z.number().nullable(), rating: z.number().nullable() }).nullable(),
  amenities: z.array(amenitySchema),
  landAmenities: z.array(landAmenitySchema),
  /** The nearest place of each of COMPARE_NEARBY_CATEGORIES; its distance when the listing gives one. */
  nearest: z.object({
    hospital: nearestPlaceSchema,
    school: nearestPlaceSchema,
    metroStations: nearestPlaceSchema,
    railwayStations: nearestPlaceSchema,
  } satisfies Record<(typeof COMPARE_NEARBY_CATEGORIES)[number], typeof nearestPlaceSchema>),
});
export type ComparedProject = z.infer<typeof comparedProjectSchema>;

export const compareResponseSchema = okResponseSchema(z.array(comparedProjectSchema));
