import { z } from 'zod';
import { ARTICLE_KINDS } from '../content/articleMessages.ts';
import { TESTIMONIAL_KINDS } from '../content/articles.ts';
import { sectionSchemas } from '../content/siteSections.ts';
import { mediaRefSchema, okResponseSchema } from '../fieldSchemas.ts';
import { LIFE_AT_IMAGES_SETTING } from './contentApi.ts';

/** The public content answers the site reads: site settings, state RERA, SEO meta, articles, FAQs, testimonials, currency rates. */

/**
 * `/user/site-settings`: every page section by its key, except that (spec §7) `heroSection` is the
 * list of slides; `featureHighlightImage` and `lifeAtAanganImages` repeat two sections by the spec's names.
 */
export const siteSettingsResponseSchema = okResponseSchema(
  z.object({
    ...sectionSchemas,
    heroSection: sectionSchemas.heroSection.shape.slides,
    featureHighlightImage: sectionSchemas.featureHighlight,
    [LIFE_AT_IMAGES_SETTING]: sectionSchemas.lifeAtCompany.shape.images,
  }),
);

/** `/user/get-state-rera`: the registration of each state (spec §3), under `data`. */
export const stateReraResponseSchema = z.object({
  responseCode: z.literal(200),
  data: z.record(z.string(), z.string()),
});

/** `/user/seo-meta`: what an admin set for one site path under Website Meta SEO, or null. */
export const seoMetaResponseSchema = okResponseSchema(
  z
    .object({
      route: z.string(),
      title: z.string(),
      description: z.string(),
      ogTitle: z.string(),
      ogImage: mediaRefSchema.nullable(),
    })
    .nullable(),
);
export type SeoMeta = NonNullable<z.infer<typeof seoMetaResponseSchema>['result']>;

/** An article as its list shows it. */
export const articleSummarySchema = z.object({
  _id: z.string(),
  kind: z.enum(ARTICLE_KINDS),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  featuredImage: mediaRefSchema.nullable(),
  readingMinutes: z.number(),
  createdAt: z.string(),
  hindiTitle: z.string().optional(),
  hindiExcerpt: z.string().optional(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** `/articles/get-single-blog`: one published article, its HTML sanitised. */
export const articleResponseSchema = okResponseSchema(
  articleSummarySchema.extend({
    html: z.string(),
    metaDescription: z.string(),
    ogTitle: z.string(),
    ogImage: mediaRefSchema.nullable(),
    hindiHtml: z.string().optional(),
  }),
);
export type ArticleView = z.infer<typeof articleResponseSchema>['result'];

/** `/articles/get-all-articles`: one page of published articles, newest first. */
export const articleListResponseSchema = z.object({
  responseCode: z.literal(200),
  result: z.array(articleSummarySchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type ArticleListPage = Omit<z.infer<typeof articleListResponseSchema>, 'responseCode'>;

/** `/user/faqs`: the site's FAQs in order. */
export const siteFaqsResponseSchema = okResponseSchema(
  z.array(z.object({ _id: z.string(), question: z.string(), answer: z.string() })),
);
export type SiteFaq = z.infer<typeof siteFaqsResponseSchema>['result'][number];

/** `/user/testimonials`: newest first; `type` is the spec's name for `kind`. */
export const testimonialsResponseSchema = okResponseSchema(
  z.array(
    z.object({
      _id: z.string(),
      kind: z.enum(TESTIMONIAL_KINDS),
      type: z.enum(TESTIMONIAL_KINDS),
      name: z.string(),
      content: z.string(),
      role: z.string(),
      photoUrl: mediaRefSchema.nullable(),
    }),
  ),
);
export type Testimonial = z.infer<typeof testimonialsResponseSchema>['result'][number];

/** `/user/currency-rates`: rupees per one unit of each currency, by its code. */
export const currencyRatesResponseSchema = okResponseSchema(
  z.record(z.string().regex(/^[A-Z]{3}$/), z.object({ name: z.string(), inrPerUnit: z.number().positive() })),
);

/** `/user/sitemap-entries`: posted projects and live articles, each with the time of its last event. */
export const sitemapEntriesResponseSchema = okResponseSchema(
  z.object({
    projects: z.array(z.object({ link: z.string(), lastmod: z.string() })),
    articles: z.array(z.object({ kind: z.enum(ARTICLE_KINDS), slug: z.string(), lastmod: z.string() })),
  }),
);
export type SitemapEntries = z.infer<typeof sitemapEntriesResponseSchema>['result'];
