import { z } from 'zod';
import { PROJECT_TYPES } from '../enums.ts';
import { objectIdSchema } from '../fieldSchemas.ts';
import { optionalNumber, optionalText } from './queryParams.ts';

export const viewProjectQuerySchema = z
  .strictObject({
    slug: optionalText(200),
    /** Accepted with `_id` (the spec's link rule); the id decides, so a link from before a URL change still opens. */
    customProjectUrl: optionalText(200),
    _id: objectIdSchema('Invalid project id').optional(),
    /** A whole project link path segment: `{slug}` or `{customProjectUrl}-{_id}`. */
    link: optionalText(260),
  })
  .refine((q) => q.slug || q._id || q.link, { message: 'Give a slug, a link or a project id' });

export const SUGGESTION_TYPES = [
  'all',
  'city',
  'locality',
  'project',
  'developer',
  'subType',
  ...PROJECT_TYPES,
] as const;

export const suggestionsQuerySchema = z.strictObject({
  type: z
    .enum(SUGGESTION_TYPES, { message: `Suggestion type must be one of ${SUGGESTION_TYPES.join(', ')}` })
    .default('all'),
  q: optionalText(100),
  limit: optionalNumber('Limit', 1, 20),
});

/** Query of `GET /project/understand-search`: what a buyer typed in the search box. */
export const understandSearchQuerySchema = z.strictObject({
  q: z.string().trim().max(200, 'Must be at most 200 characters'),
});

/** How the search box's text was read: the filters (as the assistant reads them), the words left over, and the results page for both. */
export const searchUnderstandingSchema = z.object({
  city: z.string().optional(),
  locality: z.string().optional(),
  projectType: z.string().optional(),
  projectSubTypes: z.array(z.string()).optional(),
  bhk: z.array(z.number()).optional(),
  budgetMin: z.number().optional(),
  budgetMax: z.number().optional(),
  possession: z.string().optional(),
  sort: z.string().optional(),
  /** Words no filter took (a project or developer name): searched as text. */
  searchString: z.string(),
  /** `/search-result?...` with all of it. */
  link: z.string(),
});
export type SearchUnderstanding = z.infer<typeof searchUnderstandingSchema>;

export const listQuerySchema = z.strictObject({
  city: optionalText(80),
  limit: optionalNumber('Limit', 1, 50),
});
