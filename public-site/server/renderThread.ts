import { Worker } from 'node:worker_threads';

/**
 * Pages rendered on a thread of their own. A page's data is loaded on the main thread (the API is
 * called in process), and React's render of it, a few milliseconds of CPU for every page the cache
 * could not answer, runs beside the main thread's other work instead of in its turn: under steady
 * edits and searches the main thread was busy all the time, a tenth to a sixth of it rendering.
 *
 * The thread renders from the page's JSON as it goes into the page (`serializePayload`), the same
 * data the browser hydrates from. Until the thread has loaded the server entry (a fraction of a
 * second after the start) and after it fails, pages are rendered on the main thread as before.
 */
export interface RenderThread {
  /** The page's bytes, or null when the thread cannot take it (not started yet, failed, or has its hands full): render it here. */
  render(url: string, serialized: string, styles: InlineTextLike, startScript: InlineTextLike): Promise<Buffer> | null;
  /** Resolves true once the thread takes pages, false if it failed first. */
  started: Promise<boolean>;
  close(): Promise<void>;
}

interface InlineTextLike {
  readonly text: string;
}

type Answer =
  | { ready: true }
  | { id: number; html: Uint8Array }
  | { id: number; error: { message: string; stack?: string | undefined } };

/**
 * Pages the thread may have in hand at once. Past them a page is rendered on the main thread: a
 * queue of pages in the thread would wait there while the main thread had time to render them.
 */
const MAX_WAITING = 2;

/** Starts the thread for the built server entry at `entryUrl` (a file: URL); `onError` hears of its failure. */
export function createRenderThread(entryUrl: string, onError: (error: unknown) => void): RenderThread {
  const worker = new Worker(new URL('./renderThreadWorker.js', import.meta.url), { workerData: { entry: entryUrl } });
  // The thread never keeps the process alive by itself: a page being rendered does (its request is open).
  worker.unref();
  let ready = false;
  let failed = false;
  let settleStart: (ok: boolean) => void = () => undefined;
  const started = new Promise<boolean>((resolve) => (settleStart = resolve));
  let nextId = 0;
  const pending = new Map<number, { resolve: (html: Buffer) => void; reject: (error: Error) => void }>();
  /** The style sheets and start scripts sent so far, by the number the thread knows each by. */
  const sent = new WeakMap<InlineTextLike, number>();
  let nextText = 0;
  const fail = (error: Error) => {
    if (failed) return;
    failed = true;
    ready = false;
    settleStart(false);
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    onError(error);
  };
  worker.on('message', (answer: Answer) => {
    if ('ready' in answer) {
      ready = !failed;
      settleStart(ready);
      return;
    }
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if (pending.size === 0) worker.unref();
    if ('html' in answer)
      waiting.resolve(Buffer.from(answer.html.buffer, answer.html.byteOffset, answer.html.byteLength));
    else waiting.reject(Object.assign(new Error(answer.error.message), { stack: answer.error.stack }));
  });
  worker.on('error', (error) => fail(error));
  worker.on('exit', (code) => fail(new Error(`The page render thread stopped (exit code ${code})`)));
  const part = (inline: InlineTextLike) => {
    const known = sent.get(inline);
    if (known !== undefined) return { id: known };
    const id = nextText++;
    sent.set(inline, id);
    return { id, text: inline.text };
  };
  return {
    render(url, serialized, styles, startScript) {
      if (!ready || pending.size >= MAX_WAITING) return null;
      const id = nextId++;
      return new Promise<Buffer>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        if (pending.size === 1) worker.ref();
        worker.postMessage({ id, url, serialized, styles: part(styles), startScript: part(startScript) });
      });
    },
    started,
    async close() {
      failed = true;
      ready = false;
      settleStart(false);
      for (const { reject } of pending.values()) reject(new Error('The page render thread was closed'));
      pending.clear();
      await worker.terminate();
    },
  };
}
