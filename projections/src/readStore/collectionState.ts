import type { CollectionIndexes } from './collectionIndexes.ts';
import type { PendingFill } from './deferredFill.ts';
import type { Doc, Filter } from './ReadStore.ts';
import type { SortedOrders } from './sortedOrders.ts';

/** One collection of the embedded read store (InMemoryReadStore.ts), shared by the store and its collection handles. */
export interface CollectionState {
  docs: Map<string, Doc>;
  /**
   * Batches of stored documents fresh from JSON.parse, not frozen yet (see `handOut`): only the
   * store holds them, and it never changes a stored document.
   */
  thawed: Doc[][];
  indexes: CollectionIndexes;
  /** Moves on every change of `docs`: a match remembered at another generation is stale. */
  generation: number;
  /**
   * The last full match, by filter object: a search counts and then pages through the same filter
   * object, and the second call reuses the first one's scan. A new filter object (another request)
   * never hits it; its text guards against a filter changed in place between the two calls.
   */
  lastMatch: { filter: Filter; text: string; generation: number; docs: readonly Doc[] } | null;
  /** Sort keys of stored documents by sort: documents never change, so neither do their keys. */
  sortKeys: Map<string, WeakMap<object, unknown[]>>;
  /** Whole-collection orders of the sorts pages are asked in most (see SortedOrders). */
  orders: SortedOrders;
  /** Documents still to arrive (see FillsLater): every call but declaring an index waits for them. */
  fill: PendingFill | null;
}

/** Cancels what a pending fill would still add. */
export function discardFill(state: CollectionState): void {
  const fill = state.fill;
  state.fill = null;
  fill?.cancel();
}
