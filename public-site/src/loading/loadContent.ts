import {
  articleInLocale,
  articleListResponseSchema,
  articleResponseSchema,
  SECTION_DEFAULTS,
  sectionsInLocale,
  seoMetaResponseSchema,
  siteFaqsResponseSchema,
  siteSettingsResponseSchema,
  stateReraResponseSchema,
  testimonialsResponseSchema,
  type Locale,
} from '@aangan/contracts';
import type { ArticleKind, SeoOverride, SiteSections, Testimonial } from '../model/contentResponses.ts';
import { fetchAnswer, type FetchJson, type ReportError } from './fetchJson.ts';
import { ARTICLE_SECTIONS, type PageData, type SiteChrome } from '../model/pageData.ts';

/**
 * Loaders of the content the public site shows besides projects. This module runs on the server
 * only (through `loadPage`), so it may use the contracts' defaults; the browser never loads it.
 */

/** Also read through the server's shared reads (server/index.ts). */
const SITE_SETTINGS_PATH = '/api/v1/user/site-settings';
const STATE_RERA_PATH = '/api/v1/user/get-state-rera';
const SEO_META_PATH = '/api/v1/user/seo-meta';
const ARTICLES_PATH = '/api/v1/articles/get-all-articles';
const ARTICLE_PATH = '/api/v1/articles/get-single-blog';
const FAQS_PATH = '/api/v1/user/faqs';
const TESTIMONIALS_PATH = '/api/v1/user/testimonials';

const ARTICLES_PER_PAGE = 12;
const HOME_TESTIMONIALS = 6;
/** The longest route `/user/seo-meta` accepts, and the longest slug `get-single-blog` looks up. */
const MAX_SEO_ROUTE = 200;
const MAX_SLUG = 130;

export interface SiteSettings {
  sections: SiteSections;
  stateRera: Array<[string, string]>;
  /** False when the settings could not be read and the defaults stand in (pages that are only settings then answer 503). */
  loaded: boolean;
}

/** The sections of a `/user/site-settings` answer, whose `heroSection` is the list of slides (spec §7). */
const sectionsOf = ({
  heroSection,
  featureHighlightImage: _featureHighlightImage,
  lifeAtAanganImages: _lifeAtAanganImages,
  ...sections
}: ReturnType<(typeof siteSettingsResponseSchema)['parse']>['result']): SiteSections => ({
  ...sections,
  heroSection: { slides: heroSection },
});

/** Site settings and state RERA registrations; on a failure the spec's defaults stand in and the failure is reported. */
export const loadSiteSettings = async (fetchJson: FetchJson, reportError: ReportError): Promise<SiteSettings> => {
  const [sections, stateRera] = await Promise.all([
    fetchAnswer(fetchJson, SITE_SETTINGS_PATH, siteSettingsResponseSchema).then(
      ({ result }) => sectionsOf(result),
      (error: unknown) => {
        reportError(error);
        return null;
      },
    ),
    // Spec §8: 'Error fetching user RERA data' is only logged; the footer then says there is none.
    fetchAnswer(fetchJson, STATE_RERA_PATH, stateReraResponseSchema).then(
      ({ data }): Array<[string, string]> =>
        Object.entries(data)
          .filter(([, registration]) => registration !== '')
          .sort(([a], [b]) => a.localeCompare(b, 'en-IN')),
      (error: unknown) => {
        reportError(error);
        return [];
      },
    ),
  ]);
  return { sections: sections ?? SECTION_DEFAULTS, stateRera, loaded: sections !== null };
};

/** What every page's layout needs of the settings; the highlight image only on its own page (spec §2, §4). */
export const siteChromeOf = (settings: SiteSettings, path: string, year: number): SiteChrome => {
  const { sections } = settings;
  const highlight = sections.featureHighlight;
  const highlightPath = highlight.page === null ? null : highlight.page.replace(/(.)\/+$/, '$1');
  const onHighlightPage = highlightPath === path && !path.toLowerCase().includes('admin');
  return {
    contact: sections.contact,
    social: sections.social.links,
    reviewSites: sections.reviewSites.links,
    certificates: sections.certificates.items,
    stateRera: settings.stateRera,
    highlightImage: onHighlightPage ? highlight.highlightImage : null,
    year,
    projectMenu: [],
    structuredData: [],
    here: path,
  };
};

