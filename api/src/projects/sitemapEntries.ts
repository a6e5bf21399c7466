import { projectLink, type ArticleDoc, type ProjectDoc, type SitemapEntries } from '@aangan/contracts';
import type { ReadStore } from '@aangan/projections';

/**
 * What the sitemap lists: posted projects and live articles, each with the time of its last
 * event. A deleted project or article leaves the list with the event that deletes it.
 */
export async function sitemapEntries(readStore: ReadStore): Promise<SitemapEntries> {
  const [projects, articles] = await Promise.all([
    readStore
      .collection<ProjectDoc>('projects')
      .find(
        { status: 'posted' },
        { sort: { _id: 1 }, projection: { _id: 1, slug: 1, customProjectUrl: 1, updatedAt: 1 } },
      ),
    readStore
      .collection<ArticleDoc>('articles')
      .find({ deleted: false }, { sort: { _id: 1 }, projection: { _id: 1, kind: 1, slug: 1, updatedAt: 1 } }),
  ]);
  return {
    projects: projects.map((doc) => ({ link: projectLink(doc), lastmod: doc.updatedAt })),
    articles: articles.map((doc) => ({ kind: doc.kind, slug: doc.slug, lastmod: doc.updatedAt })),
  };
}
