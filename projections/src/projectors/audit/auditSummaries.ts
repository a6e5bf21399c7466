import {
  DOMAIN_EVENT_TYPES,
  wordsOf,
  type AlertTopic,
  type Change,
  type DomainEventType,
  type EventOf,
} from '@aangan/contracts';
import type { Recorded } from '../recorded.ts';
import type { View } from './auditSubjects.ts';

/** "city, sale price of the 3 BHK and 2 more": the first few things a change touched, in words. */
function touched(changes: readonly Change[]): string {
  const names = [...new Set(changes.map((change) => change.label))];
  if (names.length === 0) return 'nothing';
  const shown = names.slice(0, 3).join(', ');
  return names.length > 3 ? `${shown} and ${names.length - 3} more` : shown;
}

/** '1 project lead', '2 project leads'. */
const counted = (count: number, [one, many]: readonly [string, string]): string =>
  `${count} ${count === 1 ? one : many}`;
const EXPORTED_GROUPS = {
  project: ['project lead', 'project leads'],
  direct: ['direct lead', 'direct leads'],
  careers: ['job application', 'job applications'],
} as const;

const topicLabel = (topic: AlertTopic): string =>
  topic.kind === 'search' ? `saved search “${topic.label}”` : `watching ${topic.title}`;
const UNSUBSCRIBED = {
  link: 'Unsubscribed with the link in a mail',
  'one-click': 'Unsubscribed with one click from the mail app',
  erasure: 'Ended: the person was erased',
} as const;
const DROPPED = {
  erased: 'the person was erased',
  unsubscribed: 'every alert in it was ended',
  refused: 'the mail server refused it',
} as const;

type RecordedOf = { [T in DomainEventType]: Recorded<EventOf<T>> };
type Summary<T extends DomainEventType> = (
  event: RecordedOf[T],
  changes: readonly Change[],
  before: View | null,
) => string;

/**
 * One line per event type saying what it did. Every type the product appends has its line: a type
 * added to the catalogue without one does not compile, so nothing recorded is missing from the audit log.
 */
