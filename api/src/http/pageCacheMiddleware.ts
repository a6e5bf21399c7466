import { Readable } from 'node:stream';
import type Koa from 'koa';
import { compressedCopyFor } from '../../../web-static/encoding.ts';
import { UNLOCK_COOKIE } from '../leads/contactUnlock.ts';
import { PAGE_REUSE, type PageReuse } from '../../../web-static/pageReuse.ts';
import type { CachedPage, PageCache, PageHeaders } from './pageCache.ts';

const OWN_HEADERS = /^(x-request-id|content-length|content-encoding|access-control-.*)$/i;

/** The headers of a page the app's middleware has answered, minus those each request sets for itself. */
export function pageHeadersOf(
  headers: Record<string, string | string[] | number | undefined>,
  secure: boolean,
): PageHeaders {
  const ok: (string | string[])[] = [];
  const notModified: (string | string[])[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || OWN_HEADERS.test(name)) continue;
    const kept = typeof value === 'number' ? String(value) : value;
    ok.push(name, kept);
    if (name !== 'content-type') notModified.push(name, kept);
  }
  return { ok, notModified, secure };
}

/** Cookies the server reads when it renders a page: a request carrying one is answered for that visitor only. */
const PERSONALISING_COOKIES = ['token', UNLOCK_COOKIE];

/** Browsers revalidate every time; a CDN may keep a page a few seconds and serve it stale while it refetches. */
const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=60';

/** Whether a Cookie header carries a cookie the server reads when it renders a page. */
export const personalisingCookies = (header: string | undefined): boolean =>
  Boolean(header) && header!.split(';').some((pair) => PERSONALISING_COOKIES.includes(pair.split('=')[0].trim()));

const isPersonalised = (ctx: Koa.Context): boolean =>
  ctx.get('authorization') !== '' || personalisingCookies(ctx.get('cookie'));

export const isPagePath = (path: string): boolean => !/^\/(api|assets|admin|uploads)(\/|$)/.test(path);

/** A rendered page's body as bytes: rendered in one pass it is bytes already, streamed it is gathered. */
async function bodyBytes(body: unknown): Promise<Buffer | null> {
  if (Buffer.isBuffer(body)) return body;
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  if (!(body instanceof Readable)) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Whether the request's If-None-Match names the page (weak comparison, as RFC 9110 asks for it).
 * Evaluated whatever the request's Cache-Control says: that speaks to caches, not to this server.
 */
export const matchesEtag = (ifNoneMatch: string, etag: string): boolean =>
  ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

function send(ctx: Koa.Context, page: CachedPage, cache: PageCache): void {
  ctx.status = 200;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('ETag', page.etag);
  ctx.set('Cache-Control', SHARED_CACHE_CONTROL);
  ctx.vary('Accept-Encoding');
  // A visitor with a personalising cookie gets another answer: shared caches must key on it.
  ctx.vary('Cookie');
  // What the app's middleware gave the page (security headers among them), for later hits to replay.
  if (!page.answers && ctx.get('origin') === '') page.answers = pageHeadersOf(ctx.response.headers, ctx.secure);
  if (matchesEtag(ctx.get('if-none-match'), page.etag)) {
    cache.countNotModified();
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  const copy = compressedCopyFor(ctx, { br: page.br, gzip: page.gzip });
  if (copy) {
    ctx.set('Content-Encoding', copy.coding);
    ctx.body = copy.bytes;
  } else {
    // Until its bytes are compressed, the page goes out through the dynamic compression.
    ctx.body = page.html;
  }
}

/**
 * Serves anonymous pages from the page cache, keyed by the address asked for and valid while the
 * read models stay at the position the page was rendered at; renders (further down) and keeps
 * what is missing. Personalised requests pass through and are marked private. Mount it just before
 * the public site's middleware.
 */
export function pageCacheMiddleware(cache: PageCache, options: { siteOrigin?: string } = {}): Koa.Middleware {
  return async (ctx, next) => {
    if (!cache.enabled || (ctx.method !== 'GET' && ctx.method !== 'HEAD') || !isPagePath(ctx.path)) {
      await next();
      return;
    }
    if (isPersonalised(ctx)) {
      cache.countBypassed();
      await next();
      if (ctx.response.is('html')) ctx.set('Cache-Control', 'private, no-cache');
      return;
    }
    // Canonical and share links follow the request's host unless the site's origin is fixed.
    const key = `${options.siteOrigin ?? `${ctx.protocol}://${ctx.host}`}${ctx.url}`;
    const version = await cache.version();
    const cached = cache.get(key, version);
    if (cached) return send(ctx, cached, cache);
    // The page held from an earlier position is offered to the renderer: unchanged data, unchanged page.
    const earlier = cache.earlier(key, version);
    const reuse: PageReuse = { before: earlier && { dataDigest: earlier.dataDigest!, html: earlier.html } };
    ctx.state[PAGE_REUSE] = reuse;
    await next();
    if (ctx.status !== 200 || !ctx.response.is('html') || ctx.response.get('Set-Cookie')) return;
    const html = await bodyBytes(ctx.body);
    if (html === null) return;
    ctx.body = html;
    const moved = (await cache.version()) !== version;
    // Rendered while the read models moved, it may mix two positions: it is served as it is, and kept
    // under the position it began at only to be compared with the next view's data, unless a later
    // view has kept a page of its own meanwhile.
    if (moved && cache.peek(key) !== earlier) return;
    const current = reuse.reused && earlier ? cache.unchanged(key, version, earlier) : null;
    const page = current ?? cache.put(key, version, html, reuse.dataDigest ?? null);
    if (!moved) send(ctx, page, cache);
  };
}
