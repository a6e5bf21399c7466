import type { ProjectStrings } from '../en/project.ts';

/** The project page and its sections, in Hindi. */
export const project: ProjectStrings = {};
