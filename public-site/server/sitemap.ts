import type { Context } from 'koa';
import { sitemapEntriesResponseSchema, type SitemapEntries } from '@aangan/contracts';
import {
  ARTICLE_LIST_PAGES,
  LOCALE_TAGS,
  LOCALES,
  localePath,
  sitemapXmlPaths,
  unlistedPaths,
} from '@aangan/contracts/browser';

/**
 * `/sitemap.xml` (a sitemap index), its three sitemaps and `/robots.txt` pointing at it. Projects
 * and articles come from the API with the time of their last event, so a deleted project leaves
 * the sitemap at once. Every page is listed in each language (English at the root, Hindi under
 * `/hi`), each address with its alternates in every language (`xhtml:link hreflang`).
 */

type FetchJson = (path: string) => Promise<unknown>;

const ENTRIES_PATH = '/api/v1/user/sitemap-entries';

/** Pages that are always there (spec §2), as the site's page list marks them. */
export const STATIC_PAGES = sitemapXmlPaths();

const SITEMAP_PATHS = ['/sitemap.xml', '/sitemap-pages.xml', '/sitemap-projects.xml', '/sitemap-articles.xml'] as const;
export const isSitemapPath = (path: string): boolean =>
  (SITEMAP_PATHS as readonly string[]).includes(path) || path === '/robots.txt';

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** A page of the site by its English path, with the time it last changed when known. */
interface SitePage {
  path: string;
  lastmod?: string;
}

const alternateLink = (hreflang: string, href: string): string =>
  `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;

/** Each page once per language, each entry naming the page in every language (English the default). */
const urlSet = (pages: SitePage[], abs: (path: string) => string): string => {
  const entries = pages.flatMap(({ path, lastmod }) => {
    const alternates = [
      ...LOCALES.map((locale) => alternateLink(LOCALE_TAGS[locale], abs(localePath(path, locale)))),
      alternateLink('x-default', abs(path)),
    ].join('');
    const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
    return LOCALES.map(
      (locale) => `  <url><loc>${escapeXml(abs(localePath(path, locale)))}</loc>${modified}${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
};

const newest = (dates: string[]): string | undefined =>
  dates.length ? dates.reduce((a, b) => (a > b ? a : b)) : undefined;

const readEntries = async (fetchJson: FetchJson): Promise<SitemapEntries> => {
  const parsed = sitemapEntriesResponseSchema.safeParse(await fetchJson(ENTRIES_PATH));
  if (!parsed.success) throw new Error(`Unexpected answer from ${ENTRIES_PATH}`, { cause: parsed.error });
  return parsed.data.result;
};

export async function sendSitemap(ctx: Context, origin: string, fetchJson: FetchJson): Promise<void> {
  const abs = (path: string) => new URL(path, origin).href;
  ctx.set('Cache-Control', 'no-cache');
  if (ctx.path === '/robots.txt') {
    ctx.type = 'text/plain; charset=utf-8';
    const unlisted = unlistedPaths().flatMap((path) => LOCALES.map((locale) => localePath(path, locale)));
    ctx.body = `User-agent: *\nAllow: /\n${['/admin', ...unlisted].map((path) => `Disallow: ${path}\n`).join('')}\nSitemap: ${abs('/sitemap.xml')}\n`;
    return;
  }
  ctx.type = 'application/xml; charset=utf-8';
  if (ctx.path === '/sitemap-pages.xml') {
    ctx.body = urlSet(
      STATIC_PAGES.map((path) => ({ path })),
      abs,
    );
    return;
  }
  const entries = await readEntries(fetchJson);
  if (ctx.path === '/sitemap-projects.xml') {
    ctx.body = urlSet(
      entries.projects.map((p) => ({ path: p.link, lastmod: p.lastmod })),
      abs,
    );
  } else if (ctx.path === '/sitemap-articles.xml') {
    ctx.body = urlSet(
      entries.articles.map((a) => ({
        path: `${ARTICLE_LIST_PAGES[a.kind].path}/${encodeURIComponent(a.slug)}`,
        lastmod: a.lastmod,
      })),
      abs,
    );
  } else {
    const parts = [
      { loc: abs('/sitemap-pages.xml') },
      { loc: abs('/sitemap-projects.xml'), lastmod: newest(entries.projects.map((p) => p.lastmod)) },
      { loc: abs('/sitemap-articles.xml'), lastmod: newest(entries.articles.map((a) => a.lastmod)) },
    ];
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts
      .map(
        (s) =>
          `  <sitemap><loc>${escapeXml(s.loc)}</loc>${s.lastmod ? `<lastmod>${escapeXml(s.lastmod)}</lastmod>` : ''}</sitemap>`,
      )
      .join('\n')}\n</sitemapindex>\n`;
  }
}
