import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context, Middleware } from 'koa';
import { indexStaticFiles, sendStaticFile } from '../../web-static/staticFiles.ts';

export interface AdminConsoleOptions {
  /** The `dist` folder of this workspace (default). It must hold a finished `npm run build`. */
  distDir?: string;
}

const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));
const BASE_PATH = '/admin';

const ownsPath = (path: string): boolean => path === BASE_PATH || path.startsWith(`${BASE_PATH}/`);

/**
 * Serves the admin console under /admin: hashed assets with a one-year cache, and index.html for
 * every other path so react-admin's router can take over (the single-page fallback).
 */
export const createAdminConsoleMiddleware = async ({
  distDir = DEFAULT_DIST_DIR,
}: AdminConsoleOptions = {}): Promise<Middleware> => {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`The admin console is not built (${indexPath} is missing). Run \`npm run build\` first.`);
  }
  const [indexHtml, indexInfo] = await Promise.all([readFile(indexPath), stat(indexPath)]);
  const files = await indexStaticFiles(distDir, `${BASE_PATH}/`, (path) => path === 'index.html');

  const sendIndex = (ctx: Context): void => {
    ctx.status = 200;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('X-Robots-Tag', 'noindex');
    // The console holds a staff session: no window of another origin may keep a handle on it.
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.lastModified = indexInfo.mtime;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = indexHtml;
  };

  return async (ctx, next) => {
    if (!ownsPath(ctx.path) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) {
      await next();
      return;
    }
    const file = files.get(ctx.path);
    if (file) return sendStaticFile(ctx, file);
    // A missing hashed file is an old or mistyped URL: answering with the page would hand HTML to a <script>.
    if (ctx.path.startsWith(`${BASE_PATH}/assets/`)) {
      ctx.status = 404;
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'Not found';
      return;
    }
    sendIndex(ctx);
  };
};
