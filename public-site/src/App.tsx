import { lazy, Suspense, type ReactNode } from 'react';
import { BottomBar } from './components/BottomBar.tsx';
import { EnquiryButton, EnquiryProvider, type EnquiryProject } from './components/Enquiry.tsx';
import { LoadFailure } from './components/LoadFailure.tsx';
import { ToastProvider } from './components/Toasts.tsx';
import { pageMeta } from './pageMeta.ts';
import { DATA_ELEMENT_ID, type PageData, type PagePayload } from './pageData.ts';
import { HomePage } from './pages/HomePage.tsx';
import { NotFoundPage, UnavailablePage } from './pages/NotFoundPage.tsx';
import { ProjectPage } from './pages/ProjectPage.tsx';
import { SearchResultPage } from './pages/SearchResultPage.tsx';

// Pages made of forms load their code beside the entry (the server preloads it), keeping it out of
// the listing pages' bundle.
const ContactPage = lazy(() => import('./pages/ContactPage.tsx').then((module) => ({ default: module.ContactPage })));
const CareersPage = lazy(() => import('./pages/CareersPage.tsx').then((module) => ({ default: module.CareersPage })));
const PrivacyPolicyPage = lazy(() => import('./pages/PrivacyPolicyPage.tsx').then((module) => ({ default: module.PrivacyPolicyPage })));

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

function PageBody({ page }: { page: PageData }) {
  switch (page.kind) {
    case 'home':
      return <HomePage cities={page.cities} newest={page.newest} />;
    case 'search':
      return <SearchResultPage query={page.query} cities={page.cities} results={page.results} />;
    case 'project':
      return <ProjectPage project={page.project} />;
    case 'contact':
      return (
        <LazyPage>
          <ContactPage />
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
    case 'notFound':
      return <NotFoundPage />;
    case 'unavailable':
      return <UnavailablePage />;
    default: {
      const unreachable: never = page;
      return unreachable;
    }
  }
}

const NAV_LINKS = [
  { href: '/search-result?projectType=Residential', label: 'Residential' },
  { href: '/search-result?projectType=Commercial', label: 'Commercial' },
  { href: '/search-result', label: 'All projects' },
  // Phones reach Contact through the bottom bar and the footer: the header keeps to one line.
  { href: '/contact-us', label: 'Contact', className: 'nav-wide' },
] as const;

function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <a className="brand" href="/">
          <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <path d="M4 15 16 5l12 10v12H20v-8h-8v8H4z" fill="currentColor" />
          </svg>
          Aangan
        </a>
        <nav aria-label="Main">
          <ul className="nav-list">
            {NAV_LINKS.map((link) => (
              <li key={link.href} className={'className' in link ? link.className : undefined}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <EnquiryButton className="button header-enquiry">Enquiry</EnquiryButton>
      </div>
    </header>
  );
}

const FOOTER_LINKS = [
  { href: '/search-result', label: 'Projects' },
  { href: '/contact-us', label: 'Contact Us' },
  { href: '/careers', label: 'Careers' },
  { href: '/privacy-policy', label: 'Privacy policy' },
] as const;

function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
        <p>
          <strong>Aangan</strong> — real estate consultation, home loans, Vastu and after-sales help for buyers across
          India.
        </p>
        <nav aria-label="Quick links">
          <ul className="footer-links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <p>© Aangan. All rights reserved.</p>
      </div>
    </footer>
  );
}

/** On a project page the enquiry modal asks about that project. */
const enquiryProjectOf = (page: PageData): EnquiryProject | null =>
  page.kind === 'project' ? { _id: page.project._id, projectTitle: page.project.projectTitle } : null;

interface AppProps {
  payload: PagePayload;
  /** The exact JSON text embedded by the server, rendered back unchanged so hydration matches. */
  serializedPayload: string;
}

/** The whole document, so React owns <title> and <meta> (it is hydrated with `hydrateRoot(document)`). */
export function App({ payload, serializedPayload }: AppProps) {
  const { page, assets } = payload;
  const meta = pageMeta(page);
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        {meta.noindex && <meta name="robots" content="noindex" />}
        {meta.canonical && <link rel="canonical" href={meta.canonical} />}
        {meta.canonical && (
          <>
            <meta property="og:type" content="website" />
            <meta property="og:url" content={meta.canonical} />
            <meta property="og:title" content={meta.title} />
            <meta property="og:description" content={meta.description} />
            {meta.image && <meta property="og:image" content={meta.image} />}
          </>
        )}
        <meta name="theme-color" content="#0b5d4b" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
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
            <SiteHeader />
            <main id="main">
              <PageBody page={page} />
            </main>
            <SiteFooter />
            <BottomBar />
          </EnquiryProvider>
        </ToastProvider>
        <script type="application/json" id={DATA_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: serializedPayload }} />
      </body>
    </html>
  );
}
