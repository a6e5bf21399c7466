import { useSyncExternalStore } from 'react';
import { COMPARE_MAX } from '@aangan/contracts/browser';

/**
 * The projects picked for comparison on the cards, kept in this browser only: up to COMPARE_MAX
 * slugs in the order picked. Every tab sees the same selection (the `storage` event); the server
 * renders the empty selection, which the browser replaces after hydration.
 */

const KEY = 'aangan.compare.v1';
const EMPTY: readonly string[] = [];
let cached: { raw: string | null; slugs: readonly string[] } = { raw: null, slugs: EMPTY };
const listeners = new Set<() => void>();

function read(): readonly string[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return cached.slugs; // storage refused (private mode): the selection lives as long as the page
  }
  if (raw === cached.raw) return cached.slugs;
  let slugs = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed))
      slugs = parsed.filter((slug): slug is string => typeof slug === 'string').slice(0, COMPARE_MAX);
  } catch {
    // A damaged entry: start again.
  }
  cached = { raw, slugs };
  return slugs;
}

function write(slugs: readonly string[]): void {
  const raw = JSON.stringify(slugs);
  try {
    window.localStorage.setItem(KEY, raw);
  } catch {
    // Storage full or refused: keep the selection for this page at least.
  }
  cached = { raw, slugs };
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

/** The projects picked for comparison, in the order picked; empty on the server and until hydration. */
export const useCompareSelection = (): readonly string[] => useSyncExternalStore(subscribe, read, () => EMPTY);

/** Picks the project, or drops it when it is picked already; a full selection picks nothing more. */
export function toggleCompare(slug: string): void {
  const slugs = read();
  if (slugs.includes(slug)) write(slugs.filter((picked) => picked !== slug));
  else if (slugs.length < COMPARE_MAX) write([...slugs, slug]);
}

/** Drops the project from the selection, if it is there (the compare page's Remove link). */
export function dropFromCompare(slug: string): void {
  const slugs = read();
  if (slugs.includes(slug)) write(slugs.filter((picked) => picked !== slug));
}
