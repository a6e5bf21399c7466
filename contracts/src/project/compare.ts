/**
 * Comparing projects side by side (`/compare?slugs=a,b,c`): how many may be compared and how the
 * list of projects is written. Zod-free: the API, the site's compare page and its card control read it.
 */

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/** The nearby places a comparison names the nearest of, in the order it shows them. */
export const COMPARE_NEARBY_CATEGORIES = ['hospital', 'school', 'metroStations', 'railwayStations'] as const;

export const COMPARE_MESSAGES = {
  tooFew: `Pick at least ${COMPARE_MIN} projects to compare`,
  tooMany: `Compare at most ${COMPARE_MAX} projects at a time`,
  notFound: (slug: string) => `Project not found: ${slug}`,
} as const;

/** The projects named by `slugs` ('a,b,c'): trimmed, empty and repeated names left out, in their order. */
export const compareSlugsOf = (slugs: string | null | undefined): string[] => {
  const names = (slugs ?? '')
    .split(',')
    .map((slug) => slug.trim())
    .filter(Boolean);
  return names.filter((slug, index) => names.indexOf(slug) === index);
};

/** Why these projects cannot be compared, or null when they can. */
export const compareCountProblem = (slugs: readonly string[]): string | null =>
  slugs.length < COMPARE_MIN ? COMPARE_MESSAGES.tooFew : slugs.length > COMPARE_MAX ? COMPARE_MESSAGES.tooMany : null;

/** The compare page's address for these projects. */
export const compareHref = (slugs: readonly string[]): string =>
  slugs.length ? `/compare?slugs=${slugs.map(encodeURIComponent).join(',')}` : '/compare';
