import type { AdminProjectTab } from '@aangan/contracts';
import { PROJECT_COMMAND_MESSAGES } from '@aangan/contracts/browser';
import type { AdminProject, ProjectStatus } from '@aangan/contracts';

/** The list tabs and the `filter.tab` value each one sends. */
export const PROJECT_TABS = [
  { id: 'all-projects', label: 'All Projects' },
  { id: 'myProjects', label: 'My Projects' },
  { id: 'drafts', label: 'Drafts' },
  { id: 'deleted', label: 'Deleted' },
] as const satisfies readonly { id: AdminProjectTab; label: string }[];

export type ProjectTab = (typeof PROJECT_TABS)[number]['id'];
export const DEFAULT_PROJECT_TAB: ProjectTab = 'all-projects';

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  posted: 'Posted',
  draft: 'Draft',
  deleted: 'Deleted',
};
export const PROJECT_STATUS_CHOICES = (Object.keys(PROJECT_STATUS_LABELS) as ProjectStatus[]).map((id) => ({
  id,
  name: PROJECT_STATUS_LABELS[id],
}));

/** The spec's toasts, and ours where it gives none. */
export const PROJECT_MESSAGES = {
  deleted: PROJECT_COMMAND_MESSAGES.deleted,
  restored: PROJECT_COMMAND_MESSAGES.restored,
  updated: PROJECT_COMMAND_MESSAGES.updated,
  deleteFailed: 'The project could not be deleted, please try again',
  restoreFailed: 'The project could not be restored, please try again',
  grandFailed: 'The grand-project flag could not be changed, please try again',
} as const;

/** Where a posted project is shown on the public site, or null while it is not. */
export const publicPathOf = (project: Pick<AdminProject, 'status' | 'link'>): string | null =>
  project.status === 'posted' && project.link ? project.link : null;
