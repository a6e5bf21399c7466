import type { SearchStrings } from '../en/search.ts';

/** The search results page, the search box, filters, chips, pager, map and project cards, in Hindi. */
export const search: SearchStrings = {};
