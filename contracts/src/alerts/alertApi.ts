import { z } from 'zod';
import { projectSearchQuerySchema } from '../project/searchApi.ts';
import { SIMPLE_EMAIL } from '../leads/leadForms.ts';
import { jsonParam } from '../api/adminListApi.ts';
import { alertSearchSchema, alertTopicSchema } from '../events/alertEvents.ts';
import { ALERT_MESSAGES as M, ALERT_NOTICE } from './alertRules.ts';

/**
 * `POST /api/v1/alerts`: an email, consent to the alerts notice, and either a saved search (the
 * search page's filters) or a project to watch. Answered 202: the confirmation mail is on its way.
 */
export const alertRequestSchema = z
  .strictObject({
    email: z
      .string({ error: M.email })
      .trim()
      .toLowerCase()
      .min(1, M.email)
      .max(254, M.emailInvalid)
      .regex(SIMPLE_EMAIL, M.emailInvalid),
    consent: z.literal(true, { error: M.consent }),
    /** The notice the buyer saw; the current one when left out. */
    noticeVersion: z.literal(ALERT_NOTICE.version).optional(),
    search: alertSearchSchema.optional(),
    projectSlug: z.string().trim().min(1).max(200).optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.search === undefined) === (body.projectSlug === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['search'], message: M.topic });
      return;
    }
    if (!body.search) return;
    // The same rules as the search page's parameters.
    const parsed = projectSearchQuerySchema.safeParse(body.search);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: ['search', ...issue.path.map(String)], message: issue.message });
  });
export type AlertRequest = z.infer<typeof alertRequestSchema>;

export const alertAcceptedSchema = z.object({ responseCode: z.literal(202), message: z.string() });

/** One saved search or watched project in the console, with how many follow it. */
export const alertTopicRowSchema = z.object({
  id: z.string(),
  topic: alertTopicSchema,
  /** Confirmed and not unsubscribed. */
  active: z.number(),
  /** Waiting for the confirmation link. */
  pending: z.number(),
  /** Who follows it: the address, masked for auditors; null once erased. */
  subscribers: z.array(z.object({ alertId: z.string(), email: z.string().nullable(), status: z.string() })),
  lastRequestedAt: z.string(),
});
export type AlertTopicRow = z.infer<typeof alertTopicRowSchema>;

/** `GET /api/v1/admin/alerts/overview`: the switch, the counts and mails sent per day. */
export const alertOverviewSchema = z.object({
  paused: z.boolean(),
  /** The settings' revision, for the switch's If-Match. */
  revision: z.number(),
  changedAt: z.string().nullable(),
  changedBy: z.string().nullable(),
  digestHour: z.number(),
  totals: z.object({ active: z.number(), pending: z.number(), ended: z.number(), queued: z.number() }),
  /** The last 14 India days, newest first. */
  mailsPerDay: z.array(
    z.object({ day: z.string(), digests: z.number(), confirmations: z.number(), dropped: z.number() }),
  ),
});
export type AlertOverview = z.infer<typeof alertOverviewSchema>;

/** `PUT /api/v1/admin/alerts/settings` (with If-Match): pause or resume alerts for everyone. */
export const alertSettingsBodySchema = z.strictObject({ paused: z.boolean({ error: 'paused must be true or false' }) });

/** `GET /api/v1/admin/alerts`: saved searches and watched projects, most followed first (ra-data-simple-rest). */
export const alertTopicListQuerySchema = z.strictObject({
  sort: jsonParam(z.tuple([z.enum(['active', 'lastRequestedAt']), z.enum(['ASC', 'DESC'])]), 'sort'),
  range: jsonParam(
    z
      .tuple([z.number().int().min(0), z.number().int().min(0)])
      .refine(([a, b]) => b >= a && b - a < 200, 'range must be [start, end] with at most 200 rows'),
    'range',
  ),
  filter: jsonParam(z.strictObject({ kind: z.enum(['search', 'project']).optional() }), 'filter'),
});
export type AlertTopicListQuery = z.infer<typeof alertTopicListQuerySchema>;
