import { PROJECT_COMMAND_MESSAGES, isRecord } from '@aangan/contracts/browser';
import type { HttpClient } from './http.ts';

/** `result` of a project command's reply (save, post, edit, delete, restore, grand flag, revert). */
export interface ProjectCommandResult {
  _id: string;
  revision: number;
  status?: 'draft' | 'posted' | 'deleted';
  slug?: string | null;
  link?: string;
  changed?: string[];
  /** False when the change is stored but the lists do not show it yet (202). */
  visible?: boolean;
  notices?: string[];
}

export interface ProjectCommandReply {
  message: string;
  result: ProjectCommandResult;
}

/** The lifecycle commands of a stored project, each naming the revision it was read at. */
export interface ProjectLifecycleApi {
  deleteProject(id: string, revision: number): Promise<ProjectCommandReply>;
  restoreProject(id: string, revision: number): Promise<ProjectCommandReply>;
  toggleGrandProject(id: string, revision: number): Promise<ProjectCommandReply>;
}

/** The message and result of a command's JSON reply. */
export const commandReplyOf = (json: unknown, fallback: string): ProjectCommandReply => ({
  message: isRecord(json) && typeof json.message === 'string' ? json.message : fallback,
  result: (isRecord(json) && isRecord(json.result) ? json.result : {}) as unknown as ProjectCommandResult,
});

/** `If-Match: W/"<revision>"`: the API refuses a command on a stored project without it (428) or with a stale one (412). */
export const ifMatch = (revision: number): Headers =>
  new Headers({ Accept: 'application/json', 'If-Match': `W/"${revision}"` });

/** The spec's `/project/*` command routes (beside `/admin`, under the same `/api/v1`). */
export function createProjectLifecycleApi(httpClient: HttpClient, root: string): ProjectLifecycleApi {
  const command = async (method: string, path: string, id: string, revision: number, fallback: string) => {
    const { json } = await httpClient(`${root}/project/${path}/${encodeURIComponent(id)}`, {
      method,
      headers: ifMatch(revision),
    });
    return commandReplyOf(json, fallback);
  };
  return {
    deleteProject: (id, revision) =>
      command('DELETE', 'delete-project', id, revision, PROJECT_COMMAND_MESSAGES.deleted),
    restoreProject: (id, revision) =>
      command('POST', 'restore-project', id, revision, PROJECT_COMMAND_MESSAGES.restored),
    toggleGrandProject: (id, revision) =>
      command('POST', 'toggle-grand-project', id, revision, PROJECT_COMMAND_MESSAGES.updated),
  };
}