const SUMMARIES: { [T in DomainEventType]: Summary<T> } = {
  ProjectDraftSaved: (_e, changes, before) => (before ? `Draft saved: ${touched(changes)}` : 'Saved as a draft'),
  ProjectPosted: (_e, changes, before) =>
    before
      ? `Posted (changed from the draft: ${touched(changes.filter((c) => c.path !== 'status' && c.path !== 'slug'))})`
      : 'Posted',
  ProjectEdited: (_e, changes) => `Edited ${touched(changes)}`,
  ProjectReverted: (event) => `Restored revision ${event.data.toRevision}`,
  ProjectDeleted: () => 'Deleted',
  ProjectRestored: () => 'Restored from the deleted projects',
  GrandProjectFlagSet: (event) =>
    event.data.isGrandProject ? 'Marked as a grand project' : 'No longer a grand project',
  UrlReserved: (event) => `${event.data.kind === 'slug' ? 'URL' : 'Custom URL'} ${event.data.url} reserved`,
  UrlReleased: (event) => `${event.data.kind === 'slug' ? 'URL' : 'Custom URL'} ${event.data.url} released`,
  ArticlePublished: () => 'Published',
  ArticleEdited: (_e, changes) => `Edited ${touched(changes)}`,
  ArticleDeleted: () => 'Deleted',
  ArticleRestored: () => 'Restored',
  ArticleOgImageChanged: (event) => (event.data.ogImage ? 'Open Graph image changed' : 'Open Graph image removed'),
  ArticleSlugReserved: (event) => `URL ${event.data.slug} reserved`,
  ArticleSlugReleased: (event) => `URL ${event.data.slug} released`,
  TestimonialAdded: () => 'Added',
  TestimonialDeleted: () => 'Deleted',
  SiteSectionChanged: (_e, changes) => `Changed ${touched(changes)}`,
  SeoMetaChanged: (_e, changes) => `Changed ${touched(changes)}`,
  StateReraChanged: (event) =>
    event.data.registration === null ? `Removed ${event.data.state}` : `Set ${event.data.state}`,
  CurrencyRatesChanged: (_e, changes) => `Changed ${touched(changes)}`,
  SiteFaqSaved: (_e, changes, before) => (before ? `Edited ${touched(changes)}` : 'Added'),
  SiteFaqDeleted: () => 'Deleted',
  AdminUserCreated: (event) => `Created with the role ${event.data.role}`,
  AdminRoleChanged: (event) => `Role changed to ${event.data.role}`,
  AdminUserDisabled: () => 'Disabled (signed out everywhere)',
  AdminUserEnabled: () => 'Enabled',
  AdminPasswordChanged: () => 'Password changed (signed out everywhere)',
  AdminSessionEnded: () => 'Signed out',
  EmailReserved: () => 'Email address reserved for the account',
  AuthenticatorSecretIssued: () => 'Authenticator setup started',
  AuthenticatorEnrolled: () => 'Authenticator set up',
  AuthenticatorCodeUsed: () => 'Authenticator code accepted',
  AuthenticatorReset: () => 'Authenticator reset',
  AuthenticatorCodeFailed: (event) => `Wrong authenticator code at ${event.data.where}`,
  AuthenticatorLocked: (event) => `Authenticator locked at ${event.data.where} until ${event.data.until}`,
  AuthenticatorUnlocked: () => 'Authenticator unlocked by an emailed code',
  PasswordResetRequested: () => 'Password reset code sent',
  PasswordResetCodeRejected: () => 'Wrong password reset code',
  PasswordResetCodeVerified: () => 'Password reset code verified',
  PasswordResetCancelled: () => 'Password reset cancelled (authenticator locked)',
  PasswordResetCompleted: () => 'Password reset (signed out everywhere)',
  LeadReceived: () => 'Received',
  LeadRepeated: () => 'Asked again',
  LeadStatusChanged: (event) => `Status: ${wordsOf(event.data.status)}`,
  LeadNoteAdded: () => 'Note added',
  LeadAssigned: (event) => (event.data.assigneeId ? 'Assigned' : 'Unassigned'),
  LeadErased: () => 'Personal data erased',
  ResumeDeleted: (event) => `Résumé deleted (${event.data.reason})`,
  LeadsExported: (event) =>
    `Exported ${counted(event.data.count, EXPORTED_GROUPS[event.data.group])}${event.data.full ? ' with full contact details' : ' (masked)'}`,
  PersonErased: (event) => `Erased a person (${counted(event.data.leadCount, ['lead', 'leads'])})`,
  EnquiryWindowOpened: () => 'Enquiry received: repeats within 24 hours join this lead',
  FormTokenSpent: () => 'Form submitted',
  IdempotencyKeyReserved: () => 'Request taken',
  IdempotentRequestFailed: () => 'Request failed (a retry with the same key runs it again)',
  IdempotentRequestResumed: () => 'Request retried',
  IdempotentResultRecorded: () => 'Request answered (a retry with the same key gets the same answer)',
  SignInFailed: (event) => `Sign-in refused (${event.data.reason})`,
  SignInSucceeded: (event) =>
    `Signed in with password${event.data.authenticator ? ' and authenticator code' : ''}, from ${event.data.knownDevice ? 'a device used before' : 'a new device'}`,
  AuthenticatorCodeRejected: (event) => `Wrong authenticator code at ${event.data.where}`,
  AccountLocked: (event) => `Locked at ${event.data.where} until ${event.data.until}`,
  AccountUnderAttack: (event) => `Under attack: ${event.data.failures} failed attempts`,
  AccessDenied: (event) => `Access denied: ${event.data.method.toUpperCase()} ${event.data.route}`,
  AssistantExchangeRecorded: (event) => `Answered a question (${wordsOf(event.data.intent)})`,
  AlertRequested: (event) =>
    `Alert requested: ${topicLabel(event.data.topic)} (consent to the alerts notice of ${event.data.noticeVersion})`,
  AlertConfirmed: () => 'Alert confirmed with the link in its mail',
  AlertUnsubscribed: (event) => UNSUBSCRIBED[event.data.reason],
  AlertDigestQueued: (event) =>
    `Digest of ${event.data.day} queued: ${event.data.items.length + event.data.more} ${event.data.items.length + event.data.more === 1 ? 'change' : 'changes'}`,
  AlertMailClaimed: (event) => `${event.data.kind === 'confirm' ? 'Confirmation' : 'Digest'} mail being sent`,
  AlertMailSent: (event) => (event.data.kind === 'confirm' ? 'Confirmation mail sent' : 'Digest mail sent'),
  AlertMailDropped: (event) =>
    `${event.data.kind === 'confirm' ? 'Confirmation' : 'Digest'} mail not sent: ${DROPPED[event.data.reason]}`,
  AlertsPaused: () => 'Paused alerts for everyone',
  AlertsResumed: () => 'Resumed alerts for everyone',
};

const summaryOf = <T extends DomainEventType>(
  type: T,
  event: RecordedOf[T],
  changes: readonly Change[],
  before: View | null,
): string => SUMMARIES[type](event, changes, before);

/** One line saying what an event did, for lists and timelines. */
export const summarise = (event: Recorded, changes: readonly Change[], before: View | null): string =>
  summaryOf(event.type, event, changes, before);

/** Every event type reaches the audit trail. */
export const AUDITED_EVENT_TYPES: readonly DomainEventType[] = DOMAIN_EVENT_TYPES;
