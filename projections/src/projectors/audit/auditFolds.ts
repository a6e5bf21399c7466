/** The views the audit trail folds from a record's events: a read model's document, or a plain view of alerts, staff accounts and leads. */
import { maskEmail } from '@aangan/contracts';
import { handledBy, type Projector } from '../../runner/Projector.ts';
import type { RecordedEvent } from '../../eventStore/EventStore.ts';
import type { Recorded } from '../recorded.ts';
import type { View } from './auditSubjectTypes.ts';

/** A read-model projector's document as the view: what the public and the console see of the record. */
export const viaProjector =
  <D extends { _position: number; _id: string }, E extends RecordedEvent>(projector: Projector<D, unknown, E>) =>
  (view: View | null, event: Recorded): View | null =>
    handledBy(projector, event) ? projector.evolve(view as D | null, event, undefined) : view;

/** A buyer's alert: what it follows and where it stands; never the address. */
export function foldAlert(view: View | null, event: Recorded): View | null {
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
export function foldUser(view: View | null, event: Recorded): View | null {
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
export function foldLead(view: View | null, event: Recorded): View | null {
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
