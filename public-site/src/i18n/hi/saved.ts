import type { SavedStrings } from '../en/saved.ts';

/** Shortlist, compare and property alerts, in Hindi. */
export const saved: SavedStrings = {};
