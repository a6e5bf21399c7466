import { isNotFoundAnswer, readCityList, readProjectSearchPage, readProjectView, type ProjectSearchPage } from './apiResponses.ts';
import { PROJECT_TYPES, SEARCH_SORTS, type SearchSort } from '@aangan/contracts/browser';
import {
  articleListKind,
  articleRoute,
  loadArticle,
  loadArticleList,
  loadFaqs,
  loadSeoOverride,
  loadSiteSettings,
  loadTestimonials,
  siteChromeOf,
  storyPage,
  type SiteSettings,
} from './loadContent.ts';
import type { LoadedPage, PageData, SearchQuery } from './pageData.ts';
import { pageMeta } from './pageMeta.ts';

/**
 * Calls the API in the same process: `fetchJson('/api/v1/project/unique-city')`. With `asVisitor`
 * the API sees the page request (its cookies), for answers that depend on who is asking.
 */
export type FetchJson = (path: string, options?: { asVisitor?: boolean }) => Promise<unknown>;
export type ReportError = (error: unknown) => void;

const SEARCH_PAGE_SIZE = 12;
const HOME_NEWEST_COUNT = 6;
const MAX_PAGE = 1000;
const CITY_LIST_PATH = '/api/v1/project/unique-city';
const SEARCH_PATH = '/api/v1/project/search-project';
const VIEW_PROJECT_PATH = '/api/v1/project/view-project/';
/** `/project/view/{slug}` or `/project/view/{customProjectUrl}-{_id}`. */
const PROJECT_PAGE = /^\/project\/view\/([^/]+)$/;
/** The longest link segment the API looks up. */
const MAX_SEGMENT_LENGTH = 260;

const isSearchSort = (value: string): value is SearchSort => (SEARCH_SORTS as readonly string[]).includes(value);
const isProjectType = (value: string): boolean => (PROJECT_TYPES as readonly string[]).includes(value);
/** The API's BEDROOM_FILTERS. */
const BEDROOM_FILTERS: readonly string[] = ['Studio', '1', '2', '3', '4+'];
const MAX_PRICE = 1e11;

const readPrice = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const price = Number(value);
  return Number.isFinite(price) && price >= 0 && price <= MAX_PRICE ? price : null;
};

export const readSearchQuery = (params: URLSearchParams): SearchQuery => {
  const sort = params.get('sort') ?? '';
  const projectType = (params.get('projectType') ?? '').trim();
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const minPrice = readPrice(params.get('minPrice'));
  const maxPrice = readPrice(params.get('maxPrice'));
  // Values the API would refuse are dropped here, so a mistyped link still shows results.
  return {
    city: (params.get('city') ?? '').trim().slice(0, 60),
    projectType: isProjectType(projectType) ? projectType : '',
    searchString: (params.get('searchString') ?? '').trim().slice(0, 100),
    sort: isSearchSort(sort) ? sort : 'Newest',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    projectSubType: (params.get('projectSubType') ?? '').trim().slice(0, 80),
    minPrice: minPrice !== null && maxPrice !== null && minPrice > maxPrice ? null : minPrice,
    maxPrice,
    bhk: [...new Set((params.get('bhk') ?? '').split(',').map((value) => value.trim()))].filter((value) => BEDROOM_FILTERS.includes(value)),
  };
};

const searchPath = (query: Partial<SearchQuery>, limit: number): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else if (value !== '' && value !== undefined && value !== null) params.set(key, String(value));
  }
  params.set('limit', String(limit));
  return `${SEARCH_PATH}?${params}`;
};

const loadCities = async (fetchJson: FetchJson, reportError: ReportError): Promise<string[]> => {
  try {
    return readCityList(await fetchJson(CITY_LIST_PATH), CITY_LIST_PATH);
  } catch (error) {
    reportError(error);
    return [];
  }
};

const loadSearch = async (query: Partial<SearchQuery>, limit: number, fetchJson: FetchJson): Promise<ProjectSearchPage> => {
  const path = searchPath(query, limit);
  return readProjectSearchPage(await fetchJson(path), path);
};

const isNotFoundError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

