/** The home page. */
export const home = {};

export type HomeStrings = typeof home;
