import { z } from 'zod';
import { TESTIMONIAL_KINDS } from '../content/articles.ts';
import { SECTION_KEYS, sectionSchemas, type SectionKey } from '../content/siteSections.ts';

/** A testimonial as listed (`type` is the spec's name for `kind`; both are answered). */
const testimonialSchema = z.object({
  _id: z.string(),
  kind: z.enum(TESTIMONIAL_KINDS),
  name: z.string(),
  content: z.string(),
  role: z.string(),
  photoUrl: z.string().nullable(),
  deleted: z.boolean(),
  createdAt: z.string(),
});

/** A site FAQ; the built-in ones, never saved, have no revision. */
const siteFaqAnswerSchema = z.object({
  _id: z.string(),
  question: z.string(),
  answer: z.string(),
  order: z.number(),
  revision: z.int().optional(),
});

/** Each saved section's revision; a section never saved has none. */
const sectionRevisionsSchema = z.object(
  Object.fromEntries(SECTION_KEYS.map((key) => [key, z.int().optional()])) as Record<
    SectionKey,
    z.ZodOptional<z.ZodInt>
  >,
);

/**
 * `GET /admin/moderation-data`: everything the Website Configuration tab edits, each section as
 * its schema describes it, with the revisions a change of it names (-1: never saved).
 */
export const moderationDataSchema = z.object({
  responseCode: z.number(),
  result: z.object({
    sections: z.object(sectionSchemas),
    revisions: sectionRevisionsSchema,
    testimonials: z.array(testimonialSchema),
    stateRera: z.record(z.string(), z.string()),
    stateReraRevision: z.int(),
    faqs: z.array(siteFaqAnswerSchema),
  }),
});
export type ModerationData = z.infer<typeof moderationDataSchema>['result'];
