import { createServer, request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validProjectFields } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '@aangan/server/testing';
import { answerCachedPages } from './cachedPageAnswers.ts';
import { createPageCache, type PageCacheStats } from './pageCache.ts';
import { pageHeadersOf } from './pageCacheMiddleware.ts';

/**
 * Cache hits answered before the middleware stack (cachedPageAnswers.ts) answer exactly as the stack
 * did: same status, headers (security headers among them) and bytes, a fresh request id each time.
 * Needs the built site, like the other page tests; no browser.
 */
interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const get = (base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });

/** Headers that differ between any two answers: the date, and each request's own id. */
const comparable = (headers: Answer['headers']) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !['date', 'x-request-id', 'connection', 'keep-alive'].includes(name)),
  );

const until = async (condition: () => Promise<boolean>) => {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('cache hits answered before the middleware stack', () => {
  let t: TestApp;
  const stats = async (): Promise<PageCacheStats> => (await t.request('GET', '/api/v1/health')).body.pageCache;
  const url = '/search-result?searchString=Godavari';

  beforeAll(async () => {
    t = await startTestApp({}, { web: true });
    const posted = await t.request('POST', '/api/v1/project/post-project', {
      token: t.adminToken,
      body: validProjectFields({ projectTitle: 'Godavari Heights', city: 'Pune', locality: 'Baner' }),
    });
    expect(posted.status).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a hit with the headers and bytes the stack gave the page, and a fresh request id', async () => {
    const rendered = await get(t.base, url);
    expect(rendered.status).toBe(200);
    expect(rendered.body.toString()).toContain('Godavari Heights');
    const hits = (await stats()).hits;
    const hit = await get(t.base, url);
    const again = await get(t.base, url);
    expect((await stats()).hits).toBe(hits + 2);
    expect(hit.status).toBe(200);
    expect(comparable(hit.headers)).toEqual(comparable(rendered.headers));
    expect(hit.headers['content-security-policy']).toBeTruthy();
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    expect(hit.body.equals(rendered.body)).toBe(true);
    expect(hit.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
    expect(again.headers['x-request-id']).not.toBe(hit.headers['x-request-id']);
    // A caller's own request id is kept, as the stack keeps it.
    expect((await get(t.base, url, { 'x-request-id': 'trace-1234-abcd' })).headers['x-request-id']).toBe(
      'trace-1234-abcd',
    );
  });

  it('answers 304 to the ETag and HEAD with the headers only, as the stack does', async () => {
    const page = await get(t.base, url);
    const notModified = await get(t.base, url, { 'if-none-match': String(page.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(page.headers.etag);
    expect(notModified.headers['content-type']).toBeUndefined();
    const head = await get(t.base, url, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(page.body.length));
  });

  it('sends the brotli and gzip copies once they are made, and the stack compresses before that', async () => {
    await get(t.base, url, { 'accept-encoding': 'br' });
    // The copies are made in the background, once.
    await until(
      async () => (await get(t.base, url, { 'accept-encoding': 'br' })).headers['content-length'] !== undefined,
    );
    const plain = await get(t.base, url);
    const br = await get(t.base, url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gzip = await get(t.base, url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(comparable({ ...br.headers, 'content-encoding': undefined, 'content-length': undefined })).toEqual(
      comparable({ ...plain.headers, 'content-encoding': undefined, 'content-length': undefined }),
    );
    // A client that asks for the page uncompressed gets what the stack gives it.
    const identity = await get(t.base, url, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(plain.body)).toBe(true);
    expect(comparable(identity.headers)).toEqual(comparable(plain.headers));
  });

  it('leaves personalised requests, CORS requests and a changed catalogue to the stack', async () => {
    const before = await stats();
    const personal = await get(t.base, url, { cookie: 'theme=dark; token=abc' });
    expect(personal.headers['cache-control']).toBe('private, no-cache');
    const bearer = await get(t.base, url, { authorization: 'Bearer nothing' });
    expect(bearer.headers['cache-control']).toBe('private, no-cache');
    expect((await stats()).bypassed).toBe(before.bypassed + 2);
    // Another page's cookie is not personalising.
    expect((await get(t.base, url, { cookie: 'theme=dark; tokenish=1' })).headers['cache-control']).toContain('public');

    const posted = await t.request('POST', '/api/v1/project/post-project', {
      token: t.adminToken,
      body: validProjectFields({ projectTitle: 'Godavari Greens', city: 'Pune', locality: 'Baner' }),
    });
    expect(posted.status).toBe(201);
    const fresh = await get(t.base, url);
    expect(fresh.body.toString()).toContain('Godavari Greens');
  });
});

describe('the answers before the stack, on their own', () => {
  it('answers a hit without the app, and hands the app what it cannot answer', async () => {
    let version = 7;
    const cache = createPageCache({ maxBytes: 1024 * 1024, version: () => version });
    const appCalls: string[] = [];
    const server = createServer(
      answerCachedPages(cache, { proxies: { kind: 'none' } }, (req, res) => {
        appCalls.push(`${req.method} ${req.url}`);
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('from the app');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const base = `http://127.0.0.1:${port}`;
    try {
      const page = cache.put(`http://127.0.0.1:${port}/home`, 7, Buffer.from('<html>cached</html>'));
      // Not yet answered through the app: it has no headers to replay.
      expect((await get(base, '/home')).body.toString()).toBe('from the app');
      page.answers = pageHeadersOf(
        {
          'content-type': 'text/html; charset=utf-8',
          etag: page.etag,
          'x-request-id': 'old-request-id',
          'content-security-policy': "default-src 'self'",
        },
        false,
      );
      const hit = await get(base, '/home');
      expect(hit.body.toString()).toBe('<html>cached</html>');
      expect(hit.headers['content-security-policy']).toBe("default-src 'self'");
      expect(hit.headers['x-request-id']).not.toBe('old-request-id');
      expect(appCalls).toEqual(['GET /home']);
      // A client that takes no compressed copy gets the bytes as they are, without the app.
      const identity = await get(base, '/home', { 'accept-encoding': 'identity' });
      expect(identity.body.toString()).toBe('<html>cached</html>');
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(appCalls).toEqual(['GET /home']);
      // Not cacheable here: another path, a POST, the API, a stale position.
      await get(base, '/elsewhere');
      await get(base, '/home', {}, 'POST');
      await get(base, '/api/v1/health');
      version = 8;
      expect((await get(base, '/home')).body.toString()).toBe('from the app');
      expect(appCalls).toEqual(['GET /home', 'GET /elsewhere', 'POST /home', 'GET /api/v1/health', 'GET /home']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
