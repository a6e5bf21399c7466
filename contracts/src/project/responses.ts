import { z } from 'zod';
import { mediaRefSchema, okResponseSchema } from '../fieldSchemas.ts';
import { projectFieldsSchema } from './schemas.ts';

/** The public project answers: what `view-project`, `price-history` and the city and removed-project reads send. */

/** What the API withholds until the visitor has sent the contact form (spec §6): true when there is some. */
export const lockedDetailsSchema = z.object({
  floorPlans: z.boolean(),
  reraDetails: z.boolean(),
  brochure: z.boolean(),
});
export type LockedDetails = z.infer<typeof lockedDetailsSchema>;

/** The WebP copies of each photo that has them (our own uploads), for `srcset`. */
const imageVariantsSchema = z.record(
  z.string(),
  z.array(z.object({ src: mediaRefSchema, width: z.number().positive() })),
);

/**
 * A posted project as the public sees it: its fields (floor plans, RERA details beyond the number
 * and the brochure left out until the contact form is sent, as `locked` says), its link and prices.
 */
export const publicProjectSchema = z.object({
  ...projectFieldsSchema.shape,
  _id: z.string(),
  /** The generated slug (what a shortlist keeps); the link may use a custom URL instead. */
  slug: z.string().nullable().optional(),
  projectTitle: z.string(),
  /** The project's own path (`/project/view/...`). */
  link: z.string(),
  priceMin: z.number().nullable(),
  priceMax: z.number().nullable(),
  bhk: z.array(z.number()),
  isGrandProject: z.boolean(),
  locked: lockedDetailsSchema,
  imageVariants: imageVariantsSchema,
});
export type PublicProject = z.infer<typeof publicProjectSchema>;
export const viewProjectResponseSchema = okResponseSchema(publicProjectSchema);

/** One public state of a project's price and possession, from the moment it took effect. */
export const pricePointSchema = z.object({
  /** ISO instant of the change. */
  at: z.string(),
  priceMin: z.number().nullable(),
  priceMax: z.number().nullable(),
  possessionStatus: z.string().nullable(),
  proposedPossessionDate: z.string().nullable(),
});
export type PricePoint = z.infer<typeof pricePointSchema>;
export const priceHistoryResponseSchema = okResponseSchema(z.array(pricePointSchema));

/** `/project/unique-city`: the cities that have posted projects, in order. */
export const cityListResponseSchema = okResponseSchema(z.array(z.string()));

/** `/project/removed/:link`: a deleted project's city and type, for its Gone page. */
export const removedProjectResponseSchema = okResponseSchema(
  z.object({ city: z.string().nullable(), projectType: z.string().nullable() }),
);

/** `/user/map-tiles`: where maps take their tiles from and the credit they show. */
export const mapTilesResponseSchema = okResponseSchema(
  z.object({
    /** Leaflet URL template, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png */
    url: z.string(),
    attribution: z.string(),
  }),
);
export type MapTiles = z.infer<typeof mapTilesResponseSchema>['result'];
