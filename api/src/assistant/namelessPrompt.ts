import { FILLER_WORDS, normalisePrompt, tokensOf } from './promptText.ts';
import type { PromptAnalysis } from './promptAnalysis.ts';

/** What stands in for a word that is not kept. */
export const WITHHELD_WORD = '***';

/**
 * Prompts are kept for admins, but a chat is not tied to a person, so erasing someone could never
 * reach a name they typed into it. Kept prompts therefore hold no name: only words the assistant
 * understood (places, project titles, search and question words, English and Hinglish filler)
 * stay; every other word (a name, a typo, any word in another script) becomes `***`. Words right
 * after "my name is", "I am", "mera naam"... go too, even when they are also a place or a project.
 * Numbers stay (phone numbers and emails were masked before: personalDataMask.ts).
 */
export function namelessPrompt(
  prompt: string,
  analysis: PromptAnalysis,
): { text: string; withheld: ReadonlySet<string> } {
  const unexplained = new Set(analysis.unexplained);
  const understood = new Set([
    ...tokensOf(analysis.text)
      .map((token) => token.word)
      .filter((word) => !unexplained.has(word)),
    ...NAME_CUES.flat(),
  ]);
  const withheld = new Set<string>();
  let text = '';
  let end = 0;
  let afterCue = 0;
  let phrase: string[] = [];
  for (const match of prompt.matchAll(MASKED_EMAIL_OR_WORD)) {
    const gap = prompt.slice(end, match.index);
    text += gap;
    end = match.index + match[0].length;
    if (match[1]) {
      text += match[0];
      continue;
    }
    // A cue reaches the next words of its own phrase only: a comma or a full stop ends it.
    if (!/^\s*$/.test(gap)) {
      phrase = [];
      afterCue = 0;
    }
    const normal = normalisePrompt(match[0]);
    phrase.push(normal);
    const cued = afterCue > 0 && !FILLER_WORDS.has(normal);
    afterCue = NAME_CUES.some((cue) => endsWith(phrase, cue)) ? 2 : cued ? afterCue - 1 : 0;
    const parts = tokensOf(normal).map((token) => token.word);
    const known =
      parts.length > 0 &&
      parts.join('') === normal.replace(/[^a-z0-9]/g, '') &&
      parts.every((word) => understood.has(word) || /^\d/.test(word));
    if (known && !cued) {
      text += match[0];
    } else {
      withheld.add(normal);
      text += WITHHELD_WORD;
    }
  }
  return { text: text + prompt.slice(end), withheld };
}

/** `text` (an answer a language model phrased) without the words withheld from its prompt, should it repeat one. */
export function withoutWords(text: string, withheld: ReadonlySet<string>): string {
  if (withheld.size === 0) return text;
  return text.replace(MASKED_EMAIL_OR_WORD, (match, maskedEmail: string | undefined) =>
    !maskedEmail && withheld.has(normalisePrompt(match)) ? WITHHELD_WORD : match,
  );
}

// A masked email (kept whole) or a word of letters in any script ("I'm" is one word).
const MASKED_EMAIL_OR_WORD = /([^\s@]\*{3}@[a-z0-9.-]+\.[a-z]{2,})|[\p{L}\p{M}]+(?:['’`][\p{L}\p{M}]+)*/giu;

/** Phrases after which people give their name (English and Hinglish), as normalised words. */
const NAME_CUES: readonly (readonly string[])[] = [
  ['my', 'name'],
  ['name', 'is'],
  ['i', 'am'],
  ['im'],
  ['this', 'is'],
  ['mera', 'naam'],
  ['naam'],
  ['mr'],
  ['mrs'],
  ['ms'],
  ['miss'],
  ['dr'],
  ['shri'],
  ['smt'],
  ['sri'],
];

const endsWith = (words: readonly string[], cue: readonly string[]): boolean =>
  words.length >= cue.length && cue.every((word, i) => words[words.length - cue.length + i] === word);
