import type { Readable } from 'node:stream';
import { App } from './App.tsx';
import { preloadPages } from './components/lazyPage.ts';
import { serializePayload, type PagePayload } from './model/pageData.ts';
import { renderDocument } from './renderDocument.tsx';
import { pageStrings } from './i18n/catalogues.ts';

/** Every page's code, loaded once before the first render (see lazyPage). */
const pagesLoaded = preloadPages();

export { loadPage } from './loading/loadPage.ts';
export { type FetchJson, type ReportError } from './loading/fetchJson.ts';
export { type LoadedPage, type PageAssets, type PageData, type PagePayload } from './model/pageData.ts';
export { pageChunks, statusOf } from './loading/serverPages.ts';
export { stringsModules } from './i18n/catalogues.ts';

/**
 * Renders the whole document. Page data is fetched before rendering and every page's code is
 * loaded first, so the page renders in one pass (see renderDocument).
 */
export async function render(
  _url: string,
  payload: PagePayload,
  styles: string,
  startScript: string,
): Promise<Buffer | Readable> {
  await pagesLoaded;
  const serializedPayload = serializePayload(payload);
  return renderDocument(
    <App
      payload={payload}
      serializedPayload={serializedPayload}
      styles={styles}
      startScript={startScript}
      strings={pageStrings(payload.locale, payload.page.kind)}
    />,
  );
}
