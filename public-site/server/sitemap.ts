import type { Context } from 'koa';
import { sitemapEntriesResponseSchema, type SitemapEntries } from '@aangan/contracts';
import { ARTICLE_LIST_PAGES, sitemapXmlPaths, unlistedPaths } from '@aangan/contracts/browser';

/**
 * `/sitemap.xml` (a sitemap index), its three sitemaps and `/robots.txt` pointing at it. Projects
 * and articles come from the API with the time of their last event, so a deleted project leaves
 * the sitemap at once.
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

const urlSet = (urls: Array<{ loc: string; lastmod?: string }>): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map(
      (u) =>
        `  <url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${escapeXml(u.lastmod)}</lastmod>` : ''}</url>`,
    )
    .join('\n')}\n</urlset>\n`;

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
    ctx.body = `User-agent: *\nAllow: /\n${['/admin', ...unlistedPaths()].map((path) => `Disallow: ${path}\n`).join('')}\nSitemap: ${abs('/sitemap.xml')}\n`;
    return;
  }
  ctx.type = 'application/xml; charset=utf-8';
  if (ctx.path === '/sitemap-pages.xml') {
    ctx.body = urlSet(STATIC_PAGES.map((path) => ({ loc: abs(path) })));
    return;
  }
  const entries = await readEntries(fetchJson);
  if (ctx.path === '/sitemap-projects.xml') {
    ctx.body = urlSet(entries.projects.map((p) => ({ loc: abs(p.link), lastmod: p.lastmod })));
  } else if (ctx.path === '/sitemap-articles.xml') {
    ctx.body = urlSet(
      entries.articles.map((a) => ({
        loc: abs(`${ARTICLE_LIST_PAGES[a.kind].path}/${encodeURIComponent(a.slug)}`),
        lastmod: a.lastmod,
      })),
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
