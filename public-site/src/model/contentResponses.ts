import { isRecord } from '@aangan/contracts/browser';
import type { ArticleKind, SectionContent, SectionKey } from '@aangan/contracts';

/**
 * Readers of the content endpoints (site settings, state RERA, articles, FAQs, testimonials, SEO
 * meta). Like `apiResponses.ts`, they keep what is well formed and drop the rest, so one odd
 * document never breaks a page. Only types come from the contracts: the schemas stay on the server.
 */

export type { ArticleKind };
export type SiteSections = { [K in SectionKey]: SectionContent<K> };
export type HeroSlide = SectionContent<'heroSection'>['slides'][number];
export type StatItem = SectionContent<'stats'>['items'][number];
export type ContactDetails = SectionContent<'contact'>;
export type Certificate = SectionContent<'certificates'>['items'][number];

export interface ArticleSummary {
  _id: string;
  kind: ArticleKind;
  title: string;
  slug: string;
  excerpt: string;
  featuredImage: string | null;
  readingMinutes: number;
  createdAt: string;
}

export interface ArticleView extends ArticleSummary {
  html: string;
  metaDescription: string;
  ogTitle: string;
  ogImage: string | null;
}

export interface ArticleListPage {
  result: ArticleSummary[];
  total: number;
  page: number;
  limit: number;
}

export interface Faq {
  _id: string;
  question: string;
  answer: string;
}

export interface Testimonial {
  _id: string;
  name: string;
  content: string;
  role: string;
}

