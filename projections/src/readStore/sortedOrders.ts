import { sortOrderOf, type SortOrder } from './bsonOrder.ts';
import { irregularAt } from './rangeSeek.ts';
import type { Doc, SortSpec } from './ReadStore.ts';

/** Below this many documents, sorting a filter's matches costs less than keeping an order. */
const MIN_DOCS = 1_000;
/** Above this many, building an order (a sort of the whole collection, about 100 ms at 100,000) would hold one request too long. */
const MAX_DOCS = 250_000;
/** Pages asked in one sort before its order is built: a sort asked once is not worth a whole order. */
const BUILD_AFTER = 3;
/** Changes an order follows with no page read from it in between; after more (a rebuild, an import) it is dropped. */
const MAX_UNREAD_CHANGES = 200;
/**
 * Orders kept per collection; the least recently read goes first. The search pages in five or six
 * sorts (newest, both prices, by id, changes since a position): fewer kept than used means one
 * built again (a sort of the whole collection) at nearly every page.
 */
const KEPT_ORDERS = 8;
/** Sorts whose asks are counted; a caller inventing sorts endlessly only restarts the count. */
const COUNTED_SORTS = 32;

interface Order {
  readonly sortOrder: SortOrder<Doc>;
  readonly docs: Doc[];
  /** The collection's generation the order reflects. */
  generation: number;
  unreadChanges: number;
  /** The first sort field's path, and how many documents hold an array on it (see `orderedAlong`). */
  readonly firstPath: readonly string[];
  irregularOnFirst: number;
}

/** Whether the sort ends on `_id`: a total order, so ties never depend on the order documents came in. */
const endsOnId = (sort: SortSpec): boolean => {
  const fields = Object.keys(sort);
  return fields[fields.length - 1] === '_id';
};

/**
 * Whole-collection orders for the sorts a large collection is paged in again and again (the
 * search's newest and price sorts). A page of a broad filter is then the first matches met walking
 * the order, instead of every match passing through a sorted buffer. An order follows the
 * collection's changes one by one (a binary search and a move of the array's tail each); one that
 * fell behind, or that many changes pass unread, is dropped and built again when it is asked for.
 */
export class SortedOrders {
  private readonly orders = new Map<string, Order>();
  private readonly asks = new Map<string, number>();

  /**
   * The documents of `docs` in `sort` order (`text`: the sort as JSON) as of `generation`, or null when no order is kept for
   * it (yet): only for sorts ending on `_id`, collections of MIN_DOCS to MAX_DOCS documents, and
   * once the sort has been asked for BUILD_AFTER times.
   */
  ordered(
    sort: SortSpec,
    text: string,
    keyCache: WeakMap<object, unknown[]>,
    docs: ReadonlyMap<string, Doc>,
    generation: number,
  ): readonly Doc[] | null {
    return this.kept(sort, text, keyCache, docs, generation)?.docs ?? null;
  }

  /**
   * As `ordered`, with the order's keys, when no document holds an array on the sort's first field:
   * numbers within a range then sit together in the order (see rangeStretch).
   */
  orderedAlong(
    sort: SortSpec,
    text: string,
    keyCache: WeakMap<object, unknown[]>,
    docs: ReadonlyMap<string, Doc>,
    generation: number,
  ): { docs: readonly Doc[]; keysOf: (doc: Doc) => unknown[] } | null {
    const order = this.kept(sort, text, keyCache, docs, generation);
    return order && order.irregularOnFirst === 0 ? { docs: order.docs, keysOf: order.sortOrder.keysOf } : null;
  }

  private kept(
    sort: SortSpec,
    text: string,
    keyCache: WeakMap<object, unknown[]>,
    docs: ReadonlyMap<string, Doc>,
    generation: number,
  ): Order | null {
    if (docs.size < MIN_DOCS || docs.size > MAX_DOCS || !endsOnId(sort)) return null;
    let order = this.orders.get(text);
    if (order && order.generation !== generation) {
      this.orders.delete(text);
      order = undefined;
    }
    if (!order) {
      if (this.asks.size >= COUNTED_SORTS && !this.asks.has(text)) this.asks.clear();
      const asks = (this.asks.get(text) ?? 0) + 1;
      if (asks < BUILD_AFTER) {
        this.asks.set(text, asks);
        return null;
      }
      this.asks.delete(text);
      if (this.orders.size >= KEPT_ORDERS) this.orders.delete(this.orders.keys().next().value!);
      order = build(sortOrderOf<Doc>(sort, keyCache), Object.keys(sort)[0].split('.'), docs, generation);
      this.orders.set(text, order);
    }
    order.unreadChanges = 0;
    // Read last: the next to go is the one read longest ago.
    this.orders.delete(text);
    this.orders.set(text, order);
    return order;
  }

