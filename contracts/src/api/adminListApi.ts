import { z } from 'zod';
import { AUDIT_ENTITY_TYPES } from '../audit/auditEntry.ts';

/** Reads one JSON-encoded query parameter of the ra-data-simple-rest dialect. */
export const jsonParam = <T extends z.ZodType>(schema: T, name: string) =>
  z
    .string()
    .optional()
    .transform((text, ctx): z.infer<T> | undefined => {
      if (text === undefined || text === '') return undefined;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} must be JSON` });
        return z.NEVER;
      }
      const parsed = schema.safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: `${name}: ${parsed.error.issues[0]?.message ?? 'invalid'}` });
        return z.NEVER;
      }
      return parsed.data;
    });

export const ADMIN_PROJECT_TABS = ['all-projects', 'myProjects', 'drafts', 'deleted'] as const;
export type AdminProjectTab = (typeof ADMIN_PROJECT_TABS)[number];
export const ADMIN_PROJECT_SORT_FIELDS = [
  'updatedAt',
  'createdAt',
  'postedAt',
  'projectTitle',
  'city',
  'priceMin',
  'priceMax',
  'status',
  'id',
] as const;

export const adminProjectListQuerySchema = z.strictObject({
  sort: jsonParam(z.tuple([z.enum(ADMIN_PROJECT_SORT_FIELDS), z.enum(['ASC', 'DESC'])]), 'sort'),
  range: jsonParam(
    z
      .tuple([z.number().int().min(0), z.number().int().min(0)])
      .refine(([a, b]) => b >= a && b - a < 500, 'range must be [start, end] with at most 500 rows'),
    'range',
  ),
  filter: jsonParam(
    z.strictObject({
      tab: z.enum(ADMIN_PROJECT_TABS).optional(),
      q: z.string().max(200).optional(),
      city: z.string().max(80).optional(),
      projectType: z.string().max(40).optional(),
      isGrandProject: z.boolean().optional(),
      status: z.enum(['draft', 'posted', 'deleted']).optional(),
      id: z.union([z.string(), z.array(z.string()).max(500)]).optional(),
    }),
    'filter',
  ),
});
export type AdminProjectListQuery = z.infer<typeof adminProjectListQuerySchema>;

export const adminHistoryQuerySchema = z.strictObject({
  sort: jsonParam(z.tuple([z.enum(['at', 'revision']), z.enum(['ASC', 'DESC'])]), 'sort'),
  range: jsonParam(z.tuple([z.number().int().min(0), z.number().int().min(0)]), 'range'),
  filter: jsonParam(z.strictObject({}), 'filter'),
});

const indianDate = z.iso.date({ error: 'Use the date format yyyy-mm-dd' });

/** Filters of the audit log: who, when (India dates, inclusive), which record, which kind of change. */
export const auditFilterSchema = z.strictObject({
  actorId: z.string().max(100).optional(),
  entityType: z.enum(AUDIT_ENTITY_TYPES).optional(),
  entityId: z.string().max(200).optional(),
  type: z
    .string()
    .max(60)
    .regex(/^[A-Za-z]+$/, 'Unknown event type')
    .optional(),
  from: indianDate.optional(),
  to: indianDate.optional(),
  q: z.string().max(200).optional(),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const auditListQuerySchema = z.strictObject({
  sort: jsonParam(z.tuple([z.enum(['at']), z.enum(['ASC', 'DESC'])]), 'sort'),
  range: jsonParam(
    z
      .tuple([z.number().int().min(0), z.number().int().min(0)])
      .refine(([a, b]) => b >= a && b - a < 500, 'range must be [start, end] with at most 500 rows'),
    'range',
  ),
  filter: jsonParam(auditFilterSchema, 'filter'),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
export const auditExportQuerySchema = z.strictObject({ filter: jsonParam(auditFilterSchema, 'filter') });
