import { mapCharacters, tracked, type TrackedText } from '../trackedText.ts';
import { CITY_NAMES } from './hindiPlaces.ts';
import { HINDI_READINGS } from './hindiWords.ts';

/**
 * Devanagari read as the Latin words the prompt readers understand: "नोएडा में 2 बीएचके 80 लाख तक"
 * becomes "noida mein 2 bhk 80 lakh tak", so a Hindi prompt sets the same filters as its Hinglish
 * twin. Digits ०-९ are 0-9; listed words and phrases (hindiWords.ts) take their reading; any other
 * Devanagari word is transliterated letter by letter ("इंदिरापुरम" → "indirapuram") for the
 * readers' fuzzy matching of places and project names. Every step keeps where each character was typed.
 */

const DEVANAGARI = /[\u0900-\u097F]/;
const NUKTA = '\u093C';
const VIRAMA = '\u094D';
const ANUSVARA = '\u0902';
const CHANDRABINDU = '\u0901';
/** A Devanagari letter or sign (the dandas are punctuation, the digits are read first). */
const LETTER_CLASS = '[\\u0900-\\u0963\\u0970-\\u097F]';

const DIGITS = '०१२३४५६७८९';

/** The form words are compared in: no nukta, chandrabindu as anusvara, no joiners. */
const fold = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u093C\u200C\u200D]/g, '')
    .replaceAll(CHANDRABINDU, ANUSVARA)
    .trim();

const escape = (character: string): string => character.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for a listed phrase that accepts the spellings fold() makes one. */
function phrasePattern(phrase: string): string {
  let pattern = '';
  for (const character of fold(phrase)) {
    if (/\s/.test(character)) pattern += '\\s+';
    else if (character === ANUSVARA) pattern += `[${CHANDRABINDU}${ANUSVARA}]`;
    else if (character === VIRAMA) pattern += `${VIRAMA}[\\u200C\\u200D]?`;
    else pattern += `${escape(character)}${NUKTA}?`;
  }
  return pattern;
}

const READINGS = new Map(HINDI_READINGS.map(([hindi, latin]) => [fold(hindi).replace(/\s+/g, ' '), latin]));
/** Longest phrases first, so "से कम" is read before "से" and "नया लॉन्च" before "नया". */
const LISTED = new RegExp(
  `(?<!${LETTER_CLASS})(?:${[...READINGS.keys()]
    .sort((a, b) => b.length - a.length)
    .map(phrasePattern)
    .join('|')})(?!${LETTER_CLASS})`,
  'gu',
);
const WORD = new RegExp(`${LETTER_CLASS}+`, 'gu');

const VOWELS: Readonly<Record<string, string>> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
  ऍ: 'e',
};
const VOWEL_SIGNS: Readonly<Record<string, string>> = {
  '\u093E': 'a',
  '\u093F': 'i',
  '\u0940': 'i',
  '\u0941': 'u',
  '\u0942': 'u',
  '\u0943': 'ri',
  '\u0945': 'e',
  '\u0946': 'e',
  '\u0947': 'e',
  '\u0948': 'ai',
  '\u0949': 'o',
  '\u094A': 'o',
  '\u094B': 'o',
  '\u094C': 'au',
};
const CONSONANTS: Readonly<Record<string, string>> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'f',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};
/** With a nukta: the sounds Hindi took from Persian and English (ज़ z, फ़ f), and the flapped ड़ ढ़. */
const WITH_NUKTA: Readonly<Record<string, string>> = { क: 'q', ख: 'kh', ग: 'g', ज: 'z', ड: 'r', ढ: 'rh', फ: 'f' };

interface Syllable {
  /** The consonant's letters, or '' for a vowel written on its own. */
  consonant: string;
  /** The vowel written, null for the inherent "a", '' after a virama. */
  vowel: string | null;
  nasal: boolean;
}

/**
 * A Devanagari word in Latin letters as Indians spell names: long and short vowels alike, and the
 * inherent "a" dropped where Hindi does not say it (at the end, and between two sounded syllables):
 * "गोमती" gomti, "जनकपुरी" janakpuri, "हज़रतगंज" hazratganj.
 */
