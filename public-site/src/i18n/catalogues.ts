import type { Locale } from '@aangan/contracts/browser';
import type { PageKind } from '../model/pageData.ts';
import { areasOf } from './areas.ts';
import { en, type SiteStrings } from './en/index.ts';
import { hi } from './hi/index.ts';

/** Every language's strings, for the server (which renders pages of both). The browser uses `loadStrings`. */
export const STRINGS: Readonly<Record<Locale, SiteStrings>> = { en, hi };

/** The strings a page of this kind renders with: its areas only, as the browser will have them. */
export const pageStrings = (locale: Locale, kind: PageKind): Partial<SiteStrings> =>
  Object.fromEntries(areasOf(kind).map((area) => [area, STRINGS[locale][area]]));

/** The modules of a page's strings, as the build manifest names them: the server preloads them. */
export const stringsModules = (locale: Locale, kind: PageKind): string[] =>
  areasOf(kind).map((area) => `src/i18n/${locale}/${area}.ts`);
