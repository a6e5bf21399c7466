import type { ProjectCommandReply } from '@aangan/contracts';
import { ifMatch, parseAnswer, type HttpClient } from './http.ts';

/** The lifecycle commands of a stored project, each naming the revision it was read at. */
export interface ProjectLifecycleApi {
  deleteProject(id: string, revision: number): Promise<ProjectCommandReply>;
  restoreProject(id: string, revision: number): Promise<ProjectCommandReply>;
  toggleGrandProject(id: string, revision: number): Promise<ProjectCommandReply>;
}

/** JSON, naming the revision: the API refuses a command on a stored project without it (428) or with a stale one (412). */
export const commandHeaders = (revision: number): Headers =>
  new Headers({ Accept: 'application/json', ...ifMatch(revision) });

/** The spec's `/project/*` command routes (beside `/admin`, under the same `/api/v1`). */
export function createProjectLifecycleApi(httpClient: HttpClient, root: string): ProjectLifecycleApi {
  const command = async (method: string, path: string, id: string, revision: number) => {
    const { json } = await httpClient(`${root}/project/${path}/${encodeURIComponent(id)}`, {
      method,
      headers: commandHeaders(revision),
    });
    return parseAnswer('projectCommand', json);
  };
  return {
    deleteProject: (id, revision) => command('DELETE', 'delete-project', id, revision),
    restoreProject: (id, revision) => command('POST', 'restore-project', id, revision),
    toggleGrandProject: (id, revision) => command('POST', 'toggle-grand-project', id, revision),
  };
}