  /**
   * Carries one change of the stored documents into the kept orders: `previous` replaced by `next`
   * (either may be missing), after which the collection is at `generation`.
   */
  changed(previous: Doc | undefined, next: Doc | undefined, generation: number): void {
    for (const [text, order] of this.orders) {
      if (order.generation !== generation - 1 || order.unreadChanges >= MAX_UNREAD_CHANGES) {
        this.orders.delete(text);
        continue;
      }
      if (previous) {
        const at = positionOf(order, previous);
        if (at < 0) {
          this.orders.delete(text);
          continue;
        }
        order.docs.splice(at, 1);
        if (irregularAt(previous, order.firstPath)) order.irregularOnFirst -= 1;
      }
      if (next) {
        order.docs.splice(insertionPoint(order, order.sortOrder.keysOf(next)), 0, next);
        if (irregularAt(next, order.firstPath)) order.irregularOnFirst += 1;
      }
      order.generation = generation;
      order.unreadChanges += 1;
    }
  }

  /** Drops every order (the collection's documents were replaced wholesale). */
  clear(): void {
    this.orders.clear();
    this.asks.clear();
  }
}

function build(
  sortOrder: SortOrder<Doc>,
  firstPath: readonly string[],
  docs: ReadonlyMap<string, Doc>,
  generation: number,
): Order {
  const keyed: { doc: Doc; keys: unknown[] }[] = [];
  let irregularOnFirst = 0;
  for (const doc of docs.values()) {
    keyed.push({ doc, keys: sortOrder.keysOf(doc) });
    if (irregularAt(doc, firstPath)) irregularOnFirst += 1;
  }
  keyed.sort((a, b) => sortOrder.compareKeys(a.keys, b.keys));
  return {
    sortOrder,
    docs: keyed.map((entry) => entry.doc),
    generation,
    unreadChanges: 0,
    firstPath,
    irregularOnFirst,
  };
}

/** The first position whose keys are not before `keys`. */
function insertionPoint(order: Order, keys: unknown[]): number {
  const { docs, sortOrder } = order;
  let low = 0;
  let high = docs.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sortOrder.compareKeys(sortOrder.keysOf(docs[middle]), keys) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Where `doc` itself is in the order, or -1. */
function positionOf(order: Order, doc: Doc): number {
  const at = insertionPoint(order, order.sortOrder.keysOf(doc));
  if (order.docs[at] === doc) return at;
  // Not where its keys put it: only a document changed in place could do that; look everywhere.
  return order.docs.indexOf(doc);
}

/** The first `count` documents of `docs` that pass `test`, in their order. */
export function firstPassing(docs: Iterable<Doc>, test: (doc: Doc) => boolean, count = Infinity): Doc[] {
  const found: Doc[] = [];
  if (count <= 0) return found;
  for (const doc of docs) {
    if (test(doc) && found.push(doc) >= count) break;
  }
  return found;
}

/**
 * As firstPassing along a kept order, but giving up (null) after `budget` documents: when the
 * matches gather at the far end of the order (ready-to-move homes in a newest-launch order), ranking
 * the matches themselves is cheaper than walking to them.
 */
export function firstPassingWithin(
  docs: readonly Doc[],
  test: (doc: Doc) => boolean,
  count: number,
  budget: number,
): Doc[] | null {
  const found: Doc[] = [];
  if (count <= 0) return found;
  const end = Math.min(docs.length, budget);
  for (let i = 0; i < end; i++) {
    const doc = docs[i];
    if (test(doc) && found.push(doc) >= count) return found;
  }
  return end === docs.length ? found : null;
}

/** How many documents a walk may test before ranking the matches instead: a few times what an even spread needs. */
export const walkBudget = (wanted: number, matching: number, total: number): number =>
  Math.ceil((4 * wanted * total) / Math.max(1, matching)) + 64;

/**
 * Whether walking a whole-collection order until `wanted` of `matching` documents out of `total`
 * have passed (about wanted × total / matching tests) costs less than ranking every match.
 */
export const walkingIsCheaper = (wanted: number, matching: number, total: number): boolean =>
  wanted < matching && wanted * total <= matching * matching;
