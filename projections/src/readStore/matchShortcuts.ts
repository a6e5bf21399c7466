import type { CollectionState } from './collectionState.ts';
import { compileFilter } from './compileFilter.ts';
import type { Doc, Filter } from './ReadStore.ts';

/**
 * How a walk along a whole-collection order tells the matches: by looking each document up among
 * the matches already found, while that set is cheap to build beside the filter tests the walk
 * would run (about `wanted` × `total` / matches of them, each reading the document's fields).
 */
export function walkTest(
  filter: Filter,
  matches: readonly Doc[],
  wanted: number,
  state: CollectionState,
): (doc: Doc) => boolean {
  const walked = (wanted * state.docs.size) / Math.max(1, matches.length);
  if (matches.length > 16 * walked) return compileFilter(filter);
  const member = state.indexes.memberTest(matches);
  if (member) return member;
  const matched = new Set(matches);
  return (doc) => matched.has(doc);
}

/** The ids a filter pins at its top level (`_id: 'x'` or `_id: { $in: [...] }`), each once; null when it pins none. */
export function idsPinned(filter: Filter): string[] | null {
  const id = filter['_id'];
  if (typeof id === 'string') return [id];
  if (typeof id !== 'object' || id === null || Array.isArray(id)) return null;
  const keys = Object.keys(id);
  const among = (id as { $in?: unknown }).$in;
  if (keys.length !== 1 || !Array.isArray(among) || !among.every((value) => typeof value === 'string')) return null;
  return [...new Set(among)];
}

/** Whether a write carrying `position` may replace what is stored (see WriteOp). */
export function isNewer(stored: Doc | undefined, position: number | undefined): boolean {
  if (position === undefined || stored === undefined) return true;
  const storedPosition = (stored as { _position?: unknown })._position;
  return typeof storedPosition !== 'number' || storedPosition < position;
}
