import {
  cityListResponseSchema,
  projectInLocale,
  projectSearchResponseSchema,
  removedProjectResponseSchema,
  sectionsInLocale,
  viewProjectResponseSchema,
  type Locale,
} from '@aangan/contracts';
import { projectViewOf, type ProjectSearchPage } from '../model/apiResponses.ts';
import {
  articleListKind,
  articleRoute,
  loadArticle,
  loadArticleList,
  loadTestimonials,
  type SiteSettings,
} from './loadContent.ts';
import { fetchAnswer, type FetchJson, type ReportError } from './fetchJson.ts';
import { loadProjectExtras } from './loadProjectExtras.ts';
import type { PageData } from '../model/pageData.ts';
import {
  EMPTY_SEARCH,
  MAX_SEARCH_STRING,
  readSearchQuery,
  searchHref,
  searchParamsOf,
  type SearchQuery,
} from '../model/searchQuery.ts';

/**
 * How the pages with data of their own read it (server only). A loader answers with the page, or
 * with the screen that stands in for it (not found, unavailable, gone, a redirect).
 */

/** A request for a page: its address with the site's origin, the path as the router reads it, and the API. */
export interface PageRequest {
  url: URL;
  /** The page's English address: a Hindi page's path without its `/hi`. */
  path: string;
  /** The page's language (its text fields are chosen for it). */
  locale: Locale;
  /** The site settings every page loads anyway. */
  settings: Promise<SiteSettings>;
  fetchJson: FetchJson;
  reportError: ReportError;
}

const SEARCH_PAGE_SIZE = 12;
const HOME_NEWEST_COUNT = 6;
const CITY_LIST_PATH = '/api/v1/project/unique-city';
const SEARCH_PATH = '/api/v1/project/search-project';
const VIEW_PROJECT_PATH = '/api/v1/project/view-project/';
const REMOVED_PROJECT_PATH = '/api/v1/project/removed/';
/** `/project/view/{slug}` or `/project/view/{customProjectUrl}-{_id}`. */
const PROJECT_PAGE = /^\/project\/view\/([^/]+)$/;
/** The longest link segment the API looks up. */
const MAX_SEGMENT_LENGTH = 260;

const searchPath = (query: SearchQuery, limit: number): string => {
  const params = searchParamsOf(query);
  params.set('limit', String(limit));
  return `${SEARCH_PATH}?${params}`;
};

const loadCities = async (fetchJson: FetchJson, reportError: ReportError): Promise<string[]> => {
  try {
    return (await fetchAnswer(fetchJson, CITY_LIST_PATH, cityListResponseSchema)).result;
  } catch (error) {
    reportError(error);
    return [];
  }
};

export const loadSearch = async (
  query: SearchQuery,
  limit: number,
  fetchJson: FetchJson,
): Promise<ProjectSearchPage> => {
  const { responseCode: _responseCode, ...page } = await fetchAnswer(
    fetchJson,
    searchPath(query, limit),
    projectSearchResponseSchema,
  );
  return page;
};

const statusOfError = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
const isNotFoundError = (error: unknown): boolean => statusOfError(error) === 404;

export const decodeSegment = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** A posted project, or Page Not Found when there is none (never posted, deleted, mistyped). */
const loadProject = async (
  segment: string,
  origin: string,
  locale: Locale,
  fetchJson: FetchJson,
  reportError: ReportError,
): Promise<PageData> => {
  const link = decodeSegment(segment);
  if (!link || link.length > MAX_SEGMENT_LENGTH) return { kind: 'notFound' };
  const path = VIEW_PROJECT_PATH + encodeURIComponent(link);
  try {
    // The contact gate (spec §6) opens for a visitor whose cookie says they sent the contact form.
    const { result } = await fetchAnswer(fetchJson, path, viewProjectResponseSchema, { asVisitor: true });
    // The texts in the page's language, chosen here: the page carries only the ones it shows.
    const project = projectViewOf(projectInLocale(result, locale), origin);
    return { kind: 'project', project, extras: await loadProjectExtras(project, fetchJson, reportError) };
  } catch (error) {
    if (statusOfError(error) === 410) return loadGone(link, fetchJson, reportError);
    if (isNotFoundError(error)) return { kind: 'notFound' };
    reportError(error);
    return { kind: 'unavailable' };
  }
};

const SIMILAR_COUNT = 6;

