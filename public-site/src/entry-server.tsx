import type { Readable } from 'node:stream';
import { App } from './App.tsx';
import { preloadPages } from './components/lazyPage.ts';
import { serializePayload, type PagePayload } from './model/pageData.ts';
import { renderDocument, type InlineText } from './renderDocument.tsx';
import { pageStrings } from './i18n/catalogues.ts';

/** Every page's code, loaded once before the first render (see lazyPage). */
const pagesLoaded = preloadPages();

export { loadPage } from './loading/loadPage.ts';
export { type FetchJson, type ReportError } from './loading/fetchJson.ts';
export { type LoadedPage, type PageAssets, type PageData, type PagePayload } from './model/pageData.ts';
export { pageChunks, statusOf } from './loading/serverPages.ts';
export { stringsModules } from './i18n/catalogues.ts';
export { inlineText, type InlineText } from './renderDocument.tsx';

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
): Promise<Buffer | Readable> {
  await pagesLoaded;
  const serializedPayload = serializePayload(payload);
  const strings = pageStrings(payload.locale, payload.page.kind);
  return renderDocument((inline) => (
    <App
      payload={payload}
      serializedPayload={inline(serializedPayload)}
      styles={inline(styles)}
      startScript={inline(startScript)}
      strings={strings}
    />
  ));
}
