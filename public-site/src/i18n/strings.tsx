import { createContext, useContext, type ReactNode } from 'react';
import { localePath, type Locale } from '@aangan/contracts/browser';
import type { SiteStrings } from './en/index.ts';

/**
 * The page's language and its interface strings. A page is in one language: the server renders it
 * with that language's strings and the browser loads only those (`loadStrings.ts`) before hydrating.
 */
interface PageLanguage {
  locale: Locale;
  strings: SiteStrings;
}

const LanguageContext = createContext<PageLanguage | null>(null);

export function LanguageProvider({ locale, strings, children }: PageLanguage & { children: ReactNode }): ReactNode {
  return <LanguageContext.Provider value={{ locale, strings }}>{children}</LanguageContext.Provider>;
}

const usePageLanguage = (): PageLanguage => {
  const language = useContext(LanguageContext);
  if (!language) throw new Error('A page component rendered outside LanguageProvider');
  return language;
};

/** The page's interface strings. */
export const useStrings = (): SiteStrings => usePageLanguage().strings;

export const useLocale = (): Locale => usePageLanguage().locale;

/** Turns a page's English address into its address in the page's language (`/search` → `/hi/search`). */
export const useLocalHref = (): ((href: string) => string) => {
  const { locale } = usePageLanguage();
  return (href) => localePath(href, locale);
};
