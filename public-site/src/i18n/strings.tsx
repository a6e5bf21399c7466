import { createContext, useContext, type ReactNode } from 'react';
import { localePath, type Locale } from '@aangan/contracts/browser';
import type { SiteStrings } from './en/index.ts';

/**
 * The page's language and its interface strings. A page is in one language: the server renders it
 * with that language's strings of the areas the page shows (`areas.ts`), and the browser loads those
 * (`loadStrings.ts`) before hydrating. An area the page did not load is a mistake found at once: reading
 * it throws, naming the area, rather than showing an empty text.
 */
interface PageLanguage {
  locale: Locale;
  strings: Partial<SiteStrings>;
}

const LanguageContext = createContext<PageLanguage | null>(null);

/** The strings as components read them: every area there, and a clear error for one the page did not load. */
const guarded = (strings: Partial<SiteStrings>): SiteStrings =>
  new Proxy(strings, {
    get(target, area) {
      const value = Reflect.get(target, area) as unknown;
      if (value === undefined && typeof area === 'string')
        throw new Error(`The "${area}" strings are not loaded on this page: add the area to PAGE_AREAS or withAreas`);
      return value;
    },
  }) as SiteStrings;

export function LanguageProvider({ locale, strings, children }: PageLanguage & { children: ReactNode }): ReactNode {
  return <LanguageContext.Provider value={{ locale, strings }}>{children}</LanguageContext.Provider>;
}

const usePageLanguage = (): PageLanguage => {
  const language = useContext(LanguageContext);
  if (!language) throw new Error('A page component rendered outside LanguageProvider');
  return language;
};

/** The page's interface strings. */
export const useStrings = (): SiteStrings => guarded(usePageLanguage().strings);

export const useLocale = (): Locale => usePageLanguage().locale;

/** Turns a page's English address into its address in the page's language (`/search` → `/hi/search`). */
export const useLocalHref = (): ((href: string) => string) => {
  const { locale } = usePageLanguage();
  return (href) => localePath(href, locale);
};
