import type { Actor } from '../providers/records.ts';

const ROLE_LABELS: Record<string, string> = { admin: 'Admin', auditor: 'Auditor', sales: 'Sales', system: 'System' };

/** 'Asha Admin (Admin)'; the system's own changes read 'System'. */
export const actorText = (actor: Actor | null | undefined): string => {
  if (!actor) return 'Unknown';
  const role = ROLE_LABELS[actor.role] ?? actor.role;
  if (actor.role === 'system' || actor.name === 'system') return 'System';
  return role ? `${actor.name} (${role})` : actor.name;
};
