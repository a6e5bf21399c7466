import { storedList } from '../shortlist/shortlistStore.ts';
import { COMPARE_MAX } from '@aangan/contracts/browser';

/**
 * The projects picked for comparison on the cards, kept in this browser only: up to COMPARE_MAX
 * slugs in the order picked. Every tab sees the same selection (the `storage` event); the server
 * renders the empty selection, which the browser replaces after hydration.
 */

const list = storedList(
  'aangan.compare.v1',
  (value: unknown): value is string => typeof value === 'string',
  COMPARE_MAX,
);
const { read, write } = list;

/** The projects picked for comparison, in the order picked; empty on the server and until hydration. */
export const useCompareSelection = list.use;

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
