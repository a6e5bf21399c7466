import path from 'node:path';
import type { WebMounting } from '@aangan/api/server';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * What the `web` role serves besides the API: the admin console and the server-rendered site (uploads
 * are served by createApp in every HTTP process). `siteOrigin` fixes canonical and share links
 * (otherwise they follow the request's Host). `fetchJson` reads public API answers in-process; given a
 * page request's context, the handler sees that visitor (the project page's contact gate). The page
 * cache (`pageCacheMiddleware`) goes before the API's routes, so a cached page skips them.
 */
export const webMiddlewares: WebMounting = async (fetchJson, siteOrigin, options = {}) => {
  const { createAdminConsoleMiddleware } = await import('@aangan/admin-console/server');
  const { createPublicSiteMiddleware } = await import('@aangan/public-site/server');
  return [
    await createAdminConsoleMiddleware({ distDir: path.join(root, 'admin-console/dist') }),
    await createPublicSiteMiddleware({
      distDir: path.join(root, 'public-site/dist'),
      fetchJson,
      ...(siteOrigin ? { siteOrigin } : {}),
      ...(options.renderThread === undefined ? {} : { renderThread: options.renderThread }),
    }),
  ];
};
