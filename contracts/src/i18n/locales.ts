/**
 * The site's languages. English pages live at the root (`/projects/…`), Hindi ones under `/hi`
 * (`/hi/projects/…`); the rest of a Hindi page's address is its English page's.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The `lang` and `hreflang` of each language's pages. */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = { en: 'en-IN', hi: 'hi-IN' };

/** What the language switch calls each language, in that language. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', hi: 'हिंदी' };

const HINDI_PREFIX = '/hi';

/** The cookie that remembers the language a visitor chose with the switch. */
export const LOCALE_COOKIE = 'aangan_lang';

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'hi';

/** A path's language and its address without the language prefix: `/hi/search` → `hi`, `/search`. */
export const splitLocalePath = (path: string): { locale: Locale; path: string } => {
  if (path === HINDI_PREFIX || path === `${HINDI_PREFIX}/`) return { locale: 'hi', path: '/' };
  if (path.startsWith(`${HINDI_PREFIX}/`)) return { locale: 'hi', path: path.slice(HINDI_PREFIX.length) };
  return { locale: 'en', path };
};

/**
 * The address of a page in a language, given its English address (a path with an optional query
 * and hash): `/search?city=Noida` → `/hi/search?city=Noida`; `/` → `/hi`. Links to other sites,
 * to the API and to files are left alone.
 */
export const localePath = (href: string, locale: Locale): string => {
  if (locale === 'en' || !href.startsWith('/') || href.startsWith('//')) return href;
  if (href.startsWith('/api/') || href.startsWith('/assets/') || href.startsWith('/uploads/')) return href;
  if (href === HINDI_PREFIX || href.startsWith(`${HINDI_PREFIX}/`) || href.startsWith(`${HINDI_PREFIX}?`)) return href;
  if (href === '/') return HINDI_PREFIX;
  if (href.startsWith('/?') || href.startsWith('/#')) return `${HINDI_PREFIX}${href.slice(1)}`;
  return `${HINDI_PREFIX}${href}`;
};
