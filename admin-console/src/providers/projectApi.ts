import { HttpError } from 'react-admin';
import { UPLOAD_MESSAGES, isRecord } from '@aangan/contracts/browser';
import type { AdminProject, KnownPlace, ProjectCommandBody, ProjectCommandReply } from '@aangan/contracts';
import { fieldErrorsFromProblem, messageOf, UNREACHABLE } from './apiError.ts';
import { readAnswer } from './answers.ts';
import type { AuthStorage } from './authStorage.ts';
import { ifMatch, type HttpClient } from './http.ts';

/** One of the signed-in admin's drafts (`GET /project/get-draft`). */
export interface DraftSummary {
  id: string;
  projectTitle: string;
  city: string;
  updatedAt: string;
}

/** The base a command on an existing project names: it is refused (412) if someone saved since. */
export interface ProjectBase {
  id: string;
  revision: number;
}

export type UploadKind = 'image' | 'video' | 'brochure';

export interface UploadedProjectFile {
  message: string;
  url: string;
  /** The name the file came with (videos and brochures). */
  name?: string;
}

/** A place the location picker offers (`GET /admin/places`): a known building with its pin, or a locality. */
export type { KnownPlace };

/** Where the map takes its tiles from (the server's MAP_TILE_URL) and the credit it shows. */
export interface MapTileSource {
  url: string;
  attribution: string;
}

/** The project builder's calls (through the data provider, so a dead session signs out). */
export interface ProjectApi {
  getProject(id: string): Promise<AdminProject>;
  getMyDrafts(): Promise<DraftSummary[]>;
  saveProjectDraft(body: ProjectCommandBody, base: ProjectBase | null): Promise<ProjectCommandReply>;
  postProject(body: ProjectCommandBody, base: ProjectBase | null): Promise<ProjectCommandReply>;
  editProject(base: ProjectBase, body: ProjectCommandBody): Promise<ProjectCommandReply>;
  generateProjectDescription(body: ProjectCommandBody): Promise<string>;
  /** Uploads one file; `onProgress` hears the percentage sent (0–100). */
  uploadProjectFile(kind: UploadKind, file: File, onProgress: (percent: number) => void): Promise<UploadedProjectFile>;
  removeProjectFile(kind: 'image' | 'video', url: string): Promise<{ message: string }>;
  /** Buildings and localities of the catalogue matching the text, typos forgiven, best first. */
  getKnownPlaces(query: string): Promise<KnownPlace[]>;
  /** The names videos and brochures were uploaded with, by address (those without one are left out). */
  getUploadNames(urls: readonly string[]): Promise<Map<string, string>>;
  getMapTiles(): Promise<MapTileSource>;
  /** Cities or localities of posted projects that contain the text typed. */
  getPlaceSuggestions(type: 'city' | 'locality', query: string): Promise<string[]>;
}

const UPLOAD_PATHS: Record<UploadKind, string> = {
  image: '/aws-image',
  video: '/aws-video',
  brochure: '/aws-brochure',
};

const resultOf = (json: unknown): Record<string, unknown> =>
  isRecord(json) && isRecord(json.result) ? json.result : {};
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** `/api/v1/admin` → `/api/v1`: the project commands and public lookups live beside the admin routes. */
const rootOf = (adminUrl: string): string => adminUrl.replace(/\/admin\/?$/, '');

/**
 * POSTs a file as multipart (field `file`) with XMLHttpRequest, the one browser API that reports
 * upload progress. Failures become HttpError like the data provider's, so a 401 signs out.
 */
function sendFile(
  url: string,
  file: File,
  token: string | undefined,
  fallback: string,
  onProgress: (percent: number) => void,
): Promise<unknown> {
  const form = new FormData();
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.responseType = 'json';
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      const body: unknown = request.response;
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve(body);
        return;
      }
      const errors = isRecord(body) ? fieldErrorsFromProblem(body.errors) : {};
      reject(new HttpError(messageOf(body, fallback), request.status, { ...(isRecord(body) ? body : {}), errors }));
    };
    // No answer at all (offline, connection reset): the spec's message for the upload, and why.
    request.onerror = () => reject(new HttpError(`${fallback} ${UNREACHABLE}`, 0));
    request.send(form);
  });
}

