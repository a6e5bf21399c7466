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
  SITE_NAME,
  unindexed,
  type OwnMeta,
  type PageAt,
} from './pageMeta.ts';
import type { PageData, PageKind, PageOf } from '../model/pageData.ts';
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
    meta: (_, at) =>
      indexable(
        'Contact us',
        'Ask Aangan about a project, a home loan or a site visit. Offices in Noida, Mumbai, Lucknow, Gurugram and Zirakpur.',
        at,
      ),
    status: 200,
  },
  careers: {
    chunk: 'src/pages/CareersPage.tsx',
    load: page({ kind: 'careers' }),
    meta: (_, at) =>
      indexable(
        'Careers',
        'Work with Aangan: apply for roles in real estate advisory, sales and customer service across India.',
        at,
      ),
    status: 200,
  },
  privacy: {
    chunk: 'src/pages/PrivacyPolicyPage.tsx',
    load: page({ kind: 'privacy' }),
    meta: (_, at) =>
      indexable(
        'Privacy policy',
        'How Aangan uses the details you share in its enquiry, contact and careers forms, and how to have them erased.',
        at,
      ),
    status: 200,
  },
  story: {
    chunk: 'src/pages/StoryPage.tsx',
    load: async ({ settings, locale }) => storyPage(await settings, locale),
    meta: (_, at) =>
      indexable(
        'Our story',
        'Who we are: the Aangan story, messages from our CEO and COO, our values, our services and life at Aangan.',
        at,
      ),
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
    meta: (_, at) =>
      indexable(
        'Frequently asked questions',
        'Answers to what buyers ask Aangan most: fees, RERA registration, home loans, site visits and your personal data.',
        at,
      ),
    status: 200,
  },
  terms: {
    chunk: 'src/pages/LegalPages.tsx',
    load: page({ kind: 'terms' }),
    meta: (_, at) =>
      indexable(
        'Terms and conditions',
        'The terms of using the Aangan website: listings, enquiries, advice, intellectual property and liability.',
        at,
      ),
    status: 200,
  },
  reraDisclaimer: {
    chunk: 'src/pages/LegalPages.tsx',
    load: page({ kind: 'reraDisclaimer' }),
    meta: (_, at) =>
      indexable(
        'RERA disclaimer',
        'How Aangan shows RERA registrations, and how to check a project on the state RERA website before you buy.',
        at,
      ),
    status: 200,
  },
  sitemap: {
    chunk: 'src/pages/SitemapPage.tsx',
    load: async ({ settings }) => ({ kind: 'sitemap', cities: (await settings).sections.featuredCities.cities }),
    meta: (_, at) =>
      indexable(
        'Sitemap',
        'Every section of the Aangan website in one place: projects by city and type, our story, blogs, news and help.',
        at,
      ),
    status: 200,
  },
  operations: {
    chunk: 'src/pages/OperationsPage.tsx',
    load: loadOperations,
    meta: (_, at) =>
      indexable(
        `Life at ${SITE_NAME}`,
        `Life at ${SITE_NAME}: how our teams work, grow and celebrate together, and how to join them.`,
        at,
      ),
    status: 200,
  },
  compare: {
    chunk: 'src/pages/ComparePage.tsx',
    load: loadCompare,
    meta: () => unindexed(`Compare projects | ${SITE_NAME}`, 'Projects you picked on Aangan, side by side.'),
    status: (page) => (page.problem === 'notFound' ? 404 : 200),
  },
  login: {
    chunk: 'src/pages/LoginPage.tsx',
    load: page({ kind: 'login' }),
    meta: (_, at) => ({ ...indexable('Sign in', `Sign in to ${SITE_NAME}.`, at), noindex: true }),
    status: 200,
  },
  shortlist: {
    chunk: 'src/pages/ShortlistPage.tsx',
    load: async ({ url }) => ({ kind: 'shortlist', shared: sharedSlugsOf(url.searchParams) }),
    meta: (_, at) => ({
      ...indexable('My shortlist', 'The projects you saved on Aangan, with what changed since you saved them.', at),
      noindex: true,
    }),
    status: 200,
  },
  alerts: {
    chunk: 'src/pages/AlertsPage.tsx',
    load: loadAlerts,
    meta: (page, at) => ({
      ...indexable(
        page.outcome ? ALERT_LINK_OUTCOMES[page.outcome].title : 'Property alerts',
        'Get an email when a new project matches your search, or a project you watch changes its price, possession or RERA status.',
        at,
      ),
      noindex: true,
    }),
    status: 200,
  },
  emiCalculator: {
    chunk: 'src/pages/ToolPages.tsx',
    load: async ({ url }) => ({ kind: 'emiCalculator', inputs: emiInputsFrom(url.searchParams) }),
    meta: (_, at) =>
      indexable(
        'Home loan EMI calculator',
        'Work out the monthly EMI, total interest and year-by-year repayment of a home loan for any property price, rate and tenure.',
        at,
      ),
    status: 200,
  },
  currencyConverter: {
    chunk: 'src/pages/ToolPages.tsx',
    load: async ({ url, fetchJson, reportError }) => ({
      kind: 'currencyConverter',
      rates: await loadRates(fetchJson, reportError),
      inputs: conversionInputsFrom(url.searchParams, { from: 'USD', to: 'INR', amount: '1000' }),
    }),
    meta: (_, at) =>
      indexable(
        'Currency converter for NRI buyers',
        'Convert Indian property prices to US dollars, dirhams, pounds, euros and Singapore dollars, and back, at indicative rates.',
        at,
      ),
    status: 200,
  },
  notFound: {
    meta: () => unindexed(`Page Not Found | ${SITE_NAME}`, 'This page does not exist on Aangan.'),
    status: 404,
  },
  unavailable: {
    meta: () => unindexed(`Please try again | ${SITE_NAME}`, 'This page could not be loaded right now.'),
    status: 503,
  },
  /** A project that was listed and has been deleted. */
  gone: {
    meta: () =>
      unindexed(
        `This project is no longer listed | ${SITE_NAME}`,
        'This project has been removed from Aangan. Similar projects are listed instead.',
      ),
    status: 410,
  },
  redirect: { meta: () => unindexed(SITE_NAME, ''), status: 303 },
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
