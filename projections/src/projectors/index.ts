import type { EventStore } from '../eventStore/EventStore.ts';
import type { ProjectedDoc, Projector } from '../runner/Projector.ts';
import { adminUsersProjector } from './adminUsersProjector.ts';
import { alertProjectors } from './alertProjectors.ts';
import { assistantConversationsProjector } from './assistantConversationsProjector.ts';
import { createAuditProjector } from './audit/auditProjector.ts';
import { contentProjectors } from './contentProjectors.ts';
import { createLeadsProjector, type PersonalDataReader } from './leadsProjector.ts';
import { priceHistoryProjector } from './priceHistoryProjector.ts';
import { projectsProjector } from './projectsProjector.ts';

export { contentProjectors } from './contentProjectors.ts';
export { adminUsersProjector, projectsProjector, createLeadsProjector, createAuditProjector, type PersonalDataReader };
export { assistantConversationsProjector } from './assistantConversationsProjector.ts';
export { projectSearchTerms } from './projectsProjector.ts';
export {
  ALERT_DIGEST_STREAM,
  ALERT_MAIL_STREAM,
  ALERT_SETTINGS_STREAM,
  ALERT_STREAM,
  confirmMailId,
} from './alertProjectors.ts';
export { isRecorded, type ProductProjector, type Recorded } from './recorded.ts';

/**
 * The read models that need nothing but the event log (the audit trail reads a record's earlier
 * events from it when it has not just seen them).
 */
export const eventProjectors = (deps: {
  eventStore: Pick<EventStore, 'readStream'>;
}): readonly Projector<ProjectedDoc>[] => [
  projectsProjector,
  priceHistoryProjector,
  createAuditProjector(deps),
  adminUsersProjector,
  ...contentProjectors,
  assistantConversationsProjector,
  ...alertProjectors,
];

/** Every read model the product keeps; the leads model opens personal data through `personalData`. */
export const productProjectors = (deps: {
  personalData: PersonalDataReader;
  eventStore: Pick<EventStore, 'readStream'>;
}): readonly Projector<ProjectedDoc>[] => [...eventProjectors(deps), createLeadsProjector(deps.personalData)];
export { AUDITED_EVENT_TYPES } from './audit/auditSummaries.ts';
/** How the audit trail views and compares one kind of record: also what a stale edit's 412 says changed. */
export { subjectOf, type View as RecordView } from './audit/auditSubjects.ts';
