import { Stream } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';
import type Koa from 'koa';
import { brotliWindowBits, compressedCopyFor } from '../../../web-static/encoding.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Smaller bodies go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Brotli's quality for answers compressed on the way out. Quality 3 is brotli's last level with its
 * quick hash: a 150 KB project page takes about half the CPU of quality 4 (an 8 KB search answer a
 * third, the encoder's larger tables being most of the cost there), and comes out about 5 % larger
 * (32.9 against 31.4 KB). Pages asked for again are recompressed better by the page cache.
 */
export const FAST_BROTLI_QUALITY = 3;

/**
 * The fast settings answers are compressed with on the way out, whole or streamed (they are small
 * and dynamic): brotli's parameters for a body of `size` bytes (unknown for a stream), and gzip's level.
 */
export const fastBrotliParams = (size: number | undefined): Record<number, number> => ({
  [zlib.BROTLI_PARAM_QUALITY]: FAST_BROTLI_QUALITY,
  [zlib.BROTLI_PARAM_LGWIN]: brotliWindowBits(size),
  ...(size ? { [zlib.BROTLI_PARAM_SIZE_HINT]: size } : {}),
});
export const FAST_GZIP_LEVEL = 5;

/**
 * Bodies under this size (a page of search answers, 6–10 KB) are compressed on the main thread:
 * sending one to zlib's threads and back costs that thread as much as compressing it there, and costs
 * the machine two to three times the CPU (measured: an 8 KB answer 36–40 µs of main thread either
 * way, 40–50 µs of CPU in all when synchronous, 120–155 µs through the threads; a 30 KB body 95–120
 * µs synchronously against 45–70 µs of main thread through them).
 */
export const SYNC_COMPRESSION_BELOW = 12 * 1024;

/**
 * zlib's output chunk for compressing a text body of `size` bytes in one call: a third of the body
 * (the site's pages and JSON answers come out at 20–25 % of their size at the fastest settings used
 * here), so the output comes back from zlib's thread in as few pieces as the encoder makes: one for
 * gzip and for a JSON answer, two for a page of more than about 96 KB in brotli (its quick qualities
 * hand back what they have at that point). With zlib's default of 16 KB, a 140 KB page came back in
 * several pieces, each a turn of the main thread (0.35–0.4 ms of the main thread per page, 0.15 ms
 * in one piece). Not the body's whole size: the chunk is memory outside
 * V8's heap, allocated for every answer, and a request held across two young-generation collections
 * keeps it until a full one; bytes that compress worse simply come back in more pieces.
 */
export const wholeChunkSize = (size: number): number =>
  Math.min(Math.max(Math.ceil(size / 3) + 1024, 4 * 1024), 4 * 1024 * 1024);
const COMPRESSIBLE = ['text/*', 'json', '+json', 'javascript', 'xml', '+xml'];
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const WHOLE = { br: Buffer.alloc(0), gzip: Buffer.alloc(0) };

/**
 * Bodies held whole (JSON, a rendered page, bytes) compressed in one step (on zlib's threads but for small ones), at the
 * same fast settings as the streaming compression, and sent with their length: one write to the
 * socket instead of a stream's chunks, each flushed and written on its own with chunked encoding.
 * Streams, and bodies this leaves alone, go on to the streaming compression (koa-compress), mounted
 * just before it.
 */
export function wholeBodyCompression(): Koa.Middleware {
  return async (ctx, next) => {
    await next();
    const body: unknown = ctx.body;
    if (
      body === null ||
      body === undefined ||
      body instanceof Stream ||
      body instanceof ReadableStream ||
      body instanceof Blob ||
      body instanceof Response ||
      ctx.method === 'HEAD' ||
      ctx.res.headersSent ||
      !ctx.writable ||
      (ctx as Koa.Context & { compress?: boolean }).compress === false ||
      ctx.status === 204 ||
      ctx.status === 206 ||
      ctx.status === 304 ||
      ctx.response.get('Content-Encoding') ||
      ctx.response.get('Content-Range') ||
      NO_TRANSFORM.test(ctx.response.get('Cache-Control')) ||
      !ctx.response.is(COMPRESSIBLE)
    )
      return;
    const bytes = Buffer.isBuffer(body)
      ? body
      : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body), 'utf8');
    if (bytes.length < COMPRESSION_THRESHOLD) return;
    const coding = compressedCopyFor(ctx, WHOLE)?.coding;
    if (!coding) return;
    const brotliOptions = { params: fastBrotliParams(bytes.length), chunkSize: wholeChunkSize(bytes.length) };
    const gzipOptions = { level: FAST_GZIP_LEVEL, chunkSize: wholeChunkSize(bytes.length) };
    const inPlace = bytes.length < SYNC_COMPRESSION_BELOW;
    const compressed =
      coding === 'br'
        ? inPlace
          ? brotliCompressSync(bytes, brotliOptions)
          : await brotli(bytes, brotliOptions)
        : inPlace
          ? gzipSync(bytes, gzipOptions)
          : await gzipped(bytes, gzipOptions);
    ctx.set('Content-Encoding', coding);
    ctx.body = compressed;
  };
}
