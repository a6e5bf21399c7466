import { SHORTLIST_LIMIT } from '@aangan/contracts/browser';

/** The shortlist page's address; `?share=<slug>,<slug>` opens a list sent from another phone. */
export const SHORTLIST_PATH = '/shortlist';

const SLUG = /^[A-Za-z0-9_-]{1,200}$/;

/** The projects of a shared list (slugs only: nothing about who sent it); null when the address names none. */
export function sharedSlugsOf(params: URLSearchParams): string[] | null {
  const share = params.get('share');
  if (share === null) return null;
  const slugs = share.split(',').filter((slug) => SLUG.test(slug));
  return [...new Set(slugs)].slice(0, SHORTLIST_LIMIT);
}
