import { LOCALE_TAGS, localePath, splitLocalePath, type Locale } from '@aangan/contracts/browser';
import { loadSeoOverride, loadSiteSettings, siteChromeOf } from './loadContent.ts';
import { PROJECT_MENU_CITIES } from '../model/menus.ts';
import type { FetchJson, ReportError } from './fetchJson.ts';
import type { LoadedPage, MenuCity, PageMeta } from '../model/pageData.ts';
import { serializeStructuredData, structuredDataOf } from './structuredData.ts';
import { EMPTY_SEARCH } from '../model/searchQuery.ts';
import { pageMeta } from './pageMeta.ts';
import { loadSearch } from './pageLoaders.ts';
import { loaderAt, ownMetaOf } from './serverPages.ts';
import { STRINGS } from '../i18n/catalogues.ts';

const MENU_PROJECTS_PER_CITY = 4;

/** The Projects menu: a few of the newest projects of each of its cities (a city that fails is left empty). */
const loadProjectMenu = (fetchJson: FetchJson, reportError: ReportError): Promise<MenuCity[]> =>
  Promise.all(
    PROJECT_MENU_CITIES.map(async (city) => {
      try {
        const found = await loadSearch({ ...EMPTY_SEARCH, city }, MENU_PROJECTS_PER_CITY, fetchJson);
        return { city, projects: found.result.map((card) => ({ title: card.projectTitle ?? city, link: card.link })) };
      } catch (error) {
        reportError(error);
        return { city, projects: [] };
      }
    }),
  );

const normalisePath = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Building a formatter costs far more than using one: made once, not on every render. */
const INDIA_YEAR = new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' });

/** The year of the copyright line, in India: worked out again at most once a minute. */
let year = { at: Number.NEGATIVE_INFINITY, value: 0 };
const currentYear = (): number => {
  const now = Date.now();
  if (now - year.at >= 60_000 || now < year.at) year = { at: now, value: Number(INDIA_YEAR.format(now)) };
  return year.value;
};

/** An absolute address of the site in a language (other sites' addresses are left alone). */
const inLocale = (href: string, locale: Locale, origin: string): string => {
  const url = new URL(href, origin);
  if (url.origin !== origin) return href;
  return new URL(localePath(`${url.pathname}${url.search}${url.hash}`, locale), origin).href;
};

/**
 * The page's meta in its language: its canonical address in that language, and for a page search
 * engines may index, the page in every language (`hreflang`, English the default).
 */
const metaInLocale = (meta: PageMeta, locale: Locale, origin: string): PageMeta => {
  if (!meta.canonical) return meta;
  const canonical = inLocale(meta.canonical, locale, origin);
  if (meta.noindex) return { ...meta, canonical };
  const english = inLocale(meta.canonical, 'en', origin);
  const alternates = [
    { hreflang: LOCALE_TAGS.en, href: english },
    { hreflang: LOCALE_TAGS.hi, href: inLocale(english, 'hi', origin) },
    { hreflang: 'x-default', href: english },
  ];
  return { ...meta, canonical, alternates };
};

/**
 * Fetches what a route shows, with the site settings of its header and footer and its meta.
 * `url` is the requested address with the site's origin (that origin makes the absolute links of
 * project pages and canonical links). The page's loader is the page list's (`serverPages.ts`):
 * the home page still renders when a section fails (the section is left empty); a failed search,
 * project or list renders the unavailable page. Every failure is reported.
 */
export const loadPage = async (url: string, fetchJson: FetchJson, reportError: ReportError): Promise<LoadedPage> => {
  const parsed = new URL(url, 'http://localhost');
  const { locale, path } = splitLocalePath(normalisePath(parsed.pathname));
  const settings = loadSiteSettings(fetchJson, reportError);
  const [loaded, seo, loadedSettings, projectMenu] = await Promise.all([
    loaderAt(path)({ url: parsed, path, locale, settings, fetchJson, reportError }),
    // An admin's SEO meta is written in English: a Hindi page keeps its own Hindi title and description.
    locale === 'en' ? loadSeoOverride(path, fetchJson, reportError) : null,
    settings,
    loadProjectMenu(fetchJson, reportError),
  ]);
  // A page that sends the visitor elsewhere keeps them in their language.
  const page =
    loaded.kind === 'redirect' ? { ...loaded, location: inLocale(loaded.location, locale, parsed.origin) } : loaded;
  const chrome = siteChromeOf(loadedSettings, path, currentYear());
  const at = { origin: parsed.origin, path, locale, strings: STRINGS[locale] };
  const own = ownMetaOf(page, at);
  return {
    locale,
    page,
    site: {
      ...chrome,
      projectMenu,
      structuredData: serializeStructuredData(structuredDataOf(page, at, chrome)),
      here: `${path}${parsed.search}`,
    },
    meta: metaInLocale(pageMeta({ own, origin: parsed.origin, seo }), locale, parsed.origin),
  };
};
