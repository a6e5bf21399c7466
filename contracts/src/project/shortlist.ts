/** The buyer's shortlist as the site and the API agree on it, without zod. */

/** The most projects a shortlist keeps (the newest), and the API answers for. */
export const SHORTLIST_LIMIT = 50;

/** Between a project's slug and when it was saved, in the API's `items` parameter. */
export const SHORTLIST_ITEM_SEPARATOR = '~';
