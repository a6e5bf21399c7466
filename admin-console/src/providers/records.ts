import type { AuditEntityType, AuditEntry, Change } from '@aangan/contracts/browser';
import type { BackupStatus, LeadDoc, Role } from '@aangan/contracts';

/**
 * The records the admin API answers, as the console reads them. The screens give them their words
 * (labels, choices) in their own folders; articles, which the form edits in a shape of its own,
 * are in articleRecord.ts; projects are the contracts' answers (AdminProject, AdminProjectRow).
 */

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

/** One row of `GET /admin/audit`: one recorded change of anything, lead personal data masked. */
export type AuditRecord = AuditEntry;

/** `GET /admin/audit/facets`: the choices of the filters (record types come with their names). */
export interface AuditFacets {
  entityTypes: { id: AuditEntityType; name: string }[];
  eventTypes: string[];
  actors: Actor[];
}

/** `GET /admin/dashboard`. */
export interface DashboardFigures {
  projects: { posted: number; draft: number; deleted: number; grand: number };
  leads: { today: number; week: number; byStatus: Record<string, number> };
  /** The last 30 days, India time, oldest first. */
  leadsPerDay: { day: string; count: number }[];
  /** The newest ten rows of the audit log. */
  latestChanges: AuditRecord[];
  /** The last scheduled backup; null when scheduled backups are off. */
  backup: BackupStatus | null;
}

/**
 * One lead of `GET /api/v1/admin/leads` and `GET /admin/leads/:id`: the read model without its
 * internal keys, with the project's title and the number of repeat enquiries. Personal fields are
 * null once the person is erased.
 */
export type LeadRecord = Omit<LeadDoc, '_id' | '_position' | 'subjectId' | 'resumeKey'> & {
  id: string;
  hasResume: boolean;
  projectTitle: string | null;
  /** The public page of the project while it is listed. */
  projectLink: string | null;
  repeatCount: number;
  /** Set for auditors: initials, masked phone and email, free text and salaries withheld (null). */
  personalDataMasked?: true;
};

export type LeadHistoryEntry = LeadRecord['history'][number];

/** One row of `GET /api/v1/admin/users`, and the signed-in user of `GET /admin/get-profile`. */
export interface UserRecord {
  id: string;
  email: string;
  name: string;
  role: Role;
  status: 'active' | 'disabled';
  authenticatorEnabled: boolean;
  /** What a role change or disabling names (If-Match). */
  revision: number;
  createdAt: string;
  updatedAt: string;
}
