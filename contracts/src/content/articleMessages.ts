/** Articles without zod: their kinds and messages, for the console and the API alike. */

/** Spec §3 "Blog/news/award": three kinds of article, each with its own public page. */
export const ARTICLE_KINDS = ['blog', 'news', 'award'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

export const ARTICLE_MESSAGES = {
  deleted: 'Blog deleted successfully',
  deleteFailed: 'Failed to delete the blog. Please try again.',
  slugTaken: 'This URL is already used by another article. Please choose another.',
} as const;

/** The toast of a saved article names its kind: 'Blog saved', 'News saved', 'Award saved'. */
export const articleSavedMessage = (kind: ArticleKind): string =>
  `${({ blog: 'Blog', news: 'News', award: 'Award' } as const)[kind]} saved`;

/** Reading speed for the reading time shown on articles. */
export const WORDS_PER_MINUTE = 200;
