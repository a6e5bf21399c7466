import {
  PROJECT_DIFF_SPEC,
  SECURITY_STREAM_PREFIX,
  ASSISTANT_STREAM_PREFIX,
  maskEmail,
  type AuditDetails,
  type AuditEntityType,
  type DiffSpec,
} from '@aangan/contracts';
import { handledBy, type Projector } from '../../runner/Projector.ts';
import type { RecordedEvent } from '../../eventStore/EventStore.ts';
import {
  articlesProjector,
  currencyRatesProjector,
  seoMetaProjector,
  siteFaqsProjector,
  stateReraProjector,
  testimonialsProjector,
} from '../contentProjectors.ts';
import { projectsProjector } from '../projectsProjector.ts';
import type { Recorded } from '../recorded.ts';

/** What the audit trail compares of one record: a plain view of it, never secrets or personal data. */
export type View = Record<string, unknown>;

/**
 * How the audit trail reads the events of one kind of record (found by its stream's prefix): the
 * view folded from the record's events, which consecutive views are compared field by field, or, for
 * acts that change no record (an export, a failed sign-in), the details to show.
 */
export interface AuditSubject {
  entityType: AuditEntityType;
  /** The stream prefix (`project-`) or the whole stream name (`stateRera`). */
  stream: string;
  fold?: (view: View | null, event: Recorded) => View | null;
  diff?: DiffSpec;
  label: (view: View | null, event: Recorded, entityId: string) => string;
  details?: (event: Recorded) => AuditDetails | null;
  /** The record an event is about, when the stream does not name it (security events name the account). */
  entityId?: (event: Recorded) => string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A read-model projector's document as the view: what the public and the console see of the record. */
const viaProjector =
  <D extends { _position: number; _id: string }, E extends RecordedEvent>(projector: Projector<D, unknown, E>) =>
  (view: View | null, event: Recorded): View | null =>
    handledBy(projector, event) ? projector.evolve(view as D | null, event, undefined) : view;

const BOOKKEEPING = ['_id', '_position', 'revision', 'createdAt', 'updatedAt', 'updatedBy', 'authorId'];

/** A buyer's alert: what it follows and where it stands; never the address. */
function foldAlert(view: View | null, event: Recorded): View | null {
  switch (event.type) {
    case 'AlertRequested': {
      const { topic } = event.data;
      return {
        follows: topic.kind === 'search' ? `Search: ${topic.label}` : `Project: ${topic.title}`,
        status: 'waiting for confirmation',
        noticeVersion: event.data.noticeVersion,
      };
    }
    case 'AlertConfirmed':
      return view && { ...view, status: 'active' };
    case 'AlertUnsubscribed':
      return view && { ...view, status: event.data.reason === 'erasure' ? 'erased' : 'unsubscribed' };
    default:
      return view;
  }
}

/** Staff accounts: who they are, their role and standing; never a password hash or a secret. */
function foldUser(view: View | null, event: Recorded): View | null {
  switch (event.type) {
    case 'AdminUserCreated':
      return {
        name: event.data.name,
        email: maskEmail(event.data.email),
        role: event.data.role,
        status: 'active',
        authenticator: 'not set up',
      };
    case 'AdminRoleChanged':
      return view && { ...view, role: event.data.role };
    case 'AdminUserDisabled':
      return view && { ...view, status: 'disabled' };
    case 'AdminUserEnabled':
      return view && { ...view, status: 'active' };
    case 'AuthenticatorEnrolled':
      return view && { ...view, authenticator: 'set up' };
    case 'AuthenticatorReset':
      return view && { ...view, authenticator: 'not set up' };
    default:
      return view;
  }
}

/** A lead's handling: never the person (name, phone, email, messages and notes stay out). */
function foldLead(view: View | null, event: Recorded): View | null {
  switch (event.type) {
    case 'LeadReceived':
      return {
        kind: event.data.kind,
        projectId: event.data.projectId,
        status: 'new',
        followUpOn: null,
        assigneeId: null,
        notes: 0,
        repeats: 0,
        resume: event.data.resumeKey ? 'kept' : null,
        erased: false,
      };
    case 'LeadRepeated':
      return view && { ...view, repeats: Number(view['repeats'] ?? 0) + 1 };
    case 'LeadStatusChanged':
      return view && { ...view, status: event.data.status, followUpOn: event.data.followUpOn };
    case 'LeadNoteAdded':
      return view && { ...view, notes: Number(view['notes'] ?? 0) + 1 };
    case 'LeadAssigned':
      return view && { ...view, assigneeId: event.data.assigneeId };
    case 'LeadErased':
      return view && { ...view, erased: true };
    case 'ResumeDeleted':
      return view && { ...view, resume: `deleted (${event.data.reason})` };
    default:
      return view;
  }
}

const isPlain = (value: unknown): value is string | number | boolean | null =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** Plain values of an event's data, without the keys named. */
const plainDetails =
  (...omit: string[]) =>
  (event: Recorded): AuditDetails => {
    const out: AuditDetails = {};
    for (const [key, value] of Object.entries(event.data)) {
      if (!omit.includes(key) && isPlain(value)) out[key] = value;
    }
    return out;
  };

/**
 * A security event's data; one that names the account it targeted also says where it came from:
 * the keyed hash of the address every event carries, so attempts from one address can be told apart
 * from a spray. Events recorded before accounts were named keep the details they always had.
 */
function securityDetails(event: Recorded): AuditDetails {
  const details = plainDetails()(event);
  const address = event.metadata['clientIpHash'];
  return 'account' in details && typeof address === 'string' ? { ...details, address } : details;
}

/** The account, project or article that holds (or gave up) a unique name. */
function holderOf(event: Recorded): string {
  switch (event.type) {
    case 'UrlReserved':
    case 'UrlReleased':
      return event.data.projectId;
    case 'ArticleSlugReserved':
    case 'ArticleSlugReleased':
      return event.data.articleId;
    case 'EmailReserved':
      return event.data.userId;
    default:
      return event.stream;
  }
}

/** The name reserved, as the console may show it (a staff email masked). */
function reservedName(event: Recorded): string {
  switch (event.type) {
    case 'UrlReserved':
    case 'UrlReleased':
      return `Project URL ${event.data.url}`;
    case 'ArticleSlugReserved':
    case 'ArticleSlugReleased':
      return `Article URL ${event.data.slug}`;
    case 'EmailReserved':
      return `Staff email ${maskEmail(event.data.email)}`;
    default:
      return 'Reserved name';
  }
}

const reservation = (stream: string): AuditSubject => ({
  entityType: 'reservation',
  stream,
  entityId: holderOf,
  label: (_view, event) => reservedName(event),
  details: () => null,
});

export const AUDIT_SUBJECTS: readonly AuditSubject[] = [
  {
    entityType: 'project',
    stream: 'project-',
    fold: viaProjector(projectsProjector),
    diff: PROJECT_DIFF_SPEC,
    label: (view) => text(view?.['projectTitle']) || 'Untitled project',
  },
  {
    entityType: 'article',
    stream: 'article-',
    fold: viaProjector(articlesProjector),
    diff: {
      ignore: [...BOOKKEEPING, 'wordCount', 'readingMinutes', 'excerpt', 'hindiExcerpt'],
      fieldLabels: {
        html: 'Content',
        ogTitle: 'Open Graph title',
        ogImage: 'Open Graph image',
        metaDescription: 'Meta description',
        hindiTitle: 'Hindi title',
        hindiHtml: 'Hindi content',
      },
    },
    label: (view) => text(view?.['title']) || 'Article',
  },
  {
    entityType: 'testimonial',
    stream: 'testimonial-',
    fold: viaProjector(testimonialsProjector),
    diff: { ignore: BOOKKEEPING },
    label: (view) => text(view?.['name']) || 'Testimonial',
  },
  {
    entityType: 'siteSection',
    stream: 'siteSection-',
    fold: (view, event) => (event.type === 'SiteSectionChanged' ? { ...event.data.content } : view),
    diff: {},
    label: (_view, _event, id) => id,
  },
  {
    entityType: 'seoMeta',
    stream: 'seoMeta-',
    fold: viaProjector(seoMetaProjector),
    diff: {
      ignore: [...BOOKKEEPING, 'route'],
      fieldLabels: { ogTitle: 'Open Graph title', ogImage: 'Open Graph image' },
    },
    label: (_view, _event, id) => id,
  },
  {
    entityType: 'stateRera',
    stream: 'stateRera',
    fold: (view, event) =>
      (viaProjector(stateReraProjector)(view === null ? null : { data: view }, event)?.['data'] as View | undefined) ??
      null,
    diff: { keysAreNames: true },
    label: () => 'State RERA registrations',
  },
  {
    entityType: 'currencyRates',
    stream: 'currencyRates',
    fold: (_view, event) => (viaProjector(currencyRatesProjector)(null, event)?.['rates'] as View | undefined) ?? null,
    diff: { keysAreNames: true, fieldLabels: { inrPerUnit: 'Rupees per unit' } },
    label: () => 'Currency rates',
  },
  {
    entityType: 'siteFaq',
    stream: 'siteFaq-',
    fold: viaProjector(siteFaqsProjector),
    diff: { ignore: BOOKKEEPING },
    label: (view) => text(view?.['question']) || 'FAQ',
  },
  {
    entityType: 'user',
    stream: 'adminUser-',
    fold: foldUser,
    diff: {},
    label: (view) => text(view?.['name']) || 'User',
    details: (event) => (event.type === 'AdminSessionEnded' ? { expiresAt: event.data.expiresAt } : null),
  },
  {
    entityType: 'lead',
    stream: 'lead-',
    fold: foldLead,
    diff: { fieldLabels: { assigneeId: 'Assigned to', followUpOn: 'Follow-up on', projectId: 'Project' } },
    label: (view) => `${text(view?.['kind']) || 'Lead'} lead`,
  },
  { entityType: 'leadExport', stream: 'leadExports', label: () => 'Lead export', details: plainDetails() },
  { entityType: 'person', stream: 'person-', label: () => 'Erased person', details: plainDetails('subjectId') },
  {
    entityType: 'security',
    stream: SECURITY_STREAM_PREFIX,
    details: securityDetails,
    entityId: (event) => ('userId' in event.data && event.data.userId) || 'anonymous',
    // A sign-in names the account it targeted, masked when recorded (events from before that say only "Sign-in").
    label: (_view, event) =>
      ('route' in event.data && event.data.route) || ('account' in event.data && event.data.account) || 'Sign-in',
  },
  {
    entityType: 'alert',
    stream: 'alert-',
    fold: foldAlert,
    diff: { fieldLabels: { follows: 'Follows' } },
    label: (view) => text(view?.['follows']) || 'Property alert',
  },
  {
    entityType: 'alertMail',
    stream: 'alertDigest-',
    entityId: (event) => (event.type === 'AlertDigestQueued' ? event.data.mailId : event.stream),
    label: () => 'Alert digest',
    details: (event) =>
      event.type === 'AlertDigestQueued' ? { day: event.data.day, changes: event.data.items.length } : null,
  },
  {
    entityType: 'alertMail',
    stream: 'alertMail-',
    label: (_view, event) =>
      (event.type === 'AlertMailSent' || event.type === 'AlertMailDropped' || event.type === 'AlertMailClaimed') &&
      event.data.kind === 'confirm'
        ? 'Alert confirmation mail'
        : 'Alert digest',
  },
  { entityType: 'alertSettings', stream: 'alertSettings', label: () => 'Alerts for everyone' },
  reservation('slug-'),
  reservation('customUrl-'),
  reservation('articleSlug-'),
  reservation('adminEmail-'),
  {
    entityType: 'enquiryWindow',
    stream: 'enquiryWindow-',
    entityId: (event) => (event.type === 'EnquiryWindowOpened' ? event.data.leadId : event.stream),
    label: () => 'Enquiry window',
  },
  { entityType: 'formToken', stream: 'formToken-', label: () => 'Form token' },
  {
    entityType: 'request',
    stream: 'idempotency-',
    label: (_view, event) => `Request (${event.stream.split('-')[1] ?? 'unknown'})`,
    details: plainDetails('requestHash'),
  },
  {
    entityType: 'assistant',
    stream: ASSISTANT_STREAM_PREFIX,
    entityId: (event) => (event.type === 'AssistantExchangeRecorded' ? event.data.exchangeId : event.stream),
    label: () => 'Assistant',
    // What kind of question and how it was answered; never the question or the answer.
    details: (event) =>
      event.type === 'AssistantExchangeRecorded'
        ? { intent: event.data.intent, phrasedBy: event.data.phrasedBy, projects: event.data.projectIds.length }
        : null,
  },
];

export function subjectOf(stream: string): AuditSubject | undefined {
  return AUDIT_SUBJECTS.find((subject) =>
    subject.stream.endsWith('-') ? stream.startsWith(subject.stream) : stream === subject.stream,
  );
}

/** The record the stream is about: the part after the prefix, or the stream's own name for single-record streams. */
export const entityIdOf = (subject: AuditSubject, event: Recorded): string =>
  subject.entityId?.(event) ??
  (subject.stream.endsWith('-') ? event.stream.slice(subject.stream.length) : event.stream);
