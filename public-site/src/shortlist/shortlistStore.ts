import { useSyncExternalStore } from 'react';
import { SHORTLIST_LIMIT } from '@aangan/contracts/browser';

/**
 * A list kept in this browser's localStorage under `key` (the shortlist, the compare selection): every
 * tab sees the same list (the `storage` event), the server renders it empty and the browser fills it in
 * after hydration. A damaged entry reads as empty; storage that is full or refused (private mode) keeps
 * the list for as long as the page.
 */
export function storedList<T>(key: string, isItem: (value: unknown) => value is T, max: number) {
  const empty: readonly T[] = [];
  let cached: { raw: string | null; items: readonly T[] } = { raw: null, items: empty };
  const listeners = new Set<() => void>();

  function read(): readonly T[] {
    let raw: string | null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      return cached.items;
    }
    if (raw === cached.raw) return cached.items;
    let items = empty;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      if (Array.isArray(parsed)) items = parsed.filter(isItem).slice(0, max);
    } catch {
      // A damaged entry: start again.
    }
    cached = { raw, items };
    return items;
  }

  function write(items: readonly T[]): void {
    const kept = items.slice(0, max);
    const raw = JSON.stringify(kept);
    try {
      window.localStorage.setItem(key, raw);
    } catch {
      // Full or refused: the list lives as long as the page.
    }
    cached = { raw, items: kept };
    for (const listener of listeners) listener();
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  /** The list; empty on the server and until the page has hydrated. */
  const use = (): readonly T[] => useSyncExternalStore(subscribe, read, () => empty);

  return { read, write, use };
}

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
