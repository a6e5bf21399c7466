import { sortItems } from './bsonOrder.ts';
import type { CollectionState } from './collectionState.ts';
import { compileFilter } from './compileFilter.ts';
import { idsPinned, walkTest } from './matchShortcuts.ts';
import { numericRangeOn, rangeStretch } from './rangeSeek.ts';
import type { Doc, Filter, SortSpec } from './ReadStore.ts';
import { firstPassingWithin, walkBudget, walkingIsCheaper } from './sortedOrders.ts';

/** A walk along a kept order is not given up while the lookups leave one document in this many or more. */
const WALK_ON_SHARE = 4;
/** Sorts whose keys are kept; a caller inventing sorts endlessly only restarts the cache. */
const KEPT_SORTS = 32;

/**
 * The first `wanted` matches of `filter` in `sort` order (a sorted page of the embedded store, see
 * InMemoryCollection.find): a numeric range on the sort's first field walks only its stretch of a
 * kept order; a broad filter walks the kept order, first bounded by what the lookups say could
 * match, before any scan; otherwise every match (`allMatching`) is ranked, along the order when
 * walking it is cheaper than sorting them.
 */
export function sortedPage(
  state: CollectionState,
  filter: Filter,
  sort: SortSpec,
  wanted: number,
  allMatching: () => readonly Doc[],
): Doc[] {
  const along = alongRange(state, filter, sort, wanted);
  if (along) return along;
  const { docs, generation, orders } = state;
  const sortText = JSON.stringify(sort);
  const keyCache = sortKeysOf(state, sortText);
  const bound = mostMatching(state, filter);
  const early =
    bound > 0 && walkingIsCheaper(wanted, bound, docs.size)
      ? orders.ordered(sort, sortText, keyCache, docs, generation)
      : null;
  // When the lookups leave a good part of the collection, a scan would test as many documents as
  // walking the whole order and then sort its matches: the walk goes on to the end if need be.
  const budget = bound * WALK_ON_SHARE >= docs.size ? Infinity : walkBudget(wanted, bound, docs.size);
  const quick = early ? firstPassingWithin(early, compileFilter(filter), wanted, budget) : null;
  if (quick) return quick;
  const matches = allMatching();
  const ordered = walkingIsCheaper(wanted, matches.length, docs.size)
    ? orders.ordered(sort, sortText, keyCache, docs, generation)
    : null;
  const walked = ordered
    ? firstPassingWithin(
        ordered,
        walkTest(filter, matches, wanted, state),
        wanted,
        walkBudget(wanted, matches.length, docs.size),
      )
    : null;
  return walked ?? sortItems(matches, sort, wanted, keyCache);
}

/** The sort keys kept for the sort `text` (the sort as JSON). */
function sortKeysOf(state: CollectionState, text: string): WeakMap<object, unknown[]> {
  const { sortKeys } = state;
  let keys = sortKeys.get(text);
  if (!keys) {
    if (sortKeys.size >= KEPT_SORTS) sortKeys.clear();
    sortKeys.set(text, (keys = new WeakMap()));
  }
  return keys;
}

/**
 * A page of a filter holding the sort's first field to a numeric range (changes since a
 * position, in position order): the matches walked within the stretch of a kept order where
 * such numbers sit, not the whole collection. Null when no order is kept for the sort (ties
 * broken by `_id`) or a document holds an array on that field.
 */
function alongRange(state: CollectionState, filter: Filter, sort: SortSpec, wanted: number): Doc[] | null {
  const fields = Object.keys(sort);
  if (fields.length === 0) return null;
  const range = numericRangeOn(filter, fields[0]);
  if (!range) return null;
  const { docs, generation, orders } = state;
  const total: SortSpec = fields.includes('_id') ? sort : { ...sort, _id: 1 };
  const text = JSON.stringify(total);
  const order = orders.orderedAlong(total, text, sortKeysOf(state, text), docs, generation);
  if (!order) return null;
  const [start, end] = rangeStretch(order.docs, order.keysOf, total, range);
  const test = compileFilter(filter);
  const found: Doc[] = [];
  for (let i = start; i < end && found.length < wanted; i++) if (test(order.docs[i])) found.push(order.docs[i]);
  return found;
}

/** At most how many documents match: what the lookups leave to test, or the whole collection. */
function mostMatching(state: CollectionState, filter: Filter): number {
  const { docs, indexes } = state;
  if (idsPinned(filter)) return 0;
  const ids = indexes.candidates(filter, docs);
  return ids === null ? docs.size : 'size' in ids ? ids.size : ids.length;
}
