import { formatPriceRange } from '@aangan/contracts/browser';
import type { SeoOverride } from '../model/contentResponses.ts';
import { readingOf, searchHref } from '../model/searchQuery.ts';
import { ARTICLE_SECTIONS, type PageMeta, type PageOf } from '../model/pageData.ts';
import { searchHeading } from '../format/searchHeading.ts';

export const SITE_NAME = 'Aangan';

/** A page's own title and description, before any SEO meta an admin has set for its path. */
export type OwnMeta = Omit<PageMeta, 'ogTitle' | 'ogType'> & { ogTitle?: string; ogType?: PageMeta['ogType'] };

/** Where the page was requested: the site's origin and the path as the router read it. */
export interface PageAt {
  origin: string;
  path: string;
}

/** A page's own meta and the Website Meta SEO for its path, when an admin set one. */
export interface MetaContext {
  own: OwnMeta;
  origin: string;
  seo: SeoOverride | null;
}

const absolute = (ref: string, origin: string): string => new URL(ref, origin).href;

export const projectMeta = ({ project }: PageOf<'project'>): OwnMeta => {
  const place = [project.locality, project.city].filter(Boolean).join(', ');
  const price = formatPriceRange(project.priceMin, project.priceMax);
  const title = project.metaTitle || `${project.projectTitle}${place ? ` in ${place}` : ''} | ${SITE_NAME}`;
  const description =
    project.metaDescription ||
    `${project.projectTitle}${place ? `, ${place}` : ''}${project.developer ? ` by ${project.developer.name}` : ''}: ` +
      `${price ? `prices ${price}, ` : ''}units, amenities, location and RERA registration on ${SITE_NAME}.`;
  return {
    title,
    description,
    noindex: false,
    canonical: project.url,
    ...(project.coverImage ? { image: new URL(project.coverImage, project.url).href } : {}),
  };
};

/** Spec §3: an article's meta description and Open Graph title and image; its excerpt and featured image otherwise. */
export const articleMeta = ({ article }: PageOf<'article'>, { origin, path }: PageAt): OwnMeta => {
  const image = article.ogImage ?? article.featuredImage;
  return {
    title: `${article.title} | ${SITE_NAME}`,
    description:
      article.metaDescription ||
      article.excerpt ||
      `${article.title}, on the ${SITE_NAME} ${ARTICLE_SECTIONS[article.kind].title.toLowerCase()}.`,
    noindex: false,
    canonical: absolute(path, origin),
    ogType: 'article',
    ogTitle: article.ogTitle || article.title,
    ...(image ? { image: absolute(image, origin) } : {}),
  };
};

/** A page with its own address, title and description, open to search engines. */
export const indexable = (title: string, description: string, { origin, path }: PageAt): OwnMeta => ({
  title: `${title} | ${SITE_NAME}`,
  description,
  noindex: false,
  canonical: absolute(path, origin),
});

/** An error screen: kept out of search engines, without a canonical link. */
export const unindexed = (title: string, description: string): OwnMeta => ({ title, description, noindex: true });

export const homeMeta = (page: PageOf<'home'>, { origin, path }: PageAt): OwnMeta => {
  const banner = page.heroSlides[0]?.imageUrl;
  return {
    title: `${SITE_NAME} | New homes and projects across India`,
    description:
      'Search RERA-registered residential, commercial and farmland projects in Noida, Gurugram, Mumbai and more, with expert advice from Aangan.',
    noindex: false,
    canonical: absolute(path, origin),
    ...(banner ? { image: absolute(banner, origin) } : {}),
  };
};

export const searchMeta = (page: PageOf<'search'>, { origin }: PageAt): OwnMeta => {
  // "3 BHK projects in Gurugram under ₹2 Cr" for a typed "Gurgaon 3 BHK under 2 Cr", as the page's heading says it.
  const heading = searchHeading(page.query, readingOf(page.query, page.results.understood));
  return {
    title: `${heading} | ${SITE_NAME}`,
    description: `${heading}: compare prices, configurations and possession status of ${page.results.total} projects on Aangan.`,
    noindex: false,
    canonical: absolute(searchHref(page.query, page.results.page), origin),
  };
};

export const articleListMeta = (page: PageOf<'articles'>, at: PageAt): OwnMeta => {
  const section = ARTICLE_SECTIONS[page.articleKind];
  const pageSuffix = page.list.page > 1 ? ` (page ${page.list.page})` : '';
  const own = indexable(
    `${section.title}${pageSuffix}`,
    `${section.title} from Aangan: home buying in India, new projects, prices, RERA and home loans.`,
    at,
  );
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
