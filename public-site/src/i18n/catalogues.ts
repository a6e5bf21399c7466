import type { Locale } from '@aangan/contracts/browser';
import { en, type SiteStrings } from './en/index.ts';
import { hi } from './hi/index.ts';

/** Every language's strings, for the server (which renders pages of both). The browser uses `loadStrings`. */
export const STRINGS: Readonly<Record<Locale, SiteStrings>> = { en, hi };

/** The module of each language's strings, as the build manifest names it: the server preloads the page's. */
export const STRINGS_CHUNKS: Readonly<Record<Locale, string>> = {
  en: 'src/i18n/en/index.ts',
  hi: 'src/i18n/hi/index.ts',
};
