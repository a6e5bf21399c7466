import type { AuditEntry, Change } from '@aangan/contracts/browser';

/** Who made a change, as the API resolves it ("system" for the system's own actors). */
export type Actor = AuditEntry['actor'];

/** One field that changed, old → new (contracts' diff, computed by the history projector). */
export type FieldChange = Change;

/** One recorded event of one record: a project's history and the audit log share this shape. */
export type HistoryEntry = AuditEntry;

/** A page of a ra-data-simple-rest list read outside react-admin's list screens. */
export interface Page<T> {
  data: T[];
  total: number;
}

const ROLE_LABELS: Record<string, string> = { admin: 'Admin', auditor: 'Auditor', sales: 'Sales', system: 'System' };

/** 'Asha Admin (Admin)'; the system's own changes read 'System'. */
export const actorText = (actor: Actor | null | undefined): string => {
  if (!actor) return 'Unknown';
  const role = ROLE_LABELS[actor.role] ?? actor.role;
  if (actor.role === 'system' || actor.name === 'system') return 'System';
  return role ? `${actor.name} (${role})` : actor.name;
};
