import {
  adminHistoryQuerySchema,
  auditExportQuerySchema,
  auditListQuerySchema,
  projectHistorySchema,
  projectIdParamsSchema,
} from '@aangan/contracts';
import { listReply, route, type AnyRoute } from '../routing/routeTable.ts';
import type { DashboardQueries } from '../dashboard/dashboardQueries.ts';
import { auditViewerOf, type AuditQueries } from './auditQueries.ts';

const TAG = 'Audit';

/** Who changed what, and when: the audit log, one project's history and the dashboard. Staff only (admins and auditors). */
export function auditRoutes(deps: { audit: AuditQueries; dashboard: DashboardQueries; now: () => Date }): AnyRoute[] {
  const { audit } = deps;
  const routes = [
    route({
      method: 'get',
      path: '/admin/audit',
      access: 'staff',
      tag: TAG,
      summary:
        'Every recorded change and security event (filter: actorId, entityType, entityId, type, from, to, q; India dates)',
      query: auditListQuerySchema,
      handler: async ({ query, principal }) => {
        const page = await audit.list(
          query.filter,
          query.range,
          query.sort?.[1] ?? 'DESC',
          auditViewerOf(principal.role),
        );
        return listReply('audit', page);
      },
    }),
    route({
      method: 'get',
      path: '/admin/audit/facets',
      access: 'staff',
      tag: TAG,
      summary: 'Values for the audit filters: record types, event types, actors',
      handler: async () => ({ body: await audit.facets() }),
    }),
    route({
      method: 'get',
      path: '/admin/audit/export',
      access: 'staff',
      tag: TAG,
      summary: 'The filtered audit log as CSV (newest first)',
      query: auditExportQuerySchema,
      handler: async ({ query, principal }) => {
        const { csv } = await audit.exportCsv(query.filter, auditViewerOf(principal.role));
        const day = deps.now().toISOString().slice(0, 10);
        return {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="audit-${day}.csv"`,
          },
          body: csv,
        };
      },
    }),
    route({
      method: 'get',
      path: '/admin/projects/:id/history',
      access: 'staff',
      tag: 'Admin',
      summary: 'Who changed what (old -> new), and when, for one project',
      params: projectIdParamsSchema,
      query: adminHistoryQuerySchema,
      response: projectHistorySchema,
      handler: async ({ params, query }) => {
        const page = await audit.projectHistory(params.id, query.range, query.sort?.[1] ?? 'DESC');
        return listReply('history', page);
      },
    }),
    route({
      method: 'get',
      path: '/admin/dashboard',
      access: 'staff',
      tag: TAG,
      summary: 'Projects by status, leads today / this week / by status / per day, latest changes',
      handler: async ({ principal }) => ({ body: await deps.dashboard.summary(auditViewerOf(principal.role)) }),
    }),
  ];
  return routes;
}
