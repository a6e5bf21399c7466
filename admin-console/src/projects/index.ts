import { createElement, lazy } from 'react';
import { Route } from 'react-router';

// Loaded on first visit to the list, so the sign-in screen ships without the table code.
const ProjectList = lazy(() => import('./ProjectList.tsx').then((module) => ({ default: module.ProjectList })));
// The builder (create, edit, drafts) is its own chunk, and its map a further one.
export const ProjectCreate = lazy(() => import('./builder/ProjectCreate.tsx'));
const ProjectEdit = lazy(() => import('./builder/ProjectEdit.tsx'));

const projects = {
  list: ProjectList,
  recordRepresentation: 'projectTitle',
};

/**
 * Admins build projects in the builder (create, edit, drafts). Other roles have no create or edit
 * page; one who follows a builder link (`/projects/:id`) is sent on to the read-only view.
 */
export const projectScreens = (role: unknown) =>
  role === 'admin'
    ? { ...projects, create: ProjectCreate, edit: ProjectEdit }
    : { ...projects, children: createElement(Route, { path: ':id', element: createElement(ProjectEdit) }) };

export default projects;
