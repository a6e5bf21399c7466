import type { Change } from './diff.ts';

/** What an audit entry is about (the kind of record whose history it is part of). */
export const AUDIT_ENTITY_TYPES = [
  'project',
  'article',
  'testimonial',
  'siteSection',
  'seoMeta',
  'stateRera',
  'currencyRates',
  'siteFaq',
  'user',
  'lead',
  'leadExport',
  'person',
  'security',
  'reservation',
  'enquiryWindow',
  'formToken',
  'request',
  'assistant',
  'alert',
  'alertMail',
  'alertSettings',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  project: 'Project',
  article: 'Blog, news or award',
  testimonial: 'Testimonial',
  siteSection: 'Page section',
  seoMeta: 'SEO meta',
  stateRera: 'State RERA',
  currencyRates: 'Currency rates',
  siteFaq: 'FAQ',
  user: 'User',
  lead: 'Lead',
  leadExport: 'Lead export',
  person: 'Personal data',
  security: 'Security',
  reservation: 'Reserved name',
  enquiryWindow: 'Enquiry window',
  formToken: 'Form token',
  request: 'Repeated request',
  assistant: 'Assistant',
  alert: 'Property alert',
  alertMail: 'Alert mail',
  alertSettings: 'Alert settings',
};

/**
 * Kinds of entry that keep a promise rather than record a change (a unique name held, a form token spent,
 * a request answered once, an assistant exchange): in the trail, and listed when asked for by record or
 * event type, but not among the changes the audit log and the dashboard show by default.
 */
export const BOOKKEEPING_ENTITY_TYPES: readonly AuditEntityType[] = [
  'reservation',
  'enquiryWindow',
  'formToken',
  'request',
  'assistant',
  'alertMail',
];

/** Plain values shown beside an entry that records an act rather than a change (an export, a failed sign-in). */
export type AuditDetails = Record<string, string | number | boolean | null>;

/**
 * The `audit_log` read model: one document per recorded change, for every kind of record, built
 * from the event log (its id is the event's id). Personal data of leads and applicants never
 * enters it; staff emails are masked.
 */
export interface AuditEntryDoc {
  _id: string;
  _position: number;
  /** The event's place in the log: the tie-breaker when two changes share a time. */
  position: number;
  /** When the change was recorded. */
  at: string;
  /** When it took effect, if an import dated it earlier than `at` (see EventMetadata.effectiveAt). */
  effectiveAt?: string;
  type: string;
  entityType: AuditEntityType;
  entityId: string;
  /** The record's name when the change was made (a project's title, a user's name). */
  entityLabel: string;
  stream: string;
  revision: number;
  actorId: string;
  actorRole: string;
  correlationId: string;
  causationId: string;
  summary: string;
  changes: Change[];
  details: AuditDetails | null;
  /** Set when the change made an earlier version current again. */
  restoredRevision: number | null;
}

/** An audit entry as the API answers it: the actor's name resolved. */
export interface AuditEntry extends Omit<
  AuditEntryDoc,
  '_id' | '_position' | 'actorId' | 'actorRole' | 'causationId' | 'stream'
> {
  id: string;
  actor: { id: string; name: string; role: string };
}
