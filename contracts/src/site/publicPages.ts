/**
 * The public site's pages at fixed addresses (spec §2), and where each is linked: the site's
 * header, footer and sitemap page, `/sitemap.xml`, and the console's list of pages that may get
 * their own SEO meta. Free of React and zod, so the site's browser code and the console both read
 * it. Each placement gives the link's position in its list and, when it differs from the page's
 * name, its label there; the lists are built from these entries alone.
 */

/** Page kinds reached at a fixed address (the site renders a component for each). */
export type PublicPageKind =
  | 'home'
  | 'search'
  | 'story'
  | 'articles'
  | 'careers'
  | 'contact'
  | 'faqs'
  | 'emiCalculator'
  | 'currencyConverter'
  | 'terms'
  | 'privacy'
  | 'reraDisclaimer'
  | 'sitemap'
  | 'operations'
  | 'compare'
  | 'login'
  | 'shortlist'
  | 'alerts';

/** The header's link lists: the top row, the Projects and Media menus, and the phone drawer's extra links. */
export type HeaderList = 'main' | 'projects' | 'media' | 'drawer';
export type FooterList = 'quick' | 'about';
/** The sitemap page's sections of page links (its project and city links come from search). */
export type SitemapPageSection = 'about' | 'read' | 'policies';

interface Placement<List extends string> {
  list: List;
  /** Position in that list; the header's top row shares its positions with its menus. */
  order: number;
  /** The link's text there, when it is not the page's name. */
  label?: string;
}

export interface PublicPage {
  kind: PublicPageKind;
  path: string;
  /** The page's name: the console's and, unless a placement says otherwise, every link's. */
  label: string;
  header?: Placement<HeaderList>;
  footer?: Placement<FooterList>;
  sitemapPage?: Placement<SitemapPageSection>;
  /**
   * Left out of `/sitemap-pages.xml`, which lists every other page in the order of this list, and
   * disallowed in `robots.txt`: a page search engines have no reason to show (the sign-in page).
   */
  sitemapXml?: false;
  /** Position in the console's list of pages for Website Meta SEO; a page without one is not listed there. */
  consoleOrder?: number;
}

/**
 * The three article lists (spec §2): each list's page, and the address every article of its kind
 * lives under (`<path>/<slug>`).
 */
