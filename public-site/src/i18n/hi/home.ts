import type { HomeStrings } from '../en/home.ts';

/** The home page, in Hindi. */
export const home: HomeStrings = {};
