import { z } from 'zod';
import { okResponseSchema } from '../fieldSchemas.ts';
import { projectCardSchema } from './searchApi.ts';
import { SHORTLIST_ITEM_SEPARATOR, SHORTLIST_LIMIT } from './shortlist.ts';

/**
 * `GET /project/shortlist`: the buyer's shortlist (kept in their browser) as it stands now, each
 * project with what changed since it was saved, from the project's events.
 */

const shortlistSlugSchema = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'Invalid project slug');

const shortlistItemSchema = z.string().transform((text, ctx) => {
  const at = text.lastIndexOf(SHORTLIST_ITEM_SEPARATOR);
  const slug = shortlistSlugSchema.safeParse(at < 0 ? text : text.slice(0, at));
  const savedAt = z.iso.datetime({ offset: true }).safeParse(at < 0 ? '' : text.slice(at + 1));
  if (!slug.success || !savedAt.success) {
    ctx.addIssue({ code: 'custom', message: `Each item is <slug>${SHORTLIST_ITEM_SEPARATOR}<ISO date-time>` });
    return z.NEVER;
  }
  return { slug: slug.data, savedAt: new Date(savedAt.data).toISOString() };
});

/** `items=<slug>~<savedAtISO>,…`: at most SHORTLIST_LIMIT projects, each once (the first wins). */
export const shortlistQuerySchema = z.strictObject({
  items: z
    .string()
    .min(1, 'Name at least one project')
    .transform((text) => text.split(','))
    .pipe(z.array(shortlistItemSchema).max(SHORTLIST_LIMIT, `At most ${SHORTLIST_LIMIT} projects`))
    .transform((items) => items.filter((item, i) => items.findIndex((other) => other.slug === item.slug) === i)),
});
export type ShortlistQuery = z.infer<typeof shortlistQuerySchema>;

const unitRefSchema = z.object({
  unitId: z.string(),
  /** The unit as a buyer names it: its BHK label ('2 BHK', 'Studio') and its title when that says more. */
  label: z.string(),
});

const priceRangeSchema = z.object({ low: z.number(), high: z.number() });

/** What changed in a project between the moment it was saved and now. */
export const shortlistChangesSchema = z.object({
  /** Units whose price (by the one price rule) moved, matched by unit id. */
  prices: z.array(
    unitRefSchema.extend({
      direction: z.enum(['up', 'down']),
      from: priceRangeSchema,
      to: priceRangeSchema,
    }),
  ),
  possession: z
    .object({
      from: z.string().nullable(),
      to: z.string().nullable(),
      fromDate: z.string().nullable(),
      toDate: z.string().nullable(),
    })
    .nullable(),
  newUnits: z.array(unitRefSchema),
  removedUnits: z.array(unitRefSchema),
});
export type ShortlistChanges = z.infer<typeof shortlistChangesSchema>;

export const shortlistEntrySchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('listed'),
    slug: z.string(),
    savedAt: z.string(),
    project: projectCardSchema.extend({ proposedPossessionDate: z.string().nullable() }),
    changes: shortlistChangesSchema,
  }),
  /** No longer listed: deleted, or never a project by that slug. */
  z.object({ status: z.literal('removed'), slug: z.string(), savedAt: z.string() }),
]);
export type ShortlistEntry = z.infer<typeof shortlistEntrySchema>;

export const shortlistResponseSchema = okResponseSchema(z.array(shortlistEntrySchema));
