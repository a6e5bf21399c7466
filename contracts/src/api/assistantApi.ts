import { z } from 'zod';
import { POSSESSION_STATUSES, PROJECT_TYPES } from '../enums.ts';
import { LOCALES } from '../i18n/locales.ts';
import { ASSISTANT_SORTS, assistantIntentSchema, assistantUnderstoodSchema } from '../events/assistantEvents.ts';
import { projectFieldsSchema } from '../project/schemas.ts';
import { objectIdSchema } from '../fieldSchemas.ts';
import { jsonParam } from './adminListApi.ts';
import { projectCardSchema } from '../project/searchApi.ts';

/**
 * The buyer's assistant (the floating chat panel, spec §2 and §4) and the admin description
 * generator (spec §7 `/admin/generate-description`).
 */

import { ASSISTANT_PROMPT_MAX } from '../constants.ts';

export { ASSISTANT_PROMPT_MAX };

const contextText = z.string().trim().max(120);
/**
 * The search the conversation was last about, as the previous reply's `understood` reported it. The
 * browser keeps the conversation (the server keeps none) and sends it back, so a follow-up such as
 * "and in Noida?" changes that search instead of starting a new one.
 */
export const assistantContextSchema = z.strictObject({
  city: contextText.optional(),
  locality: contextText.optional(),
  region: contextText.optional(),
  cities: z.array(contextText).max(12).optional(),
  bhk: z.array(z.number().int().min(0).max(20)).max(6).optional(),
  budgetMin: z.number().min(0).max(1e11).optional(),
  budgetMax: z.number().min(0).max(1e11).optional(),
  projectType: z.enum(PROJECT_TYPES).optional(),
  projectSubTypes: z.array(contextText).max(20).optional(),
  possession: z.enum(POSSESSION_STATUSES).optional(),
  sort: z.enum(ASSISTANT_SORTS).optional(),
  /** The conversation's language: a follow-up in a Hindi conversation is answered in Hindi. */
  language: z.enum(LOCALES).optional(),
});
export type AssistantContext = z.infer<typeof assistantContextSchema>;

/** Body of `POST /user/query`: the spec's `{ prompt }`, and optionally the conversation's last search. */
export const assistantQuerySchema = z.strictObject({
  prompt: z
    .string({ error: 'Please type a question' })
    .trim()
    .min(1, 'Please type a question')
    .max(ASSISTANT_PROMPT_MAX, `Please keep your question under ${ASSISTANT_PROMPT_MAX} characters`),
  context: assistantContextSchema.optional(),
});
export type AssistantQuery = z.infer<typeof assistantQuerySchema>;

export const emiBreakdownSchema = z.object({
  principal: z.number(),
  annualRatePercent: z.number(),
  tenureMonths: z.number().int(),
  /** Rounded to the rupee. */
  monthlyEmi: z.number(),
  totalInterest: z.number(),
  totalPayment: z.number(),
});
export type EmiBreakdown = z.infer<typeof emiBreakdownSchema>;

/** Answer of `POST /user/query`: `response` is the readable text; the rest lets the panel render cards and quick replies. */
export const assistantReplySchema = z.object({
  responseCode: z.literal(200),
  response: z.string(),
  intent: assistantIntentSchema,
  understood: assistantUnderstoodSchema,
  projects: z.array(projectCardSchema),
  /** Quick replies: each is a prompt the assistant understands. */
  suggestions: z.array(z.string()),
  /** How many projects matched a search (the cards show the first few). */
  total: z.number().int().optional(),
  /** The same search on /search-result, for "see all". */
  searchLink: z.string().optional(),
  emi: emiBreakdownSchema.optional(),
});
export type AssistantReply = z.infer<typeof assistantReplySchema>;

/**
 * Body of `POST /admin/generate-description`: a saved project by `_id`, or the fields of a draft
 * that is still only in the form (`{ project }`).
 */
export const generateDescriptionSchema = z
  .strictObject({
    _id: objectIdSchema('Invalid project id').optional(),
    project: projectFieldsSchema.optional(),
  })
  .refine((body) => (body._id === undefined) !== (body.project === undefined), {
    message: 'Send either the project _id or the project fields as { project }, not both',
  });
export type GenerateDescriptionBody = z.infer<typeof generateDescriptionSchema>;

/** `GET /admin/assistant/exchanges`, in the ra-data-simple-rest dialect. */
export const assistantExchangeListQuerySchema = z.strictObject({
  sort: jsonParam(z.tuple([z.enum(['at', 'intent', 'id']), z.enum(['ASC', 'DESC'])]), 'sort'),
  range: jsonParam(
    z
      .tuple([z.number().int().min(0), z.number().int().min(0)])
      .refine(([a, b]) => b >= a && b - a < 500, 'range must be [start, end] with at most 500 rows'),
    'range',
  ),
  filter: jsonParam(
    z.strictObject({
      q: z.string().max(200).optional(),
      intent: assistantIntentSchema.optional(),
      /** yyyy-mm-dd (India time): one day's conversations. */
      day: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'day must be yyyy-mm-dd')
        .optional(),
    }),
    'filter',
  ),
});
export type AssistantExchangeListQuery = z.infer<typeof assistantExchangeListQuerySchema>;
