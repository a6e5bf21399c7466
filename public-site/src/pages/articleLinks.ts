import { formatDate } from '@aangan/contracts/browser';
import type { ArticleSummary } from '../model/contentResponses.ts';
import { ARTICLE_SECTIONS } from '../model/pageData.ts';
import type { PagesStrings } from '../i18n/en/pages.ts';

/** `/blogs/{slug}`, `/news/{slug}`, `/awards-and-recognition/{slug}`. */
export const articleHref = (article: Pick<ArticleSummary, 'kind' | 'slug'>): string =>
  `${ARTICLE_SECTIONS[article.kind].path}/${encodeURIComponent(article.slug)}`;

/** 'dd-mm-yyyy · 4 min read' (spec §9 date format), the reading time in the page's language. */
export const articleByline = (
  article: Pick<ArticleSummary, 'createdAt' | 'readingMinutes'>,
  strings: PagesStrings['articles'],
): { date: string; reading: string } => ({
  date: formatDate(article.createdAt),
  reading: strings.minutesRead(article.readingMinutes),
});