/** What an admin set for one site path under Website Meta SEO; empty strings where nothing is set. */
export interface SeoOverride {
  title: string;
  description: string;
  ogTitle: string;
  ogImage: string | null;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Stored files ('/uploads/...') and https links only: nothing else is ever used as an address. */
export const mediaRef = (value: unknown): string | null =>
  typeof value === 'string' && (value.startsWith('/uploads/') || value.startsWith('https://')) ? value : null;
const httpsLink = (value: unknown): string | null =>
  typeof value === 'string' && value.startsWith('https://') ? value : null;

const resultOf = (body: unknown, path: string): unknown => {
  if (isRecord(body) && 'result' in body) return body.result;
  throw new Error(`Unexpected answer from ${path}: no result`);
};

const readHighlight = (value: unknown): SectionContent<'featureHighlight'> | null =>
  isRecord(value)
    ? {
        highlightImage: mediaRef(value.highlightImage),
        page: typeof value.page === 'string' && value.page.startsWith('/') ? value.page : null,
      }
    : null;

/** `/user/site-settings`: every section, each falling back to `fallback` when it is missing or malformed. */
export const readSiteSections = (body: unknown, path: string, fallback: SiteSections): SiteSections => {
  const result = resultOf(body, path);
  if (!isRecord(result)) throw new Error(`Unexpected answer from ${path}: result is not an object`);
  const section = <K extends SectionKey>(
    key: K,
    isValid: (value: Record<string, unknown>) => boolean,
  ): SectionContent<K> => {
    const value = result[key];
    return isRecord(value) && isValid(value) ? (value as SectionContent<K>) : fallback[key];
  };
  const listed = (field: string) => (value: Record<string, unknown>) => Array.isArray(value[field]);
  const contact = section('contact', (value) => nonEmpty(value.phone) && nonEmpty(value.email));
  return {
    // Spec §7: `heroSection` is the list of slides and `featureHighlightImage` the popup's { highlightImage, page }.
    heroSection: {
      slides: (Array.isArray(result.heroSection) ? result.heroSection : fallback.heroSection.slides).filter(
        (slide): slide is HeroSlide => isRecord(slide) && nonEmpty(slide.title) && mediaRef(slide.imageUrl) !== null,
      ),
    },
    featureHighlight:
      readHighlight(result.featureHighlightImage) ??
      readHighlight(result.featureHighlight) ??
      fallback.featureHighlight,
    ourStory: section('ourStory', (value) => nonEmpty(value.title) && Array.isArray(value.paragraphs)),
    ceoMessage: section('ceoMessage', (value) => nonEmpty(value.message)),
    cooMessage: section('cooMessage', (value) => nonEmpty(value.message)),
    coreValues: section('coreValues', listed('values')),
    services: section('services', listed('services')),
    lifeAtCompany: {
      images: list(section('lifeAtCompany', listed('images')).images).filter(
        (image): image is { imageUrl: string; caption: string } => isRecord(image) && mediaRef(image.imageUrl) !== null,
      ),
    },
    stats: section('stats', listed('items')),
    offices: section('offices', listed('offices')),
    contact,
    social: {
      links: list(section('social', listed('links')).links).filter(
        (link): link is { network: string; url: string } =>
          isRecord(link) && nonEmpty(link.network) && httpsLink(link.url) !== null,
      ),
    },
    reviewSites: {
      links: list(section('reviewSites', listed('links')).links).filter(
        (link): link is { name: string; url: string } =>
          isRecord(link) && nonEmpty(link.name) && httpsLink(link.url) !== null,
      ),
    },
    certificates: section('certificates', listed('items')),
    marketingPartners: section('marketingPartners', listed('partners')),
    featuredCities: section('featuredCities', listed('cities')),
  };
};

/** `/user/get-state-rera`: the spec's `data.data` map (here `data` at the top of the answer), sorted by state. */
export const readStateRera = (body: unknown, path: string): Array<[string, string]> => {
  const data = isRecord(body)
    ? isRecord(body.data) && isRecord(body.data.data)
      ? body.data.data
      : body.data
    : undefined;
  if (!isRecord(data)) throw new Error(`Unexpected answer from ${path}: no data map`);
  return Object.entries(data)
    .filter((entry): entry is [string, string] => nonEmpty(entry[0]) && nonEmpty(entry[1]))
    .sort(([a], [b]) => a.localeCompare(b, 'en-IN'));
};

const ARTICLE_KIND_VALUES: readonly string[] = ['blog', 'news', 'award'];

const readArticleSummary = (value: unknown): ArticleSummary | null => {
  if (!isRecord(value) || !nonEmpty(value._id) || !nonEmpty(value.title) || !nonEmpty(value.slug)) return null;
  if (typeof value.kind !== 'string' || !ARTICLE_KIND_VALUES.includes(value.kind)) return null;
  return {
    _id: value._id,
    kind: value.kind as ArticleKind,
    title: value.title,
    slug: value.slug,
    excerpt: str(value.excerpt),
    featuredImage: mediaRef(value.featuredImage),
    readingMinutes:
      typeof value.readingMinutes === 'number' && value.readingMinutes > 0 ? Math.round(value.readingMinutes) : 1,
    createdAt: str(value.createdAt),
  };
};

const count = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;

export const readArticleList = (body: unknown, path: string): ArticleListPage => {
  if (!isRecord(body) || !Array.isArray(body.result))
    throw new Error(`Unexpected answer from ${path}: result is not a list`);
  const result = body.result.map(readArticleSummary).filter((article): article is ArticleSummary => article !== null);
  return {
    result,
    total: count(body.total, result.length),
    page: Math.max(1, count(body.page, 1)),
    limit: Math.max(1, count(body.limit, 12)),
  };
};

export const readArticle = (body: unknown, path: string): ArticleView => {
  const result = resultOf(body, path);
  const summary = readArticleSummary(result);
  if (!summary || !isRecord(result)) throw new Error(`Unexpected answer from ${path}: no article`);
  return {
    ...summary,
    html: str(result.html),
    metaDescription: str(result.metaDescription),
    ogTitle: str(result.ogTitle),
    ogImage: mediaRef(result.ogImage),
  };
};

export const readFaqs = (body: unknown, path: string): Faq[] =>
  list(resultOf(body, path)).flatMap((faq) =>
    isRecord(faq) && nonEmpty(faq.question) && nonEmpty(faq.answer)
      ? [{ _id: str(faq._id) || faq.question, question: faq.question, answer: faq.answer }]
      : [],
  );

export const readTestimonials = (body: unknown, path: string): Testimonial[] =>
  list(resultOf(body, path)).flatMap((item) =>
    isRecord(item) && nonEmpty(item._id) && nonEmpty(item.name) && nonEmpty(item.content)
      ? [{ _id: item._id, name: item.name, content: item.content, role: str(item.role) }]
      : [],
  );

/** `/user/seo-meta`: null when no meta is set for the path. */
export const readSeoOverride = (body: unknown, path: string): SeoOverride | null => {
  const result = resultOf(body, path);
  if (!isRecord(result)) return null;
  return {
    title: str(result.title).trim(),
    description: str(result.description).trim(),
    ogTitle: str(result.ogTitle).trim(),
    ogImage: mediaRef(result.ogImage),
  };
};
