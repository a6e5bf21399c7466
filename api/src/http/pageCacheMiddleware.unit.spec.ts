import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_REUSE, pageDataDigest, type PageReuse } from '../../../web-static/pageReuse.ts';
import { createPageCache } from './pageCache.ts';
import { pageCacheMiddleware } from './pageCacheMiddleware.ts';

/**
 * The page cache in front of a renderer that does what the site's does with the held page (see
 * public-site/server/index.ts): its data's digest given, the held bytes answered when they match.
 */
let position = 1;
let data = 'Neem Residency, ₹72 L';
/** Writes landing while the page renders. */
let writesDuringRender = 0;
let renders = 0;
let holding = { started: () => {}, until: Promise.resolve() };
const cache = createPageCache({ maxBytes: 1024 * 1024, version: () => position });
let server: Server;
let base: string;

beforeAll(async () => {
  const app = new Koa();
  app.use(pageCacheMiddleware(cache));
  app.use(async (ctx) => {
    // A render held until the test lets it finish.
    if (ctx.get('x-hold') === 'yes') {
      holding.started();
      await holding.until;
    }
    const reuse = ctx.state[PAGE_REUSE] as PageReuse;
    reuse.dataDigest = pageDataDigest(data);
    ctx.type = 'html';
    if (reuse.before?.dataDigest === reuse.dataDigest) {
      reuse.reused = true;
      ctx.body = reuse.before.html;
    } else {
      renders += 1;
      ctx.body = Buffer.from(`<!DOCTYPE html><p>${data}</p>`);
    }
    position += writesDuringRender;
  });
  const handle = app.callback();
  server = createServer((req, res) => {
    void handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const view = async (headers: Record<string, string> = {}, page = 'neem-residency') => {
  const response = await fetch(`${base}/project/view/${page}`, { headers });
  return { status: response.status, etag: response.headers.get('etag'), body: await response.text() };
};

describe('pages found unchanged', () => {
  it('a page rendered while the read models moved is served without a validator, then found unchanged by the next view', async () => {
    writesDuringRender = 1;
    const first = await view();
    expect(first.body).toContain('Neem Residency');
    expect(first.etag).toBeNull();
    expect(renders).toBe(1);

    writesDuringRender = 0;
    const second = await view();
    expect(second.body).toBe(first.body);
    expect(second.etag).toMatch(/^"p\d+-[\w-]+"$/);
    expect(renders).toBe(1);
    expect(cache.stats().reused).toBe(1);

    // Current now: a plain hit, and a 304 to its validator.
    expect((await view({ 'if-none-match': second.etag! })).status).toBe(304);
    expect(cache.stats().hits).toBe(1);
  });

  it('keeps its validator across positions while its data stays, and is rendered again when the data changes', async () => {
    const before = await view();
    position += 5;
    const later = await view();
    expect(later.etag).toBe(before.etag);
    expect(renders).toBe(1);

    data = 'Neem Residency, ₹69 L';
    position += 1;
    const changed = await view();
    expect(changed.body).toContain('₹69 L');
    expect(changed.etag).not.toBe(before.etag);
    expect(renders).toBe(2);
    expect((await view({ 'if-none-match': before.etag! })).status).toBe(200);
  });

  it('a slow render the read models moved past does not replace the page a later view kept', async () => {
    let release = () => {};
    let started = () => {};
    const begun = new Promise<void>((resolve) => (started = resolve));
    holding = { started, until: new Promise<void>((resolve) => (release = resolve)) };
    const slow = view({ 'x-hold': 'yes' }, 'tulsi-gardens');
    // The slow view is rendering at this position; then a write, and a quick view of the same page.
    await begun;
    position += 1;
    const quick = await view({}, 'tulsi-gardens');
    expect(quick.etag).not.toBeNull();
    release();
    expect((await slow).etag).toBeNull();
    const { hits, reused } = cache.stats();
    expect((await view({}, 'tulsi-gardens')).etag).toBe(quick.etag);
    expect(cache.stats()).toMatchObject({ hits: hits + 1, reused });
  });
});
