import { LEAD_STATUSES, type BackupStatus, type LeadDoc, type LeadStatus, type ProjectDoc } from '@aangan/contracts';
import type { ReadStore } from '@aangan/projections';
import type { AuditQueries, AuditViewer } from '../audit/auditQueries.ts';

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;
/** The India calendar day of an instant, yyyy-mm-dd. */
const indianDay = (ms: number): string => new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
/** The UTC instant an India calendar day starts. */
const dayStart = (day: string): number => Date.parse(`${day}T00:00:00+05:30`);

export const DASHBOARD_DAYS = 30;

/** What an admin sees first: projects by status, leads today, this week and by status, leads per day, latest changes. */
export function createDashboardQueries(deps: {
  readStore: ReadStore;
  audit: AuditQueries;
  now: () => Date;
  backupStatus: () => BackupStatus | null;
}) {
  const projects = () => deps.readStore.collection<ProjectDoc>('projects');
  const leads = () => deps.readStore.collection<LeadDoc>('leads');

  return {
    /** `viewer`: whose eyes the latest changes are for (admins read the accounts of sign-ins in full). */
    async summary(viewer: AuditViewer = 'masked') {
      const now = deps.now().getTime();
      const today = indianDay(now);
      const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => indianDay(now - (DASHBOARD_DAYS - 1 - i) * DAY_MS));
      const since = new Date(dayStart(days[0])).toISOString();
      // "This week" is the last seven India days, today included.
      const weekStart = days[DASHBOARD_DAYS - 7];
      const [posted, draft, deleted, grand, recent, latestChanges, ...byStatus] = await Promise.all([
        projects().count({ status: 'posted' }),
        projects().count({ status: 'draft' }),
        projects().count({ status: 'deleted' }),
        projects().count({ status: 'posted', isGrandProject: true }),
        leads().find({ createdAt: { $gte: since } }, { projection: { createdAt: 1 } }),
        deps.audit.latest(10, viewer),
        // As the lists count them: an erased lead keeps its status (the list shows it, as "Erased person").
        ...LEAD_STATUSES.map((status) => leads().count({ status })),
      ]);
      const perDay = new Map(days.map((day) => [day, 0]));
      for (const lead of recent) {
        const day = indianDay(Date.parse(lead.createdAt));
        if (perDay.has(day)) perDay.set(day, perDay.get(day)! + 1);
      }
      const leadsPerDay = days.map((day) => ({ day, count: perDay.get(day)! }));
      return {
        projects: { posted, draft, deleted, grand },
        leads: {
          today: perDay.get(today) ?? 0,
          week: leadsPerDay.filter((d) => d.day >= weekStart).reduce((sum, d) => sum + d.count, 0),
          byStatus: Object.fromEntries(LEAD_STATUSES.map((status, i) => [status, byStatus[i]])) as Record<
            LeadStatus,
            number
          >,
        },
        leadsPerDay,
        latestChanges,
        /** The last scheduled backup (null when BACKUP_EVERY is off). */
        backup: deps.backupStatus(),
      };
    },
  };
}

export type DashboardQueries = ReturnType<typeof createDashboardQueries>;
