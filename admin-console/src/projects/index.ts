import { createElement, lazy } from 'react';
import { Route } from 'react-router';
import type { ProjectRecord } from './projectRecord.ts';

// Loaded on first visit, so the sign-in screen ships without the project screens.
const ProjectList = lazy(() => import('./ProjectList.tsx').then((module) => ({ default: module.ProjectList })));
const ProjectShow = lazy(() => import('./ProjectShow.tsx').then((module) => ({ default: module.ProjectShow })));
const ProjectRevision = lazy(() => import('./ProjectRevision.tsx').then((module) => ({ default: module.ProjectRevision })));

export default {
  list: ProjectList,
  show: ProjectShow,
  /** `/projects/:id/revisions/:revision`: one past version, read only, or compared with today's. */
  children: createElement(Route, { path: ':id/revisions/:revision', element: createElement(ProjectRevision) }),
  recordRepresentation: (record: ProjectRecord) => record.projectTitle?.trim() || 'Untitled draft',
};
