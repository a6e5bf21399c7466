import { wordsOf, type Change } from '@aangan/contracts';
import type { RecordedEvent } from '../../eventStore/EventStore.ts';
import type { View } from './auditSubjects.ts';

const data = (event: RecordedEvent): Record<string, unknown> => (event.data ?? {}) as Record<string, unknown>;

/** "city, sale price of the 3 BHK and 2 more": the first few things a change touched, in words. */
function touched(changes: readonly Change[]): string {
  const names = [...new Set(changes.map((change) => change.label))];
  if (names.length === 0) return 'nothing';
  const shown = names.slice(0, 3).join(', ');
  return names.length > 3 ? `${shown} and ${names.length - 3} more` : shown;
}

type Summary = (event: RecordedEvent, changes: readonly Change[], before: View | null) => string;

const SUMMARIES: Record<string, Summary> = {
  ProjectDraftSaved: (_e, changes, before) => (before ? `Draft saved: ${touched(changes)}` : 'Saved as a draft'),
  ProjectPosted: (_e, changes, before) =>
    before
      ? `Posted (changed from the draft: ${touched(changes.filter((c) => c.path !== 'status' && c.path !== 'slug'))})`
      : 'Posted',
  ProjectEdited: (_e, changes) => `Edited ${touched(changes)}`,
  ProjectReverted: (event) => `Restored revision ${String(data(event)['toRevision'])}`,
  ProjectDeleted: () => 'Deleted',
  ProjectRestored: () => 'Restored from the deleted projects',
  GrandProjectFlagSet: (event) =>
    data(event)['isGrandProject'] ? 'Marked as a grand project' : 'No longer a grand project',
  ArticlePublished: () => 'Published',
  ArticleEdited: (_e, changes) => `Edited ${touched(changes)}`,
  ArticleDeleted: () => 'Deleted',
  ArticleRestored: () => 'Restored',
  ArticleOgImageChanged: (event) => (data(event)['ogImage'] ? 'Open Graph image changed' : 'Open Graph image removed'),
  TestimonialAdded: () => 'Added',
  TestimonialDeleted: () => 'Deleted',
  SiteSectionChanged: (_e, changes) => `Changed ${touched(changes)}`,
  SeoMetaChanged: (_e, changes) => `Changed ${touched(changes)}`,
  StateReraChanged: (event) =>
    data(event)['registration'] === null
      ? `Removed ${String(data(event)['state'])}`
      : `Set ${String(data(event)['state'])}`,
  CurrencyRatesChanged: (_e, changes) => `Changed ${touched(changes)}`,
  SiteFaqSaved: (_e, changes, before) => (before ? `Edited ${touched(changes)}` : 'Added'),
  SiteFaqDeleted: () => 'Deleted',
  AdminUserCreated: (event) => `Created with the role ${String(data(event)['role'])}`,
  AdminRoleChanged: (event) => `Role changed to ${String(data(event)['role'])}`,
  AdminUserDisabled: () => 'Disabled (signed out everywhere)',
  AdminUserEnabled: () => 'Enabled',
  AdminPasswordChanged: () => 'Password changed (signed out everywhere)',
  AdminSessionEnded: () => 'Signed out',
  AuthenticatorSecretIssued: () => 'Authenticator setup started',
  AuthenticatorEnrolled: () => 'Authenticator set up',
  AuthenticatorReset: () => 'Authenticator reset',
  PasswordResetRequested: () => 'Password reset code sent',
  PasswordResetCodeRejected: () => 'Wrong password reset code',
  PasswordResetCodeVerified: () => 'Password reset code verified',
  PasswordResetCompleted: () => 'Password reset (signed out everywhere)',
  LeadReceived: () => 'Received',
  LeadRepeated: () => 'Asked again',
  LeadStatusChanged: (event) => `Status: ${wordsOf(String(data(event)['status']))}`,
  LeadNoteAdded: () => 'Note added',
  LeadAssigned: (event) => (data(event)['assigneeId'] ? 'Assigned' : 'Unassigned'),
  LeadErased: () => 'Personal data erased',
  ResumeDeleted: (event) => `Résumé deleted (${String(data(event)['reason'])})`,
  LeadsExported: (event) =>
    `Exported ${String(data(event)['count'])} ${String(data(event)['group'])} leads${data(event)['full'] ? ' with full contact details' : ' (masked)'}`,
  SignInFailed: (event) => `Sign-in refused (${String(data(event)['reason'])})`,
  SignInSucceeded: (event) =>
    `Signed in with password${data(event)['authenticator'] ? ' and authenticator code' : ''}, from ${data(event)['knownDevice'] ? 'a device used before' : 'a new device'}`,
  AuthenticatorCodeRejected: (event) => `Wrong authenticator code at ${String(data(event)['where'])}`,
  AccountLocked: (event) => `Locked at ${String(data(event)['where'])} until ${String(data(event)['until'])}`,
  AccountUnderAttack: (event) => `Under attack: ${String(data(event)['failures'])} failed attempts`,
  AccessDenied: (event) =>
    `Access denied: ${String(data(event)['method']).toUpperCase()} ${String(data(event)['route'])}`,
  PersonErased: (event) => `Erased a person (${String(data(event)['leadCount'])} leads)`,
};

/** One line saying what an event did, for lists and timelines. */
export function summarise(event: RecordedEvent, changes: readonly Change[], before: View | null): string {
  const summary = SUMMARIES[event.type];
  return summary ? summary(event, changes, before) : wordsOf(event.type);
}

/** Every event type the audit trail reads (security events are read by their stream, whatever they are called). */
export const AUDITED_EVENT_TYPES: readonly string[] = Object.keys(SUMMARIES);
