import type { PossessionStatus } from '@aangan/contracts';
import { consumeAll } from './promptText.ts';

/** The ways buyers name a possession status ("ready to move", "UC", "new launch"), first match wins. */
export const POSSESSION_PHRASES: readonly [PossessionStatus, RegExp][] = [
  [
    'Ready to Move',
    /\b(?:ready[\s-]*to[\s-]*move(?:[\s-]*in)?|ready[\s-]*possession|immediate[\s-]*possession|possession[\s-]*ready|rtm|ready)\b/,
  ],
  ['Under Construction', /\b(?:under[\s-]*construction|being[\s-]*built|upcoming|uc|ongoing|nirmanadheen)\b/],
  [
    'Newly Launched',
    /\b(?:new(?:ly)?[\s-]*launch(?:ed|es)?|pre[\s-]*launch(?:ed)?|just[\s-]*launched|latest[\s-]*launch(?:es)?|launching)\b/,
  ],
];

export function parsePossession(text: string): { possession?: PossessionStatus; rest: string } {
  for (const [status, pattern] of POSSESSION_PHRASES) {
    let matched = false;
    const rest = consumeAll(text, pattern, () => (matched = true));
    if (matched) return { possession: status, rest };
  }
  return { rest: text };
}

/** Words for the possession status, as the assistant writes them back (and reads them again). */
export const POSSESSION_WORDS: Readonly<Record<PossessionStatus, string>> = {
  'Ready to Move': 'ready to move',
  'Under Construction': 'under construction',
  'Newly Launched': 'newly launched',
};
