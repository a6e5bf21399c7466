// Plain JavaScript on purpose: a worker thread starts without the TypeScript loader of its parent
// (under the test runner in particular), and the server entry it loads is built JavaScript.
// The render thread of renderThread.ts: it loads the site's server entry, then renders each page it
// is sent from the page's JSON, the style sheets and start script sent once each and named by number after.
import { parentPort, workerData } from 'node:worker_threads';

/** @type {typeof import('../src/entry-server.tsx')} */
const ssr = await import(workerData.entry);
/** @type {Map<number, import('../src/entry-server.tsx').InlineText>} */
const texts = new Map();

/** @param {{ id: number, text?: string }} part */
const inline = (part) => {
  let text = texts.get(part.id);
  if (!text) texts.set(part.id, (text = ssr.inlineText(part.text ?? '')));
  return text;
};

/** @param {Buffer | import('node:stream').Readable} body */
const whole = async (body) => {
  if (Buffer.isBuffer(body)) return body;
  const chunks = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};

parentPort.on('message', ({ id, url, serialized, styles, startScript }) => {
  Promise.resolve()
    .then(() => ssr.render(url, JSON.parse(serialized), inline(styles), inline(startScript), serialized))
    .then(whole)
    .then(
      (html) => parentPort.postMessage({ id, html }),
      (error) =>
        parentPort.postMessage({
          id,
          error: { message: String(error instanceof Error ? error.message : error), stack: error?.stack },
        }),
    );
});
parentPort.postMessage({ ready: true });
