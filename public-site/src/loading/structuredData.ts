import { PUBLIC_PAGES, type PublicPageKind } from '@aangan/contracts/browser';
import { ARTICLE_SECTIONS, type PageData, type SiteChrome } from '../model/pageData.ts';
import { searchHeading } from '../format/searchHeading.ts';

/**
 * schema.org JSON-LD for each kind of page, built on the server: Organization and WebSite (with
 * its SearchAction) on home, a BreadcrumbList everywhere below it, RealEstateListing with its
 * offer for projects, FAQPage and Article. Search engines read these; nothing here runs in the browser.
 */

type Json = Record<string, unknown>;
const SITE_NAME = 'Aangan';

const breadcrumbs = (origin: string, trail: Array<[string, string]>): Json => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: [['Home', '/'] as [string, string], ...trail].map(([name, path], index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name,
    item: new URL(path, origin).href,
  })),
});

const organization = (origin: string, site: Pick<SiteChrome, 'contact' | 'social'>): Json => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  '@id': `${origin}/#organization`,
  name: SITE_NAME,
  url: `${origin}/`,
  logo: `${origin}/favicon.svg`,
  email: site.contact.email,
  telephone: site.contact.phone,
  address: { '@type': 'PostalAddress', streetAddress: site.contact.address, addressCountry: 'IN' },
  contactPoint: [
    {
      '@type': 'ContactPoint',
      telephone: site.contact.phone,
      contactType: 'customer service',
      areaServed: 'IN',
      availableLanguage: ['en', 'hi'],
    },
  ],
  ...(site.social.length ? { sameAs: site.social.map((link) => link.url) } : {}),
});

const website = (origin: string): Json => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  '@id': `${origin}/#website`,
  name: SITE_NAME,
  url: `${origin}/`,
  publisher: { '@id': `${origin}/#organization` },
  potentialAction: {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search-result?searchString={search_term_string}` },
    'query-input': 'required name=search_term_string',
  },
});

const faqPage = (faqs: Array<{ question: string; answer: string }>): Json => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: faqs.map((faq) => ({
    '@type': 'Question',
    name: faq.question,
    acceptedAnswer: { '@type': 'Answer', text: faq.answer },
  })),
});

/** A page at a fixed address, as its breadcrumb: its name and path from the site's page list. */
const fixedPageCrumb = (kind: PublicPageKind): [string, string] => {
  const page = PUBLIC_PAGES.find((entry) => entry.kind === kind);
  if (!page) throw new Error(`No page of kind ${kind} in PUBLIC_PAGES`);
  return [page.label, page.path];
};

export function structuredDataOf(
  page: PageData,
  origin: string,
  path: string,
  site: Pick<SiteChrome, 'contact' | 'social'>,
): Json[] {
  switch (page.kind) {
    case 'home':
      return [organization(origin, site), website(origin)];
    case 'search':
      return [
        breadcrumbs(origin, [
          ['Projects', '/search-result'],
          ...(path === '/search-result' && page.query.city
            ? [
                [searchHeading(page.query), `/search-result?${new URLSearchParams({ city: page.query.city })}`] as [
                  string,
                  string,
                ],
              ]
            : []),
        ]),
      ];
    case 'project': {
      const p = page.project;
      const listing: Json = {
        '@context': 'https://schema.org',
        '@type': 'RealEstateListing',
        name: p.projectTitle,
        url: p.url,
        ...(p.description ? { description: p.description.slice(0, 5000) } : {}),
        ...(p.coverImage ? { image: new URL(p.coverImage, p.url).href } : {}),
        ...(p.city
          ? {
              contentLocation: {
                '@type': 'Place',
                name: [p.locality, p.city].filter(Boolean).join(', '),
                address: {
                  '@type': 'PostalAddress',
                  addressLocality: p.city,
                  ...(p.state ? { addressRegion: p.state } : {}),
                  addressCountry: 'IN',
                },
                ...(p.latitude !== undefined && p.longitude !== undefined
                  ? { geo: { '@type': 'GeoCoordinates', latitude: p.latitude, longitude: p.longitude } }
                  : {}),
              },
            }
          : {}),
        ...(p.priceMin !== null
          ? {
              offers: {
                '@type': 'AggregateOffer',
                priceCurrency: 'INR',
                lowPrice: p.priceMin,
                highPrice: p.priceMax ?? p.priceMin,
                offerCount: Math.max(1, p.units.length),
                availability: 'https://schema.org/InStock',
              },
            }
          : {}),
      };
      const trail: Array<[string, string]> = [
        ['Projects', '/search-result'],
        ...(p.city ? [[p.city, `/search-result?${new URLSearchParams({ city: p.city })}`] as [string, string]] : []),
        [p.projectTitle, p.link],
      ];
      return [listing, breadcrumbs(origin, trail), ...(p.faqs.length ? [faqPage(p.faqs)] : [])];
    }
    case 'faqs':
      return [breadcrumbs(origin, [fixedPageCrumb('faqs')]), ...(page.faqs.length ? [faqPage(page.faqs)] : [])];
    case 'articles': {
      const section = ARTICLE_SECTIONS[page.articleKind];
      return [breadcrumbs(origin, [[section.title, section.path]])];
    }
    case 'article': {
      const a = page.article;
      const section = ARTICLE_SECTIONS[a.kind];
      const image = a.ogImage ?? a.featuredImage;
      const article: Json = {
        '@context': 'https://schema.org',
        '@type': a.kind === 'news' ? 'NewsArticle' : a.kind === 'blog' ? 'BlogPosting' : 'Article',
        headline: a.title.slice(0, 110),
        url: new URL(path, origin).href,
        datePublished: a.createdAt,
        ...(a.metaDescription || a.excerpt ? { description: a.metaDescription || a.excerpt } : {}),
        ...(image ? { image: new URL(image, origin).href } : {}),
        author: { '@type': 'Organization', name: SITE_NAME, url: `${origin}/` },
        publisher: {
          '@type': 'Organization',
          name: SITE_NAME,
          logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` },
        },
        mainEntityOfPage: new URL(path, origin).href,
      };
      return [
        article,
        breadcrumbs(origin, [
          [section.title, section.path],
          [a.title, path],
        ]),
      ];
    }
    case 'contact':
    case 'careers':
    case 'privacy':
    case 'story':
    case 'terms':
    case 'reraDisclaimer':
    case 'sitemap':
    case 'operations':
    case 'emiCalculator':
    case 'currencyConverter':
      return [breadcrumbs(origin, [fixedPageCrumb(page.kind)])];
    case 'compare':
    case 'login':
    case 'shortlist':
    case 'alerts':
    case 'notFound':
    case 'unavailable':
    case 'gone':
    case 'redirect':
      return [];
    default: {
      const unreachable: never = page;
      return unreachable;
    }
  }
}

/** For a `<script type="application/ld+json">`: `<` escaped so the text can never close the script. */
export const serializeStructuredData = (documents: Json[]): string[] =>
  documents.map((doc) => JSON.stringify(doc).replace(/</g, '\\u003c'));
