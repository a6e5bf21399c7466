import type { ReactNode } from 'react';
import { lazyPage } from '../components/lazyPage.ts';
import type { PageKind, PageOf, SiteChrome } from '../model/pageData.ts';
import { GonePage, NotFoundPage, UnavailablePage } from './NotFoundPage.tsx';

/**
 * The browser's half of the page list: how each page kind renders. Its address, data loader, meta
 * and chunk live on the server (`serverPages.ts`); where it is linked, in the contracts' `PUBLIC_PAGES`.
 * The chunk names stay out of this module so the browser does not download them.
 */

export interface PageView<K extends PageKind> {
  render: (page: PageOf<K>, site: SiteChrome) => ReactNode;
  /**
   * Rendered by code of the entry. Every other page's code is a chunk of its own, which the
   * server preloads beside the entry (`chunk` of its entry in `serverPages.ts`).
   */
  inEntry?: true;
}

// Every page loads its own code beside the entry (the server preloads it): a project page does
// not carry the home page's code, nor the other way round.
const HomePage = lazyPage(() => import('./HomePage.tsx').then((module) => ({ default: module.HomePage })));
const ProjectPage = lazyPage(() => import('./ProjectPage.tsx').then((module) => ({ default: module.ProjectPage })));
const ContactPage = lazyPage(() => import('./ContactPage.tsx').then((module) => ({ default: module.ContactPage })));
const CareersPage = lazyPage(() => import('./CareersPage.tsx').then((module) => ({ default: module.CareersPage })));
const PrivacyPolicyPage = lazyPage(() =>
  import('./PrivacyPolicyPage.tsx').then((module) => ({ default: module.PrivacyPolicyPage })),
);
const StoryPage = lazyPage(() => import('./StoryPage.tsx').then((module) => ({ default: module.StoryPage })));
const ArticleListPage = lazyPage(() =>
  import('./ArticleListPage.tsx').then((module) => ({ default: module.ArticleListPage })),
);
const ArticlePage = lazyPage(() => import('./ArticlePage.tsx').then((module) => ({ default: module.ArticlePage })));
const FaqPage = lazyPage(() => import('./FaqPage.tsx').then((module) => ({ default: module.FaqPage })));
const TermsPage = lazyPage(() => import('./LegalPages.tsx').then((module) => ({ default: module.TermsPage })));
const ReraDisclaimerPage = lazyPage(() =>
  import('./LegalPages.tsx').then((module) => ({ default: module.ReraDisclaimerPage })),
);
const SearchResultPage = lazyPage(() =>
  import('./SearchResultPage.tsx').then((module) => ({ default: module.SearchResultPage })),
);
const OperationsPage = lazyPage(() =>
  import('./OperationsPage.tsx').then((module) => ({ default: module.OperationsPage })),
);
const ComparePage = lazyPage(() => import('./ComparePage.tsx').then((module) => ({ default: module.ComparePage })));
const LoginPage = lazyPage(() => import('./LoginPage.tsx').then((module) => ({ default: module.LoginPage })));
const EmiCalculatorPage = lazyPage(() =>
  import('./ToolPages.tsx').then((module) => ({ default: module.EmiCalculatorPage })),
);
const CurrencyConverterPage = lazyPage(() =>
  import('./ToolPages.tsx').then((module) => ({ default: module.CurrencyConverterPage })),
);
const ShortlistPage = lazyPage(() =>
  import('./ShortlistPage.tsx').then((module) => ({ default: module.ShortlistPage })),
);
const AlertsPage = lazyPage(() => import('./AlertsPage.tsx').then((module) => ({ default: module.AlertsPage })));
const SitemapPage = lazyPage(() => import('./SitemapPage.tsx').then((module) => ({ default: module.SitemapPage })));

export const PAGE_VIEWS: { readonly [K in PageKind]: PageView<K> } = {
  home: {
    render: (page) => (
      <HomePage
        cities={page.cities}
        newest={page.newest}
        heroSlides={page.heroSlides}
        stats={page.stats}
        testimonials={page.testimonials}
      />
    ),
  },
  search: { render: (page) => <SearchResultPage query={page.query} cities={page.cities} results={page.results} /> },
  project: { render: (page) => <ProjectPage project={page.project} extras={page.extras} /> },
  contact: { render: (page, site) => <ContactPage contact={site.contact} offices={page.offices} /> },
  careers: { render: () => <CareersPage /> },
  privacy: { render: () => <PrivacyPolicyPage /> },
  story: { render: (page) => <StoryPage sections={page.sections} /> },
  articles: { render: (page) => <ArticleListPage articleKind={page.articleKind} list={page.list} /> },
  article: { render: (page) => <ArticlePage article={page.article} /> },
  faqs: { render: (page) => <FaqPage faqs={page.faqs} /> },
  terms: { render: () => <TermsPage /> },
  reraDisclaimer: { render: () => <ReraDisclaimerPage /> },
  sitemap: { render: (page) => <SitemapPage cities={page.cities} /> },
  operations: { render: (page) => <OperationsPage sections={page.sections} testimonials={page.testimonials} /> },
  login: { render: () => <LoginPage /> },
  compare: { render: (page) => <ComparePage page={page} /> },
  shortlist: { render: (page) => <ShortlistPage shared={page.shared} /> },
  alerts: { render: (page) => <AlertsPage page={page} /> },
  emiCalculator: { render: (page) => <EmiCalculatorPage inputs={page.inputs} /> },
  currencyConverter: { render: (page) => <CurrencyConverterPage rates={page.rates} inputs={page.inputs} /> },
  // Error screens come with the entry: they need no chunk of their own.
  notFound: { inEntry: true, render: () => <NotFoundPage /> },
  unavailable: { inEntry: true, render: () => <UnavailablePage /> },
  gone: { inEntry: true, render: (page) => <GonePage similar={page.similar} city={page.city} /> },
  redirect: { inEntry: true, render: () => null },
};

/** A page kind's view, typed for that kind's data (TypeScript cannot follow `PAGE_VIEWS[page.kind]` on its own). */
export const pageViewOf = <K extends PageKind>(page: PageOf<K>): PageView<K> => PAGE_VIEWS[page.kind];
