import type { AdminProjectTab } from '@aangan/contracts';

/** One row of `GET /api/v1/admin/projects`. */
export interface ProjectRecord {
  id: string;
  projectTitle: string;
  city: string;
  locality: string;
  projectType: string;
  projectSubType: string;
  status: 'draft' | 'posted' | 'deleted';
  isGrandProject: boolean;
  priceMin: number | null;
  priceMax: number | null;
  updatedAt: string;
  revision: number;
}

/** The list tabs and the `filter.tab` value each one sends. */
export const PROJECT_TABS = [
  { id: 'all-projects', label: 'All Projects' },
  { id: 'myProjects', label: 'My Projects' },
  { id: 'drafts', label: 'Drafts' },
  { id: 'deleted', label: 'Deleted' },
] as const satisfies readonly { id: AdminProjectTab; label: string }[];

export type ProjectTab = (typeof PROJECT_TABS)[number]['id'];
export const DEFAULT_PROJECT_TAB: ProjectTab = 'all-projects';
