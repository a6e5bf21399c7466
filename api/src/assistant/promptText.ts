import { devanagariAsLatin } from './hindi/devanagari.ts';
import { mapCharacters, replaceTracked, tracked, type TrackedText } from './trackedText.ts';

/**
 * How the assistant reads a prompt: one normal form (lower case, no accents, Devanagari in Latin
 * letters, "₹" and "Rs." as the word `rs`, Indian digit grouping removed) that every parser works on, and a way to blank out
 * what one parser has understood so the next one does not read the same words again.
 */
export function normalisePrompt(text: string): string {
  return normaliseTracked(text).text;
}

/** The normal form, with where each of its characters was typed (for removing words a reader used from the typed text). */
export function normaliseTracked(typed: string): TrackedText {
  let text = mapCharacters(tracked(typed), (c) =>
    c
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase(),
  );
  text = devanagariAsLatin(text);
  text = replaceTracked(text, /₹/g, () => ' rs ');
  text = replaceTracked(text, /\b(?:rs\.?|inr)\s*(?=\d)/g, () => 'rs ');
  text = replaceTracked(text, /[\u2010-\u2015\u2212]/g, () => '-');
  // "1,50,00,000" and "50,000" are one number; "2,3 bhk" is a list and keeps its comma.
  text = replaceTracked(text, /(\d),(?=\d{2,3}(?!\d))/g, (m) => m[1]);
  text = replaceTracked(text, /[’'`]/g, () => '');
  text = replaceTracked(text, /\s+/g, () => ' ');
  return replaceTracked(text, /^ | $/g, () => '');
}

export interface Token {
  word: string;
  start: number;
  end: number;
}

/** The words of normalised text (letters, or numbers with decimals kept whole), with where they sit, for blanking out the ones a reader used. */
export function tokensOf(text: string): Token[] {
  return [...text.matchAll(/[a-z]+|\d+(?:\.\d+)?/g)].map((m) => ({
    word: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** Replaces a matched span with spaces: positions stay put, the words are gone for later readers. */
export function blankOut(text: string, start: number, length: number): string {
  return text.slice(0, start) + ' '.repeat(length) + text.slice(start + length);
}

/** Runs a global regex over `text`, hands each match to `read`, and blanks out the matches `read` accepts. */
export function consumeAll(text: string, pattern: RegExp, read: (match: RegExpExecArray) => boolean): string {
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  let rest = text;
  for (const match of text.matchAll(global)) {
    if (read(match)) rest = blankOut(rest, match.index, match[0].length);
  }
  return rest;
}

/**
 * Words that carry no search meaning in a buyer's prompt, English and Hinglish ("noida mein 2bhk
 * chahiye"). They are neither places nor project names, and never fuzzily corrected into one.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  // English
  'a',
  'an',
  'the',
  'i',
  'im',
  'me',
  'my',
  'we',
  'our',
  'us',
  'you',
  'your',
  'is',
  'are',
  'am',
  'was',
  'be',
  'it',
  'its',
  'this',
  'that',
  'there',
  'in',
  'at',
  'on',
  'of',
  'for',
  'to',
  'and',
  'or',
  'with',
  'from',
  'by',
  'near',
  'nearby',
  'around',
  'about',
  'any',
  'some',
  'all',
  'show',
  'find',
  'search',
  'looking',
  'look',
  'want',
  'wants',
  'need',
  'needs',
  'get',
  'give',
  'tell',
  'list',
  'please',
  'pls',
  'plz',
  'can',
  'could',
  'would',
  'will',
  'do',
  'does',
  'have',
  'has',
  'what',
  'which',
  'where',
  'when',
  'how',
  'who',
  'much',
  'many',
  'best',
  'good',
  'nice',
  'top',
  'available',
  'options',
  'option',
  'buy',
  'buying',
  'purchase',
  'invest',
  'investment',
  'sale',
  'sell',
  'rent',
  'property',
  'properties',
  'project',
  'projects',
  'new',
  'under',
  'below',
  'above',
  'over',
  'upto',
  'up',
  'than',
  'less',
  'more',
  'max',
  'maximum',
  'min',
  'minimum',
  'budget',
  'price',
  'prices',
  'range',
  'within',
  'between',
  'least',
  'only',
  'also',
  'just',
  'like',
  'family',
  'city',
  'area',
  'location',
  'locality',
  'side',
  'hi',
  'hello',
  'hey',
  'thanks',
  'thank',
  'ok',
  'okay',
  'yes',
  'no',
  'not',
  'rs',
  'rupees',
  'approx',
  'pure',
  'june',
  'time',
  'same',
  'come',
  'done',
  'then',
  'them',
  'they',
  'here',
  'wanted',
  'should',
  'shall',
  'may',
  'one',
  // Hinglish
  'mein',
  'mei',
  'mai',
  'ka',
  'ki',
  'ke',
  'ko',
  'se',
  'tak',
  'hai',
  'hain',
  'ho',
  'chahiye',
  'chaiye',
  'chahie',
  'mujhe',
  'muje',
  'hume',
  'humein',
  'dikhao',
  'dikha',
  'batao',
  'bata',
  'bataiye',
  'kya',
  'koi',
  'kuch',
  'aur',
  'ya',
  'wala',
  'wali',
  'wale',
  'andar',
  'kam',
  'zyada',
  'jyada',
  'upar',
  'niche',
  'lena',
  'leni',
  'kharidna',
  'kharidni',
  'bhai',
  'ji',
  'sir',
  'madam',
  'kitna',
  'kitne',
  'kitni',
  'kaha',
  'kahan',
  'kab',
  'kaise',
  'hoga',
  'milega',
  'milegi',
  'acha',
  'accha',
  'achha',
  'sasta',
  'saste',
  'sasti',
  'bhi',
  'abhi',
  'wahan',
  'yahan',
  'ek',
]);
