import type { AssistantUnderstood } from '@aangan/contracts';
import { consumeAll } from './promptText.ts';

type Sort = NonNullable<AssistantUnderstood['sort']>;

/**
 * "sasta flat", "cheapest", "affordable" put the lowest prices first; "luxury", "premium" the highest;
 * "newest", "latest", "naye" the most recently listed; "biggest", "largest", "sabse bada" the largest
 * homes. Each is a whole request on its own: "newest in Pune" needs no budget or BHK to be useful.
 */
export const SORT_WORDS: readonly [Sort, RegExp][] = [
  [
    'Price Low To High',
    /\b(?:cheap(?:est|er)?|sasta|saste|sasti|sabse sast[aei]|affordable|low[\s-]*(?:cost|budget|price)|lowest[\s-]*price|budget[\s-]*friendly|economical)\b/,
  ],
  ['Price High To Low', /\b(?:luxury|luxurious|premium|high[\s-]*end|ultra[\s-]*luxury|expensive|mehenga|mehnga)\b/],
  [
    'Newest',
    /\b(?:newest|latest|most recent|recently (?:listed|added|launched)|just listed|naye|naya|nayi|sabse naye?)\b/,
  ],
  ['Largest', /\b(?:biggest|largest|most spacious|spacious|sabse bad[aei]|bade|bada|badi)\b/],
];

export function parseSort(text: string): { sort?: Sort; rest: string } {
  for (const [sort, pattern] of SORT_WORDS) {
    let matched = false;
    const rest = consumeAll(text, pattern, () => (matched = true));
    if (matched) return { sort, rest };
  }
  return { rest: text };
}

export const SORT_WORDS_OUT: Readonly<Record<Sort, string>> = {
  'Price Low To High': 'cheapest',
  'Price High To Low': 'luxury',
  Newest: 'newest',
  Largest: 'biggest',
};
