import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import accepts from 'accepts';
import type { TrustedProxies } from '../config.ts';
import type { PageCache } from './pageCache.ts';
import { isPagePath, matchesEtag, personalisingCookies } from './pageCacheMiddleware.ts';
import { chosenLanguageAddress } from './languageChoice.ts';
import { requestIdOf } from '../routing/requestContext.ts';
import { createProxyTrust } from './trustedProxies.ts';

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

const first = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).split(',')[0].trim();

/**
 * Answers hits of the page cache before the app's middleware (which gave each page its headers the
 * first time it went out), and hands every other request to `app`: a cache hit then costs a lookup
 * and a write instead of the whole middleware stack. Only plain cases are answered here; anything
 * else (a personalising cookie, an Authorization header, an Origin, a host that needs the proxy's
 * headers to read, a page whose compressed copy is not made yet) goes through the app as before.
 */
export function answerCachedPages(
  cache: PageCache,
  options: { siteOrigin?: string; proxies: TrustedProxies },
  app: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>,
): RequestListener {
  // The app's own rule for the scheme behind proxies, so both make the same key and headers of a request.
  const proxies = createProxyTrust(options.proxies);
  const keyOf = (req: IncomingMessage, secure: boolean): string | null => {
    if (options.siteOrigin) return `${options.siteOrigin}${req.url}`;
    const host = req.headers.host;
    if (proxies.trustsAnyProxy || !host || /[@,\s]/.test(host)) return null;
    return `${secure ? 'https' : 'http'}://${host}${req.url}`;
  };

  /** Answers `req` from the cache at `version` if it can; false hands it to the app. Nothing here waits. */
  const answer = (req: IncomingMessage, res: ServerResponse, version: number): boolean => {
    const secure = proxies.secure(req);
    const key = keyOf(req, secure);
    if (!key) return false;
    const acceptEncoding = req.headers['accept-encoding'];
    const accepted = acceptEncoding ? codingsAccepted(req, acceptEncoding) : NONE;
    let chosen: 'br' | 'gzip' | null = null;
    // A client that takes compressed bytes the page has not been given yet goes through the app,
    // which compresses on the way out. One that takes neither brotli nor gzip (`identity`, a coding
    // the app does not make) gets the page as it is, as the app would answer it.
    const page = cache.get(key, version, (candidate) => {
      if (candidate.answers?.secure !== secure) return false;
      chosen = accepted.find((name) => candidate[name] !== null) ?? null;
      return chosen !== null || accepted.length === 0;
    });
    if (!page) return false;
    const requestId = requestIdOf(first(req.headers['x-request-id']));
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch && matchesEtag(ifNoneMatch, page.etag)) {
      cache.countNotModified();
      res.writeHead(304, [...page.answers!.notModified, 'x-request-id', requestId]);
      res.end();
      return true;
    }
    const bytes = chosen ? page[chosen] : page.html;
    const headers = [...page.answers!.ok, 'x-request-id', requestId];
    if (chosen) headers.push('content-encoding', chosen);
    headers.push('content-length', String(bytes.length));
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : bytes);
    return true;
  };

  const answerOrHandOn = (req: IncomingMessage, res: ServerResponse, version: number): void => {
    let answered: boolean;
    try {
      answered = answer(req, res, version);
    } catch {
      answered = res.headersSent;
      if (answered) res.destroy();
    }
    if (!answered) void app(req, res);
  };

  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const plain =
      cache.enabled &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      isPagePath(path) &&
      !req.headers.authorization &&
      !req.headers.origin &&
      !personalisingCookies(req.headers.cookie) &&
      // A visitor who chose Hindi is sent from an English page to its Hindi address, by the app.
      chosenLanguageAddress(path, '', req.headers.cookie) === null;
    if (!plain) {
      void app(req, res);
      return;
    }
    // The position is known at once where this process runs the projections; elsewhere it is read.
    const version = cache.version();
    if (typeof version === 'number') return answerOrHandOn(req, res, version);
    version.then(
      (position) => answerOrHandOn(req, res, position),
      () => void app(req, res),
    );
  };
}
