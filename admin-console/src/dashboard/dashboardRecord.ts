import type { BackupStatus } from '@aangan/contracts';
import type { AuditRecord } from '../audit/auditRecord.ts';

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
