import {
  PROJECT_DIFF_SPEC,
  SECURITY_STREAM_PREFIX,
  maskEmail,
  type AuditDetails,
  type AuditEntityType,
  type DiffSpec,
} from '@aangan/contracts';
import type { RecordedEvent } from '../../eventStore/EventStore.ts';
import type { Projector } from '../../runner/Projector.ts';
import {
  articlesProjector,
  currencyRatesProjector,
  seoMetaProjector,
  siteFaqsProjector,
  stateReraProjector,
  testimonialsProjector,
} from '../contentProjectors.ts';
import { projectsProjector } from '../projectsProjector.ts';

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
  fold?: (view: View | null, event: RecordedEvent) => View | null;
  diff?: DiffSpec;
  label: (view: View | null, event: RecordedEvent, entityId: string) => string;
  details?: (event: RecordedEvent) => AuditDetails | null;
  /** Event types of the stream that are bookkeeping, not changes (a code accepted at sign-in). */
  skip?: readonly string[];
  /** The record an event is about, when the stream does not name it (security events name the account). */
  entityId?: (event: RecordedEvent) => string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const data = (event: RecordedEvent): Record<string, unknown> => (event.data ?? {}) as Record<string, unknown>;

/** A read-model projector's document as the view: what the public and the console see of the record. */
const viaProjector =
  (projector: Pick<Projector, 'evolve'>) =>
  (view: View | null, event: RecordedEvent): View | null =>
    projector.evolve(view as never, event, undefined);

const BOOKKEEPING = ['_id', '_position', 'revision', 'createdAt', 'updatedAt', 'updatedBy', 'authorId'];

/** Staff accounts: who they are, their role and standing; never a password hash or a secret. */
function foldUser(view: View | null, event: RecordedEvent): View | null {
  const d = data(event);
  switch (event.type) {
    case 'AdminUserCreated':
      return {
        name: text(d['name']),
        email: maskEmail(text(d['email'])),
        role: text(d['role']),
        status: 'active',
        authenticator: 'not set up',
      };
    case 'AdminRoleChanged':
      return view && { ...view, role: text(d['role']) };
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
function foldLead(view: View | null, event: RecordedEvent): View | null {
  const d = data(event);
  switch (event.type) {
    case 'LeadReceived':
      return {
        kind: text(d['kind']),
        projectId: d['projectId'] ?? null,
        status: 'new',
        followUpOn: null,
        assigneeId: null,
        notes: 0,
        repeats: 0,
        resume: d['resumeKey'] ? 'kept' : null,
        erased: false,
      };
    case 'LeadRepeated':
      return view && { ...view, repeats: Number(view['repeats'] ?? 0) + 1 };
    case 'LeadStatusChanged':
      return view && { ...view, status: text(d['status']), followUpOn: d['followUpOn'] ?? null };
    case 'LeadNoteAdded':
      return view && { ...view, notes: Number(view['notes'] ?? 0) + 1 };
    case 'LeadAssigned':
      return view && { ...view, assigneeId: d['assigneeId'] ?? null };
    case 'LeadErased':
      return view && { ...view, erased: true };
    case 'ResumeDeleted':
      return view && { ...view, resume: `deleted (${text(d['reason'])})` };
    default:
      return view;
  }
}

/** Plain values of an event's data, without the keys named. */
const plainDetails =
  (...omit: string[]) =>
  (event: RecordedEvent): AuditDetails => {
    const out: AuditDetails = {};
    for (const [key, value] of Object.entries(data(event))) {
      if (omit.includes(key)) continue;
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
        out[key] = value as string | number | boolean | null;
    }
    return out;
  };

const mapView = (project: (event: RecordedEvent) => View | null) => (_view: View | null, event: RecordedEvent) =>
  project(event);

/**
 * A security event's data; one that names the account it targeted also says where it came from:
 * the keyed hash of the address every event carries, so attempts from one address can be told apart
 * from a spray. Events recorded before accounts were named keep the details they always had.
 */
function securityDetails(event: RecordedEvent): AuditDetails {
  const details = plainDetails()(event);
  const address = event.metadata['clientIpHash'];
  return 'account' in details && typeof address === 'string' ? { ...details, address } : details;
}

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
      ignore: [...BOOKKEEPING, 'wordCount', 'readingMinutes', 'excerpt'],
      fieldLabels: {
        html: 'Content',
        ogTitle: 'Open Graph title',
        ogImage: 'Open Graph image',
        metaDescription: 'Meta description',
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
    fold: mapView((event) => {
      const content = data(event)['content'];
      return typeof content === 'object' && content !== null && !Array.isArray(content)
        ? (content as View)
        : { content };
    }),
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
    // A code accepted at sign-in is bookkeeping for single use, not a change worth reading.
    skip: ['AuthenticatorCodeUsed'],
    details: (event) => (event.type === 'AdminSessionEnded' ? { expiresAt: text(data(event)['expiresAt']) } : null),
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
    entityId: (event) => text(data(event)['userId']) || 'anonymous',
    // A sign-in names the account it targeted, masked when recorded (events from before that say only "Sign-in").
    label: (_view, event) => text(data(event)['route']) || text(data(event)['account']) || 'Sign-in',
  },
];

export function subjectOf(stream: string): AuditSubject | undefined {
  return AUDIT_SUBJECTS.find((subject) =>
    subject.stream.endsWith('-') ? stream.startsWith(subject.stream) : stream === subject.stream,
  );
}

/** The record the stream is about: the part after the prefix, or the stream's own name for single-record streams. */
export const entityIdOf = (subject: AuditSubject, event: RecordedEvent): string =>
  subject.entityId?.(event) ??
  (subject.stream.endsWith('-') ? event.stream.slice(subject.stream.length) : event.stream);
