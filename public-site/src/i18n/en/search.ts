/** The search results page, the search box, filters, chips, pager, map and project cards. */
export const search = {};

export type SearchStrings = typeof search;
