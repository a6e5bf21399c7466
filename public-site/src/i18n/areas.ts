import type { PageKind } from '../model/pageData.ts';
import type { SiteStrings } from './en/index.ts';

/**
 * The areas of the interface strings a page loads. A page loads the strings of what it shows, in
 * its language, not the whole site's: every page the header, footer, chat button and the names of
 * fixed values, and each page kind its own areas (`PAGE_AREAS`). What opens later (the enquiry
 * form, the lightbox) loads its areas with its code (`withAreas` in `loadStrings.ts`). Page titles
 * and descriptions (`meta`) are the server's alone.
 */
export type Area = Exclude<keyof SiteStrings, 'meta'>;

/** What forms need: their labels and the messages they may show. */
export const FORMS: readonly Area[] = ['forms', 'messages'];

export const EVERY_PAGE: readonly Area[] = ['chrome'];

/** Where projects are listed as cards: the cards' own words and the names of fixed values they show. */
const CARDS: readonly Area[] = ['cards', 'enums'];

export const PAGE_AREAS: { readonly [K in PageKind]: readonly Area[] } = {
  home: ['home', 'search', ...CARDS],
  search: ['search', ...CARDS],
  project: ['project', 'tools', ...CARDS],
  contact: ['pages', ...FORMS],
  careers: ['pages', ...FORMS],
  privacy: ['pages'],
  story: ['pages'],
  articles: ['pages'],
  article: ['pages'],
  faqs: ['pages'],
  terms: ['pages'],
  reraDisclaimer: ['pages'],
  sitemap: ['pages'],
  operations: ['pages'],
  login: ['pages'],
  compare: ['saved', 'project', ...CARDS],
  shortlist: ['saved', 'project', ...CARDS],
  alerts: ['saved', 'search', ...CARDS, ...FORMS],
  emiCalculator: ['tools'],
  currencyConverter: ['tools', 'messages'],
  notFound: ['pages'],
  unavailable: ['pages'],
  gone: ['pages', ...CARDS],
  redirect: [],
};

/** Every area a page of this kind renders with, on the server and in the browser alike. */
export const areasOf = (kind: PageKind): Area[] => [...new Set([...EVERY_PAGE, ...PAGE_AREAS[kind]])];
