import type { Readable } from 'node:stream';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '@aangan/contracts/browser';
import { App } from './App.tsx';
import { footerPart } from './components/footerBody.tsx';
import { headerParts } from './components/headerMenus.tsx';
import { StaticPartsContext, type StaticPart, type StaticPartId } from './components/StaticMarkup.tsx';
import { LanguageProvider } from './i18n/strings.tsx';
import type { SiteStrings } from './i18n/en/index.ts';
import { preloadPages } from './components/lazyPage.ts';
import { serializePayload, type PagePayload } from './model/pageData.ts';
import { inlineText, renderDocument, type InlineText } from './renderDocument.tsx';
import { pageStrings } from './i18n/catalogues.ts';

/** Every page's code, loaded once before the first render (see lazyPage). */
const pagesLoaded = preloadPages();

export { loadPage } from './loading/loadPage.ts';
export { type FetchJson, type ReportError } from './loading/fetchJson.ts';
export { type LoadedPage, type PageAssets, type PageData, type PagePayload } from './model/pageData.ts';
export { serializePayload } from './model/pageData.ts';
export { pageChunks, statusOf } from './loading/serverPages.ts';
export { stringsModules } from './i18n/catalogues.ts';
export { inlineText, type InlineText } from './renderDocument.tsx';

/** The static parts' markup (components/StaticMarkup.tsx) by language, part and key: a few settings' worth. */
const staticMarkup = new Map<string, InlineText>();
const MAX_STATIC_MARKUP = 64;

/**
 * The page's static parts, each rendered once per language and key, before the page (a render inside
 * React's render of the page would upset it): the menus' lists and the footer.
 */
export function staticPartsOf(payload: PagePayload, strings: Partial<SiteStrings>): Map<StaticPartId, InlineText> {
  const { site, locale } = payload;
  const header = headerParts(site.projectMenu);
  const parts: StaticPart[] = [header.desktop, header.drawer, footerPart(site)];
  const texts = new Map<StaticPartId, InlineText>();
  for (const part of parts) {
    const key = `${locale}\n${part.id}\n${part.key()}`;
    let text = staticMarkup.get(key);
    if (!text) {
      text = inlineText(renderToStaticMarkup(withLanguage(locale, strings, part)));
      if (staticMarkup.size >= MAX_STATIC_MARKUP) staticMarkup.delete(staticMarkup.keys().next().value!);
      staticMarkup.set(key, text);
    }
    texts.set(part.id, text);
  }
  return texts;
}

const withLanguage = (locale: Locale, strings: Partial<SiteStrings>, part: StaticPart) => (
  <LanguageProvider locale={locale} strings={strings}>
    {part.render()}
  </LanguageProvider>
);

/**
 * Renders the whole document. Page data is fetched before rendering and every page's code is
 * loaded first, so the page renders in one pass (see renderDocument). The style sheet and the
 * start script come with their bytes, made once.
 */
export async function render(
  _url: string,
  payload: PagePayload,
  styles: InlineText,
  startScript: InlineText,
  /** `serializePayload(payload)`, when the caller has made it already. */
  serializedPayload = serializePayload(payload),
): Promise<Buffer | Readable> {
  await pagesLoaded;
  const strings = pageStrings(payload.locale, payload.page.kind);
  const parts = staticPartsOf(payload, strings);
  return renderDocument((inline) => (
    <StaticPartsContext.Provider
      value={(id) => {
        const text = parts.get(id);
        return text ? inline(text) : null;
      }}
    >
      <App
        payload={payload}
        serializedPayload={inline(serializedPayload)}
        styles={inline(styles)}
        startScript={inline(startScript)}
        strings={strings}
      />
    </StaticPartsContext.Provider>
  ));
}
