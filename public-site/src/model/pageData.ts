import {
  ARTICLE_LIST_PAGES,
  type AlertLinkOutcome,
  type AlertSearch,
  type ComparedProject,
  type Locale,
  type ProjectCard,
} from '@aangan/contracts/browser';
import type { PricePoint, ProjectSearchPage, ProjectView } from './apiResponses.ts';
import type {
  ArticleKind,
  ArticleListPage,
  ArticleView,
  Certificate,
  ContactDetails,
  Faq,
  HeroSlide,
  SiteSections,
  StatItem,
  Testimonial,
} from './contentResponses.ts';

import type { ConversionInputs, CurrencyRates } from './currencyInputs.ts';
import type { EmiInputs } from './emiInputs.ts';
import type { MapTiles } from './mapTiles.ts';

export type { SearchQuery } from './searchQuery.ts';
import type { SearchQuery } from './searchQuery.ts';

/** What the Our story page shows: its sections of the site settings. */
export type StorySections = Pick<
  SiteSections,
  | 'ourStory'
  | 'ceoMessage'
  | 'cooMessage'
  | 'coreValues'
  | 'services'
  | 'lifeAtCompany'
  | 'stats'
  | 'marketingPartners'
  | 'certificates'
>;

/** What a project page shows beyond the project itself; each part is left empty when it fails. */
export interface ProjectExtras {
  similar: ProjectCard[];
  byDeveloper: ProjectCard[];
  history: PricePoint[];
  rates: CurrencyRates;
  mapTiles: MapTiles | null;
}

/** What `/alerts` offers to follow: a project (by its address's slug), or a search with its filters in words. */
export type AlertPageTopic =
  | {
      kind: 'project';
      slug: string;
      title: string;
      /** False when no posted project has that slug (never posted, deleted, mistyped). */
      listed: boolean;
    }
  | { kind: 'search'; search: AlertSearch; label: string };

/** The three article lists, each with its own address (spec §2), by the kind of article they list. */
export const ARTICLE_SECTIONS = ARTICLE_LIST_PAGES satisfies Record<ArticleKind, { path: string; title: string }>;

export type PageData =
  | {
      kind: 'home';
      cities: string[];
      newest: ProjectCard[];
      heroSlides: HeroSlide[];
      stats: StatItem[];
      testimonials: Testimonial[];
    }
  | { kind: 'search'; query: SearchQuery; cities: string[]; results: ProjectSearchPage }
  | { kind: 'project'; project: ProjectView; extras: ProjectExtras }
  | { kind: 'contact'; offices: SiteSections['offices']['offices'] }
  | { kind: 'careers' }
  | { kind: 'privacy' }
  | { kind: 'story'; sections: StorySections }
  | { kind: 'articles'; articleKind: ArticleKind; list: ArticleListPage }
  | { kind: 'article'; article: ArticleView }
  | { kind: 'faqs'; faqs: Faq[] }
  | { kind: 'terms' }
  | { kind: 'reraDisclaimer' }
  | { kind: 'sitemap'; cities: string[] }
  /** `/compare?slugs=a,b,c`: 2–4 projects side by side, or why they cannot be (too few, too many, one unknown). */
  | {
      kind: 'compare';
      slugs: string[];
      onlyDifferences: boolean;
      projects: ComparedProject[];
      problem: 'pick' | 'tooMany' | 'notFound' | null;
      /** The project no one knows, with `notFound`. */
      missing: string | null;
    }
  | { kind: 'notFound' }
  | { kind: 'unavailable' }
  /** A project that was listed and has been deleted: 410 Gone, with similar projects. */
  | { kind: 'gone'; similar: ProjectCard[]; city: string }
  /** `/aangan-operations`: life at the company. */
  | {
      kind: 'operations';
      sections: Pick<SiteSections, 'lifeAtCompany' | 'coreValues' | 'stats'>;
      testimonials: Testimonial[];
    }
  /** The sign-in page behind the navbar's main button, without navbar and footer (spec §2). */
  | { kind: 'login' }
  /** `/shortlist`: the buyer's saved projects (read in the browser), or with `?share=` a list sent from another phone. */
  | { kind: 'shortlist'; shared: string[] | null }
  /**
   * `/alerts`: with `?outcome=` what the link from an alert mail did; otherwise the form that follows the
   * project (`?project=`) or the search (the search page's filters), or, with neither, how to choose one.
   */
  | { kind: 'alerts'; outcome: AlertLinkOutcome | null; topic: AlertPageTopic | null }
  /** The results page at another address: an old `?q=` link, a page past the last, words a filter overrules. */
  | { kind: 'redirect'; location: string }
  /** `/emi-calculator`: the first result from the query, so it works without script. */
  | { kind: 'emiCalculator'; inputs: EmiInputs }
  /** `/currency-converter`: as the EMI calculator, with the site's rates (spec §3). */
  | { kind: 'currencyConverter'; rates: CurrencyRates; inputs: ConversionInputs };

