import { formatPrice } from '../format.ts';

/**
 * A search string as the results page shows it back: the server reports each part it understood
 * (the words, the search parameters they set, a chip's label, where the words are), and removing a
 * part means taking its words out of the text. The server does that when a search parameter
 * overrides words of the text, the page when a chip is removed or a panel filter replaces words:
 * both with `textWithout`, so a chip's link and the server's reading agree.
 */

/** The results page's parameters a part of the search string can set. */
export const SEARCH_TEXT_PARAMS = [
  'city',
  'locality',
  'projectType',
  'projectSubType',
  'possession',
  'minPrice',
  'maxPrice',
  'bhk',
  'sort',
] as const;
export type SearchTextParam = (typeof SEARCH_TEXT_PARAMS)[number];

/** [start, end) of words in the search string. */
export type TextSpan = readonly [number, number];

// Separators left dangling once words around them are gone: "Gurgaon, 3 BHK" without "Gurgaon".
const DANGLING_AT_ENDS = /^[\s,;:.&+|/-]+|[\s,;:&+|/-]+$/g;

/** The text with the words in `spans` taken out, and the spaces and separators around them tidied. */
export function textWithout(text: string, spans: readonly TextSpan[]): string {
  const ordered = [...spans].filter(([start, end]) => end > start).sort((a, b) => a[0] - b[0]);
  let kept = '';
  let at = 0;
  for (const [start, end] of ordered) {
    if (start > at) kept += text.slice(at, start);
    // A space where words were, so the words on either side stay apart.
    kept += ' ';
    at = Math.max(at, end);
  }
  kept += text.slice(at);
  return kept
    .replace(/\s*([,;])(?:\s*[,;])+/g, '$1')
    .replace(/\s+([,;:.])/g, '$1')
    .replace(/\s+/g, ' ')
    .replace(DANGLING_AT_ENDS, '');
}

const listOf = (value: string): string =>
  value
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean)
    .sort()
    .join(',');

/** Whether two values of a search parameter say the same ("noida" and "Noida"; bhk "3,2" and "2,3"; "5000000" and "5e6"). */
export function sameSearchParam(param: SearchTextParam, a: string, b: string): boolean {
  if (param === 'minPrice' || param === 'maxPrice')
    return a.trim() !== '' && b.trim() !== '' && Number(a) === Number(b);
  return listOf(a) === listOf(b);
}

/** A budget as a chip names it: "Under ₹2 Cr", "Above ₹50 L", "₹50 L – ₹1 Cr". */
export function budgetChipLabel(min: number | null | undefined, max: number | null | undefined): string {
  const low = min ?? null;
  const high = max ?? null;
  if (low !== null && high !== null) return `${formatPrice(low)} – ${formatPrice(high)}`;
  if (high !== null) return `Under ${formatPrice(high)}`;
  return low !== null ? `Above ${formatPrice(low)}` : '';
}
