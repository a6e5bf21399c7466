import type { Context } from 'koa';

export type ContentCoding = 'br' | 'gzip';

/** The compressed copies held of one response body (missing or null: not made, or not yet). */
export type CompressedCopies = Partial<Record<ContentCoding, Buffer | null | undefined>>;

/**
 * The copy to send: the smallest coding the client accepts (brotli, then gzip) among those held, or
 * null for the bytes as they are. Browsers list gzip first ("gzip, deflate, br, zstd") at equal
 * weight, so negotiating in the client's order would give every browser gzip.
 */
export function compressedCopyFor(
  ctx: Pick<Context, 'get' | 'acceptsEncodings'>,
  copies: CompressedCopies,
): { coding: ContentCoding; bytes: Buffer } | null {
  if (!ctx.get('accept-encoding')) return null;
  for (const coding of ['br', 'gzip'] as const) {
    const bytes = copies[coding];
    if (bytes && ctx.acceptsEncodings(coding) === coding) return { coding, bytes };
  }
  return null;
}

/**
 * Brotli's window (`BROTLI_PARAM_LGWIN`) for a body of `bytes`: just large enough to hold it (which
 * compresses it exactly as well as the default 4 MB), 256 KB when the size is not known. The encoder
 * keeps its window and tables outside V8's heap, and V8 answers that much outside memory with full
 * collections, which cost the most in a process holding its read models in memory: with the default,
 * compressing pages on the way out halved the pages served per second.
 */
export function brotliWindowBits(bytes: number | undefined): number {
  if (bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return 18;
  return Math.min(22, Math.max(10, Math.ceil(Math.log2(bytes + 16))));
}
