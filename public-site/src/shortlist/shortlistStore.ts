import { useSyncExternalStore } from 'react';
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

const KEY = 'aangan.shortlist.v1';

const EMPTY: readonly ShortlistItem[] = [];
let cached: { raw: string | null; items: readonly ShortlistItem[] } = { raw: null, items: EMPTY };
const listeners = new Set<() => void>();

const isItem = (value: unknown): value is ShortlistItem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ShortlistItem).slug === 'string' &&
  typeof (value as ShortlistItem).savedAt === 'string';

function read(): readonly ShortlistItem[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return EMPTY; // storage refused (private mode): the list lives only as long as the page
  }
  if (raw === cached.raw) return cached.items;
  let items: readonly ShortlistItem[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) items = parsed.filter(isItem).slice(0, SHORTLIST_LIMIT);
  } catch {
    items = EMPTY;
  }
  cached = { raw, items };
  return items;
}

function write(items: readonly ShortlistItem[]): void {
  const raw = JSON.stringify(items.slice(0, SHORTLIST_LIMIT));
  try {
    window.localStorage.setItem(KEY, raw);
  } catch {
    // Storage full or refused: keep the list for this page at least.
  }
  cached = { raw, items };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The shortlist, newest first; empty on the server and until the page has hydrated. */
export const useShortlist = (): readonly ShortlistItem[] => useSyncExternalStore(subscribe, read, () => EMPTY);

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
