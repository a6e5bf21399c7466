import type { Context } from 'koa';

export type ContentCoding = 'br' | 'gzip';

/** The compressed copies held of one response body (missing or null: not made, or not yet). */
export type CompressedCopies = Partial<Record<ContentCoding, Buffer | null | undefined>>;

/**
 * The copy to send: the smallest coding the client accepts (brotli, then gzip) among those held, or
 * null for the bytes as they are. Browsers list gzip first ("gzip, deflate, br, zstd") at equal
 * weight, so negotiating in the client's order would give every browser gzip.
 */
export function compressedCopyFor(ctx: Pick<Context, 'get' | 'acceptsEncodings'>, copies: CompressedCopies): { coding: ContentCoding; bytes: Buffer } | null {
  if (!ctx.get('accept-encoding')) return null;
  for (const coding of ['br', 'gzip'] as const) {
    const bytes = copies[coding];
    if (bytes && ctx.acceptsEncodings(coding) === coding) return { coding, bytes };
  }
  return null;
}
