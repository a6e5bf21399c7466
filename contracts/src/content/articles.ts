import { z } from 'zod';
import { mediaRefSchema } from '../fieldSchemas.ts';
import { customUrlSchema } from '../project/schemas.ts';

export {
  ARTICLE_KINDS,
  ARTICLE_MESSAGES,
  articleSavedMessage,
  WORDS_PER_MINUTE,
  type ArticleKind,
} from './articleMessages.ts';
import { ARTICLE_KINDS, type ArticleKind } from './articleMessages.ts';

const optionalText = (max: number) => z.string().trim().max(max, `Please keep this under ${max} characters`);
const text = (max: number, message = 'Please enter a valid input') => optionalText(max).min(1, message);
const TITLE_MAX = 200;
const html = z.string().max(200_000, 'The article is too long');

export const articleFieldsSchema = z.strictObject({
  kind: z.enum(ARTICLE_KINDS, { message: `kind must be one of ${ARTICLE_KINDS.join(', ')}` }),
  title: text(TITLE_MAX, 'Please enter a title'),
  /** Rich text from the editor; sanitised on the server (scripts, event handlers and unknown tags removed). */
  content: html.refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0, 'Please write the article'),
  /** Spec §5 URL rules; generated from the title when empty. */
  customUrl: customUrlSchema.optional(),
  featuredImage: mediaRefSchema.nullable().optional(),
  metaDescription: z.string().trim().max(300).optional(),
  ogTitle: z.string().trim().max(200).optional(),
  ogImage: mediaRefSchema.nullable().optional(),
  /** The Hindi version, optional: a Hindi page shows each one given and the English otherwise. */
  hindiTitle: optionalText(TITLE_MAX).optional(),
  /** Rich text like `content`, sanitised the same way; blank is none. */
  hindiContent: html.optional(),
});
export type ArticleFields = z.infer<typeof articleFieldsSchema>;

/** The `articles` read model. */
export interface ArticleDoc {
  _id: string;
  _position: number;
  revision: number;
  kind: ArticleKind;
  title: string;
  slug: string;
  html: string;
  excerpt: string;
  featuredImage: string | null;
  metaDescription: string;
  ogTitle: string;
  ogImage: string | null;
  /** The Hindi version ('' for none; missing on articles written before there was one). */
  hindiTitle?: string;
  hindiHtml?: string;
  hindiExcerpt?: string;
  wordCount: number;
  readingMinutes: number;
  deleted: boolean;
  createdAt: string;
  updatedAt: string;
  authorId: string;
}

export const TESTIMONIAL_KINDS = ['client', 'employee'] as const;
export interface TestimonialDoc {
  _id: string;
  _position: number;
  kind: (typeof TESTIMONIAL_KINDS)[number];
  name: string;
  content: string;
  role: string;
  photoUrl: string | null;
  deleted: boolean;
  createdAt: string;
}

/** `state_rera` read model: one document `_id: 'states'` with the key → value map (spec §3). */
export interface StateReraDoc {
  _id: 'states';
  _position: number;
  data: Record<string, string>;
  /** The revision of the whole map (stream `stateRera`), which a change names. */
  revision: number;
  updatedAt: string;
}

/** `seo_meta` read model: one document per site path. */
export interface SeoMetaDoc {
  _id: string;
  _position: number;
  route: string;
  title: string;
  description: string;
  ogTitle: string;
  ogImage: string | null;
  revision: number;
  updatedAt: string;
}

/** Currency conversion (spec §3, §9): rupees per one unit of each currency, managed by admins. */
export interface CurrencyRatesDoc {
  _id: 'rates';
  _position: number;
  rates: Record<string, { name: string; inrPerUnit: number }>;
  revision: number;
  updatedAt: string;
}
