import { z } from 'zod';
import { AUDIT_ENTITY_TYPES } from '../audit/auditEntry.ts';
import { projectFieldsSchema } from './schemas.ts';

/**
 * What the admin API answers about projects, as the console reads it: one project in any state (and
 * as it was at a revision), a row of the console's list, a project's history and what a project
 * command answers. The console parses every answer with these; the routes declare them.
 */

export const projectStatusSchema = z.enum(['draft', 'posted', 'deleted']);

/** Who made a change, named for people ("System" and "Visitor" for those actors). */
export const namedActorSchema = z.object({ id: z.string(), name: z.string(), role: z.string() });
export type NamedActor = z.infer<typeof namedActorSchema>;

/** The bookkeeping every admin answer about a project carries beside its fields. */
const adminProjectMeta = {
  id: z.string(),
  revision: z.int(),
  status: projectStatusSchema,
  slug: z.string().nullable(),
  /** The public path (`/project/view/…`), meaningful while posted. */
  link: z.string(),
  isGrandProject: z.boolean(),
  priceMin: z.number().nullable(),
  priceMax: z.number().nullable(),
  ownerId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  postedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
  updatedBy: namedActorSchema,
};

/** `GET /admin/projects/:id`: the whole project in any state; with `?asOf=` as it was then (`asOf` says when). */
export const adminProjectSchema = z.object({
  ...projectFieldsSchema.shape,
  ...adminProjectMeta,
  asOf: z.object({ revision: z.int(), at: z.string() }).optional(),
});
export type AdminProject = z.infer<typeof adminProjectSchema>;

/** One row of `GET /admin/projects` (ra-data-simple-rest: the rows, the total in `Content-Range`). */
export const adminProjectRowSchema = z.object({
  ...adminProjectMeta,
  projectTitle: z.string().optional(),
  city: z.string().optional(),
  locality: z.string().optional(),
  projectType: projectFieldsSchema.shape.projectType,
  projectSubType: projectFieldsSchema.shape.projectSubType,
  coverImage: z.string().optional(),
  customProjectUrl: z.string().optional(),
});
export type AdminProjectRow = z.infer<typeof adminProjectRowSchema>;
export const adminProjectListSchema = z.array(adminProjectRowSchema);

/** `GET /project/get-draft` without an id: the signed-in admin's drafts, newest first (what the list of them reads). */
export const projectDraftListSchema = z.object({
  result: z.array(
    z.object({
      _id: z.string(),
      projectTitle: z.string().optional(),
      city: z.string().optional(),
      updatedAt: z.string(),
    }),
  ),
});

/** One field that changed, old → new (contracts' diff). */
export const changeSchema = z.object({
  path: z.string(),
  label: z.string(),
  kind: z.enum(['added', 'removed', 'changed']),
  old: z.unknown().optional(),
  new: z.unknown().optional(),
});

/** One recorded change: a row of `GET /admin/projects/:id/history` (and of the audit log). */
export const auditEntrySchema = z.object({
  id: z.string(),
  position: z.number(),
  at: z.string(),
  effectiveAt: z.string().optional(),
  type: z.string(),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.string(),
  entityLabel: z.string(),
  revision: z.int(),
  actor: namedActorSchema,
  correlationId: z.string(),
  summary: z.string(),
  changes: z.array(changeSchema),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
  restoredRevision: z.int().nullable(),
});
export const projectHistorySchema = z.array(auditEntrySchema);

/**
 * What a project command answers (save-draft, post-project, edit-project, delete, restore, the
 * grand flag, revert): 200 once the read models show it, 202 when they lag (`visible: false`).
 */
export const projectCommandReplySchema = z.object({
  responseCode: z.number(),
  message: z.string(),
  result: z.object({
    _id: z.string(),
    revision: z.int(),
    status: projectStatusSchema.optional(),
    slug: z.string().nullable().optional(),
    link: z.string().optional(),
    /** False when the command changed nothing (it repeated the current values). */
    changed: z.boolean().optional(),
    visible: z.boolean(),
    notices: z.array(z.string()).default([]),
    poll: z.string().optional(),
  }),
});
export type ProjectCommandReply = z.infer<typeof projectCommandReplySchema>;
