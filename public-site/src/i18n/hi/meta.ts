import type { MetaStrings } from '../en/meta.ts';

/** Page titles and descriptions for search engines and link previews, in Hindi. */
export const meta: MetaStrings = {};
