import { storedList } from '../model/storedList.ts';
import { SHORTLIST_LIMIT } from '@aangan/contracts/browser';

/**
 * The buyer's shortlist, kept in this browser only (no account, no personal data): each project by
 * its slug, with when it was saved, so the shortlist can say what changed since. Every tab of the
 * site sees the same list (the `storage` event), and the server renders the empty list, which the
 * browser replaces after hydration.
 */
export interface ShortlistItem {
  slug: string;
  /** ISO time the buyer saved it. */
  savedAt: string;
}

const isItem = (value: unknown): value is ShortlistItem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ShortlistItem).slug === 'string' &&
  typeof (value as ShortlistItem).savedAt === 'string';

const list = storedList('aangan.shortlist.v1', isItem, SHORTLIST_LIMIT);
const { read, write } = list;

/** The shortlist, newest first; empty on the server and until the page has hydrated. */
export const useShortlist = list.use;

export const isShortlisted = (items: readonly ShortlistItem[], slug: string): boolean =>
  items.some((item) => item.slug === slug);

/** Saves the project (now), or removes it when it is already saved; answers whether it is saved after. */
export function toggleShortlist(slug: string, now: Date = new Date()): boolean {
  const items = read();
  if (isShortlisted(items, slug)) {
    write(items.filter((item) => item.slug !== slug));
    return false;
  }
  write([{ slug, savedAt: now.toISOString() }, ...items]);
  return true;
}

/** Adds the projects not saved yet (a shared list opened on this phone), keeping those already saved. */
export function addToShortlist(slugs: readonly string[], now: Date = new Date()): void {
  const items = read();
  const added = slugs
    .filter((slug, i) => slugs.indexOf(slug) === i && !isShortlisted(items, slug))
    .map((slug) => ({ slug, savedAt: now.toISOString() }));
  if (added.length) write([...added, ...items]);
}

export function removeFromShortlist(slug: string): void {
  write(read().filter((item) => item.slug !== slug));
}
