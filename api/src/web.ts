import path from 'node:path';
import type Koa from 'koa';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * What the `web` role serves besides the API: the admin console and the server-rendered site (uploads
 * are served by createApp in every HTTP process). `siteOrigin` fixes canonical and share links
 * (otherwise they follow the request's Host).
 */
export async function webMiddlewares(fetchJson: (path: string) => Promise<unknown>, siteOrigin?: string): Promise<Koa.Middleware[]> {
  const { createAdminConsoleMiddleware } = await import('../../admin-console/server/index.ts');
  const { createPublicSiteMiddleware } = await import('../../public-site/server/index.ts');
  return [
    await createAdminConsoleMiddleware({ distDir: path.join(root, 'admin-console/dist') }),
    await createPublicSiteMiddleware({ distDir: path.join(root, 'public-site/dist'), fetchJson, ...(siteOrigin ? { siteOrigin } : {}) }),
  ];
}
