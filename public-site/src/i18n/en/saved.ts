/** Shortlist, compare and property alerts. */
export const saved = {};

export type SavedStrings = typeof saved;
