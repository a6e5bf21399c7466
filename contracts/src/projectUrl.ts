import { z } from 'zod';
import { CUSTOM_URL_MAX_LENGTH } from './constants.ts';

export const CUSTOM_URL_MESSAGES = {
  hyphens: 'The URL cannot start, end, or contain consecutive hyphens.',
  // The wording says 50 while the check allows CUSTOM_URL_MAX_LENGTH (120): both are the product's
  // published behaviour, so they are kept exactly as they are.
  tooLong: 'The URL cannot be longer than 50 characters.',
  characters: 'The URL can only contain lowercase letters, numbers and hyphens.',
} as const;

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

export const customUrlSchema = z
  .string()
  .trim()
  .superRefine((url, ctx) => {
    const message = validateCustomUrl(url);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

// Letters that Unicode decomposition does not reduce to plain Latin ones.
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i', ħ: 'h',
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

export { PROJECT_VIEW_PATH, projectLink, type ProjectLinkFields } from './projectLink.ts';
