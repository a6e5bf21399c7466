import type { AdminProject, AuditFilter, ProjectCommandReply } from '@aangan/contracts';
import { parseAnswer, type DownloadedFile, type HttpClient } from './http.ts';
import { commandHeaders } from './projectLifecycleApi.ts';
import type { AuditFacets, DashboardFigures, HistoryEntry, Page } from './records.ts';

export type GetFile = (path: string, fallbackName: string, fallbackError: string) => Promise<DownloadedFile>;

/** The calls behind a project's History tab, the audit log and the dashboard. */
export interface AuditApi {
  /** One page of a project's history, newest first (`page` counts from 1). */
  getProjectHistory(id: string, page: number, perPage: number): Promise<Page<HistoryEntry>>;
  /** The project exactly as it was at that revision, folded from its events. */
  getProjectAsOf(id: string, revision: number): Promise<AdminProject>;
  /** Restores the fields of `toRevision` as a new change, based on `revision` (the one on screen). */
  revertProject(id: string, toRevision: number, revision: number): Promise<ProjectCommandReply>;
  getAuditFacets(): Promise<AuditFacets>;
  /** The CSV of the audit log's rows that match the filter (every page). */
  exportAudit(filter: AuditFilter): Promise<DownloadedFile>;
  getDashboard(): Promise<DashboardFigures>;
}

/** `history 0-19/57` → 57. */
const totalOf = (headers: Headers, fallback: number): number => {
  const total = Number(headers.get('Content-Range')?.split('/').pop());
  return Number.isFinite(total) ? total : fallback;
};

/** The filter without blank values: the API's schemas are strict. */
export const auditFilterOf = (filter: Record<string, unknown> | undefined): AuditFilter =>
  Object.fromEntries(
    Object.entries(filter ?? {}).filter(([, value]) => typeof value === 'string' && value.trim() !== ''),
  );

export function createAuditApi(httpClient: HttpClient, adminUrl: string, getFile: GetFile): AuditApi {
  const projectPath = (id: string) => `${adminUrl}/projects/${encodeURIComponent(id)}`;
  return {
    async getProjectHistory(id, page, perPage) {
      const start = (page - 1) * perPage;
      const query = new URLSearchParams({
        range: JSON.stringify([start, start + perPage - 1]),
        sort: JSON.stringify(['revision', 'DESC']),
      });
      const { json, headers } = await httpClient(`${projectPath(id)}/history?${query}`);
      const data = await parseAnswer('projectHistory', json);
      return { data, total: totalOf(headers, data.length) };
    },
    async getProjectAsOf(id, revision) {
      const { json } = await httpClient(`${projectPath(id)}?asOf=${encodeURIComponent(String(revision))}`);
      return parseAnswer('adminProject', json);
    },
    async revertProject(id, toRevision, revision) {
      const { json } = await httpClient(`${projectPath(id)}/revert`, {
        method: 'POST',
        headers: commandHeaders(revision),
        body: JSON.stringify({ toRevision }),
      });
      return parseAnswer('projectCommand', json);
    },
    async getAuditFacets() {
      const { json } = await httpClient(`${adminUrl}/audit/facets`);
      return json as AuditFacets;
    },
    exportAudit(filter) {
      const query = new URLSearchParams({ filter: JSON.stringify(auditFilterOf({ ...filter })) });
      return getFile(
        `/audit/export?${query}`,
        'audit-log.csv',
        'The audit log could not be exported, please try again',
      );
    },
    async getDashboard() {
      const { json } = await httpClient(`${adminUrl}/dashboard`);
      return json as DashboardFigures;
    },
  };
}
