import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Context, Middleware } from 'koa';
import { indexStaticFiles, sendStaticFile } from './staticFiles.ts';

type ServerEntry = typeof import('../src/entry-server.tsx');
export type { FetchJson } from '../src/entry-server.tsx';

export interface PublicSiteOptions {
  /** The `dist` folder of this workspace (default). It must hold a finished `npm run build`. */
  distDir?: string;
  /** Calls the API in-process and resolves with the parsed JSON body, e.g. `fetchJson('/api/v1/project/unique-city')`. */
  fetchJson: (path: string) => Promise<unknown>;
  /**
   * The site's public address, e.g. `https://www.example.in`, used for canonical and share links.
   * Without it each page uses the address it was requested at.
   */
  siteOrigin?: string;
}

const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));
const CLIENT_ENTRY = 'index.html';

interface ViteManifestChunk {
  file: string;
  css?: string[];
}

const requireBuildFile = (distDir: string, relativePath: string): string => {
  const path = join(distDir, relativePath);
  if (!existsSync(path)) {
    throw new Error(`The public site is not built (${path} is missing). Run \`npm run build\` first.`);
  }
  return path;
};

const readEntryAssets = async (distDir: string) => {
  const manifestPath = requireBuildFile(distDir, 'client/.vite/manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, ViteManifestChunk | undefined>;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${manifestPath} has no entry for ${CLIENT_ENTRY}. Run \`npm run build\` again.`);
  return { script: `/${entry.file}`, styles: (entry.css ?? []).map((file) => `/${file}`) };
};

/** The origin a request was made at, or `http://localhost` when its Host header is not a usable host. */
const requestOrigin = (ctx: Context): string => {
  try {
    return new URL(`${ctx.protocol}://${ctx.host}`).origin;
  } catch {
    return 'http://localhost';
  }
};

const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

/**
 * Serves the server-rendered public site: built assets under `/assets/`, a few root files
 * (favicon, robots.txt), and a rendered page for every other GET outside `/api`. Unknown paths get
 * the Page Not Found screen with status 404, so mount this middleware last.
 */
export const createPublicSiteMiddleware = async ({
  distDir = DEFAULT_DIST_DIR,
  fetchJson,
  siteOrigin,
}: PublicSiteOptions): Promise<Middleware> => {
  const fixedOrigin = siteOrigin === undefined ? undefined : new URL(siteOrigin).origin;
  const serverEntryPath = requireBuildFile(distDir, 'server/entry-server.js');
  const assets = await readEntryAssets(distDir);
  const files = await indexStaticFiles(join(distDir, 'client'), '/', (path) => path === CLIENT_ENTRY || path.startsWith('.vite/'));
  const ssr = (await import(pathToFileURL(serverEntryPath).href)) as ServerEntry;

  const renderPage = async (ctx: Context): Promise<void> => {
    const reportError = (error: unknown) => ctx.app.emit('error', error, ctx);
    // Path and query are appended as text: a path such as `//other.host/` must not become the origin.
    const url = `${fixedOrigin ?? requestOrigin(ctx)}${ctx.path.startsWith('/') ? ctx.path : '/'}${ctx.search}`;
    const page = await ssr.loadPage(url, fetchJson, reportError);
    const body = await ssr.render(ctx.url, { page, assets });
    ctx.status = ssr.statusOf(page);
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    if (page.kind === 'unavailable') ctx.set('Retry-After', '5');
    ctx.body = body;
  };

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next();
    const file = files.get(ctx.path);
    if (file) return sendStaticFile(ctx, file);
    if (ctx.path.startsWith('/assets/')) {
      ctx.status = 404;
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'Not found';
      return;
    }
    await renderPage(ctx);
  };
};
