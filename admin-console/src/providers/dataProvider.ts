import { isRecord } from '@aangan/contracts/browser';
import { HttpError, fetchUtils, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { ArticleDoc, LeadStatus, Role } from '@aangan/contracts';
import { ApiError, apiErrorFrom, fieldErrorsFromProblem, messageOf, UNREACHABLE } from './apiError.ts';
import { createAlertsApi, type AlertsApi } from './alertsApi.ts';
import type { AuthStorage } from './authStorage.ts';
import { auditFilterOf, createAuditApi, type AuditApi } from './auditApi.ts';
import { createContentApi, type ContentDataProvider } from './contentApi.ts';
import { ifMatch, parseAnswer, type DownloadedFile, type HttpClient } from './http.ts';
import { LEAD_RESOURCES, isLeadResource } from './leadResources.ts';
import type { ProjectApi } from './projectApi.ts';
import { createProjectLifecycleApi, type ProjectLifecycleApi } from './projectLifecycleApi.ts';
import type { LeadRecord, UserRecord } from './records.ts';

export interface AuthenticatorSetup {
  secret: string;
  /** otpauth://totp/... for the QR code. */
  otpauthUri: string;
}

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface LeadStatusChange {
  status: LeadStatus;
  /** yyyy-mm-dd, or null for none. */
  followUpOn: string | null;
  note?: string;
}

export interface LeadExportRequest {
  resource: string;
  /** The list's filter values (search, date, status, assignee). */
  filter: Record<string, unknown>;
  /** Phone and email in clear (admins only); otherwise masked. */
  full: boolean;
  reason?: string;
}

export interface ErasureResult {
  message: string;
  people: number;
  leads: number;
}

/**
 * ra-data-simple-rest over the admin API (resource `projects` is `/admin/projects`, `users` is
 * `/admin/users`; the lead resources `leads`, `direct-leads` and `applications` are all
 * `/admin/leads` with their `group` filter; `articles` is `/admin/articles` to read and the
 * `/articles/*` routes to write; `assistant-questions` is `/admin/assistant/exchanges`; `audit` is
 * `/admin/audit`; `alerts` is `/admin/alerts`), plus the calls that are not CRUD: the signed-in user's own
 * account, the All Users actions, the work on leads, the content screens (contentApi.ts), the project
 * lifecycle commands (projectLifecycleApi.ts), history, audit export and dashboard (auditApi.ts), and the
 * alerts' overview and switch (alertsApi.ts). Call them through
 * `useDataProvider<AdminDataProvider>()`, so a dead session (401) signs out as for any other request.
 */
export interface AdminDataProvider
  extends DataProvider, ContentDataProvider, ProjectLifecycleApi, AuditApi, ProjectApi, AlertsApi {
  getProfile(): Promise<UserRecord>;
  changePassword(change: PasswordChange): Promise<{ message: string }>;
  startAuthenticatorSetup(): Promise<AuthenticatorSetup>;
  confirmAuthenticatorSetup(code: string): Promise<{ message: string }>;
  /** Both name the revision of the user as shown (If-Match): someone else's change since answers 412. */
  changeUserRole(id: string, role: Role, expectedRevision: number): Promise<UserRecord>;
  setUserEnabled(id: string, enabled: boolean, expectedRevision: number): Promise<UserRecord>;
  resetUserAuthenticator(id: string): Promise<UserRecord>;
  changeLeadStatus(id: string, change: LeadStatusChange): Promise<LeadRecord>;
  addLeadNote(id: string, note: string): Promise<LeadRecord>;
  assignLead(id: string, assigneeId: string | null): Promise<LeadRecord>;
  downloadLeadResume(id: string): Promise<DownloadedFile>;
  exportLeads(request: LeadExportRequest): Promise<DownloadedFile>;
  erasePerson(identifier: { phone?: string; email?: string }): Promise<ErasureResult>;
  /** Admins and sales users who can hold leads: names for every console user. */
  getLeadAssignees(): Promise<LeadAssignee[]>;
}

export interface LeadAssignee {
  id: string;
  name: string;
  role: Role;
  status: 'active' | 'disabled';
}

/** The filter without blank values (an emptied search box, "any status"): the API's schema is strict. */
const withoutBlanks = (filter: Record<string, unknown> | undefined): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(filter ?? {}).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );

/** The list filter a lead resource sends: its own group, whatever the screen holds. */
const leadFilter = (resource: string, filter: Record<string, unknown> | undefined): Record<string, unknown> =>
  isLeadResource(resource) ? { ...withoutBlanks(filter), group: LEAD_RESOURCES[resource].group } : (filter ?? {});

