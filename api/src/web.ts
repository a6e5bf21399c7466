import path from 'node:path';
import type Koa from 'koa';
import { uploadsStatic } from './http/uploadsStatic.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** What the `web` role serves besides the API: uploads, the admin console, the server-rendered site. */
/** `siteOrigin` fixes canonical and share links (otherwise they follow the request's Host). */
export async function webMiddlewares(dataDir: string, fetchJson: (path: string) => Promise<unknown>, siteOrigin?: string): Promise<Koa.Middleware[]> {
  const { createAdminConsoleMiddleware } = await import('../../admin-console/server/index.ts');
  const { createPublicSiteMiddleware } = await import('../../public-site/server/index.ts');
  return [
    uploadsStatic(dataDir),
    await createAdminConsoleMiddleware({ distDir: path.join(root, 'admin-console/dist') }),
    await createPublicSiteMiddleware({ distDir: path.join(root, 'public-site/dist'), fetchJson, ...(siteOrigin ? { siteOrigin } : {}) }),
  ];
}
