import { describe, expect, it } from 'vitest';
import type { Locale } from '@aangan/contracts/browser';
import { STRINGS } from '../i18n/catalogues.ts';
import { readSearchQuery } from '../model/searchQuery.ts';
import type { PageOf, SiteChrome } from '../model/pageData.ts';
import type { PageAt } from './pageMeta.ts';
import { ownMetaOf } from './serverPages.ts';
import { structuredDataOf } from './structuredData.ts';

const ORIGIN = 'https://www.example.in';
const at = (locale: Locale, path: string): PageAt => ({ origin: ORIGIN, path, locale, strings: STRINGS[locale] });

const home: PageOf<'home'> = { kind: 'home', cities: [], newest: [], heroSlides: [], stats: [], testimonials: [] };
const search = (params: string): PageOf<'search'> => ({
  kind: 'search',
  query: readSearchQuery(new URLSearchParams(params)),
  cities: [],
  results: { result: [], total: 12, page: 1, limit: 12, lastPage: 1, orderNote: 'Newest launches first' },
});
const SITE = {
  contact: { email: 'hello@example.in', phone: '+91 120 000 0000', address: 'Noida' },
  social: [],
} as unknown as Pick<SiteChrome, 'contact' | 'social'>;

describe('page meta in each language', () => {
  it('says the home page in English as before, and in Hindi on /hi', () => {
    expect(ownMetaOf(home, at('en', '/'))).toEqual({
      title: 'Aangan | New homes and projects across India',
      description:
        'Search RERA-registered residential, commercial and farmland projects in Noida, Gurugram, Mumbai and more, with expert advice from Aangan.',
      noindex: false,
      canonical: `${ORIGIN}/`,
    });
    const hindi = ownMetaOf(home, at('hi', '/'));
    expect(hindi.title).toBe('आंगन | पूरे भारत में नए घर और प्रोजेक्ट');
    expect(hindi.description).toMatch(/^नोएडा, गुरुग्राम, मुंबई/);
  });

  it('titles a search by its heading: English words, or the Hindi heading with prices in lakh and crore', () => {
    const gurugram = search('city=Gurugram&bhk=3&maxPrice=20000000');
    expect(ownMetaOf(gurugram, at('en', '/search-result'))).toMatchObject({
      title: '3 BHK projects in Gurugram under ₹2 Cr | Aangan',
      description:
        '3 BHK projects in Gurugram under ₹2 Cr: compare prices, configurations and possession status of 12 projects on Aangan.',
      canonical: `${ORIGIN}/search-result?city=Gurugram&maxPrice=20000000&bhk=3`,
    });
    expect(ownMetaOf(gurugram, at('hi', '/search-result'))).toMatchObject({
      title: 'गुरुग्राम में 3 बीएचके प्रोजेक्ट, ₹2 करोड़ तक | आंगन',
      description:
        'गुरुग्राम में 3 बीएचके प्रोजेक्ट, ₹2 करोड़ तक: आंगन पर 12 प्रोजेक्ट की कीमत, कॉन्फ़िगरेशन और पज़ेशन की स्थिति की तुलना करें।',
    });
    const ready = search('city=Noida&possession=Ready+to+Move&minPrice=5000000&maxPrice=12000000');
    expect(ownMetaOf(ready, at('hi', '/search-result')).title).toBe(
      'नोएडा में रेडी टू मूव प्रोजेक्ट, ₹50 लाख से ₹1.20 करोड़ तक | आंगन',
    );
  });

  it('keeps error screens out of search engines in both languages, each in its own words', () => {
    const notFound: PageOf<'notFound'> = { kind: 'notFound' };
    expect(ownMetaOf(notFound, at('en', '/nowhere'))).toEqual({
      title: 'Page Not Found | Aangan',
      description: 'This page does not exist on Aangan.',
      noindex: true,
    });
    expect(ownMetaOf(notFound, at('hi', '/nowhere'))).toEqual({
      title: 'पेज नहीं मिला | आंगन',
      description: 'यह पेज आंगन पर मौजूद नहीं है।',
      noindex: true,
    });
  });

  it('gives every fixed page its own Hindi title and description', () => {
    for (const kind of ['contact', 'careers', 'privacy', 'terms', 'faqs', 'sitemap', 'emiCalculator'] as const) {
      const page = { kind } as PageOf<typeof kind>;
      const english = ownMetaOf(page, at('en', '/page'));
      const hindi = ownMetaOf(page, at('hi', '/page'));
      expect(hindi.title, kind).toMatch(/[\u0900-\u097F].* \| आंगन$/);
      expect(hindi.description, kind).toMatch(/[\u0900-\u097F]/);
      expect(english.title, kind).toMatch(/^[\x20-\x7E₹]+ \| Aangan$/);
    }
  });
});

describe('JSON-LD in each language', () => {
  it('names the website in its language, with its Hindi address and search on /hi', () => {
    const [, website] = structuredDataOf(home, at('hi', '/'), SITE);
    expect(website).toMatchObject({
      '@type': 'WebSite',
      name: 'आंगन',
      url: `${ORIGIN}/hi`,
      inLanguage: 'hi-IN',
      potentialAction: {
        target: { urlTemplate: `${ORIGIN}/hi/search-result?searchString={search_term_string}` },
      },
    });
    const [, english] = structuredDataOf(home, at('en', '/'), SITE);
    expect(english).toMatchObject({ name: 'Aangan', url: `${ORIGIN}/`, inLanguage: 'en-IN' });
  });

  it('leads a Hindi breadcrumb through Hindi pages, by their Hindi names', () => {
    const [crumbs] = structuredDataOf(search('city=Noida'), at('hi', '/search-result'), SITE);
    expect(crumbs).toMatchObject({
      itemListElement: [
        { position: 1, name: 'होम', item: `${ORIGIN}/hi` },
        { position: 2, name: 'प्रोजेक्ट', item: `${ORIGIN}/hi/search-result` },
        { position: 3, name: 'नोएडा में प्रोजेक्ट', item: `${ORIGIN}/hi/search-result?city=Noida` },
      ],
    });
    const [english] = structuredDataOf(search('city=Noida'), at('en', '/search-result'), SITE);
    expect(english).toMatchObject({
      itemListElement: [
        { name: 'Home', item: `${ORIGIN}/` },
        { name: 'Projects', item: `${ORIGIN}/search-result` },
        { name: 'Projects in Noida', item: `${ORIGIN}/search-result?city=Noida` },
      ],
    });
  });
});
