import { Suspense, type ReactNode } from 'react';
import { lazyPage } from './lazyPage.ts';
import { HydrationMark } from './components/HydrationMark.tsx';
import { BottomBar } from './components/BottomBar.tsx';
import { ChatLauncher } from './components/ChatLauncher.tsx';
import { EnquiryProvider, type EnquiryProject } from './components/Enquiry.tsx';
import { HighlightPopup } from './components/HighlightPopup.tsx';
import { LoadFailure } from './components/LoadFailure.tsx';
import { SiteFooter } from './components/SiteFooter.tsx';
import { SiteHeader } from './components/SiteHeader.tsx';
import { ToastProvider } from './components/Toasts.tsx';
import { DATA_ELEMENT_ID, STYLES_ELEMENT_ID, type PageData, type PagePayload, type SiteChrome } from './pageData.ts';
import { GonePage, NotFoundPage, UnavailablePage } from './pages/NotFoundPage.tsx';

// Every page loads its own code beside the entry (the server preloads it): a project page does
// not carry the home page's code, nor the other way round.
const HomePage = lazyPage(() => import('./pages/HomePage.tsx').then((module) => ({ default: module.HomePage })));
const ProjectPage = lazyPage(() => import('./pages/ProjectPage.tsx').then((module) => ({ default: module.ProjectPage })));
const ContactPage = lazyPage(() => import('./pages/ContactPage.tsx').then((module) => ({ default: module.ContactPage })));
const CareersPage = lazyPage(() => import('./pages/CareersPage.tsx').then((module) => ({ default: module.CareersPage })));
const PrivacyPolicyPage = lazyPage(() => import('./pages/PrivacyPolicyPage.tsx').then((module) => ({ default: module.PrivacyPolicyPage })));
const StoryPage = lazyPage(() => import('./pages/StoryPage.tsx').then((module) => ({ default: module.StoryPage })));
const ArticleListPage = lazyPage(() => import('./pages/ArticleListPage.tsx').then((module) => ({ default: module.ArticleListPage })));
const ArticlePage = lazyPage(() => import('./pages/ArticlePage.tsx').then((module) => ({ default: module.ArticlePage })));
const FaqPage = lazyPage(() => import('./pages/FaqPage.tsx').then((module) => ({ default: module.FaqPage })));
const TermsPage = lazyPage(() => import('./pages/LegalPages.tsx').then((module) => ({ default: module.TermsPage })));
const ReraDisclaimerPage = lazyPage(() => import('./pages/LegalPages.tsx').then((module) => ({ default: module.ReraDisclaimerPage })));
const SearchResultPage = lazyPage(() => import('./pages/SearchResultPage.tsx').then((module) => ({ default: module.SearchResultPage })));
const OperationsPage = lazyPage(() => import('./pages/OperationsPage.tsx').then((module) => ({ default: module.OperationsPage })));
const LoginPage = lazyPage(() => import('./pages/LoginPage.tsx').then((module) => ({ default: module.LoginPage })));
const EmiCalculatorPage = lazyPage(() => import('./pages/ToolPages.tsx').then((module) => ({ default: module.EmiCalculatorPage })));
const CurrencyConverterPage = lazyPage(() => import('./pages/ToolPages.tsx').then((module) => ({ default: module.CurrencyConverterPage })));
const SitemapPage = lazyPage(() => import('./pages/SitemapPage.tsx').then((module) => ({ default: module.SitemapPage })));

function LazyPage({ children }: { children: ReactNode }) {
  return (
    <LoadFailure
      fallback={
        <div className="container section">
          <p className="form-load-error">This page could not be loaded. Please check your connection and reload the page.</p>
        </div>
      }
    >
      <Suspense fallback={null}>{children}</Suspense>
    </LoadFailure>
  );
}

