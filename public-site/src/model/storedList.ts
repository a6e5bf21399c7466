import { useSyncExternalStore } from 'react';

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
