/** Page titles and descriptions for search engines and link previews. */
export const meta = {};

export type MetaStrings = typeof meta;