const decodeSegment = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** A posted project, or Page Not Found when there is none (never posted, deleted, mistyped). */
const loadProject = async (segment: string, origin: string, fetchJson: FetchJson, reportError: ReportError): Promise<PageData> => {
  const link = decodeSegment(segment);
  if (!link || link.length > MAX_SEGMENT_LENGTH) return { kind: 'notFound' };
  const path = VIEW_PROJECT_PATH + encodeURIComponent(link);
  try {
    // The contact gate (spec §6) opens for a visitor whose cookie says they sent the contact form.
    const body = await fetchJson(path, { asVisitor: true });
    if (isNotFoundAnswer(body)) return { kind: 'notFound' };
    return { kind: 'project', project: readProjectView(body, path, origin) };
  } catch (error) {
    if (isNotFoundError(error)) return { kind: 'notFound' };
    reportError(error);
    return { kind: 'unavailable' };
  }
};

const normalisePath = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The year of the copyright line, in India. */
const currentYear = (): number => Number(new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date()));

/** The page itself; `settings` are the site settings every page loads anyway. */
const loadPageData = async (url: URL, path: string, settings: Promise<SiteSettings>, fetchJson: FetchJson, reportError: ReportError): Promise<PageData> => {
  const { origin, searchParams } = url;
  switch (path) {
    case '/': {
      const [cities, newest, testimonials, { sections }] = await Promise.all([
        loadCities(fetchJson, reportError),
        loadSearch({ sort: 'Newest', page: 1 }, HOME_NEWEST_COUNT, fetchJson).then(
          (found) => found.result.slice(0, HOME_NEWEST_COUNT),
          (error: unknown) => {
            reportError(error);
            return [];
          },
        ),
        loadTestimonials('client', fetchJson, reportError),
        settings,
      ]);
      return { kind: 'home', cities, newest, heroSlides: sections.heroSection.slides, stats: sections.stats.items, testimonials };
    }
    case '/search-result': {
      const query = readSearchQuery(searchParams);
      try {
        const [cities, results] = await Promise.all([
          loadCities(fetchJson, reportError),
          loadSearch(query, SEARCH_PAGE_SIZE, fetchJson),
        ]);
        return { kind: 'search', query, cities, results };
      } catch (error) {
        reportError(error);
        return { kind: 'unavailable' };
      }
    }
    case '/contact-us':
      return { kind: 'contact' };
    case '/careers':
      return { kind: 'careers' };
    case '/privacy-policy':
      return { kind: 'privacy' };
    case '/our-story':
      return storyPage(await settings);
    case '/faqs':
      return loadFaqs(fetchJson, reportError);
    case '/terms-and-conditions':
      return { kind: 'terms' };
    case '/rera-disclaimer':
      return { kind: 'reraDisclaimer' };
    case '/sitemap':
      return { kind: 'sitemap', cities: (await settings).sections.featuredCities.cities };
    default: {
      const listKind = articleListKind(path);
      if (listKind) return loadArticleList(listKind, searchParams.get('page'), fetchJson, reportError);
      const article = articleRoute(path);
      if (article) {
        const slug = decodeSegment(article.slug);
        return slug === null ? { kind: 'notFound' } : loadArticle(article.kind, slug, fetchJson, reportError);
      }
      const projectSegment = PROJECT_PAGE.exec(path)?.[1];
      if (projectSegment) return loadProject(projectSegment, origin, fetchJson, reportError);
      return { kind: 'notFound' };
    }
  }
};

/**
 * Fetches what a route shows, with the site settings of its header and footer and its meta.
 * `url` is the requested address with the site's origin (that origin makes the absolute links of
 * project pages and canonical links). The home page still renders when a section fails (the
 * section is left empty); a failed search, project or list renders the unavailable page. Every
 * failure is reported.
 */
export const loadPage = async (url: string, fetchJson: FetchJson, reportError: ReportError): Promise<LoadedPage> => {
  const parsed = new URL(url, 'http://localhost');
  const path = normalisePath(parsed.pathname);
  const settings = loadSiteSettings(fetchJson, reportError);
  const [page, seo, loadedSettings] = await Promise.all([
    loadPageData(parsed, path, settings, fetchJson, reportError),
    loadSeoOverride(path, fetchJson, reportError),
    settings,
  ]);
  return {
    page,
    site: siteChromeOf(loadedSettings, path, currentYear()),
    meta: pageMeta(page, { origin: parsed.origin, path, seo }),
  };
};
