import { ALERT_LINK_OUTCOMES, publicPageAt, type PublicPageKind } from '@aangan/contracts/browser';
import { loadFaqs, storyPage } from './loadContent.ts';
import { loadRates } from './loadProjectExtras.ts';
import { loadCompare } from '../compare/loadCompare.ts';
import { loadAlerts } from '../alerts/loadAlerts.ts';
import {
  isArticlePath,
  isProjectPath,
  loadArticleAt,
  loadArticleListAt,
  loadHome,
  loadOperations,
  loadProjectAt,
  loadSearchResults,
  type PageRequest,
} from './pageLoaders.ts';
import {
  articleListMeta,
  articleMeta,
  homeMeta,
  indexable,
  projectMeta,
  searchMeta,
  unindexed,
  type OwnMeta,
  type PageAt,
} from './pageMeta.ts';
import type { PageData, PageKind, PageOf } from '../model/pageData.ts';
import type { MetaStrings } from '../i18n/en/meta.ts';
import { conversionInputsFrom } from '../model/currencyInputs.ts';
import { emiInputsFrom } from '../model/emiInputs.ts';
import { sharedSlugsOf } from '../shortlist/shareLink.ts';

/**
 * The server's half of the page list: how each page kind is loaded, what its meta says and the
 * status it answers with. Pages at a fixed address are found by the contracts' `PUBLIC_PAGES`;
 * pages under a path pattern say which paths are theirs. The browser's half is `pages/registry.tsx`.
 */

export type PageLoader = (request: PageRequest) => Promise<PageData>;

/** A page component's module as the build manifest names it. */
type ChunkModule = `src/pages/${string}.tsx`;

export interface ServerPage<K extends PageKind> {
  load?: PageLoader;
  /**
   * The module of the page's component (imported lazily by `pages/registry.tsx`): its chunk is
   * preloaded beside the entry. The error screens come with the entry and have none.
   */
  chunk?: ChunkModule;
  /** The paths of a page reached by a pattern (an article, a project) rather than a fixed address. */
  matches?: (path: string) => boolean;
  meta: (page: PageOf<K>, at: PageAt) => OwnMeta;
  /** The HTTP status, or how the loaded page decides it (a comparison naming an unknown project is a 404). */
  status: number | ((page: PageOf<K>) => number);
}

/** Kinds the router answers with for an address of their own: at a fixed path or under a pattern. */
type RoutedKind = PublicPageKind | 'article' | 'project';

/** Every page kind has its entry, and every routed page its loader and chunk. */
type ServerPages = {
  readonly [K in PageKind]: ServerPage<K> & (K extends RoutedKind ? { load: PageLoader; chunk: ChunkModule } : unknown);
};

/** The pages whose title and description are their entries in the `meta` strings. */
type DescribedPage = {
  [K in keyof MetaStrings]: MetaStrings[K] extends { title: string; description: string } ? K : never;
}[keyof MetaStrings];

/** A page open to search engines, with its title and description in the page's language. */
const described =
  (key: DescribedPage) =>
  (_: unknown, at: PageAt): OwnMeta =>
    indexable(at.strings.meta[key].title, at.strings.meta[key].description, at);

/** A page that needs nothing loaded; a fresh copy each time, as no request shares another's data. */
const page =
  <K extends PageKind>(data: PageOf<K>): PageLoader =>
  async () => ({ ...data });

