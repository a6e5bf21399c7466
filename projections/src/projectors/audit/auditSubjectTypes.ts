import type { AuditDetails, AuditEntityType, DiffSpec } from '@aangan/contracts';
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
