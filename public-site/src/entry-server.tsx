import { PassThrough, type Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { App } from './App.tsx';
import { preloadPages } from './lazyPage.ts';
import { serializePayload, type PagePayload } from './pageData.ts';

/** Every page's code, loaded once before the first render (see lazyPage). */
const pagesLoaded = preloadPages();

export { loadPage, type FetchJson, type ReportError } from './loadPage.ts';
export { type LoadedPage, type PageAssets, type PageData, type PagePayload } from './pageData.ts';
export { pageChunks, statusOf } from './serverPages.ts';

/**
 * Renders the whole document. Page data is fetched before rendering, so the stream is handed
 * over once everything is ready: the status is known and no Suspense fallback ever reaches a visitor.
 */
export async function render(_url: string, payload: PagePayload, styles: string, startScript: string): Promise<Readable> {
  await pagesLoaded;
  const serializedPayload = serializePayload(payload);
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<App payload={payload} serializedPayload={serializedPayload} styles={styles} startScript={startScript} />, {
      // Never outline a large boundary: React would reveal it with an inline script, which the Content Security Policy blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        pipe(body);
        resolve(body);
      },
      onShellError: reject,
      onError(error) {
        reject(error);
      },
    });
  });
}
