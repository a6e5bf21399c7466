import { consolePages } from '@aangan/contracts/browser';

/**
 * The public site's pages (spec §2) that Website Meta SEO lists even before an admin sets their
 * meta, so it is plain which ones still use the page's own title and description. The site's
 * page list decides them, so a new page shows here too.
 */
export const SITE_PATHS: readonly { route: string; name: string }[] = consolePages();

export const pageNameOf = (route: string): string | undefined => SITE_PATHS.find((path) => path.route === route)?.name;

/** What `PUT /admin/seo-meta` accepts as a route. */
export const ROUTE_PATTERN = /^\/[\w\-/{}]*$/;