function PageBody({ page, site }: { page: PageData; site: SiteChrome }) {
  switch (page.kind) {
    case 'home':
      return (
        <LazyPage>
          <HomePage cities={page.cities} newest={page.newest} heroSlides={page.heroSlides} stats={page.stats} testimonials={page.testimonials} />
        </LazyPage>
      );
    case 'search':
      return (
        <LazyPage>
          <SearchResultPage query={page.query} cities={page.cities} results={page.results} />
        </LazyPage>
      );
    case 'project':
      return (
        <LazyPage>
          <ProjectPage project={page.project} extras={page.extras} />
        </LazyPage>
      );
    case 'contact':
      return (
        <LazyPage>
          <ContactPage contact={site.contact} offices={page.offices} />
        </LazyPage>
      );
    case 'careers':
      return (
        <LazyPage>
          <CareersPage />
        </LazyPage>
      );
    case 'privacy':
      return (
        <LazyPage>
          <PrivacyPolicyPage />
        </LazyPage>
      );
    case 'story':
      return (
        <LazyPage>
          <StoryPage sections={page.sections} />
        </LazyPage>
      );
    case 'articles':
      return (
        <LazyPage>
          <ArticleListPage articleKind={page.articleKind} list={page.list} />
        </LazyPage>
      );
    case 'article':
      return (
        <LazyPage>
          <ArticlePage article={page.article} />
        </LazyPage>
      );
    case 'faqs':
      return (
        <LazyPage>
          <FaqPage faqs={page.faqs} />
        </LazyPage>
      );
    case 'terms':
      return (
        <LazyPage>
          <TermsPage />
        </LazyPage>
      );
    case 'reraDisclaimer':
      return (
        <LazyPage>
          <ReraDisclaimerPage />
        </LazyPage>
      );
    case 'sitemap':
      return (
        <LazyPage>
          <SitemapPage cities={page.cities} />
        </LazyPage>
      );
    case 'notFound':
      return <NotFoundPage />;
    case 'unavailable':
      return <UnavailablePage />;
    case 'gone':
      return <GonePage similar={page.similar} city={page.city} />;
    case 'operations':
      return (
        <LazyPage>
          <OperationsPage sections={page.sections} testimonials={page.testimonials} />
        </LazyPage>
      );
    case 'login':
      return (
        <LazyPage>
          <LoginPage />
        </LazyPage>
      );
    case 'emiCalculator':
      return (
        <LazyPage>
          <EmiCalculatorPage inputs={page.inputs} />
        </LazyPage>
      );
    case 'currencyConverter':
      return (
        <LazyPage>
          <CurrencyConverterPage rates={page.rates} inputs={page.inputs} />
        </LazyPage>
      );
    case 'redirect':
      return null;
    default: {
      const unreachable: never = page;
      return unreachable;
    }
  }
}

/** On a project page the enquiry modal asks about that project. */
const enquiryProjectOf = (page: PageData): EnquiryProject | null =>
  page.kind === 'project' ? { _id: page.project._id, projectTitle: page.project.projectTitle } : null;

interface AppProps {
  payload: PagePayload;
  /** The exact JSON text embedded by the server, rendered back unchanged so hydration matches. */
  serializedPayload: string;
  /** The page's style sheet (the entry's and its page's), kept out of the payload so it is sent once. */
  styles: string;
}

/** The whole document, so React owns <title> and <meta> (it is hydrated with `hydrateRoot(document)`). */
export function App({ payload, serializedPayload, styles }: AppProps) {
  const { page, site, meta, assets } = payload;
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        {meta.noindex && <meta name="robots" content="noindex" />}
        {meta.canonical && <link rel="canonical" href={meta.canonical} />}
        {site.structuredData.map((json, index) => (
          <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
        ))}
        {meta.canonical && (
          <>
            <meta property="og:type" content={meta.ogType} />
            <meta property="og:url" content={meta.canonical} />
            <meta property="og:title" content={meta.ogTitle} />
            <meta property="og:description" content={meta.description} />
            {meta.image && <meta property="og:image" content={meta.image} />}
          </>
        )}
        <meta name="theme-color" content="#0b5d4b" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Inline, so the first paint waits for no other request: the sheet is ~9 KB compressed. */}
        <style id={STYLES_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: styles }} />
        <script type="module" src={assets.script} />
        {assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>
        <ToastProvider>
          <EnquiryProvider project={enquiryProjectOf(page)}>
            <a className="skip-link" href="#main">
              Skip to content
            </a>
            {page.kind !== 'login' && <SiteHeader projectMenu={site.projectMenu} />}
            <main id="main">
              <PageBody page={page} site={site} />
            </main>
            {/* Spec §2: the sign-in page stands alone, without navbar and footer. */}
            {page.kind !== 'login' && (
              <>
                <SiteFooter site={site} />
                <BottomBar contact={site.contact} />
                <ChatLauncher />
              </>
            )}
            {site.highlightImage && <HighlightPopup image={site.highlightImage} />}
          </EnquiryProvider>
        </ToastProvider>
        <HydrationMark />
        <script type="application/json" id={DATA_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: serializedPayload }} />
      </body>
    </html>
  );
}