/** The article list's "state" select (live or deleted) is the API's boolean `deleted`. */
const articleFilter = (filter: Record<string, unknown> | undefined): Record<string, unknown> => {
  const { state, ...rest } = withoutBlanks(filter);
  return state === 'live' || state === 'deleted' ? { ...rest, deleted: state === 'deleted' } : rest;
};

/** The filter a resource's list sends (the API's list schemas are strict). */
const listFilter = (resource: string, filter: Record<string, unknown> | undefined): Record<string, unknown> => {
  if (resource === 'articles') return articleFilter(filter);
  if (resource === 'audit') return { ...auditFilterOf(filter) };
  if (resource === 'assistant-questions' || resource === 'projects' || resource === 'alerts')
    return withoutBlanks(filter);
  return leadFilter(resource, filter);
};

/** The API path of a console resource where the two differ. */
const apiResource = (resource: string): string => {
  if (isLeadResource(resource)) return 'leads';
  if (resource === 'assistant-questions') return 'assistant/exchanges';
  return resource;
};

/** `attachment; filename="leads-project-2026-11-02.csv"` → the file name. */
const filenameOf = (disposition: string | null, fallback: string): string =>
  disposition?.match(/filename="?([^";]+)"?/)?.[1] ?? fallback;

/** The project builder's calls (projectApi.ts), every one listed so the compiler sees none missing. */
const PROJECT_API_METHODS: Record<keyof ProjectApi, true> = {
  getProject: true,
  getMyDrafts: true,
  saveProjectDraft: true,
  postProject: true,
  editProject: true,
  generateProjectDescription: true,
  uploadProjectFile: true,
  removeProjectFile: true,
  getKnownPlaces: true,
  getUploadNames: true,
  getMapTiles: true,
  getPlaceSuggestions: true,
};

/** Methods that fetch their module on first use, so the sign-in screen ships without the builder's calls. */
const lazyProjectApi = (load: () => Promise<ProjectApi>): ProjectApi => {
  let loading: Promise<ProjectApi> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const method =
    (name: keyof ProjectApi) =>
    async (...args: unknown[]) =>
      ((await loaded())[name] as (...args: unknown[]) => Promise<unknown>)(...args);
  return Object.fromEntries(
    Object.keys(PROJECT_API_METHODS).map((name) => [name, method(name as keyof ProjectApi)]),
  ) as unknown as ProjectApi;
};

