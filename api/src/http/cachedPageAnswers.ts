import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import accepts from 'accepts';
import type { CachedPage, PageCache } from './pageCache.ts';
import { isPagePath, matchesEtag, personalisingCookies } from './pageCacheMiddleware.ts';
import { requestIdOf } from './requestContext.ts';

const NONE: readonly ('br' | 'gzip')[] = [];
/** The copies a client takes, brotli first (see compressedCopyFor), by Accept-Encoding: browsers send a handful of values. */
const acceptedByHeader = new Map<string, readonly ('br' | 'gzip')[]>();
function codingsAccepted(req: IncomingMessage, header: string): readonly ('br' | 'gzip')[] {
  let codings = acceptedByHeader.get(header);
  if (!codings) {
    const accepted = accepts(req);
    codings = (['br', 'gzip'] as const).filter((name) => accepted.encodings(name) === name);
    if (acceptedByHeader.size >= 256) acceptedByHeader.clear();
    acceptedByHeader.set(header, codings);
  }
  return codings;
}

const first = (value: string | string[] | undefined): string => (Array.isArray(value) ? value[0] ?? '' : value ?? '').split(',')[0]!.trim();

/**
 * Answers hits of the page cache before the app's middleware (which gave each page its headers the
 * first time it went out), and hands every other request to `app`: a cache hit then costs a lookup
 * and a write instead of the whole middleware stack. Only plain cases are answered here; anything
 * else (a personalising cookie, an Authorization header, an Origin, a host that needs the proxy's
 * headers to read, a page whose compressed copy is not made yet) goes through the app as before.
 */
export function answerCachedPages(cache: PageCache, options: { siteOrigin?: string; trustProxy: boolean }, app: RequestListener): RequestListener {
  const keyOf = (req: IncomingMessage, secure: boolean): string | null => {
    if (options.siteOrigin) return `${options.siteOrigin}${req.url}`;
    const host = req.headers.host;
    if (options.trustProxy || !host || /[@,\s]/.test(host)) return null;
    return `${secure ? 'https' : 'http'}://${host}${req.url}`;
  };

  const answer = async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const secure = Boolean((req.socket as TLSSocket).encrypted) || (options.trustProxy && first(req.headers['x-forwarded-proto']).toLowerCase() === 'https');
    const key = keyOf(req, secure);
    if (!key) return false;
    const acceptEncoding = req.headers['accept-encoding'];
    const wantsCopy = Boolean(acceptEncoding);
    const accepted = wantsCopy ? codingsAccepted(req, acceptEncoding!) : NONE;
    const coding = (page: CachedPage): 'br' | 'gzip' | null => {
      for (const name of accepted) if (page[name]) return name;
      return null;
    };
    const version = await cache.version();
    // A client that takes compressed bytes the page has not been given yet goes through the app,
    // which compresses on the way out (and a client that asks only for another coding, too).
    const page = cache.get(key, version, (candidate) => candidate.answers?.secure === secure && (!wantsCopy || coding(candidate) !== null));
    if (!page) return false;
    const headers: Record<string, string | string[]> = { ...page.answers!.headers, 'x-request-id': requestIdOf(first(req.headers['x-request-id'])) };
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch && matchesEtag(ifNoneMatch, page.etag)) {
      cache.countNotModified();
      delete headers['content-type'];
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const chosen = coding(page);
    const bytes = chosen ? page[chosen]! : page.html;
    if (chosen) headers['content-encoding'] = chosen;
    headers['content-length'] = String(bytes.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : bytes);
    return true;
  };

  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const plain =
      cache.enabled && (req.method === 'GET' || req.method === 'HEAD') && isPagePath(path) &&
      !req.headers.authorization && !req.headers.origin && !personalisingCookies(req.headers.cookie);
    if (!plain) return app(req, res);
    answer(req, res).then(
      (answered) => {
        if (!answered) app(req, res);
      },
      () => app(req, res),
    );
  };
}
