import type { CollectionIndexes } from './collectionIndexes.ts';
import type { PendingFill } from './deferredFill.ts';
import type { LateFields } from './lateFields.ts';
import type { PackRule } from './packedFields.ts';
import type { Doc, Filter } from './ReadStore.ts';
import type { KeptCounts } from './keptCounts.ts';
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
  /** Counts of the filters counted most, kept exact through changes (see KeptCounts). */
  counts: KeptCounts;
  /** Documents still to arrive (see FillsLater): every call but declaring an index waits for them. */
  fill: PendingFill | null;
  /**
   * Values of `fields` still to reach the stored documents (see FillsLater.completeLater), which
   * hold null there until then: every write, and every call that reads one of them, waits for them.
   */
  late: { fields: LateFields; fill: PendingFill } | null;
  /** Fields of this collection's documents kept compressed when they are large (see packedFields.ts). */
  pack: PackRule | null;
}

/** Cancels what a pending fill (of documents, or of their late fields) would still add. */
export function discardFill(state: CollectionState): void {
  const { fill, late } = state;
  state.fill = null;
  state.late = null;
  fill?.cancel();
  late?.fill.cancel();
}