/** The admin's Website Meta SEO for a path, or null (also when it could not be read: the page's own meta is fine). */
export const loadSeoOverride = async (
  path: string,
  fetchJson: FetchJson,
  reportError: ReportError,
): Promise<SeoOverride | null> => {
  if (path.length > MAX_SEO_ROUTE) return null;
  const url = `${SEO_META_PATH}?${new URLSearchParams({ route: path })}`;
  try {
    return (await fetchAnswer(fetchJson, url, seoMetaResponseSchema)).result;
  } catch (error) {
    reportError(error);
    return null;
  }
};

export const loadTestimonials = async (
  kind: 'client' | 'employee',
  fetchJson: FetchJson,
  reportError: ReportError,
): Promise<Testimonial[]> => {
  const url = `${TESTIMONIALS_PATH}?kind=${kind}`;
  try {
    return (await fetchAnswer(fetchJson, url, testimonialsResponseSchema)).result.slice(0, HOME_TESTIMONIALS);
  } catch (error) {
    reportError(error);
    return [];
  }
};

export const storyPage = (settings: SiteSettings, locale: Locale): PageData => {
  if (!settings.loaded) return { kind: 'unavailable' };
  const {
    ourStory,
    ceoMessage,
    cooMessage,
    coreValues,
    services,
    lifeAtCompany,
    stats,
    marketingPartners,
    certificates,
  } = settings.sections;
  return {
    kind: 'story',
    sections: sectionsInLocale(
      {
        ourStory,
        ceoMessage,
        cooMessage,
        coreValues,
        services,
        lifeAtCompany,
        stats,
        marketingPartners,
        certificates,
      },
      locale,
    ),
  };
};

const isNotFoundError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

/** `/blogs`, `/news`, `/awards-and-recognition` with `?page=`; a page past the last one is Page Not Found. */
export const loadArticleList = async (
  kind: ArticleKind,
  pageParam: string | null,
  locale: Locale,
  fetchJson: FetchJson,
  reportError: ReportError,
): Promise<PageData> => {
  const requested = Number.parseInt(pageParam ?? '1', 10);
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 1000 ? requested : 1;
  const url = `${ARTICLES_PATH}?${new URLSearchParams({ kind, page: String(page), limit: String(ARTICLES_PER_PAGE) })}`;
  try {
    const { responseCode: _responseCode, ...list } = await fetchAnswer(fetchJson, url, articleListResponseSchema);
    if (page > 1 && list.result.length === 0) return { kind: 'notFound' };
    const shown = { ...list, result: list.result.map((article) => articleInLocale(article, locale)) };
    return { kind: 'articles', articleKind: kind, list: shown };
  } catch (error) {
    reportError(error);
    return { kind: 'unavailable' };
  }
};

/** `/blogs/{slug}` (and the news and awards twins): a live article of that kind, or Page Not Found. */
export const loadArticle = async (
  kind: ArticleKind,
  slug: string,
  locale: Locale,
  fetchJson: FetchJson,
  reportError: ReportError,
): Promise<PageData> => {
  if (slug === '' || slug.length > MAX_SLUG) return { kind: 'notFound' };
  const url = `${ARTICLE_PATH}?${new URLSearchParams({ slug })}`;
  try {
    const { result: article } = await fetchAnswer(fetchJson, url, articleResponseSchema);
    // An article lives under its own section's address only.
    return article.kind === kind
      ? { kind: 'article', article: articleInLocale(article, locale) }
      : { kind: 'notFound' };
  } catch (error) {
    if (isNotFoundError(error)) return { kind: 'notFound' };
    reportError(error);
    return { kind: 'unavailable' };
  }
};

export const loadFaqs = async (fetchJson: FetchJson, reportError: ReportError): Promise<PageData> => {
  try {
    return { kind: 'faqs', faqs: (await fetchAnswer(fetchJson, FAQS_PATH, siteFaqsResponseSchema)).result };
  } catch (error) {
    reportError(error);
    return { kind: 'unavailable' };
  }
};

/** The section an article path belongs to: `/blogs/some-post` → blog. */
export const articleRoute = (path: string): { kind: ArticleKind; slug: string } | null => {
  for (const [kind, section] of Object.entries(ARTICLE_SECTIONS) as Array<
    [ArticleKind, (typeof ARTICLE_SECTIONS)[ArticleKind]]
  >) {
    const prefix = `${section.path}/`;
    if (path.startsWith(prefix) && !path.slice(prefix.length).includes('/'))
      return { kind, slug: path.slice(prefix.length) };
  }
  return null;
};

export const articleListKind = (path: string): ArticleKind | null =>
  (Object.entries(ARTICLE_SECTIONS) as Array<[ArticleKind, { path: string }]>).find(
    ([, section]) => section.path === path,
  )?.[0] ?? null;