export function transliterate(word: string): string {
  const syllables: Syllable[] = [];
  const characters = [...word.normalize('NFKD')];
  for (let i = 0; i < characters.length; i += 1) {
    const c = characters[i];
    const last = syllables.at(-1);
    if (CONSONANTS[c]) {
      const nukta = characters[i + 1] === NUKTA;
      if (nukta) i += 1;
      syllables.push({ consonant: (nukta ? WITH_NUKTA[c] : undefined) ?? CONSONANTS[c], vowel: null, nasal: false });
    } else if (VOWELS[c]) syllables.push({ consonant: '', vowel: VOWELS[c], nasal: false });
    else if (last && VOWEL_SIGNS[c]) last.vowel = VOWEL_SIGNS[c];
    else if (last && c === VIRAMA) last.vowel = '';
    else if (last && (c === ANUSVARA || c === CHANDRABINDU)) last.nasal = true;
    else if (last && c === '\u0903') last.vowel = `${last.vowel ?? 'a'}h`;
  }
  const sounded = (s: Syllable | undefined): boolean => Boolean(s && (s.vowel !== '' || s.nasal));
  for (let i = syllables.length - 1; i > 0; i -= 1) {
    const s = syllables[i];
    if (s.vowel !== null || !s.consonant || s.nasal) continue;
    const next = syllables[i + 1];
    const final = next === undefined;
    if (final || (sounded(syllables[i - 1]) && next.consonant && sounded(next))) s.vowel = '';
  }
  return syllables
    .map((s, i) => {
      const vowel = s.vowel ?? 'a';
      const nasal = s.nasal ? (/^(?:p|f|b|bh|m)$/.test(syllables[i + 1]?.consonant ?? '') ? 'm' : 'n') : '';
      return `${s.consonant}${vowel}${nasal}`;
    })
    .join('');
}

/** The normal form's Devanagari in Latin letters; text without Devanagari is returned as it is. */
export function devanagariAsLatin(source: TrackedText): TrackedText {
  if (!DEVANAGARI.test(source.text)) return source;
  let text = mapCharacters(source, (c) => {
    const digit = DIGITS.indexOf(c);
    return digit >= 0 ? String(digit) : c === '\u0964' || c === '\u0965' ? '.' : c;
  });
  text = replaceSpread(text, LISTED, (m) => READINGS.get(fold(m[0]).replace(/\s+/g, ' ')) ?? m[0]);
  return replaceSpread(text, WORD, (m) => transliterate(m[0]));
}

/**
 * Like replaceTracked, but a reading spreads over the whole word it replaces, first letter to last
 * ("बीएचके" → "bhk": b from ब, k from े), so the typed word is taken out whole when its chip is.
 */
function replaceSpread(source: TrackedText, pattern: RegExp, replace: (match: RegExpExecArray) => string): TrackedText {
  let text = '';
  const origin: number[] = [];
  let at = 0;
  for (const match of source.text.matchAll(pattern)) {
    const start = match.index;
    const length = match[0].length;
    for (let i = at; i < start; i += 1) origin.push(source.origin[i]);
    const replacement = replace(match);
    for (let k = 0; k < replacement.length; k += 1) {
      const offset = replacement.length === 1 ? 0 : Math.round((k * (length - 1)) / (replacement.length - 1));
      origin.push(source.origin[start + offset]);
    }
    text += source.text.slice(at, start) + replacement;
    at = start + length;
  }
  text += source.text.slice(at);
  for (let i = at; i < source.text.length; i += 1) origin.push(source.origin[i]);
  return { text, origin };
}

/** Text in Latin letters, its Devanagari words read or transliterated (for the words a search looks for as text). */
export const inLatinLetters = (text: string): string =>
  DEVANAGARI.test(text) ? devanagariAsLatin(tracked(text)).text.replace(/\s+/g, ' ').trim() : text;

/** The share of a text's letters written in Devanagari (0 when it has no letters). */
export function devanagariShare(text: string): number {
  const devanagari = text.match(/[\u0900-\u0963\u0970-\u097F]/gu)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return devanagari + latin === 0 ? 0 : devanagari / (devanagari + latin);
}

/** The Devanagari name the assistant writes for a city ("Noida" → "नोएडा"); the name as given when it has none. */
export const cityInHindi = (city: string): string => CITY_NAMES[city]?.[0] ?? city;
