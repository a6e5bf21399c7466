import { z } from 'zod';
import { NOTICE_PERIODS } from '../enums.ts';
import { CALL_BACK_TIMES } from '../leads/leadForms.ts';

export { CALL_BACK_TIMES };

export const LEAD_KINDS = ['general', 'project', 'callBack', 'contact', 'careers'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
/** The console's tabs: project enquiries (Leads), direct leads (general, contact, call-back), careers applications. */
export const LEAD_GROUPS = {
  project: ['project'],
  direct: ['general', 'contact', 'callBack'],
  careers: ['careers'],
} as const satisfies Record<string, readonly LeadKind[]>;
export type LeadGroup = keyof typeof LEAD_GROUPS;

export const LEAD_STATUSES = ['new', 'contacted', 'siteVisitScheduled', 'negotiation', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * Personal data never sits readable in an event: it travels as `personal`, sealed with a key kept
 * for that person alone (the subject). Erasing the person destroys the key, and every event that
 * mentions them stays in the history, unreadable.
 */
const sealed = z.string().startsWith('pd1.');

export const consentRecord = z.strictObject({
  noticeVersion: z.string(),
  purposes: z.array(z.string()),
  at: z.iso.datetime(),
});
export type ConsentRecord = z.infer<typeof consentRecord>;

/** What `personal` holds once opened. */
export const leadPersonalData = z.strictObject({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string(),
  message: z.string(),
  currentCtc: z.string().optional(),
  expectedCtc: z.string().optional(),
  coverLetter: z.string().optional(),
});
export type LeadPersonalData = z.infer<typeof leadPersonalData>;

export const leadReceived = z.strictObject({
  type: z.literal('LeadReceived'),
  data: z.strictObject({
    leadId: z.string(),
    kind: z.enum(LEAD_KINDS),
    projectId: z.string().nullable(),
    subjectId: z.string(),
    personal: sealed,
    consent: consentRecord,
    preferredTime: z.enum(CALL_BACK_TIMES).nullable(),
    noticePeriod: z.enum(NOTICE_PERIODS).nullable(),
    /** Private upload of the careers résumé (sealed with the same person key). */
    resumeKey: z.string().nullable(),
    /** Page the form was sent from (path only). */
    sourcePath: z.string().nullable(),
  }),
});
/** The same person asked about the same project again within 24 hours: kept on the first lead. */
export const leadRepeated = z.strictObject({
  type: z.literal('LeadRepeated'),
  data: z.strictObject({ leadId: z.string(), subjectId: z.string(), personal: sealed, consent: consentRecord }),
});
export const leadStatusChanged = z.strictObject({
  type: z.literal('LeadStatusChanged'),
  data: z.strictObject({ leadId: z.string(), status: z.enum(LEAD_STATUSES), followUpOn: z.iso.date().nullable() }),
});
export const leadNoteAdded = z.strictObject({
  type: z.literal('LeadNoteAdded'),
  data: z.strictObject({ leadId: z.string(), subjectId: z.string(), note: sealed }),
});
export const leadAssigned = z.strictObject({
  type: z.literal('LeadAssigned'),
  data: z.strictObject({ leadId: z.string(), assigneeId: z.string().nullable() }),
});
/** The person behind the lead was erased: their key is gone and the read model forgets them. */
export const leadErased = z.strictObject({
  type: z.literal('LeadErased'),
  data: z.strictObject({ leadId: z.string() }),
});
/** The résumé passed its retention period (or the person was erased) and was deleted. */
export const resumeDeleted = z.strictObject({
  type: z.literal('ResumeDeleted'),
  data: z.strictObject({ leadId: z.string(), reason: z.enum(['retention', 'erasure']) }),
});

export const leadEventSchema = z.discriminatedUnion('type', [
  leadReceived,
  leadRepeated,
  leadStatusChanged,
  leadNoteAdded,
  leadAssigned,
  leadErased,
  resumeDeleted,
]);
export type LeadEvent = z.infer<typeof leadEventSchema>;
export const LEAD_EVENT_TYPES = leadEventSchema.options.map<LeadEvent['type']>((o) => o.shape.type.value);

/** Recorded on `person-<subjectId>` when an admin erases a person (who asked, not what was erased). */
export const personErased = z.strictObject({
  type: z.literal('PersonErased'),
  data: z.strictObject({ subjectId: z.string(), leadCount: z.number().int() }),
});
/** Recorded on `leadExports` for every CSV export; `full` when phone and email were not masked. */
export const leadsExported = z.strictObject({
  type: z.literal('LeadsExported'),
  data: z.strictObject({
    group: z.enum(['project', 'direct', 'careers']),
    full: z.boolean(),
    count: z.number().int(),
    reason: z.string().nullable(),
  }),
});