/** A deleted project's page: 410 Gone, with projects like it (same city and type) to go on with. */
const loadGone = async (link: string, fetchJson: FetchJson, reportError: ReportError): Promise<PageData> => {
  try {
    const { result: removed } = await fetchAnswer(
      fetchJson,
      `${REMOVED_PROJECT_PATH}${encodeURIComponent(link)}`,
      removedProjectResponseSchema,
    );
    const city = removed.city ?? '';
    const similar = await loadSearch(
      { ...EMPTY_SEARCH, city, projectType: removed.projectType ?? '' },
      SIMILAR_COUNT,
      fetchJson,
    );
    return { kind: 'gone', similar: similar.result, city };
  } catch (error) {
    reportError(error);
    return { kind: 'gone', similar: [], city: '' };
  }
};

/** The home page still renders when a section fails (the section is left empty). */
export const loadHome = async ({ settings, locale, fetchJson, reportError }: PageRequest): Promise<PageData> => {
  const [cities, newest, testimonials, { sections: all }] = await Promise.all([
    loadCities(fetchJson, reportError),
    loadSearch(EMPTY_SEARCH, HOME_NEWEST_COUNT, fetchJson).then(
      (found) => found.result.slice(0, HOME_NEWEST_COUNT),
      (error: unknown) => {
        reportError(error);
        return [];
      },
    ),
    loadTestimonials('client', fetchJson, reportError),
    settings,
  ]);
  const sections = sectionsInLocale({ heroSection: all.heroSection, stats: all.stats }, locale);
  return {
    kind: 'home',
    cities,
    newest,
    heroSlides: sections.heroSection.slides,
    stats: sections.stats.items,
    testimonials,
  };
};

/**
 * Search results. The search string stays in the address as typed (the API reads it into filters);
 * an older link's `?q=` is sent on to the same search as `searchString`.
 */
export const loadSearchResults = async ({
  url: { searchParams },
  fetchJson,
  reportError,
}: PageRequest): Promise<PageData> => {
  const text = searchParams.get('q')?.trim();
  if (text)
    return {
      kind: 'redirect',
      location: searchHref({ ...EMPTY_SEARCH, searchString: text.slice(0, MAX_SEARCH_STRING) }),
    };
  const query = readSearchQuery(searchParams);
  try {
    const [cities, results] = await Promise.all([
      loadCities(fetchJson, reportError),
      loadSearch(query, SEARCH_PAGE_SIZE, fetchJson),
    ]);
    // A page past the last (an old link, fewer results since): the address of the last page, which the API answered with.
    if (results.page < query.page) return { kind: 'redirect', location: searchHref({ ...query, page: results.page }) };
    // Words a filter of the address overrules ("Gurgaon" beside city=Noida) leave the text: the address says what was searched.
    if (results.understood && results.understood.text !== query.searchString)
      return { kind: 'redirect', location: searchHref({ ...query, searchString: results.understood.text }) };
    return { kind: 'search', query, cities, results };
  } catch (error) {
    reportError(error);
    return { kind: 'unavailable' };
  }
};

export const loadOperations = async ({ settings, locale, fetchJson, reportError }: PageRequest): Promise<PageData> => {
  const [{ sections }, testimonials] = await Promise.all([
    settings,
    loadTestimonials('employee', fetchJson, reportError),
  ]);
  return {
    kind: 'operations',
    sections: sectionsInLocale(
      { lifeAtCompany: sections.lifeAtCompany, coreValues: sections.coreValues, stats: sections.stats },
      locale,
    ),
    testimonials,
  };
};

/** `/blogs`, `/news`, `/awards-and-recognition`, with `?page=`. */
export const loadArticleListAt = async ({
  path,
  url,
  locale,
  fetchJson,
  reportError,
}: PageRequest): Promise<PageData> => {
  const listKind = articleListKind(path);
  return listKind
    ? loadArticleList(listKind, url.searchParams.get('page'), locale, fetchJson, reportError)
    : { kind: 'notFound' };
};

export const isArticlePath = (path: string): boolean => articleRoute(path) !== null;

export const loadArticleAt = async ({ path, locale, fetchJson, reportError }: PageRequest): Promise<PageData> => {
  const article = articleRoute(path);
  const slug = article && decodeSegment(article.slug);
  return article && slug !== null
    ? loadArticle(article.kind, slug, locale, fetchJson, reportError)
    : { kind: 'notFound' };
};

export const isProjectPath = (path: string): boolean => PROJECT_PAGE.test(path);

export const loadProjectAt = async ({ path, url, locale, fetchJson, reportError }: PageRequest): Promise<PageData> => {
  const segment = PROJECT_PAGE.exec(path)?.[1];
  return segment ? loadProject(segment, url.origin, locale, fetchJson, reportError) : { kind: 'notFound' };
};
