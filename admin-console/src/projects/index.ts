import { lazy } from 'react';

// Loaded on first visit to the list, so the sign-in screen ships without the table code.
const ProjectList = lazy(() => import('./ProjectList.tsx').then((module) => ({ default: module.ProjectList })));

export default {
  list: ProjectList,
  recordRepresentation: 'projectTitle',
};
