/** How the search columns order their matches, as the store orders the same documents. */

/** A page's order reads every match fully sorted when this many are wanted or more. */
const FULL_SORT_FROM = 256;

/**
 * A launch date as a number in the order of its text: "2025-03" is 20250300, "2025-03-15" is
 * 20250315 (a month sorts before its days, as its text does); null is below every date; any other
 * text is NaN, compared as text.
 */
export function launchKeyOf(text: string | null): number {
  if (text === null) return Number.NEGATIVE_INFINITY;
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(text);
  return match ? Number(match[1]) * 10_000 + Number(match[2]) * 100 + Number(match[3] ?? 0) : Number.NaN;
}

/** A time written as `toISOString` writes it, as milliseconds (the same order as the text); null lowest; any other text NaN. */
export function postedKeyOf(text: string | null): number {
  if (text === null) return Number.NEGATIVE_INFINITY;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(text) ? Date.parse(text) : Number.NaN;
}

/** Texts compared as the store compares them: a missing value below every text. */
export const ascending = (a: string | null, b: string | null): number =>
  a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1;
export const descending = (a: string | null, b: string | null): number => ascending(b, a);

/** The first `wanted` of `items` in `compare`'s order, without sorting the rest. */
export function firstInOrder(items: number[], wanted: number, compare: (a: number, b: number) => number): number[] {
  if (wanted >= FULL_SORT_FROM || items.length <= wanted * 2) return items.sort(compare).slice(0, wanted);
  const kept: number[] = [];
  for (const item of items) keep(kept, item, wanted, compare);
  return kept;
}

/**
 * The first `wanted` of the `count` items `list` calls back with, in `compare`'s order: as
 * `firstInOrder`, without an array of every item when only a few are wanted of many (a broad
 * search lists tens of thousands of matches for a page of twelve).
 */
export function firstOfListed(
  count: number,
  list: (each: (item: number) => void) => void,
  wanted: number,
  compare: (a: number, b: number) => number,
): number[] {
  if (wanted >= FULL_SORT_FROM || count <= wanted * 2) {
    const items = new Array<number>(count);
    let listed = 0;
    list((item) => {
      items[listed++] = item;
    });
    items.length = listed;
    return items.sort(compare).slice(0, wanted);
  }
  const kept: number[] = [];
  list((item) => keep(kept, item, wanted, compare));
  return kept;
}

/** Puts `item` in its place among the `kept` (at most `wanted`, in order), unless it comes after all of them. */
function keep(kept: number[], item: number, wanted: number, compare: (a: number, b: number) => number): void {
  if (kept.length === wanted && compare(item, kept[wanted - 1]) >= 0) return;
  let at = kept.length === wanted ? wanted - 1 : kept.length;
  while (at > 0 && compare(item, kept[at - 1]) < 0) {
    kept[at] = kept[at - 1];
    at -= 1;
  }
  kept[at] = item;
}
