import type { Locale } from '@aangan/contracts/browser';
import type { SiteStrings } from './en/index.ts';

/** The browser fetches the strings of the page's language only, each a chunk of its own (the server preloads it). */
export const loadStrings = (locale: Locale): Promise<SiteStrings> =>
  locale === 'hi'
    ? import('./hi/index.ts').then((module) => module.hi)
    : import('./en/index.ts').then((module) => module.en);
