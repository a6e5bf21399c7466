import path from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';

const PREFIX = '/uploads/';

/**
 * Serves stored uploads from DATA_DIR/uploads. Files are inert: no sniffing, and a policy that lets
 * no script run even in an SVG opened directly.
 */
export function uploadsStatic(dataDir: string): Middleware {
  const files = serve(path.join(dataDir, 'uploads'), { maxage: 86_400_000, hidden: false, index: false, gzip: false, brotli: false });
  return async (ctx, next) => {
    if (!ctx.path.startsWith(PREFIX) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const original = ctx.path;
    ctx.path = ctx.path.slice(PREFIX.length - 1);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
    await files(ctx, async () => {
      ctx.status = 404;
      ctx.body = 'Not found';
    });
    if (ctx.status === 404) ctx.body = 'Not found';
    ctx.path = original;
  };
}
