import path from 'node:path';
import type Koa from 'koa';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * What the `web` role serves besides the API: the admin console and the server-rendered site (uploads
 * are served by createApp in every HTTP process). `siteOrigin` fixes canonical and share links
 * (otherwise they follow the request's Host). `fetchJson` reads public API answers in-process; given a
 * page request's context, the handler sees that visitor (the project page's contact gate). The page
 * cache (`pageCacheMiddleware`) goes before the API's routes, so a cached page skips them.
 */
export async function webMiddlewares(
  fetchJson: (path: string, ctx?: Koa.Context) => Promise<unknown>,
  siteOrigin?: string,
): Promise<Koa.Middleware[]> {
  const { createAdminConsoleMiddleware } = await import('../../admin-console/server/index.ts');
  const { createPublicSiteMiddleware } = await import('../../public-site/server/index.ts');
  return [
    await createAdminConsoleMiddleware({ distDir: path.join(root, 'admin-console/dist') }),
    await createPublicSiteMiddleware({
      distDir: path.join(root, 'public-site/dist'),
      fetchJson,
      ...(siteOrigin ? { siteOrigin } : {}),
    }),
  ];
}
