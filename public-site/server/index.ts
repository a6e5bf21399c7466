import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Context, Middleware } from 'koa';
import { createRenderThread } from './renderThread.ts';
import { renderTurns } from './renderTurns.ts';
import { isSitemapPath, sendSitemap } from './sitemap.ts';
import { PAGE_START_SCRIPT } from '../../web-static/pageStart.ts';
import { indexStaticFiles, sendStaticFile } from '../../web-static/staticFiles.ts';
import { PAGE_REUSE, pageDataDigest, type PageReuse } from '../../web-static/pageReuse.ts';

type ServerEntry = typeof import('../src/entry-server.tsx');
type PageKind = import('../src/entry-server.tsx').PageData['kind'];
type Locale = import('../src/entry-server.tsx').LoadedPage['locale'];
type InlineText = import('../src/entry-server.tsx').InlineText;

/**
 * Calls the API in-process and resolves with the parsed JSON body, e.g.
 * `fetchJson('/api/v1/project/unique-city')`. Given the page request's context, the API handler
 * sees that request (its cookies), as for the contact gate of project pages.
 */
export type InProcessFetch = (path: string, ctx?: Context) => Promise<unknown>;

export interface PublicSiteOptions {
  /** The `dist` folder of this workspace (default). It must hold a finished `npm run build`. */
  distDir?: string;
  fetchJson: InProcessFetch;
  /**
   * The site's public address, e.g. `https://www.example.in`, used for canonical and share links.
   * Without it each page uses the address it was requested at.
   */
  siteOrigin?: string;
  /** Whether pages are rendered on a thread of their own (`renderThread.ts`; default true), else on the main thread. */
  renderThread?: boolean;
}

const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));
const CLIENT_ENTRY = 'index.html';

interface ViteManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * Answers every page reads (the site settings of its header and footer). Concurrent renders share
 * the read under way instead of keeping a copy, so an admin's change shows on the next page (a
 * read costs tens of microseconds in process; sharing only matters under load).
 */
const SHARED_READS = new Set(['/api/v1/user/site-settings', '/api/v1/user/get-state-rera']);

/** `fetchJson` where concurrent calls for the same shared path wait for one read. */
const coalescing = (fetchJson: InProcessFetch): InProcessFetch => {
  const inFlight = new Map<string, Promise<unknown>>();
  return (path, ctx) => {
    if (ctx || !SHARED_READS.has(path)) return fetchJson(path, ctx);
    const pending = inFlight.get(path);
    if (pending) return pending;
    const read = fetchJson(path).finally(() => inFlight.delete(path));
    inFlight.set(path, read);
    return read;
  };
};

const requireBuildFile = (distDir: string, relativePath: string): string => {
  const path = join(distDir, relativePath);
  if (!existsSync(path)) {
    throw new Error(`The public site is not built (${path} is missing). Run \`npm run build\` first.`);
  }
  return path;
};

/** The chunk of a module and the chunks it imports, without the entry's (already loaded). */
const chunkFiles = (
  manifest: Record<string, ViteManifestChunk | undefined>,
  key: string,
  seen = new Set<string>([CLIENT_ENTRY]),
): string[] => {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen))];
};

/** The style sheets of a lazily loaded page and of what it imports, inlined in the head so nothing shifts. */
const chunkStyles = (
  manifest: Record<string, ViteManifestChunk | undefined>,
  key: string,
  seen = new Set<string>([CLIENT_ENTRY]),
): string[] => {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [
    ...(chunk.css ?? []).map((file) => `/${file}`),
    ...(chunk.imports ?? []).flatMap((imported) => chunkStyles(manifest, imported, seen)),
  ];
};

