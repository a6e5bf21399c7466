import type { Locale } from '@aangan/contracts/browser';
import type { Area } from './areas.ts';
import type { SiteStrings } from './en/index.ts';

/** Each area of each language, a chunk of its own (the server preloads a page's). */
const MODULES = import.meta.glob<Record<string, unknown>>(['./en/*.ts', './hi/*.ts', '!./*/index.ts', '!./*/meta.ts']);

/** The page's strings, filled area by area as they arrive: the page's before hydrating, others with what needs them. */
const loaded: Partial<SiteStrings> = {};
let pageLocale: Locale = 'en';

const loadArea = async (locale: Locale, area: Area): Promise<void> => {
  if (loaded[area]) return;
  const load = MODULES[`./${locale}/${area}.ts`];
  if (!load) throw new Error(`No ${locale} strings for the "${area}" area`);
  const module = await load();
  (loaded as Record<Area, unknown>)[area] = module[area];
};

/** Loads the page's areas in its language; resolves with the strings object the page renders with. */
export const loadStrings = async (locale: Locale, areas: readonly Area[]): Promise<Partial<SiteStrings>> => {
  pageLocale = locale;
  await Promise.all(areas.map((area) => loadArea(locale, area)));
  return loaded;
};

/**
 * A lazily loaded component's module, loaded with the strings areas it shows (in the page's
 * language): for what opens after the page is interactive (`React.lazy(withAreas(FORMS, () => import(…)))`).
 */
export const withAreas =
  <M>(areas: readonly Area[], load: () => Promise<M>): (() => Promise<M>) =>
  () =>
    Promise.all([load(), ...areas.map((area) => loadArea(pageLocale, area))]).then(([module]) => module);