export const SERVER_PAGES: ServerPages = {
  home: { chunk: 'src/pages/HomePage.tsx', load: loadHome, meta: homeMeta, status: 200 },
  search: { chunk: 'src/pages/SearchResultPage.tsx', load: loadSearchResults, meta: searchMeta, status: 200 },
  project: {
    chunk: 'src/pages/ProjectPage.tsx',
    matches: isProjectPath,
    load: loadProjectAt,
    meta: projectMeta,
    status: 200,
  },
  contact: {
    chunk: 'src/pages/ContactPage.tsx',
    load: async ({ settings }) => ({ kind: 'contact', offices: (await settings).sections.offices.offices }),
    meta: described('contact'),
    status: 200,
  },
  careers: {
    chunk: 'src/pages/CareersPage.tsx',
    load: page({ kind: 'careers' }),
    meta: described('careers'),
    status: 200,
  },
  privacy: {
    chunk: 'src/pages/PrivacyPolicyPage.tsx',
    load: page({ kind: 'privacy' }),
    meta: described('privacy'),
    status: 200,
  },
  story: {
    chunk: 'src/pages/StoryPage.tsx',
    load: async ({ settings, locale }) => storyPage(await settings, locale),
    meta: described('story'),
    status: 200,
  },
  articles: { chunk: 'src/pages/ArticleListPage.tsx', load: loadArticleListAt, meta: articleListMeta, status: 200 },
  article: {
    chunk: 'src/pages/ArticlePage.tsx',
    matches: isArticlePath,
    load: loadArticleAt,
    meta: articleMeta,
    status: 200,
  },
  faqs: {
    chunk: 'src/pages/FaqPage.tsx',
    load: ({ fetchJson, reportError }) => loadFaqs(fetchJson, reportError),
    meta: described('faqs'),
    status: 200,
  },
  terms: {
    chunk: 'src/pages/LegalPages.tsx',
    load: page({ kind: 'terms' }),
    meta: described('terms'),
    status: 200,
  },
  reraDisclaimer: {
    chunk: 'src/pages/LegalPages.tsx',
    load: page({ kind: 'reraDisclaimer' }),
    meta: described('reraDisclaimer'),
    status: 200,
  },
  sitemap: {
    chunk: 'src/pages/SitemapPage.tsx',
    load: async ({ settings }) => ({ kind: 'sitemap', cities: (await settings).sections.featuredCities.cities }),
    meta: described('sitemap'),
    status: 200,
  },
  operations: {
    chunk: 'src/pages/OperationsPage.tsx',
    load: loadOperations,
    meta: described('operations'),
    status: 200,
  },
  compare: {
    chunk: 'src/pages/ComparePage.tsx',
    load: loadCompare,
    meta: (_, { strings }) => unindexed(strings.meta.compare.title, strings.meta.compare.description),
    status: (page) => (page.problem === 'notFound' ? 404 : 200),
  },
  login: {
    chunk: 'src/pages/LoginPage.tsx',
    load: page({ kind: 'login' }),
    meta: (_, at) => ({ ...described('login')(_, at), noindex: true }),
    status: 200,
  },
  shortlist: {
    chunk: 'src/pages/ShortlistPage.tsx',
    load: async ({ url }) => ({ kind: 'shortlist', shared: sharedSlugsOf(url.searchParams) }),
    meta: (_, at) => ({ ...described('shortlist')(_, at), noindex: true }),
    status: 200,
  },
  alerts: {
    chunk: 'src/pages/AlertsPage.tsx',
    load: loadAlerts,
    meta: (page, at) => {
      const t = at.strings.meta.alerts;
      const outcome = page.outcome ? ALERT_LINK_OUTCOMES[page.outcome].title : null;
      return { ...indexable(outcome ? (t.outcomes[outcome] ?? outcome) : t.title, t.description, at), noindex: true };
    },
    status: 200,
  },
  emiCalculator: {
    chunk: 'src/pages/ToolPages.tsx',
    load: async ({ url }) => ({ kind: 'emiCalculator', inputs: emiInputsFrom(url.searchParams) }),
    meta: described('emiCalculator'),
    status: 200,
  },
  currencyConverter: {
    chunk: 'src/pages/ToolPages.tsx',
    load: async ({ url, fetchJson, reportError }) => ({
      kind: 'currencyConverter',
      rates: await loadRates(fetchJson, reportError),
      inputs: conversionInputsFrom(url.searchParams, { from: 'USD', to: 'INR', amount: '1000' }),
    }),
    meta: described('currencyConverter'),
    status: 200,
  },
  notFound: {
    meta: (_, { strings }) => unindexed(strings.meta.notFound.title, strings.meta.notFound.description),
    status: 404,
  },
  unavailable: {
    meta: (_, { strings }) => unindexed(strings.meta.unavailable.title, strings.meta.unavailable.description),
    status: 503,
  },
  /** A project that was listed and has been deleted. */
  gone: {
    meta: (_, { strings }) => unindexed(strings.meta.gone.title, strings.meta.gone.description),
    status: 410,
  },
  redirect: { meta: (_, { strings }) => unindexed(strings.meta.siteName, ''), status: 303 },
};

const notFound = page({ kind: 'notFound' });

/** The loader of the page at `path`: its fixed address first, then the patterns; Page Not Found otherwise. */
export const loaderAt = (path: string): PageLoader => {
  const fixed = publicPageAt(path);
  if (fixed) return SERVER_PAGES[fixed.kind].load;
  const patterned = Object.values<Pick<ServerPage<PageKind>, 'load' | 'matches'>>(SERVER_PAGES).find((entry) =>
    entry.matches?.(path),
  );
  return patterned?.load ?? notFound;
};

/** The page's own meta, by its kind (TypeScript cannot follow `SERVER_PAGES[page.kind]` on its own). */
export const ownMetaOf = <K extends PageKind>(data: PageOf<K>, at: PageAt): OwnMeta =>
  (SERVER_PAGES[data.kind] as ServerPage<K>).meta(data, at);

/** The chunk module each lazily loaded page kind preloads, for the server's table of page assets. */
export const pageChunks = (): Array<[PageKind, string]> =>
  (Object.entries(SERVER_PAGES) as Array<[PageKind, Pick<ServerPage<PageKind>, 'chunk'>]>).flatMap(([kind, entry]) =>
    entry.chunk ? [[kind, entry.chunk] as [PageKind, string]] : [],
  );

export const statusOf = <K extends PageKind>(data: PageOf<K>): number => {
  const { status } = SERVER_PAGES[data.kind] as ServerPage<K>;
  return typeof status === 'number' ? status : status(data);
};
