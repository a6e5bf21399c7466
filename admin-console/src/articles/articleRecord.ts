import { ARTICLE_LIST_PAGES, ARTICLE_MESSAGES } from '@aangan/contracts/browser';
import type { ArticleDoc, ArticleFields, ArticleKind } from '@aangan/contracts';

/**
 * One article of `GET /admin/articles` and `GET /admin/articles/:id`, as the console's form holds
 * it: the stored HTML as `content` and the slug as `customUrl` (the fields the write routes take).
 */
export type ArticleRecord = Omit<ArticleDoc, '_id' | '_position' | 'authorId'> & {
  id: string;
  content: string;
  customUrl: string;
};

/** The values of the article form. */
export type ArticleFormValues = Partial<ArticleRecord> & { kind: ArticleKind; title: string; content: string };

export { ARTICLE_MESSAGES };

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

/** What the server stores as the meta description when none is given (articles.ts: the excerpt's start). */
const DEFAULT_DESCRIPTION_LENGTH = 160;

/**
 * The read model's document (with the console's `id`) as the form's record. The server stores the
 * title as the Open Graph title, and the excerpt's start as the meta description, when none is
 * given: those show as empty here, so that they follow a changed title or text on the next save
 * instead of keeping the old ones.
 */
export const toArticleRecord = (doc: ArticleDoc | (ArticleDoc & { id: string })): ArticleRecord => {
  const { _id, _position, authorId, ...rest } = doc as ArticleDoc & { id?: string };
  return {
    ...rest,
    id: _id,
    content: doc.html,
    customUrl: doc.slug,
    ogTitle: doc.ogTitle === doc.title ? '' : doc.ogTitle,
    metaDescription:
      doc.metaDescription === doc.excerpt.slice(0, DEFAULT_DESCRIPTION_LENGTH) ? '' : doc.metaDescription,
  };
};

const blankToUndefined = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * The body of the create and edit routes (their schema is strict: only these fields). A blank
 * custom URL lets the server make one from the title; blank meta fields take the server's defaults
 * (the excerpt, the title). The Open Graph image has its own routes and is left as it is.
 */
export const toArticleBody = (data: Partial<ArticleFormValues>): ArticleFields => {
  const body: ArticleFields = {
    kind: data.kind ?? 'blog',
    title: typeof data.title === 'string' ? data.title.trim() : '',
    content: typeof data.content === 'string' ? data.content : '',
    featuredImage: data.featuredImage || null,
  };
  const customUrl = blankToUndefined(data.customUrl);
  const metaDescription = blankToUndefined(data.metaDescription);
  const ogTitle = blankToUndefined(data.ogTitle);
  if (customUrl) body.customUrl = customUrl;
  if (metaDescription) body.metaDescription = metaDescription;
  if (ogTitle) body.ogTitle = ogTitle;
  return body;
};
