import { lazy } from 'react';

// Loaded on first visit to the list, so the sign-in screen ships without the table code.
const ProjectList = lazy(() => import('./ProjectList.tsx').then((module) => ({ default: module.ProjectList })));
// The builder (create, edit, drafts) is its own chunk, and its map a further one.
export const ProjectCreate = lazy(() => import('./builder/ProjectCreate.tsx'));
export const ProjectEdit = lazy(() => import('./builder/ProjectEdit.tsx'));

const projects = {
  list: ProjectList,
  recordRepresentation: 'projectTitle',
};

/** Admins build projects in the builder (create, edit, drafts); other roles only read them. */
export const projectScreens = (role: unknown) => (role === 'admin' ? { ...projects, create: ProjectCreate, edit: ProjectEdit } : projects);

export default projects;
