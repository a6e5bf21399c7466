import { randomUUID } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

/** What React writes for a Suspense boundary it did not finish on the server (the client renders it). */
const UNFINISHED_BOUNDARY = '<!--$!-->';

/** Text a document carries as it is (an inline style sheet or script), with its UTF-8 bytes made once. */
export interface InlineText {
  readonly text: string;
  readonly bytes: Buffer;
}

export const inlineText = (text: string): InlineText => ({ text, bytes: Buffer.from(text, 'utf8') });

/**
 * Puts an inline text into the element being drawn and answers what goes in its place: a text the
 * page has just made (its JSON data) is encoded for this render only.
 */
export type Inline = (text: InlineText | string) => string;

/**
 * Where the one-pass render leaves an inline text out, followed by its number and `-->`: a comment no
 * page content can hold, as its name is drawn when the server starts.
 */
const HOLE = `<!--inline-${randomUUID()}-`;
const HOLE_BYTES = Buffer.from(HOLE, 'latin1');
const HOLE_END = Buffer.from('-->', 'latin1');

/**
 * The document's bytes with each hole filled by its text's bytes, or null when the holes found are not
 * exactly those made (then the document is rendered again with the texts in place).
 */
function fillHoles(html: Buffer, texts: readonly Buffer[]): Buffer | null {
  const pieces: Buffer[] = [];
  const filled = new Set<number>();
  let at = 0;
  for (let hole = html.indexOf(HOLE_BYTES); hole >= 0; hole = html.indexOf(HOLE_BYTES, at)) {
    const numberAt = hole + HOLE_BYTES.length;
    const end = html.indexOf(HOLE_END, numberAt);
    const index = end < 0 ? Number.NaN : Number(html.toString('latin1', numberAt, end));
    if (!Number.isInteger(index) || index < 0 || index >= texts.length || filled.has(index)) return null;
    filled.add(index);
    pieces.push(html.subarray(at, hole), texts[index]);
    at = end + HOLE_END.length;
  }
  if (filled.size !== texts.length) return null;
  pieces.push(html.subarray(at));
  return Buffer.concat(pieces);
}

/**
 * A whole document (`<html>` and all) as UTF-8 bytes, rendered in one synchronous pass: a quarter
 * to a third faster than React's stream, which encodes each small piece as it goes, and answered
 * with a Content-Length. Bytes, not the string: React's string is thousands of joined pieces, and
 * answering with it would have them joined and read twice more (for the length, then to write
 * them). `draw` places the inline texts (style sheets, scripts, the page's data) through `inline`:
 * React's string holds a short comment in their place, and their bytes, made once for a style
 * sheet, fill it after the markup is encoded. Encoding is the costly step, and a page's sheets are
 * nearly half of it; the markup alone also stays a string small enough for the engine's ordinary
 * heap, where joining its pieces is cheap (past 128 KB, a page's string cost several times as much).
 * The site loads a page's data and code before it renders, so nothing suspends; should something
 * suspend (or fail) all the same, the document is rendered again with the stream, texts in place,
 * handed over once everything is ready: the status is known, no Suspense fallback ever reaches a
 * visitor, and an error is reported as the stream reports it.
 */
export async function renderDocument(draw: (inline: Inline) => ReactElement): Promise<Buffer | Readable> {
  let html: Buffer | null = null;
  try {
    const texts: Buffer[] = [];
    const markup = renderToString(
      draw((text) => {
        texts.push(typeof text === 'string' ? Buffer.from(text, 'utf8') : text.bytes);
        return `${HOLE}${texts.length - 1}-->`;
      }),
    );
    const encoded = Buffer.from(`<!DOCTYPE html>${markup}`, 'utf8');
    if (!encoded.includes(UNFINISHED_BOUNDARY)) html = fillHoles(encoded, texts);
  } catch {
    // Rendered again below.
  }
  if (html !== null) return html;
  const element = draw((text) => (typeof text === 'string' ? text : text.text));
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
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
