import { BHK_PATTERNS } from './bhkParser.ts';
import { BUDGET_PATTERNS } from './budgetParser.ts';
import { POSSESSION_PHRASES } from './possessionParser.ts';
import { PROPERTY_KINDS } from './propertyTypeParser.ts';
import { REGIONS } from './regionParser.ts';
import { SORT_WORDS } from './sortParser.ts';

/** The words of reader patterns: letter runs of four or more, with an optional last letter read both ways ("plots?"). */
export function wordsOfPatterns(patterns: readonly RegExp[]): string[] {
  const words = new Set<string>();
  for (const pattern of patterns) {
    // Escapes (\b, \s) and character classes ([\s-]) are not letters of a word.
    const source = pattern.source.replace(/\\[a-zA-Z]/g, ' ').replace(/\[[^\]]*\]/g, ' ');
    for (const [run] of source.matchAll(/[a-z]+\??/g)) {
      const word = run.replace('?', '');
      if (word.length >= 4) words.add(word);
      if (run.endsWith('?') && word.length - 1 >= 4) words.add(word.slice(0, -1));
    }
  }
  return [...words].sort();
}

/** Every word a search reader takes. */
export const READER_WORDS: readonly string[] = wordsOfPatterns([
  ...POSSESSION_PHRASES.map(([, pattern]) => pattern),
  ...SORT_WORDS.map(([, pattern]) => pattern),
  ...PROPERTY_KINDS.map((kind) => kind.pattern),
  ...REGIONS.map((region) => region.pattern),
  ...BHK_PATTERNS,
  ...BUDGET_PATTERNS,
]);
