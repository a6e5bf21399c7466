import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { brotliCompressSync, brotliDecompressSync, constants as zlib } from 'node:zlib';
import { brotliWindowBits, compressedCopyFor, type CompressedCopies } from './encoding.ts';

const BR = Buffer.from('br');
const GZIP = Buffer.from('gzip');
const both: CompressedCopies = { br: BR, gzip: GZIP };
/** The coding chosen, or identity for the bytes as they are. */
const chosen = (acceptEncoding: string | undefined, copies: CompressedCopies) =>
  compressedCopyFor(contextWith(acceptEncoding), copies)?.coding ?? 'identity';

const contextWith = (acceptEncoding?: string) => {
  const app = new Koa();
  const headers: Record<string, string> = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
  // A request as Koa would see it, without a socket.
  return app.createContext({ headers, url: '/', method: 'GET', socket: {} } as never, {} as never);
};

describe('the content coding sent', () => {
  it('is brotli for what browsers ask (gzip listed first at equal weight)', () => {
    expect(chosen('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chosen('gzip, deflate, br', both)).toBe('br');
    expect(compressedCopyFor(contextWith('gzip, br'), both)?.bytes).toBe(BR);
  });

  it('is gzip when brotli is refused, missing from the request or not held', () => {
    expect(chosen('gzip, br;q=0', both)).toBe('gzip');
    expect(chosen('gzip, deflate', both)).toBe('gzip');
    expect(chosen('gzip, deflate, br', { gzip: GZIP, br: null })).toBe('gzip');
  });

  it('is the bytes as they are when nothing held is accepted, or nothing is asked', () => {
    expect(chosen('identity', both)).toBe('identity');
    expect(chosen('deflate', both)).toBe('identity');
    expect(chosen(undefined, both)).toBe('identity');
    expect(chosen('gzip, br', {})).toBe('identity');
  });
});

describe("brotli's window for a body", () => {
  it('holds the whole body, so it compresses exactly as well as the default window, and stays within what brotli takes', () => {
    const page = Buffer.from(
      Array.from(
        { length: 4000 },
        (_, i) => `<li><a href="/search-result?city=City${i % 40}">City ${i % 40}, ${i}</a></li>`,
      ).join(''),
    );
    const bits = brotliWindowBits(page.length);
    expect(2 ** bits - 16).toBeGreaterThanOrEqual(page.length);
    expect(2 ** (bits - 1) - 16).toBeLessThan(page.length);
    const withDefault = brotliCompressSync(page, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } });
    const withWindow = brotliCompressSync(page, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_LGWIN]: bits },
    });
    expect(withWindow.length).toBe(withDefault.length);
    expect(brotliDecompressSync(withWindow).equals(page)).toBe(true);
    expect(brotliWindowBits(0)).toBe(zlib.BROTLI_MIN_WINDOW_BITS);
    expect(brotliWindowBits(100 * 1024 * 1024)).toBe(zlib.BROTLI_DEFAULT_WINDOW);
    // Not known (a streamed body): 256 KB.
    expect(brotliWindowBits(undefined)).toBe(18);
  });
});
