import type { ArticleDoc, ArticleFields, ArticleKind } from '@aangan/contracts';

/**
 * One article of `GET /admin/articles` and `GET /admin/articles/:id`, as the console's form holds
 * it: the stored HTML as `content` and the slug as `customUrl` (the fields the write routes take).
 */
export type ArticleRecord = Omit<ArticleDoc, '_id' | '_position' | 'authorId'> & {
  id: string;
  content: string;
  customUrl: string;
  /** The stored Hindi HTML, as the form's `hindiContent`. */
  hindiContent: string;
};

/** The values of the article form. */
export type ArticleFormValues = Partial<ArticleRecord> & { kind: ArticleKind; title: string; content: string };

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
    hindiTitle: doc.hindiTitle ?? '',
    hindiContent: doc.hindiHtml ?? '',
    ogTitle: doc.ogTitle === doc.title ? '' : doc.ogTitle,
    metaDescription:
      doc.metaDescription === doc.excerpt.slice(0, DEFAULT_DESCRIPTION_LENGTH) ? '' : doc.metaDescription,
  };
};

/** HTML with some text in it (an emptied editor leaves `<p></p>`). */
const hasText = (html: unknown): html is string =>
  typeof html === 'string' &&
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';

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
  const hindiTitle = blankToUndefined(data.hindiTitle);
  if (hindiTitle) body.hindiTitle = hindiTitle;
  if (hasText(data.hindiContent)) body.hindiContent = data.hindiContent;
  return body;
};
