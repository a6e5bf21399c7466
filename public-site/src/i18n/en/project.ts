/** The project page and its sections. */
export const project = {};

export type ProjectStrings = typeof project;