/** `pageChunks` names the chunk of every page whose code is loaded lazily but shown at once: it is preloaded beside the entry. */
const readPageAssets = async (
  distDir: string,
  pageChunks: Array<[PageKind, string]>,
  stringsModules: (locale: Locale, kind: PageKind) => string[],
  inlineText: (text: string) => InlineText,
) => {
  const manifestPath = requireBuildFile(distDir, 'client/.vite/manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, ViteManifestChunk | undefined>;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${manifestPath} has no entry for ${CLIENT_ENTRY}. Run \`npm run build\` again.`);
  const script = `/${entry.file}`;
  const sheets = new Map<string, string>();
  // Pages with the same sheets share one inline text (and its bytes).
  const inlined = new Map<string, InlineText>();
  const styleText = async (hrefs: string[]): Promise<InlineText> => {
    for (const href of hrefs)
      if (!sheets.has(href)) sheets.set(href, await readFile(requireBuildFile(distDir, `client${href}`), 'utf8'));
    // Nothing in a style sheet may close the element it is inlined in.
    const text = hrefs.map((href) => sheets.get(href)!.replace(/<\/style/gi, '<\\/style')).join('\n');
    let inline = inlined.get(text);
    if (!inline) inlined.set(text, (inline = inlineText(text)));
    return inline;
  };
  const entryStyles = (entry.css ?? []).map((file) => `/${file}`);
  const sharedStyles = await styleText(entryStyles);
  const preloads = new Map<PageKind, string[]>();
  const pageStyles = new Map<PageKind, InlineText>();
  for (const [kind, key] of pageChunks) {
    if (!manifest[key]) throw new Error(`${manifestPath} has no chunk for ${key}. Run \`npm run build\` again.`);
    preloads.set(kind, chunkFiles(manifest, key));
    pageStyles.set(kind, await styleText([...entryStyles, ...chunkStyles(manifest, key)]));
  }
  // A page preloads the strings it shows, in its language (each area of each language a chunk of its own).
  const strings = new Map<string, string[]>();
  const stringsOf = (kind: PageKind, locale: Locale): string[] => {
    const key = `${locale}\u0000${kind}`;
    let files = strings.get(key);
    if (!files) {
      files = stringsModules(locale, kind).flatMap((module) => {
        if (!manifest[module])
          throw new Error(`${manifestPath} has no chunk for ${module}. Run \`npm run build\` again.`);
        return chunkFiles(manifest, module);
      });
      strings.set(key, files);
    }
    return files;
  };
  return (kind: PageKind, locale: Locale) => ({
    assets: { script, preload: [...stringsOf(kind, locale), ...(preloads.get(kind) ?? [])] },
    styles: pageStyles.get(kind) ?? sharedStyles,
  });
};

/** The origin a request was made at, or `http://localhost` when its Host header is not a usable host. */
const requestOrigin = (ctx: Context): string => {
  try {
    return new URL(`${ctx.protocol}://${ctx.host}`).origin;
  } catch {
    return 'http://localhost';
  }
};

/**
 * The bytes of the page the page cache holds for this address, when they were rendered from the
 * same data as this page's (`serialized`): that page again, without rendering it (see pageReuse.ts).
 */
const reusedPage = (ctx: Context, serialized: string): Buffer | null => {
  const reuse = ctx.state[PAGE_REUSE] as PageReuse | undefined;
  if (!reuse) return null;
  reuse.dataDigest = pageDataDigest(serialized);
  if (reuse.before?.dataDigest !== reuse.dataDigest) return null;
  reuse.reused = true;
  return reuse.before.html;
};

const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

/**
 * Serves the server-rendered public site: built assets under `/assets/`, a few root files
 * (favicon, robots.txt), and a rendered page for every other GET outside `/api`. Unknown paths get
 * the Page Not Found screen with status 404, so mount this middleware last.
 */
export const createPublicSiteMiddleware = async ({
  distDir = DEFAULT_DIST_DIR,
  fetchJson: fetchApi,
  siteOrigin,
  renderThread = true,
}: PublicSiteOptions): Promise<Middleware & { close: () => Promise<void> }> => {
  const fetchJson = coalescing(fetchApi);
  const fixedOrigin = siteOrigin === undefined ? undefined : new URL(siteOrigin).origin;
  const serverEntryPath = requireBuildFile(distDir, 'server/entry-server.js');
  const ssr = (await import(pathToFileURL(serverEntryPath).href)) as ServerEntry;
  // Pages are rendered on a thread of their own once it has started; its failure is reported with the next page.
  let threadFailure: unknown = null;
  const thread = renderThread
    ? createRenderThread(pathToFileURL(serverEntryPath).href, (error) => (threadFailure = error))
    : null;
  const assetsFor = await readPageAssets(distDir, ssr.pageChunks(), ssr.stringsModules, ssr.inlineText);
  const startScript = ssr.inlineText(PAGE_START_SCRIPT);
  const files = await indexStaticFiles(
    join(distDir, 'client'),
    '/',
    (path) => path === CLIENT_ENTRY || path.startsWith('.vite/'),
  );

  const turn = renderTurns();

  const renderPage = async (ctx: Context): Promise<void> => {
    await turn();
    // A visitor who went away while the page waited its turn gets nothing: it is not rendered.
    if (ctx.req.socket.destroyed) return;
    const reportError = (error: unknown) => ctx.app.emit('error', error, ctx);
    // Path and query are appended as text: a path such as `//other.host/` must not become the origin.
    const url = `${fixedOrigin ?? requestOrigin(ctx)}${ctx.path.startsWith('/') ? ctx.path : '/'}${ctx.search}`;
    // An API handler given this request may set its own Vary; what the page already varies by stays.
    const varyBefore = ctx.response.get('Vary');
    const loaded = await ssr.loadPage(
      url,
      (path, options) => fetchJson(path, options?.asVisitor ? ctx : undefined),
      reportError,
    );
    const { page } = loaded;
    if (page.kind === 'redirect') {
      ctx.status = 303;
      ctx.redirect(page.location);
      return;
    }
    if (typeof varyBefore === 'string')
      for (const field of varyBefore.split(',')) if (field.trim()) ctx.vary(field.trim());
    const { assets, styles } = assetsFor(page.kind, loaded.locale);
    const payload = { ...loaded, assets };
    const serialized = ssr.serializePayload(payload);
    if (threadFailure) reportError(threadFailure);
    threadFailure = null;
    const body =
      reusedPage(ctx, serialized) ??
      (await (thread?.render(ctx.url, serialized, styles, startScript) ??
        ssr.render(ctx.url, payload, styles, startScript, serialized)));
    ctx.status = ssr.statusOf(page);
    ctx.type = 'text/html; charset=utf-8';
    if (page.kind === 'project') {
      // Unlocked details are in the page for this visitor only: no shared cache may keep or reuse it.
      ctx.set('Cache-Control', 'private, no-cache');
      ctx.vary('Cookie');
    } else {
      ctx.set('Cache-Control', 'no-cache');
    }
    if (page.kind === 'unavailable') ctx.set('Retry-After', '5');
    ctx.body = body;
  };

  const middleware: Middleware = async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) {
      await next();
      return;
    }
    if (isSitemapPath(ctx.path)) return sendSitemap(ctx, fixedOrigin ?? requestOrigin(ctx), (path) => fetchJson(path));
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
  // The render thread ends with the app (`closeWebMiddlewares`).
  return Object.assign(middleware, { close: async () => thread?.close() });
};
