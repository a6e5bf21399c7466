import { z } from 'zod';
import { ARTICLE_KINDS, TESTIMONIAL_KINDS } from '../content/articles.ts';
import { sectionSchemas, type SectionKey } from '../content/siteSections.ts';

const articleBody = {
  articleId: z.string(),
  kind: z.enum(ARTICLE_KINDS),
  title: z.string(),
  slug: z.string(),
  /** Already sanitised. */
  html: z.string(),
  excerpt: z.string(),
  featuredImage: z.string().nullable(),
  metaDescription: z.string(),
  ogTitle: z.string(),
  ogImage: z.string().nullable(),
  wordCount: z.number().int(),
  readingMinutes: z.number().int(),
  /** The Hindi version, its HTML sanitised ('' for none); events before there was one have none. */
  hindiTitle: z.string().optional(),
  hindiHtml: z.string().optional(),
  hindiExcerpt: z.string().optional(),
};
export const articlePublished = z.strictObject({
  type: z.literal('ArticlePublished'),
  data: z.strictObject(articleBody),
});
export const articleEdited = z.strictObject({ type: z.literal('ArticleEdited'), data: z.strictObject(articleBody) });
export const articleDeleted = z.strictObject({
  type: z.literal('ArticleDeleted'),
  data: z.strictObject({ articleId: z.string() }),
});
export const articleRestored = z.strictObject({
  type: z.literal('ArticleRestored'),
  data: z.strictObject({ articleId: z.string() }),
});
export const articleOgImageChanged = z.strictObject({
  type: z.literal('ArticleOgImageChanged'),
  data: z.strictObject({ articleId: z.string(), ogImage: z.string().nullable() }),
});
export const articleEventSchema = z.discriminatedUnion('type', [
  articlePublished,
  articleEdited,
  articleDeleted,
  articleRestored,
  articleOgImageChanged,
]);
export type ArticleEvent = z.infer<typeof articleEventSchema>;
export const ARTICLE_EVENT_TYPES = articleEventSchema.options.map<ArticleEvent['type']>((o) => o.shape.type.value);

export const testimonialAdded = z.strictObject({
  type: z.literal('TestimonialAdded'),
  data: z.strictObject({
    testimonialId: z.string(),
    kind: z.enum(TESTIMONIAL_KINDS),
    name: z.string(),
    content: z.string(),
    role: z.string(),
    photoUrl: z.string().nullable(),
  }),
});
export const testimonialDeleted = z.strictObject({
  type: z.literal('TestimonialDeleted'),
  data: z.strictObject({ testimonialId: z.string() }),
});
export const TESTIMONIAL_EVENT_TYPES = ['TestimonialAdded', 'TestimonialDeleted'] as const;

const sectionChange = <K extends SectionKey>(key: K) =>
  z.strictObject({ key: z.literal(key), content: sectionSchemas[key] });

/** A section's key with its whole content, as that section's schema reads it. */
export const sectionChangeSchema = z.discriminatedUnion('key', [
  sectionChange('heroSection'),
  sectionChange('featureHighlight'),
  sectionChange('ourStory'),
  sectionChange('ceoMessage'),
  sectionChange('cooMessage'),
  sectionChange('coreValues'),
  sectionChange('services'),
  sectionChange('lifeAtCompany'),
  sectionChange('stats'),
  sectionChange('offices'),
  sectionChange('contact'),
  sectionChange('social'),
  sectionChange('reviewSites'),
  sectionChange('certificates'),
  sectionChange('marketingPartners'),
  sectionChange('featuredCities'),
]);
export type SectionChange = z.infer<typeof sectionChangeSchema>;

/** A page section replaced as a whole. */
export const siteSectionChanged = z.strictObject({ type: z.literal('SiteSectionChanged'), data: sectionChangeSchema });
/** Every section has its case above: a section added to `sectionSchemas` and not here does not compile. */
const everySectionCanChange: [Exclude<SectionKey, SectionChange['key']>] extends [never] ? true : never = true;
void everySectionCanChange;
/** One state's RERA registration set (or removed with null). */
export const stateReraChanged = z.strictObject({
  type: z.literal('StateReraChanged'),
  data: z.strictObject({ state: z.string(), registration: z.string().nullable() }),
});
export const seoMetaChanged = z.strictObject({
  type: z.literal('SeoMetaChanged'),
  data: z.strictObject({
    route: z.string(),
    title: z.string(),
    description: z.string(),
    ogTitle: z.string(),
    ogImage: z.string().nullable(),
  }),
});
export const currencyRatesChanged = z.strictObject({
  type: z.literal('CurrencyRatesChanged'),
  data: z.strictObject({ rates: z.record(z.string(), z.strictObject({ name: z.string(), inrPerUnit: z.number() })) }),
});
export const siteFaqSaved = z.strictObject({
  type: z.literal('SiteFaqSaved'),
  data: z.strictObject({ faqId: z.string(), question: z.string(), answer: z.string(), order: z.number().int() }),
});
export const siteFaqDeleted = z.strictObject({
  type: z.literal('SiteFaqDeleted'),
  data: z.strictObject({ faqId: z.string() }),
});
