import { COMPARE_MAX, COMPARE_MESSAGES, COMPARE_MIN, compareResponseSchema, compareSlugsOf } from '@aangan/contracts';
import { fetchAnswer } from '../loading/fetchJson.ts';
import { ONLY_DIFFERENCES_PARAM } from './compareLinks.ts';
import type { PageRequest } from '../loading/pageLoaders.ts';
import type { PageData, PageOf } from '../model/pageData.ts';

/** The longest project link path segment there is. */
const MAX_LINK_LENGTH = 260;

const statusOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;

/**
 * `/compare?slugs=a,b,c`: the projects side by side (server only). Fewer than two is the page that
 * says how to pick them, more than four or an unknown project says so; the API is asked only for
 * a list it can answer.
 */
export async function loadCompare({ url, fetchJson, reportError }: PageRequest): Promise<PageData> {
  const slugs = compareSlugsOf(url.searchParams.get('slugs'));
  const page: PageOf<'compare'> = {
    kind: 'compare',
    slugs,
    onlyDifferences: url.searchParams.get(ONLY_DIFFERENCES_PARAM) === '1',
    projects: [],
    problem: null,
    missing: null,
  };
  if (slugs.length < COMPARE_MIN) return { ...page, problem: 'pick' };
  if (slugs.length > COMPARE_MAX) return { ...page, problem: 'tooMany' };
  if (slugs.some((slug) => slug.length > MAX_LINK_LENGTH)) return { ...page, problem: 'notFound' };
  try {
    // The RERA status opens for a visitor whose cookie says they sent the contact form, as on project pages.
    const path = `/api/v1/project/compare?slugs=${encodeURIComponent(slugs.join(','))}`;
    const { result } = await fetchAnswer(fetchJson, path, compareResponseSchema, { asVisitor: true });
    return { ...page, projects: result };
  } catch (error) {
    if (statusOf(error) === 404) {
      const message = error instanceof Error ? error.message : '';
      const missing = slugs.find((slug) => message === COMPARE_MESSAGES.notFound(slug)) ?? null;
      return { ...page, problem: 'notFound', missing };
    }
    reportError(error);
    return { kind: 'unavailable' };
  }
}
