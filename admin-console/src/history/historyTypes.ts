/** Who made a change, as the API resolves it ("system" for the system's own actors). */
export interface Actor {
  id: string;
  name: string;
  role: string;
}

/**
 * One field that changed: `path` as the API names it (`city`, `developer.name`, `photos`,
 * `units.<unitId>`, `units.<unitId>.salePrice`), `label` for people.
 */
export interface FieldChange {
  path: string;
  label: string;
  kind: 'added' | 'removed' | 'changed';
  old?: unknown;
  new?: unknown;
}

/** One recorded event of one project (`GET /admin/projects/:id/history`). */
export interface HistoryEntry {
  id: string;
  revision: number;
  type: string;
  at: string;
  actor: Actor;
  correlationId: string;
  summary: string;
  restoredRevision?: number;
  changes: FieldChange[];
}

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
