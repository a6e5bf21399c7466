import { LOCALE_TAGS, localePath, PUBLIC_PAGES, type PublicPageKind } from '@aangan/contracts/browser';
import { ARTICLE_SECTIONS, type PageData, type SiteChrome } from '../model/pageData.ts';
import { searchHeading } from '../format/searchHeading.ts';
import type { PageAt } from './pageMeta.ts';

/**
 * schema.org JSON-LD for each kind of page, built on the server: Organization and WebSite (with
 * its SearchAction) on home, a BreadcrumbList everywhere below it, RealEstateListing with its
 * offer for projects, FAQPage and Article. Search engines read these; nothing here runs in the browser.
 * A page's documents are in its language: `inLanguage`, our own names in it, and its addresses in it
 * (a Hindi page's breadcrumbs lead to Hindi pages).
 */

type Json = Record<string, unknown>;
const SITE_NAME = 'Aangan';

/** An address of the site in the page's language; other sites' addresses are left alone. */
const hrefIn = ({ origin, locale }: PageAt, ref: string): string => {
  const url = new URL(ref, origin);
  return url.origin === origin ? new URL(localePath(`${url.pathname}${url.search}`, locale), origin).href : url.href;
};

/** Our name for a page ('Projects', 'FAQs'), in the page's language. */
const crumbName = ({ strings }: PageAt, name: string): string => strings.meta.crumbs[name] ?? name;

const breadcrumbs = (at: PageAt, trail: Array<[string, string]>): Json => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: [[crumbName(at, 'Home'), '/'] as [string, string], ...trail].map(([name, path], index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name,
    item: hrefIn(at, path),
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

const website = (at: PageAt): Json => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  '@id': `${hrefIn(at, '/')}#website`,
  name: at.strings.meta.siteName,
  url: hrefIn(at, '/'),
  inLanguage: LOCALE_TAGS[at.locale],
  publisher: { '@id': `${at.origin}/#organization` },
  potentialAction: {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${hrefIn(at, '/search-result')}?searchString={search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  },
});

const faqPage = (at: PageAt, faqs: Array<{ question: string; answer: string }>): Json => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  inLanguage: LOCALE_TAGS[at.locale],
  mainEntity: faqs.map((faq) => ({
    '@type': 'Question',
    name: faq.question,
    acceptedAnswer: { '@type': 'Answer', text: faq.answer },
  })),
});

/** A page at a fixed address, as its breadcrumb: its name and path from the site's page list. */
const fixedPageCrumb = (at: PageAt, kind: PublicPageKind): [string, string] => {
  const page = PUBLIC_PAGES.find((entry) => entry.kind === kind);
  if (!page) throw new Error(`No page of kind ${kind} in PUBLIC_PAGES`);
  return [crumbName(at, page.label), page.path];
};

export function structuredDataOf(page: PageData, at: PageAt, site: Pick<SiteChrome, 'contact' | 'social'>): Json[] {
  const { origin, path, locale, strings } = at;
  const inLanguage = LOCALE_TAGS[locale];
  const cityName = (city: string) => strings.chrome.cities[city] ?? city;
  switch (page.kind) {
    case 'home':
      return [organization(origin, site), website(at)];
    case 'search': {
      const { city } = page.query;
      const heading = () => searchHeading(page.query, undefined, { strings, locale });
      return [
        breadcrumbs(at, [
          [crumbName(at, 'Projects'), '/search-result'],
          ...(path === '/search-result' && city
            ? [[heading(), `/search-result?${new URLSearchParams({ city })}`] as [string, string]]
            : []),
        ]),
      ];
    }
    case 'project': {
      const p = page.project;
      const listing: Json = {
        '@context': 'https://schema.org',
        '@type': 'RealEstateListing',
        name: p.projectTitle,
        url: hrefIn(at, p.url),
        inLanguage,
        ...(p.description ? { description: p.description.slice(0, 5000) } : {}),
        ...(p.coverImage ? { image: new URL(p.coverImage, p.url).href } : {}),
        ...(p.city
          ? {
              contentLocation: {
                '@type': 'Place',
                name: [p.locality, cityName(p.city)].filter(Boolean).join(', '),
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
        [crumbName(at, 'Projects'), '/search-result'],
        ...(p.city
          ? [[cityName(p.city), `/search-result?${new URLSearchParams({ city: p.city })}`] as [string, string]]
          : []),
        [p.projectTitle, p.link],
      ];
      return [listing, breadcrumbs(at, trail), ...(p.faqs.length ? [faqPage(at, p.faqs)] : [])];
    }
    case 'faqs':
      return [breadcrumbs(at, [fixedPageCrumb(at, 'faqs')]), ...(page.faqs.length ? [faqPage(at, page.faqs)] : [])];
    case 'articles': {
      const section = ARTICLE_SECTIONS[page.articleKind];
      return [breadcrumbs(at, [[crumbName(at, section.title), section.path]])];
    }
    case 'article': {
      const a = page.article;
      const section = ARTICLE_SECTIONS[a.kind];
      const image = a.ogImage ?? a.featuredImage;
      const article: Json = {
        '@context': 'https://schema.org',
        '@type': a.kind === 'news' ? 'NewsArticle' : a.kind === 'blog' ? 'BlogPosting' : 'Article',
        headline: a.title.slice(0, 110),
        url: hrefIn(at, path),
        inLanguage,
        datePublished: a.createdAt,
        ...(a.metaDescription || a.excerpt ? { description: a.metaDescription || a.excerpt } : {}),
        ...(image ? { image: new URL(image, origin).href } : {}),
        author: { '@type': 'Organization', name: SITE_NAME, url: `${origin}/` },
        publisher: {
          '@type': 'Organization',
          name: SITE_NAME,
          logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` },
        },
        mainEntityOfPage: hrefIn(at, path),
      };
      return [
        article,
        breadcrumbs(at, [
          [crumbName(at, section.title), section.path],
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
      return [breadcrumbs(at, [fixedPageCrumb(at, page.kind)])];
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