/** Every request carries the signed-in admin's token. */
export const createDataProvider = (storage: AuthStorage, apiUrl = '/api/v1/admin'): AdminDataProvider => {
  const httpClient: HttpClient = async (url: string, options: fetchUtils.Options = {}) => {
    const token = storage.read()?.token;
    try {
      return await fetchUtils.fetchJson(url, {
        ...options,
        user: token ? { authenticated: true, token: `Bearer ${token}` } : { authenticated: false },
      });
    } catch (error) {
      // problem+json lists field errors as [{ path, message }]; react-admin's forms want them keyed
      // by field in `body.errors` to show each under its input.
      if (error instanceof HttpError && isRecord(error.body) && Array.isArray(error.body.errors)) {
        throw new HttpError(error.message, error.status, {
          ...error.body,
          errors: fieldErrorsFromProblem(error.body.errors),
        });
      }
      throw error;
    }
  };
  const post = (path: string, body?: unknown, headers?: Record<string, string>) =>
    httpClient(`${apiUrl}${path}`, {
      method: 'POST',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(headers ? { headers: new Headers({ Accept: 'application/json', ...headers }) } : {}),
    });
  const userPath = (id: string) => `/users/${encodeURIComponent(id)}`;
  const leadPath = (id: string) => `/leads/${encodeURIComponent(id)}`;
  const put = (path: string, body: unknown) =>
    httpClient(`${apiUrl}${path}`, { method: 'PUT', body: JSON.stringify(body) });

  /** A download (CSV, PDF) with the token in the Authorization header, never in the URL. */
  const getFile = async (path: string, fallbackName: string, fallbackError: string): Promise<DownloadedFile> => {
    const token = storage.read()?.token;
    let response: Response;
    try {
      response = await fetch(`${apiUrl}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    } catch {
      throw new ApiError(UNREACHABLE, 0);
    }
    if (!response.ok) throw await apiErrorFrom(response, fallbackError);
    return {
      blob: await response.blob(),
      filename: filenameOf(response.headers.get('Content-Disposition'), fallbackName),
    };
  };

  const rest = simpleRestProvider(apiUrl, httpClient);
  const content = createContentApi(httpClient, apiUrl);
  const lifecycle = createProjectLifecycleApi(httpClient, apiUrl.replace(/\/admin\/?$/, ''));
  const audit = createAuditApi(httpClient, apiUrl, getFile);
  const alerts = createAlertsApi(httpClient, apiUrl);
  const projectApi = lazyProjectApi(() =>
    import('./projectApi.ts').then((module) => module.createProjectApi(httpClient, apiUrl, storage)),
  );

  return {
    ...rest,
    ...content.methods,
    ...lifecycle,
    ...audit,
    ...projectApi,
    ...alerts,
    getList: async (resource, params) => {
      const page = await rest.getList(apiResource(resource), {
        ...params,
        filter: listFilter(resource, params.filter as Record<string, unknown> | undefined),
      });
      if (resource === 'alerts') return { ...page, data: await parseAnswer('alertTopics', page.data) };
      return resource === 'projects' ? { ...page, data: await parseAnswer('adminProjectList', page.data) } : page;
    },
    getOne: async (resource, params) => {
      if (resource === 'articles')
        return content.articles.getOne((p) => rest.getOne<ArticleDoc & { id: string }>('articles', p), params);
      const one = await rest.getOne(apiResource(resource), params);
      return resource === 'projects' ? { data: await parseAnswer('adminProject', one.data) } : one;
    },
    create: (resource, params) =>
      resource === 'articles' ? content.articles.create(params) : rest.create(resource, params),
    update: (resource, params) =>
      resource === 'articles' ? content.articles.update(params) : rest.update(resource, params),
    delete: (resource, params) =>
      resource === 'articles' ? content.articles.delete(params) : rest.delete(resource, params),

    async getProfile() {
      const { json } = await httpClient(`${apiUrl}/get-profile`);
      return (json as { result: UserRecord }).result;
    },
    async changePassword(change) {
      const { json } = await post('/change-password', change);
      return { message: messageOf(json, 'Password changed successfully') };
    },
    async startAuthenticatorSetup() {
      const { json } = await post('/totp/enroll');
      return (json as { result: AuthenticatorSetup }).result;
    },
    async confirmAuthenticatorSetup(code) {
      const { json } = await post('/totp/confirm', { code });
      return { message: messageOf(json, 'Authenticator enabled') };
    },
    async changeUserRole(id, role, expectedRevision) {
      const { json } = await httpClient(`${apiUrl}${userPath(id)}/role`, {
        method: 'PUT',
        body: JSON.stringify({ role, expectedRevision }),
      });
      return json as UserRecord;
    },
    async setUserEnabled(id, enabled, expectedRevision) {
      const { json } = await post(
        `${userPath(id)}/${enabled ? 'enable' : 'disable'}`,
        undefined,
        ifMatch(expectedRevision),
      );
      return json as UserRecord;
    },
    async resetUserAuthenticator(id) {
      const { json } = await post(`${userPath(id)}/totp-reset`);
      return json as UserRecord;
    },
    async changeLeadStatus(id, { status, followUpOn, note }) {
      const { json } = await put(`${leadPath(id)}/status`, {
        status,
        followUpOn,
        ...(note?.trim() ? { note: note.trim() } : {}),
      });
      return json as LeadRecord;
    },
    async addLeadNote(id, note) {
      const { json } = await post(`${leadPath(id)}/notes`, { note });
      return json as LeadRecord;
    },
    async assignLead(id, assigneeId) {
      const { json } = await put(`${leadPath(id)}/assign`, { assigneeId });
      return json as LeadRecord;
    },
    downloadLeadResume(id) {
      return getFile(`${leadPath(id)}/resume`, 'resume.pdf', 'The résumé could not be downloaded, please try again');
    },
    exportLeads({ resource, filter, full, reason }) {
      const query = new URLSearchParams({ filter: JSON.stringify(leadFilter(resource, filter)), full: String(full) });
      if (full && reason?.trim()) query.set('reason', reason.trim());
      return getFile(`/leads/export?${query}`, 'leads.csv', 'The export could not be made, please try again');
    },
    async erasePerson(identifier) {
      const body = withoutBlanks({ phone: identifier.phone?.trim(), email: identifier.email?.trim() });
      const { json } = await post('/privacy/erase', body);
      const result = isRecord(json) && isRecord(json.result) ? json.result : {};
      return {
        message: messageOf(json, 'Personal data erased'),
        people: typeof result.people === 'number' ? result.people : 0,
        leads: typeof result.leads === 'number' ? result.leads : 0,
      };
    },
    async getLeadAssignees() {
      const { json } = await httpClient(`${apiUrl}/leads/assignees`);
      return (json as { result: LeadAssignee[] }).result;
    },
  };
};
