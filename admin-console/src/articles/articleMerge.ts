import { threeWay, type ThreeWay } from '../content/mergeEdits.ts';
import type { FieldWords } from '../content/MergePanel.tsx';
import { toArticleBody, type ArticleFormValues, type ArticleRecord } from '../providers/articleRecord.ts';

/** The form's fields a save sends, as the form labels them. */
const LABELS: Record<string, string> = {
  kind: 'Kind',
  title: 'Title',
  content: 'Content',
  featuredImage: 'Featured image',
  customUrl: 'Custom URL',
  metaDescription: 'Meta description',
  ogTitle: 'Open Graph title',
  hindiTitle: 'Hindi title',
  hindiContent: 'Hindi content',
};

/** The article's text without its markup, for reading side by side. */
const textOf = (html: unknown): unknown =>
  typeof html === 'string'
    ? html
        .replace(/<\/(p|h[1-6]|li|blockquote)>/g, '$&\n')
        .replace(/<[^>]*>/g, '')
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .trim()
    : html;

export const ARTICLE_WORDS: FieldWords = {
  labelOf: (key) => LABELS[key] ?? key,
  shown: (key, value) => (key === 'content' || key === 'hindiContent' ? textOf(value) : value),
};

/**
 * The three versions of an article compared as the API would store them (what the form sends):
 * the one the form was opened from (`base`), the form now (`mine`) and the one saved since (`theirs`).
 */
export const mergeArticle = (base: ArticleRecord, mine: Partial<ArticleFormValues>, theirs: ArticleRecord): ThreeWay =>
  threeWay({ ...toArticleBody(base) }, { ...toArticleBody(mine) }, { ...toArticleBody(theirs) });
