import { formatPriceRange } from '@aangan/contracts/browser';
import type { ProjectView } from './apiResponses.ts';
import type { ArticleView, SeoOverride } from './contentResponses.ts';
import { searchHref } from './searchQuery.ts';
import { ARTICLE_SECTIONS, type PageData, type PageMeta } from './pageData.ts';
import { searchHeading } from './searchHeading.ts';

const SITE_NAME = 'Aangan';

/** A page's own title and description, before any SEO meta an admin has set for its path. */
type OwnMeta = Omit<PageMeta, 'ogTitle' | 'ogType'> & { ogTitle?: string; ogType?: PageMeta['ogType'] };

/** Where the page was requested: the site's origin, the path as the router read it, and the page number of lists. */
export interface MetaContext {
  origin: string;
  path: string;
  /** Website Meta SEO for this path, when an admin set one. */
  seo: SeoOverride | null;
}

const absolute = (ref: string, origin: string): string => new URL(ref, origin).href;

const projectMeta = (project: ProjectView): OwnMeta => {
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
const articleMeta = (article: ArticleView, origin: string, path: string): OwnMeta => {
  const image = article.ogImage ?? article.featuredImage;
  return {
    title: `${article.title} | ${SITE_NAME}`,
    description: article.metaDescription || article.excerpt || `${article.title}, on the ${SITE_NAME} ${ARTICLE_SECTIONS[article.kind].title.toLowerCase()}.`,
    noindex: false,
    canonical: absolute(path, origin),
    ogType: 'article',
    ogTitle: article.ogTitle || article.title,
    ...(image ? { image: absolute(image, origin) } : {}),
  };
};

const ownMeta = (page: PageData, origin: string, path: string): OwnMeta => {
  const canonical = absolute(path, origin);
  const indexable = (title: string, description: string): OwnMeta => ({ title: `${title} | ${SITE_NAME}`, description, noindex: false, canonical });
  switch (page.kind) {
    case 'home': {
      const banner = page.heroSlides[0]?.imageUrl;
      return {
        title: `${SITE_NAME} | New homes and projects across India`,
        description:
          'Search RERA-registered residential, commercial and farmland projects in Noida, Gurugram, Mumbai and more, with expert advice from Aangan.',
        noindex: false,
        canonical,
        ...(banner ? { image: absolute(banner, origin) } : {}),
      };
    }
    case 'search': {
      const heading = searchHeading(page.query);
      return {
        title: `${heading} | ${SITE_NAME}`,
        description: `${heading}: compare prices, configurations and possession status of ${page.results.total} projects on Aangan.`,
        noindex: false,
        canonical: absolute(searchHref(page.query, page.results.page), origin),
      };
    }
    case 'project':
      return projectMeta(page.project);
    case 'contact':
      return indexable('Contact us', 'Ask Aangan about a project, a home loan or a site visit. Offices in Noida, Mumbai, Lucknow, Gurugram and Zirakpur.');
    case 'careers':
      return indexable('Careers', 'Work with Aangan: apply for roles in real estate advisory, sales and customer service across India.');
    case 'privacy':
      return indexable('Privacy policy', 'How Aangan uses the details you share in its enquiry, contact and careers forms, and how to have them erased.');
    case 'story':
      return indexable('Our story', 'Who we are: the Aangan story, messages from our CEO and COO, our values, our services and life at Aangan.');
    case 'articles': {
      const section = ARTICLE_SECTIONS[page.articleKind];
      const pageSuffix = page.list.page > 1 ? ` (page ${page.list.page})` : '';
      return {
        ...indexable(`${section.title}${pageSuffix}`, `${section.title} from Aangan: home buying in India, new projects, prices, RERA and home loans.`),
        canonical: page.list.page > 1 ? `${canonical}?page=${page.list.page}` : canonical,
      };
    }
    case 'article':
      return articleMeta(page.article, origin, path);
    case 'faqs':
      return indexable('Frequently asked questions', 'Answers to what buyers ask Aangan most: fees, RERA registration, home loans, site visits and your personal data.');
    case 'terms':
      return indexable('Terms and conditions', 'The terms of using the Aangan website: listings, enquiries, advice, intellectual property and liability.');
    case 'reraDisclaimer':
      return indexable('RERA disclaimer', 'How Aangan shows RERA registrations, and how to check a project on the state RERA website before you buy.');
    case 'sitemap':
      return indexable('Sitemap', 'Every section of the Aangan website in one place: projects by city and type, our story, blogs, news and help.');
    case 'notFound':
      return { title: `Page Not Found | ${SITE_NAME}`, description: 'This page does not exist on Aangan.', noindex: true };
    case 'unavailable':
      return { title: `Please try again | ${SITE_NAME}`, description: 'This page could not be loaded right now.', noindex: true };
    case 'gone':
      return { title: `This project is no longer listed | ${SITE_NAME}`, description: 'This project has been removed from Aangan. Similar projects are listed instead.', noindex: true };
    case 'operations':
      return indexable(`Life at ${SITE_NAME}`, `Life at ${SITE_NAME}: how our teams work, grow and celebrate together, and how to join them.`);
    case 'login':
      return { title: `Sign in | ${SITE_NAME}`, description: `Sign in to ${SITE_NAME}.`, noindex: true, canonical };
    case 'redirect':
      return { title: SITE_NAME, description: '', noindex: true };
    case 'emiCalculator':
      return indexable('Home loan EMI calculator', 'Work out the monthly EMI, total interest and year-by-year repayment of a home loan for any property price, rate and tenure.');
    case 'currencyConverter':
      return indexable('Currency converter for NRI buyers', 'Convert Indian property prices to US dollars, dirhams, pounds, euros and Singapore dollars, and back, at indicative rates.');
    default: {
      const unreachable: never = page;
      return unreachable;
    }
  }
};

/**
 * The page's meta: an admin's Website Meta SEO for the path wins field by field over the page's
 * own (spec §3 "website meta/SEO"); error screens keep theirs.
 */
export const pageMeta = (page: PageData, { origin, path, seo }: MetaContext): PageMeta => {
  const own = ownMeta(page, origin, path);
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
