import { formatPriceRange, type Locale } from '@aangan/contracts/browser';
import type { SeoOverride } from '../model/contentResponses.ts';
import { readingOf, searchHref } from '../model/searchQuery.ts';
import { ARTICLE_SECTIONS, type PageMeta, type PageOf } from '../model/pageData.ts';
import { searchHeading } from '../format/searchHeading.ts';
import type { SiteStrings } from '../i18n/en/index.ts';

/** A page's own title and description, before any SEO meta an admin has set for its path. */
export type OwnMeta = Omit<PageMeta, 'ogTitle' | 'ogType'> & { ogTitle?: string; ogType?: PageMeta['ogType'] };

/** Where the page was requested: the site's origin, the path as the router read it, and the page's language. */
export interface PageAt {
  origin: string;
  path: string;
  locale: Locale;
  /** The page's language's strings (`STRINGS[locale]`). */
  strings: SiteStrings;
}

/** A page's own meta and the Website Meta SEO for its path, when an admin set one. */
export interface MetaContext {
  own: OwnMeta;
  origin: string;
  seo: SeoOverride | null;
}

const absolute = (ref: string, origin: string): string => new URL(ref, origin).href;

/** The name of the page's section of articles ('Blogs', 'News'), in its language. */
const sectionName = (kind: keyof typeof ARTICLE_SECTIONS, { strings }: PageAt): string =>
  strings.meta.crumbs[ARTICLE_SECTIONS[kind].title] ?? ARTICLE_SECTIONS[kind].title;

export const projectMeta = ({ project }: PageOf<'project'>, { locale, strings }: PageAt): OwnMeta => {
  const t = strings.meta;
  const city = project.city ? (strings.chrome.cities[project.city] ?? project.city) : project.city;
  const place = [project.locality, city].filter(Boolean).join(', ');
  const price = formatPriceRange(project.priceMin, project.priceMax, locale);
  // An admin's meta title and description are written in English: a Hindi page says its own.
  const own = locale === 'en';
  const title = (own && project.metaTitle) || t.title(t.project.inPlace(project.projectTitle, place));
  const description =
    (own && project.metaDescription) ||
    t.project.description(project.projectTitle, place, project.developer?.name ?? '', price);
  return {
    title,
    description,
    noindex: false,
    canonical: project.url,
    ...(project.coverImage ? { image: new URL(project.coverImage, project.url).href } : {}),
  };
};

/** Spec §3: an article's meta description and Open Graph title and image; its excerpt and featured image otherwise. */
export const articleMeta = ({ article }: PageOf<'article'>, at: PageAt): OwnMeta => {
  const { origin, path, strings } = at;
  const image = article.ogImage ?? article.featuredImage;
  return {
    title: strings.meta.title(article.title),
    description:
      article.metaDescription || article.excerpt || strings.meta.article(article.title, sectionName(article.kind, at)),
    noindex: false,
    canonical: absolute(path, origin),
    ogType: 'article',
    ogTitle: article.ogTitle || article.title,
    ...(image ? { image: absolute(image, origin) } : {}),
  };
};

/** A page with its own address, title and description, open to search engines. */
export const indexable = (title: string, description: string, { origin, path, strings }: PageAt): OwnMeta => ({
  title: strings.meta.title(title),
  description,
  noindex: false,
  canonical: absolute(path, origin),
});

/** An error screen: kept out of search engines, without a canonical link. */
export const unindexed = (title: string, description: string): OwnMeta => ({ title, description, noindex: true });

export const homeMeta = (page: PageOf<'home'>, { origin, path, strings }: PageAt): OwnMeta => {
  const banner = page.heroSlides[0]?.imageUrl;
  return {
    title: strings.meta.home.title,
    description: strings.meta.home.description,
    noindex: false,
    canonical: absolute(path, origin),
    ...(banner ? { image: absolute(banner, origin) } : {}),
  };
};

export const searchMeta = (page: PageOf<'search'>, { origin, locale, strings }: PageAt): OwnMeta => {
  // "3 BHK projects in Gurugram under ₹2 Cr" for a typed "Gurgaon 3 BHK under 2 Cr", as the page's heading says it.
  const heading = searchHeading(page.query, readingOf(page.query, page.results.understood), { strings, locale });
  return {
    title: strings.meta.title(heading),
    description: strings.meta.search(heading, page.results.total),
    noindex: false,
    canonical: absolute(searchHref(page.query, page.results.page), origin),
  };
};

export const articleListMeta = (page: PageOf<'articles'>, at: PageAt): OwnMeta => {
  const t = at.strings.meta.articleList;
  const section = sectionName(page.articleKind, at);
  const pageSuffix = page.list.page > 1 ? t.page(page.list.page) : '';
  const own = indexable(`${section}${pageSuffix}`, t.description(section), at);
  return { ...own, canonical: page.list.page > 1 ? `${own.canonical}?page=${page.list.page}` : own.canonical };
};

/**
 * The page's meta: an admin's Website Meta SEO for the path wins field by field over the page's
 * own (spec §3 "website meta/SEO"); error screens keep theirs.
 */
export const pageMeta = ({ own, origin, seo }: MetaContext): PageMeta => {
  const override = own.noindex ? null : seo;
  const title = override?.title || own.title;
  const image = override?.ogImage ? absolute(override.ogImage, origin) : own.image;
  return {
    title,
    description: override?.description || own.description,
    noindex: own.noindex,
    ...(own.canonical ? { canonical: own.canonical } : {}),
    ogType: own.ogType ?? 'website',
    ogTitle: override?.ogTitle || (override?.title ? override.title : own.ogTitle || title),
    ...(image ? { image } : {}),
  };
};
