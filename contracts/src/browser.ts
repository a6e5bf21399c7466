/**
 * What the browser bundles use: formatting, links and a few enumerations, without zod.
 * Everything here is also exported from the package root.
 */
export * from './format.ts';
export * from './projectLink.ts';
export * from './enumValues.ts';
export type { ProjectCard } from './api/projectApi.ts';
export type { SearchSort, ProjectType } from './enums.ts';