export type PageKind = PageData['kind'];
/** The data of one kind of page. */
export type PageOf<K extends PageKind> = Extract<PageData, { kind: K }>;

/** Built files the document links to; the server reads them from the Vite manifest. */
export interface PageAssets {
  script: string;
  /** Chunks the page needs at once (its lazily loaded form), fetched beside the entry script. */
  preload: string[];
}

/** The `<style>` element holding the page's whole style sheet, which the client reads back to hydrate. */
export const STYLES_ELEMENT_ID = 'page-styles';
/** The page's start script, whose text the client reads back to hydrate. */
export const START_ELEMENT_ID = 'page-start';

/** What every page's header, footer and overlays show, from the site settings (spec §2 global layout). */
export interface SiteChrome {
  contact: ContactDetails;
  social: Array<{ network: string; url: string }>;
  reviewSites: Array<{ name: string; url: string }>;
  certificates: Certificate[];
  /** State RERA registrations, 'key: value' in the footer; sorted by state. */
  stateRera: Array<[string, string]>;
  /** The highlight popup's image, set only on the page the admin chose for it. */
  highlightImage: string | null;
  /** For the copyright line, fixed by the server so the browser renders the same text. */
  year: number;
  /** The Projects menu (spec §2): each of its cities with a few of its projects. */
  projectMenu: MenuCity[];
  /** JSON-LD documents for this page (schema.org), serialised by the server. */
  structuredData: string[];
  /** This page's English address (path and query): the language switch leads to it in the other language. */
  here: string;
}

export interface MenuCity {
  city: string;
  projects: Array<{ title: string; link: string }>;
}

/** The document's title and link-preview tags, decided on the server (page defaults, then the admin's SEO meta). */
export interface PageMeta {
  title: string;
  description: string;
  /** Error screens stay out of search engines. */
  noindex: boolean;
  /** The page's one address for search engines (absolute). */
  canonical?: string;
  ogType: 'website' | 'article';
  ogTitle: string;
  /** An absolute image address for link previews. */
  image?: string;
  /** The page in each language, for search engines (`hreflang`): on indexable pages only. */
  alternates?: Array<{ hreflang: string; href: string }>;
}

/** What `loadPage` prepares for a request. */
export interface LoadedPage {
  /** The page's language: Hindi under `/hi`, English elsewhere. */
  locale: Locale;
  page: PageData;
  site: SiteChrome;
  meta: PageMeta;
}

/** Everything the client needs to hydrate exactly what the server rendered. */
export interface PagePayload extends LoadedPage {
  assets: PageAssets;
}

export const DATA_ELEMENT_ID = '__DATA__';

/** JSON for a `<script type="application/json">`; `<` is escaped so no `</script>` can close it early. */
export const serializePayload = (payload: PagePayload): string => JSON.stringify(payload).replace(/</g, '\\u003c');
