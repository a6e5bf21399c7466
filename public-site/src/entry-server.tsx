import { PassThrough, type Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { App } from './App.tsx';
import { serializePayload, type PagePayload } from './pageData.ts';

export { loadPage, type FetchJson, type ReportError } from './loadPage.ts';
export { statusOf, type LoadedPage, type PageAssets, type PageData, type PagePayload } from './pageData.ts';

/**
 * Renders the whole document. Page data is fetched before rendering, so the stream is handed
 * over once everything is ready: the status is known and no Suspense fallback ever reaches a visitor.
 */
export function render(_url: string, payload: PagePayload): Promise<Readable> {
  const serializedPayload = serializePayload(payload);
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<App payload={payload} serializedPayload={serializedPayload} />, {
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
