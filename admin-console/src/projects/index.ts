import { createElement, lazy } from 'react';
import { Route } from 'react-router-dom';
import type { AdminProjectRow } from '@aangan/contracts';

// Loaded on first visit, so the sign-in screen ships without the project screens.
const ProjectList = lazy(() => import('./ProjectList.tsx').then((module) => ({ default: module.ProjectList })));
const ProjectShow = lazy(() => import('./ProjectShow.tsx').then((module) => ({ default: module.ProjectShow })));
const ProjectRevision = lazy(() =>
  import('./ProjectRevision.tsx').then((module) => ({ default: module.ProjectRevision })),
);
// The builder (create, edit, drafts) is its own chunk, and its map a further one.
export const ProjectCreate = lazy(() => import('./builder/ProjectCreate.tsx'));
const ProjectEdit = lazy(() => import('./builder/ProjectEdit.tsx'));

/** `/projects/:id/revisions/:revision`: one past version, read only, or compared with today's. */
const revisionRoute = createElement(Route, {
  key: 'revision',
  path: ':id/revisions/:revision',
  element: createElement(ProjectRevision),
});

const projects = {
  list: ProjectList,
  show: ProjectShow,
  children: revisionRoute,
  recordRepresentation: (record: AdminProjectRow) => record.projectTitle?.trim() || 'Untitled draft',
};

/**
 * Admins build projects in the builder (create, edit, drafts). Other roles have no create or edit
 * page; one who follows a builder link (`/projects/:id`) is sent on to the read-only view.
 */
export const projectScreens = (role: unknown) =>
  role === 'admin'
    ? { ...projects, create: ProjectCreate, edit: ProjectEdit }
    : {
        ...projects,
        children: [
          revisionRoute,
          createElement(Route, { key: 'builder', path: ':id', element: createElement(ProjectEdit) }),
        ],
      };
