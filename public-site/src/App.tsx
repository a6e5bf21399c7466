import { Suspense, type ReactNode } from 'react';
import { LOCALE_TAGS } from '@aangan/contracts/browser';
import { HeldOpenings } from './components/HeldOpenings.tsx';
import { HydrationMark } from './components/HydrationMark.tsx';
import { BottomBar } from './components/BottomBar.tsx';
import { ChatLauncher } from './chat/ChatLauncher.tsx';
import type { EnquiryProject } from './components/Enquiry.tsx';
import { EnquiryProvider } from './forms/EnquiryProvider.tsx';
import { HighlightPopup } from './components/HighlightPopup.tsx';
import { LoadFailure } from './components/LoadFailure.tsx';
import { SiteFooter } from './components/SiteFooter.tsx';
import { SiteHeader } from './components/SiteHeader.tsx';
import { ToastProvider } from './components/Toasts.tsx';
import {
  DATA_ELEMENT_ID,
  START_ELEMENT_ID,
  STYLES_ELEMENT_ID,
  type PageData,
  type PagePayload,
  type SiteChrome,
} from './model/pageData.ts';
import { pageStartOf } from './pageStart.ts';
import { pageViewOf } from './pages/registry.tsx';
import type { SiteStrings } from './i18n/en/index.ts';
import { LanguageProvider, useStrings } from './i18n/strings.tsx';

function LazyPage({ children }: { children: ReactNode }) {
  return (
    <LoadFailure
      fallback={
        <div className="container section">
          <p className="form-load-error">
            This page could not be loaded. Please check your connection and reload the page.
          </p>
        </div>
      }
    >
      <Suspense fallback={null}>{children}</Suspense>
    </LoadFailure>
  );
}

/**
 * The page's view from the page list; a page whose code comes in a chunk of its own waits for it.
 * The page is marked interactive once its own part is: the rest of the document is hydrated first.
 */
function PageBody({ page, site }: { page: PageData; site: SiteChrome }) {
  const view = pageViewOf(page);
  const body = (
    <>
      {view.render(page, site)}
      <HydrationMark />
    </>
  );
  return view.inEntry ? body : <LazyPage>{body}</LazyPage>;
}

/** On a project page the enquiry modal asks about that project. */
export const enquiryProjectOf = (page: PageData): EnquiryProject | null =>
  page.kind === 'project' ? { _id: page.project._id, projectTitle: page.project.projectTitle } : null;

interface AppProps {
  payload: PagePayload;
  /** The exact JSON text embedded by the server, rendered back unchanged so hydration matches. */
  serializedPayload: string;
  /** The page's style sheet (the entry's and its page's), kept out of the payload so it is sent once. */
  styles: string;
  /** The start script's text, the same on every page (web-static/pageStart.ts); the client reads it back. */
  startScript: string;
  /** The interface strings of the page's language, of the areas the page shows (`i18n/areas.ts`). */
  strings: Partial<SiteStrings>;
}

function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      {useStrings().chrome.skipToContent}
    </a>
  );
}

/** The whole document, so React owns <title> and <meta> (it is hydrated with `hydrateRoot(document)`). */
export function App({ payload, serializedPayload, styles, startScript, strings }: AppProps) {
  const { locale, page, site, meta, assets } = payload;
  const start = pageStartOf(page, site);
  return (
    // A project page's sections bar sticks under the header: what scrolls into view stops below both.
    <html lang={LOCALE_TAGS[locale]} className={page.kind === 'project' ? 'with-section-nav' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        {meta.noindex && <meta name="robots" content="noindex" />}
        {meta.canonical && <link rel="canonical" href={meta.canonical} />}
        {meta.alternates?.map((alternate) => (
          <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
        ))}
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
      </head>
      <body>
        <LanguageProvider locale={locale} strings={strings}>
          <ToastProvider>
            <EnquiryProvider project={enquiryProjectOf(page)}>
              <SkipLink />
              {page.kind !== 'login' && <SiteHeader here={site.here} />}
              <main id="main">
                <PageBody page={page} site={site} />
              </main>
              {/* Spec §2: the sign-in page stands alone, without navbar and footer. */}
              {page.kind !== 'login' && (
                <>
                  <SiteFooter />
                  <BottomBar contact={site.contact} />
                  <ChatLauncher />
                  <HeldOpenings />
                </>
              )}
              {site.highlightImage && <HighlightPopup image={site.highlightImage} />}
            </EnquiryProvider>
          </ToastProvider>
        </LanguageProvider>
        <script type="application/json" id={DATA_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: serializedPayload }} />
        {/* Runs the page's code when the visitor needs it; the page works before it has run. */}
        <script
          id={START_ELEMENT_ID}
          data-src={assets.script}
          data-chunks={assets.preload.length > 0 ? assets.preload.join(' ') : undefined}
          data-eager={start.eager ? '' : undefined}
          data-remember={start.remember}
          dangerouslySetInnerHTML={{ __html: startScript }}
        />
      </body>
    </html>
  );
}
