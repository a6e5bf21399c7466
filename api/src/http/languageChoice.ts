import type Koa from 'koa';
import { isLocale, LOCALE_COOKIE, localePath, splitLocalePath, type Locale } from '@aangan/contracts';
import { isPagePath } from './pageCacheMiddleware.ts';

/**
 * The language a visitor chose with the site's switch, remembered for a year: `/language/hi?next=/search`
 * sets it and answers with the Hindi page (`/hi/search`), `/language/en?next=…` the English one. An
 * English page asked for by a visitor who chose Hindi sends them to its Hindi address; a Hindi page
 * is always answered in Hindi (a link to it is a choice too). Visitors who never chose, search
 * engines among them, get the page at the address they asked for.
 */
const SWITCH_PATH = /^\/language\/([a-z]{2})$/;
const REMEMBERED_FOR_MS = 365 * 24 * 3600 * 1000;

/** The language a Cookie header says the visitor chose, if any. */
const chosenLocale = (cookieHeader: string | undefined): Locale | null => {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const [name, value] = pair.split('=').map((part) => part.trim());
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
};

/** Where a visitor who chose Hindi is sent when they ask for an English page; null when they stay. */
export const chosenLanguageAddress = (
  path: string,
  search: string,
  cookieHeader: string | undefined,
): string | null => {
  if (!isPagePath(path) || SWITCH_PATH.test(path) || chosenLocale(cookieHeader) !== 'hi') return null;
  if (splitLocalePath(path).locale === 'hi') return null;
  return localePath(`${path}${search}`, 'hi');
};

/** A page address of this site to go to after switching; anything else (another site, the API) is the home page. */
const nextPageOf = (next: unknown): string => {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  const { pathname } = new URL(next, 'http://localhost');
  return isPagePath(pathname) ? next : '/';
};

export function languageChoiceMiddleware(): Koa.Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      await next();
      return;
    }
    const switched = SWITCH_PATH.exec(ctx.path);
    if (switched) {
      const locale = switched[1];
      if (!isLocale(locale)) {
        await next();
        return;
      }
      const english = splitLocalePath(nextPageOf(ctx.query.next)).path;
      ctx.cookies.set(LOCALE_COOKIE, locale, {
        maxAge: REMEMBERED_FOR_MS,
        sameSite: 'lax',
        httpOnly: false,
        overwrite: true,
      });
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 303;
      ctx.redirect(localePath(english, locale));
      return;
    }
    const chosen = chosenLanguageAddress(ctx.path, ctx.search, ctx.get('cookie'));
    if (chosen) {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.vary('Cookie');
      ctx.status = 302;
      ctx.redirect(chosen);
      return;
    }
    await next();
  };
}