export function createProjectApi(httpClient: HttpClient, adminUrl: string, storage: AuthStorage): ProjectApi {
  const root = rootOf(adminUrl);
  const send = (url: string, method: string, body?: unknown, headers: Record<string, string> = {}) =>
    httpClient(url, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      headers: new Headers({ Accept: 'application/json', ...headers }),
    });

  const placeSuggestions = async (type: 'city' | 'locality', query: string): Promise<string[]> => {
    const params = new URLSearchParams({ type, limit: '10' });
    if (query.trim()) params.set('q', query.trim());
    const { json } = await send(`${root}/project/suggestions?${params}`, 'GET');
    const items = isRecord(json) && Array.isArray(json.result) ? json.result.filter(isRecord) : [];
    return items.map((item) => textOf(item.value)).filter(Boolean);
  };

  /** save-draft and post-project take the draft's `_id` in the body and its revision in If-Match. */
  const command = async (path: string, body: ProjectCommandBody, base: ProjectBase | null) => {
    const { json } = await send(
      `${root}/project/${path}`,
      'POST',
      base ? { ...body, _id: base.id } : body,
      base ? ifMatch(base.revision) : {},
    );
    return readAnswer('projectCommand', json);
  };

  return {
    async getProject(id) {
      const { json } = await send(`${adminUrl}/projects/${encodeURIComponent(id)}`, 'GET');
      return readAnswer('adminProject', json);
    },
    async getMyDrafts() {
      const { json } = await send(`${root}/project/get-draft`, 'GET');
      return readAnswer('projectDrafts', json).result.map((draft) => ({
        id: draft._id,
        projectTitle: draft.projectTitle ?? '',
        city: draft.city ?? '',
        updatedAt: draft.updatedAt,
      }));
    },
    saveProjectDraft: (body, base) => command('save-draft', body, base),
    postProject: (body, base) => command('post-project', body, base),
    async editProject(base, body) {
      const { json } = await send(
        `${root}/project/edit-project/${encodeURIComponent(base.id)}`,
        'PUT',
        body,
        ifMatch(base.revision),
      );
      return readAnswer('projectCommand', json);
    },
    async generateProjectDescription(body) {
      const { json } = await send(`${adminUrl}/generate-description`, 'POST', { project: body });
      return textOf(resultOf(json).description);
    },
    async uploadProjectFile(kind, file, onProgress) {
      const fallback = UPLOAD_MESSAGES[kind].failed;
      const json = await sendFile(
        `${adminUrl}${UPLOAD_PATHS[kind]}`,
        file,
        storage.read()?.token,
        fallback,
        onProgress,
      );
      const url = textOf(resultOf(json).url);
      if (!url) throw new HttpError(fallback, 500);
      const name = textOf(resultOf(json).name);
      return { message: messageOf(json, UPLOAD_MESSAGES[kind].uploaded), url, ...(name ? { name } : {}) };
    },
    async removeProjectFile(kind, url) {
      const { json } = await send(`${adminUrl}/remove-${kind}`, 'POST', { url });
      return { message: messageOf(json, UPLOAD_MESSAGES[kind].removed) };
    },
    async getKnownPlaces(query) {
      const params = new URLSearchParams({ limit: '12' });
      if (query.trim()) params.set('q', query.trim().slice(0, 100));
      const { json } = await send(`${adminUrl}/places?${params}`, 'GET');
      return readAnswer('knownPlaces', json).result;
    },
    async getUploadNames(urls) {
      const names = new Map<string, string>();
      if (urls.length === 0) return names;
      const params = new URLSearchParams(urls.map((url) => ['url', url]));
      const { json } = await send(`${adminUrl}/upload-names?${params}`, 'GET');
      const items = isRecord(json) && Array.isArray(json.result) ? json.result.filter(isRecord) : [];
      for (const item of items) {
        const [url, name] = [textOf(item.url), textOf(item.name)];
        if (url && name) names.set(url, name);
      }
      return names;
    },
    async getMapTiles() {
      const { json } = await send(`${root}/user/map-tiles`, 'GET');
      const result = resultOf(json);
      return { url: textOf(result.url), attribution: textOf(result.attribution) };
    },
    getPlaceSuggestions: placeSuggestions,
  };
}
