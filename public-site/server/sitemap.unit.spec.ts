import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '@aangan/contracts/browser';
import { sendSitemap } from './sitemap.ts';

const ORIGIN = 'https://www.example.in';

const ENTRIES = {
  responseCode: 200,
  message: 'Sitemap entries',
  result: {
    projects: [{ link: '/project/view/green-meadows-noida', lastmod: '2026-11-20T10:00:00.000Z' }],
    articles: [{ kind: 'blog', slug: 'buying-in-noida', lastmod: '2026-11-21T10:00:00.000Z' }],
  },
};

/** Each `<url>` of a sitemap: its address and its alternates by language. */
const urlsOf = (xml: string) =>
  [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, url]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(url)?.[1],
    alternates: Object.fromEntries(
      [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [
        lang,
        href,
      ]),
    ),
  }));

describe('/sitemap-pages.xml, the projects and articles sitemaps, and /robots.txt', () => {
  const app = new Koa();
  app.use((ctx) => sendSitemap(ctx, ORIGIN, () => Promise.resolve(ENTRIES)));
  const server = app.listen(0, '127.0.0.1');
  let base = '';
  beforeAll(async () => {
    if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('lists every page the page list marks for it, in its order, in English and in Hindi, and no other', async () => {
    const response = await fetch(`${base}/sitemap-pages.xml`);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const locations = urlsOf(xml).map((url) => url.loc);
    expect(locations).toEqual(
      PUBLIC_PAGES.filter((page) => page.sitemapXml !== false).flatMap((page) => [
        `${ORIGIN}${page.path}`,
        `${ORIGIN}${page.path === '/' ? '/hi' : `/hi${page.path}`}`,
      ]),
    );
    expect(locations).not.toContain(`${ORIGIN}/login`);
    expect(locations).not.toContain(`${ORIGIN}/hi/login`);
  });

  it('names each page in both languages, English the default, from the English and the Hindi address alike', async () => {
    const urls = urlsOf(await (await fetch(`${base}/sitemap-pages.xml`)).text());
    const both = { 'en-IN': `${ORIGIN}/faqs`, 'hi-IN': `${ORIGIN}/hi/faqs`, 'x-default': `${ORIGIN}/faqs` };
    expect(urls.filter((url) => url.loc?.endsWith('/faqs'))).toEqual([
      { loc: `${ORIGIN}/faqs`, alternates: both },
      { loc: `${ORIGIN}/hi/faqs`, alternates: both },
    ]);
    expect(urls.find((url) => url.loc === `${ORIGIN}/hi`)?.alternates).toEqual({
      'en-IN': `${ORIGIN}/`,
      'hi-IN': `${ORIGIN}/hi`,
      'x-default': `${ORIGIN}/`,
    });
  });

  it('lists projects and articles in both languages, each with the time it last changed', async () => {
    const projects = await (await fetch(`${base}/sitemap-projects.xml`)).text();
    expect(urlsOf(projects).map((url) => url.loc)).toEqual([
      `${ORIGIN}/project/view/green-meadows-noida`,
      `${ORIGIN}/hi/project/view/green-meadows-noida`,
    ]);
    expect(projects.match(/<lastmod>2026-11-20T10:00:00.000Z<\/lastmod>/g)).toHaveLength(2);
    const articles = urlsOf(await (await fetch(`${base}/sitemap-articles.xml`)).text());
    expect(articles.map((url) => url.loc)).toEqual([
      `${ORIGIN}/blogs/buying-in-noida`,
      `${ORIGIN}/hi/blogs/buying-in-noida`,
    ]);
    expect(articles[1].alternates['en-IN']).toBe(`${ORIGIN}/blogs/buying-in-noida`);
  });

  it('robots.txt keeps the console and the pages left out of the sitemap, in both languages, away from search engines', async () => {
    const robots = await (await fetch(`${base}/robots.txt`)).text();
    expect(robots).toBe(
      `User-agent: *\nAllow: /\nDisallow: /admin\n` +
        ['/compare', '/login', '/shortlist', '/alerts']
          .map((path) => `Disallow: ${path}\nDisallow: /hi${path}\n`)
          .join('') +
        `\nSitemap: ${ORIGIN}/sitemap.xml\n`,
    );
  });
});
