import { z } from 'zod';
import { objectIdSchema } from '../fieldSchemas.ts';
import { projectFieldsSchema } from './schemas.ts';

/** The revision an edit is based on, for clients that cannot send `If-Match`. */
export const expectedRevisionSchema = z
  .int({ error: 'expectedRevision must be a whole number' })
  .min(0, 'expectedRevision must be 0 or more');

/** Body of post-project / save-draft: the project fields, plus the draft being posted when there is one. */
export const projectCommandBodySchema = projectFieldsSchema.extend({
  _id: objectIdSchema('Invalid project id').optional(),
  expectedRevision: expectedRevisionSchema.optional(),
});
export type ProjectCommandBody = z.infer<typeof projectCommandBodySchema>;

/** Body of edit-project: every field (the edit replaces them all) and, without `If-Match`, the base revision. */
export const projectEditBodySchema = projectFieldsSchema.extend({
  expectedRevision: expectedRevisionSchema.optional(),
});

/** Body of the lifecycle commands (restore, grand toggle): nothing, or the base revision. */
export const revisionBodySchema = z.strictObject({ expectedRevision: expectedRevisionSchema.optional() });
/** Query of delete-project: DELETE carries no body, so the base revision may come here instead of `If-Match`. */
export const revisionQuerySchema = z.strictObject({
  expectedRevision: z.coerce.number().pipe(expectedRevisionSchema).optional(),
});

export const projectRevertBodySchema = z.strictObject({
  toRevision: z.int({ error: 'Choose the version to restore' }).min(0, 'Choose the version to restore'),
  expectedRevision: expectedRevisionSchema.optional(),
});

/** `asOf`: a revision number, or an ISO date-time (the project as it was at that instant). */
export const adminProjectQuerySchema = z.strictObject({
  asOf: z
    .union([z.string().regex(/^\d{1,9}$/), z.iso.datetime({ offset: true })], {
      error: 'asOf must be a revision number or an ISO date-time such as 2026-11-24T10:30:00+05:30',
    })
    .optional(),
});

export const projectIdParamsSchema = z.strictObject({ id: objectIdSchema('Invalid project id') });
