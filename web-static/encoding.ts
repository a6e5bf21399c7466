import type { Context } from 'koa';

export type ContentCoding = 'br' | 'gzip';

/**
 * The content coding to send: the smallest one the client accepts (brotli, then gzip) among the
 * copies we hold, else the bytes as they are. Browsers list gzip first ("gzip, deflate, br, zstd")
 * at equal weight, so negotiating in the client's order would give every browser gzip.
 */
export function preferredCoding(ctx: Pick<Context, 'get' | 'acceptsEncodings'>, held: readonly ContentCoding[]): ContentCoding | 'identity' {
  if (!ctx.get('accept-encoding')) return 'identity';
  for (const coding of (['br', 'gzip'] as const).filter((c) => held.includes(c))) {
    if (ctx.acceptsEncodings(coding) === coding) return coding;
  }
  return 'identity';
}
