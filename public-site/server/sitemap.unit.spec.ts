import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '@aangan/contracts/browser';
import { sendSitemap } from './sitemap.ts';

const ORIGIN = 'https://www.example.in';

describe('/sitemap-pages.xml and /robots.txt', () => {
  const app = new Koa();
  app.use((ctx) => sendSitemap(ctx, ORIGIN, () => Promise.reject(new Error('the pages sitemap reads nothing'))));
  const server = app.listen(0, '127.0.0.1');
  let base = '';
  beforeAll(async () => {
    if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('lists every page the page list marks for it, in its order, and no other', async () => {
    const response = await fetch(`${base}/sitemap-pages.xml`);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      PUBLIC_PAGES.filter((page) => page.sitemapXml !== false).map((page) => `${ORIGIN}${page.path}`),
    );
    expect(locations).not.toContain(`${ORIGIN}/login`);
  });

  it('robots.txt keeps the console and the pages left out of the sitemap away from search engines', async () => {
    const robots = await (await fetch(`${base}/robots.txt`)).text();
    expect(robots).toBe(
      `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /compare\nDisallow: /login\nDisallow: /shortlist\nDisallow: /alerts\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
    );
  });
});
