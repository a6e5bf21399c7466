import { z } from 'zod';
import { ALERT_SEARCH_KEYS, type AlertSearchKey } from '../alerts/alertRules.ts';

/** A saved search's parameters as the search page names them (numbers and lists as text). */
export const alertSearchSchema = z.strictObject(
  Object.fromEntries(ALERT_SEARCH_KEYS.map((key) => [key, z.string().max(200).optional()])) as Record<
    AlertSearchKey,
    z.ZodOptional<z.ZodString>
  >,
);

/** What an alert follows: the projects a search will find, or one project. */
export const alertTopicSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('search'), search: alertSearchSchema, label: z.string() }),
  z.strictObject({ kind: z.literal('project'), projectId: z.string(), slug: z.string(), title: z.string() }),
]);
export type AlertTopic = z.infer<typeof alertTopicSchema>;

const projectRef = {
  alertId: z.string(),
  projectId: z.string(),
  title: z.string(),
  /** The project page's path (`/project/…`). */
  link: z.string(),
  place: z.string(),
};

/** One thing a digest tells: a new project for a search, a price drop, a possession or RERA change. */
export const alertItemSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('newProject'),
    ...projectRef,
    priceMin: z.number().nullable(),
    priceMax: z.number().nullable(),
    bhk: z.string(),
  }),
  z.strictObject({
    kind: z.literal('priceDrop'),
    ...projectRef,
    unit: z.string(),
    from: z.number(),
    to: z.number(),
    /** How much lower, in per cent of the old price, one decimal. */
    percent: z.number(),
  }),
  z.strictObject({
    kind: z.literal('possession'),
    ...projectRef,
    from: z.string().nullable(),
    to: z.string().nullable(),
    fromDate: z.string().nullable(),
    toDate: z.string().nullable(),
  }),
  z.strictObject({ kind: z.literal('rera'), ...projectRef, from: z.array(z.string()), to: z.array(z.string()) }),
]);
export type AlertItem = z.infer<typeof alertItemSchema>;

const subject = { alertId: z.string(), subjectId: z.string() };

/**
 * A buyer asked for an alert and agreed to the alerts notice (its version recorded). The address
 * is sealed with the person's key: erasing them leaves this event unreadable. Queues the
 * confirmation mail; nothing else is sent until `AlertConfirmed`.
 */
export const alertRequested = z.strictObject({
  type: z.literal('AlertRequested'),
  data: z.strictObject({
    ...subject,
    email: z.string(),
    topic: alertTopicSchema,
    /** Equal for every alert on the same search or project: how the console counts subscribers. */
    topicKey: z.string(),
    noticeVersion: z.string(),
    purpose: z.literal('property-alerts'),
  }),
});
export const alertConfirmed = z.strictObject({ type: z.literal('AlertConfirmed'), data: z.strictObject(subject) });
export const alertUnsubscribed = z.strictObject({
  type: z.literal('AlertUnsubscribed'),
  data: z.strictObject({ ...subject, reason: z.enum(['link', 'one-click', 'erasure']) }),
});

/** The day's digest for one person, with what it tells: queued in the outbox, sent once. */
export const alertDigestQueued = z.strictObject({
  type: z.literal('AlertDigestQueued'),
  data: z.strictObject({
    mailId: z.string(),
    subjectId: z.string(),
    /** The India day (YYYY-MM-DD) it is the digest of. */
    day: z.string(),
    /** Changes up to this instant are told; the next digest starts after it. */
    upTo: z.string(),
    alertIds: z.array(z.string()),
    items: z.array(alertItemSchema),
    /** Items left out past the digest's limit. */
    more: z.number().int(),
  }),
});
const mailKind = z.enum(['confirm', 'digest']);
/** A sender took the mail: no other sends it unless this claim grows old without an outcome. */
export const alertMailClaimed = z.strictObject({
  type: z.literal('AlertMailClaimed'),
  data: z.strictObject({ mailId: z.string(), subjectId: z.string(), kind: mailKind }),
});
export const alertMailSent = z.strictObject({
  type: z.literal('AlertMailSent'),
  data: z.strictObject({ mailId: z.string(), subjectId: z.string(), kind: mailKind }),
});
export const alertMailDropped = z.strictObject({
  type: z.literal('AlertMailDropped'),
  data: z.strictObject({
    mailId: z.string(),
    subjectId: z.string(),
    kind: mailKind,
    reason: z.enum(['erased', 'unsubscribed', 'refused']),
  }),
});
export const alertsPaused = z.strictObject({ type: z.literal('AlertsPaused'), data: z.strictObject({}) });
export const alertsResumed = z.strictObject({ type: z.literal('AlertsResumed'), data: z.strictObject({}) });

export const alertEventSchema = z.discriminatedUnion('type', [
  alertRequested,
  alertConfirmed,
  alertUnsubscribed,
  alertDigestQueued,
  alertMailClaimed,
  alertMailSent,
  alertMailDropped,
  alertsPaused,
  alertsResumed,
]);
