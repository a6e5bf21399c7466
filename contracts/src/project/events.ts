import { z } from 'zod';
import { projectFieldsSchema } from './schemas.ts';

/** Project lifecycle events. `fields` always holds the complete field set after the change. */
export const projectDraftSaved = z.strictObject({
  type: z.literal('ProjectDraftSaved'),
  data: z.strictObject({ projectId: z.string(), ownerId: z.string(), fields: projectFieldsSchema }),
});
export const projectPosted = z.strictObject({
  type: z.literal('ProjectPosted'),
  data: z.strictObject({ projectId: z.string(), ownerId: z.string(), slug: z.string(), fields: projectFieldsSchema }),
});
export const projectEdited = z.strictObject({
  type: z.literal('ProjectEdited'),
  data: z.strictObject({ projectId: z.string(), fields: projectFieldsSchema, changed: z.array(z.string()) }),
});
/** An earlier version's fields made current again; the versions in between stay in the history. */
export const projectReverted = z.strictObject({
  type: z.literal('ProjectReverted'),
  data: z.strictObject({
    projectId: z.string(),
    toRevision: z.int().min(0),
    fields: projectFieldsSchema,
    changed: z.array(z.string()),
  }),
});
export const projectDeleted = z.strictObject({
  type: z.literal('ProjectDeleted'),
  data: z.strictObject({ projectId: z.string() }),
});
export const projectRestored = z.strictObject({
  type: z.literal('ProjectRestored'),
  data: z.strictObject({ projectId: z.string() }),
});
export const grandProjectFlagSet = z.strictObject({
  type: z.literal('GrandProjectFlagSet'),
  data: z.strictObject({ projectId: z.string(), isGrandProject: z.boolean() }),
});

export const projectEventSchema = z.discriminatedUnion('type', [
  projectDraftSaved,
  projectPosted,
  projectEdited,
  projectReverted,
  projectDeleted,
  projectRestored,
  grandProjectFlagSet,
]);
export type ProjectEvent = z.infer<typeof projectEventSchema>;
export type ProjectEventType = ProjectEvent['type'];
export const PROJECT_EVENT_TYPES = projectEventSchema.options.map<ProjectEventType>((o) => o.shape.type.value);

/** Reservation of a unique URL (slug or custom URL) for one project. */
export const urlReserved = z.strictObject({
  type: z.literal('UrlReserved'),
  data: z.strictObject({ url: z.string(), kind: z.enum(['slug', 'customUrl']), projectId: z.string() }),
});
export const urlReleased = z.strictObject({
  type: z.literal('UrlReleased'),
  data: z.strictObject({ url: z.string(), kind: z.enum(['slug', 'customUrl']), projectId: z.string() }),
});