export const ARTICLE_LIST_PAGES = {
  blog: { path: '/blogs', title: 'Blogs' },
  news: { path: '/news', title: 'News' },
  award: { path: '/awards-and-recognition', title: 'Awards and recognition' },
} as const;

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { kind: 'home', path: '/', label: 'Home', header: { list: 'main', order: 1 }, consoleOrder: 1 },
  {
    kind: 'search',
    path: '/search-result',
    label: 'Search results',
    header: { list: 'projects', order: 1, label: 'All projects' },
    footer: { list: 'quick', order: 1, label: 'Projects' },
    consoleOrder: 3,
  },
  {
    kind: 'story',
    path: '/our-story',
    label: 'Our story',
    header: { list: 'main', order: 2, label: 'Story' },
    footer: { list: 'about', order: 1 },
    sitemapPage: { list: 'about', order: 1 },
    consoleOrder: 2,
  },
  {
    kind: 'articles',
    path: ARTICLE_LIST_PAGES.blog.path,
    label: ARTICLE_LIST_PAGES.blog.title,
    header: { list: 'main', order: 5, label: 'Blog' },
    footer: { list: 'about', order: 2 },
    sitemapPage: { list: 'read', order: 1 },
    consoleOrder: 4,
  },
  {
    kind: 'articles',
    path: ARTICLE_LIST_PAGES.news.path,
    label: ARTICLE_LIST_PAGES.news.title,
    header: { list: 'media', order: 1 },
    footer: { list: 'about', order: 3 },
    sitemapPage: { list: 'read', order: 2 },
    consoleOrder: 5,
  },
  {
    kind: 'articles',
    path: ARTICLE_LIST_PAGES.award.path,
    label: ARTICLE_LIST_PAGES.award.title,
    header: { list: 'media', order: 2 },
    footer: { list: 'about', order: 4 },
    sitemapPage: { list: 'read', order: 3 },
    consoleOrder: 6,
  },
  {
    kind: 'careers',
    path: '/careers',
    label: 'Careers',
    header: { list: 'main', order: 6 },
    footer: { list: 'quick', order: 3 },
    sitemapPage: { list: 'about', order: 2 },
    consoleOrder: 7,
  },
  {
    kind: 'contact',
    path: '/contact-us',
    label: 'Contact us',
    header: { list: 'main', order: 8, label: 'Contact' },
    footer: { list: 'quick', order: 2, label: 'Contact Us' },
    sitemapPage: { list: 'about', order: 3 },
    consoleOrder: 8,
  },
  {
    kind: 'faqs',
    path: '/faqs',
    label: 'FAQs',
    header: { list: 'drawer', order: 1 },
    footer: { list: 'about', order: 5 },
    sitemapPage: { list: 'read', order: 4 },
    consoleOrder: 9,
  },
  {
    kind: 'emiCalculator',
    path: '/emi-calculator',
    label: 'EMI calculator',
    header: { list: 'projects', order: 2 },
    footer: { list: 'quick', order: 5 },
  },
  {
    kind: 'currencyConverter',
    path: '/currency-converter',
    label: 'Currency converter',
    header: { list: 'projects', order: 3 },
    footer: { list: 'quick', order: 6 },
  },
  {
    kind: 'terms',
    path: '/terms-and-conditions',
    label: 'Terms and conditions',
    footer: { list: 'about', order: 6 },
    sitemapPage: { list: 'policies', order: 1 },
    consoleOrder: 10,
  },
  {
    kind: 'privacy',
    path: '/privacy-policy',
    label: 'Privacy policy',
    footer: { list: 'about', order: 7 },
    sitemapPage: { list: 'policies', order: 2 },
    consoleOrder: 11,
  },
  {
    kind: 'reraDisclaimer',
    path: '/rera-disclaimer',
    label: 'RERA disclaimer',
    footer: { list: 'about', order: 8 },
    sitemapPage: { list: 'policies', order: 3 },
    consoleOrder: 12,
  },
  { kind: 'sitemap', path: '/sitemap', label: 'Sitemap', footer: { list: 'quick', order: 4, label: 'SiteMap' } },
  { kind: 'operations', path: '/aangan-operations', label: 'Life at Aangan' },
  // Projects the buyer picked, side by side: nothing for search engines.
  { kind: 'compare', path: '/compare', label: 'Compare projects', sitemapXml: false },
  // The sign-in page stays out of search engines (robots.txt disallows it).
  { kind: 'login', path: '/login', label: 'Login', header: { list: 'drawer', order: 2 }, sitemapXml: false },
  // The buyer's own list, kept in their browser: nothing for search engines.
  { kind: 'shortlist', path: '/shortlist', label: 'My shortlist', sitemapXml: false },
  // One person's alert sign-up and the pages their mail links land on: nothing for search engines.
  { kind: 'alerts', path: '/alerts', label: 'Property alerts', sitemapXml: false },
];

export interface PageLink {
  href: string;
  label: string;
  order: number;
}

type Placed = 'header' | 'footer' | 'sitemapPage';
type ListOf<Where extends Placed> = NonNullable<PublicPage[Where]>['list'];

/** The links of one list (e.g. the footer's quick links), in their order. */
export const pageLinks = <Where extends Placed>(where: Where, list: ListOf<Where>): PageLink[] =>
  PUBLIC_PAGES.flatMap((page) => {
    const placement: Placement<string> | undefined = page[where];
    return placement?.list === list
      ? [{ href: page.path, label: placement.label ?? page.label, order: placement.order }]
      : [];
  }).sort((a, b) => a.order - b.order);

/** The paths `/sitemap-pages.xml` lists. */
export const sitemapXmlPaths = (): string[] =>
  PUBLIC_PAGES.filter((page) => page.sitemapXml !== false).map((page) => page.path);

/** Pages kept out of search engines (`robots.txt`'s Disallow lines). */
export const unlistedPaths = (): string[] =>
  PUBLIC_PAGES.filter((page) => page.sitemapXml === false).map((page) => page.path);

/** The pages the console names, in its order. */
export const consolePages = (): Array<{ route: string; name: string }> =>
  PUBLIC_PAGES.flatMap((page) =>
    page.consoleOrder ? [{ route: page.path, name: page.label, order: page.consoleOrder }] : [],
  )
    .sort((a, b) => a.order - b.order)
    .map(({ route, name }) => ({ route, name }));

/** The kind of page at a fixed address, if any. */
export const publicPageAt = (path: string): PublicPage | undefined => PUBLIC_PAGES.find((page) => page.path === path);
