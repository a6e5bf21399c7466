import { PROJECT_DIFF_SPEC, SECURITY_STREAM_PREFIX, ASSISTANT_STREAM_PREFIX } from '@aangan/contracts';
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
import { plainDetails, securityDetails } from './auditDetails.ts';
import { foldAlert, foldLead, foldUser, viaProjector } from './auditFolds.ts';
import { reservation } from './auditReservations.ts';
import type { AuditSubject, View } from './auditSubjectTypes.ts';

export type { AuditSubject, View } from './auditSubjectTypes.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const BOOKKEEPING = ['_id', '_position', 'revision', 'createdAt', 'updatedAt', 'updatedBy', 'authorId'];

/** Every kind of record the audit trail reads, by its stream. */
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
