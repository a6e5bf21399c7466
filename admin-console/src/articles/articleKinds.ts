import { ARTICLE_LIST_PAGES } from '@aangan/contracts/browser';
import type { ArticleKind } from '@aangan/contracts';

/** The article kinds as the screens name them, and where each one's pages are. */

export const ARTICLE_KIND_LABELS = { blog: 'Blog', news: 'News', award: 'Award' } as const satisfies Record<
  ArticleKind,
  string
>;
export const ARTICLE_KIND_CHOICES = (Object.keys(ARTICLE_KIND_LABELS) as ArticleKind[]).map((id) => ({
  id,
  name: ARTICLE_KIND_LABELS[id],
}));
export const articleKindLabel = (kind: string): string => ARTICLE_KIND_LABELS[kind as ArticleKind] ?? kind;

/** An article's address on the public site, under its kind's list page. */
export const articlePublicPath = (kind: ArticleKind, slug: string): string =>
  `${(ARTICLE_LIST_PAGES[kind] ?? ARTICLE_LIST_PAGES.blog).path}/${slug}`;

/** Spec §2 admin routes that open the article form with a kind chosen: /admin/create/blog, ... */
export const ARTICLE_CREATE_ROUTES = [
  { path: '/create/blog', kind: 'blog' },
  { path: '/create/blogs', kind: 'blog' },
  { path: '/create/news', kind: 'news' },
  { path: '/create/awards', kind: 'award' },
] as const satisfies readonly { path: string; kind: ArticleKind }[];

export const createPathOf = (kind: ArticleKind): string =>
  ARTICLE_CREATE_ROUTES.find((route) => route.kind === kind)?.path ?? '/create/blog';
