import { isNotFoundAnswer, readCityList, readProjectSearchPage, readProjectView, type ProjectSearchPage } from './apiResponses.ts';
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
import { PROJECT_MENU_CITIES } from './components/SiteHeader.tsx';
import type { LoadedPage, MenuCity, PageData } from './pageData.ts';
import { serializeStructuredData, structuredDataOf } from './structuredData.ts';
import { EMPTY_SEARCH, readSearchQuery, searchParamsOf, type SearchQuery } from './searchQuery.ts';
import { pageMeta } from './pageMeta.ts';
import { loadProjectExtras, loadRates } from './loadProjectExtras.ts';
import { conversionInputsFrom } from './tools/CurrencyConverter.tsx';
import { emiInputsFrom } from './tools/emiInputs.ts';

/**
 * Calls the API in the same process: `fetchJson('/api/v1/project/unique-city')`. With `asVisitor`
 * the API sees the page request (its cookies), for answers that depend on who is asking.
 */
export type FetchJson = (path: string, options?: { asVisitor?: boolean }) => Promise<unknown>;
export type ReportError = (error: unknown) => void;

const SEARCH_PAGE_SIZE = 12;
const HOME_NEWEST_COUNT = 6;
const CITY_LIST_PATH = '/api/v1/project/unique-city';
const SEARCH_PATH = '/api/v1/project/search-project';
const UNDERSTAND_PATH = '/api/v1/project/understand-search';
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

/** What the search box's text means, as the assistant reads it: the results page that says it. */
const understoodSearchLink = async (text: string, fetchJson: FetchJson): Promise<string> => {
  const path = `${UNDERSTAND_PATH}?${new URLSearchParams({ q: text.slice(0, 200) })}`;
  const body = (await fetchJson(path)) as { result?: { link?: unknown } };
  const link = body.result?.link;
  return typeof link === 'string' && link.startsWith('/search-result') ? link : `/search-result?${new URLSearchParams({ searchString: text.slice(0, 100) })}`;
};

const loadCities = async (fetchJson: FetchJson, reportError: ReportError): Promise<string[]> => {
  try {
    return readCityList(await fetchJson(CITY_LIST_PATH), CITY_LIST_PATH);
  } catch (error) {
    reportError(error);
    return [];
  }
};

const loadSearch = async (query: SearchQuery, limit: number, fetchJson: FetchJson): Promise<ProjectSearchPage> => {
  const path = searchPath(query, limit);
  return readProjectSearchPage(await fetchJson(path), path);
};

const statusOfError = (error: unknown): unknown => (typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined);
const isNotFoundError = (error: unknown): boolean => statusOfError(error) === 404;

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
    const project = readProjectView(body, path, origin);
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
    const body = (await fetchJson(`${REMOVED_PROJECT_PATH}${encodeURIComponent(link)}`)) as { result?: { city?: unknown; projectType?: unknown } };
    const city = typeof body.result?.city === 'string' ? body.result.city : '';
    const projectType = typeof body.result?.projectType === 'string' ? body.result.projectType : '';
    const similar = await loadSearch({ ...EMPTY_SEARCH, city, projectType }, SIMILAR_COUNT, fetchJson);
    return { kind: 'gone', similar: similar.result, city };
  } catch (error) {
    reportError(error);
    return { kind: 'gone', similar: [], city: '' };
  }
};

const MENU_PROJECTS_PER_CITY = 4;

/** The Projects menu: a few of the newest projects of each of its cities (a city that fails is left empty). */
const loadProjectMenu = (fetchJson: FetchJson, reportError: ReportError): Promise<MenuCity[]> =>
  Promise.all(
    PROJECT_MENU_CITIES.map(async (city) => {
      try {
        const found = await loadSearch({ ...EMPTY_SEARCH, city }, MENU_PROJECTS_PER_CITY, fetchJson);
        return { city, projects: found.result.map((card) => ({ title: card.projectTitle ?? city, link: card.link })) };
      } catch (error) {
        reportError(error);
        return { city, projects: [] };
      }
    }),
  );

const normalisePath = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Building a formatter costs far more than using one: made once, not on every render. */
const INDIA_YEAR = new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' });

/** The year of the copyright line, in India. */
const currentYear = (): number => Number(INDIA_YEAR.format(new Date()));

/** The page itself; `settings` are the site settings every page loads anyway. */
const loadPageData = async (url: URL, path: string, settings: Promise<SiteSettings>, fetchJson: FetchJson, reportError: ReportError): Promise<PageData> => {
  const { origin, searchParams } = url;
  switch (path) {
    case '/': {
      const [cities, newest, testimonials, { sections }] = await Promise.all([
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
      return { kind: 'home', cities, newest, heroSlides: sections.heroSection.slides, stats: sections.stats.items, testimonials };
    }
    case '/search-result': {
      const text = searchParams.get('q')?.trim();
      if (text) {
        try {
          return { kind: 'redirect', location: await understoodSearchLink(text, fetchJson) };
        } catch (error) {
          reportError(error);
          return { kind: 'redirect', location: `/search-result?${new URLSearchParams({ searchString: text.slice(0, 100) })}` };
        }
      }
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
      return { kind: 'contact', offices: (await settings).sections.offices.offices };
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
    case '/aangan-operations': {
      const [{ sections }, testimonials] = await Promise.all([settings, loadTestimonials('employee', fetchJson, reportError)]);
      return { kind: 'operations', sections: { lifeAtCompany: sections.lifeAtCompany, coreValues: sections.coreValues, stats: sections.stats }, testimonials };
    }
    case '/login':
      return { kind: 'login' };
    case '/emi-calculator':
      return { kind: 'emiCalculator', inputs: emiInputsFrom(searchParams) };
    case '/currency-converter':
      return { kind: 'currencyConverter', rates: await loadRates(fetchJson, reportError), inputs: conversionInputsFrom(searchParams, { from: 'USD', to: 'INR', amount: '1000' }) };
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
  const [page, seo, loadedSettings, projectMenu] = await Promise.all([
    loadPageData(parsed, path, settings, fetchJson, reportError),
    loadSeoOverride(path, fetchJson, reportError),
    settings,
    loadProjectMenu(fetchJson, reportError),
  ]);
  const chrome = siteChromeOf(loadedSettings, path, currentYear());
  return {
    page,
    site: { ...chrome, projectMenu, structuredData: serializeStructuredData(structuredDataOf(page, parsed.origin, path, chrome)) },
    meta: pageMeta(page, { origin: parsed.origin, path, seo }),
  };
};
