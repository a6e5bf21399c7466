import { CUSTOM_URL_MAX_LENGTH } from '../constants.ts';
import { CUSTOM_URL_MESSAGES } from './messages.ts';

/**
 * The message for an unusable custom project URL, or null when it is fine. An empty value means
 * "no custom URL" and is fine.
 */
export const validateCustomUrl = (url: string): string | null => {
  if (url === '') return null;
  if (url.startsWith('-') || url.endsWith('-') || url.includes('--')) return CUSTOM_URL_MESSAGES.hyphens;
  if (url.length > CUSTOM_URL_MAX_LENGTH) return CUSTOM_URL_MESSAGES.tooLong;
  if (!/^[a-z0-9-]+$/.test(url)) return CUSTOM_URL_MESSAGES.characters;
  return null;
};

/**
 * `base` followed by `-suffix` (`-2`, `-<project id>`): a taken slug's next candidate, with `base`
 * cut so the whole stays within CUSTOM_URL_MAX_LENGTH.
 */
export const slugWithSuffix = (base: string, suffix: string | number): string => {
  const tail = `-${suffix}`;
  return `${base.slice(0, CUSTOM_URL_MAX_LENGTH - tail.length)}${tail}`;
};

// Letters that Unicode decomposition does not reduce to plain Latin ones.
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};

/**
 * A URL segment from a title: 'Gaur City – Phase Ⅱ, Noïda' → 'gaur-city-phase-ii-noida'. Accented
 * Latin letters lose their accents, other characters are dropped, words are joined by single
 * hyphens, and the result is cut to CUSTOM_URL_MAX_LENGTH at a word boundary.
 */
export const slugify = (text: string): string => {
  const plain = text
    .toLowerCase()
    .replace(/[ßæœøđðłþıħ]/g, (letter) => SPECIAL_LETTERS[letter] ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
  const slug = plain
    .replace(/[^a-z0-9\s-]/g, '')
    .split(/[\s-]+/)
    .filter(Boolean)
    .join('-');
  if (slug.length <= CUSTOM_URL_MAX_LENGTH) return slug;
  const head = slug.slice(0, CUSTOM_URL_MAX_LENGTH + 1);
  const lastBreak = head.lastIndexOf('-');
  return lastBreak > 0 ? head.slice(0, lastBreak) : slug.slice(0, CUSTOM_URL_MAX_LENGTH);
};
