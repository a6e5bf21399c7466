import { SEO_HINTS } from '@aangan/contracts/browser';

export { SEO_HINTS };

export const wordCount = (text: string): number => (text.trim() ? text.trim().split(/\s+/).length : 0);

export type HintTone = 'ok' | 'warning';

export interface Hint {
  text: string;
  tone: HintTone;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "48 characters · ideal 70, under 60 is best": a warning past 60. */
export const titleHint = (title: string): Hint => ({
  text: `${plural(title.length, 'character')} · ideal ${SEO_HINTS.titleIdeal}, under ${SEO_HINTS.titleUnder} is best`,
  tone: title.length > SEO_HINTS.titleUnder ? 'warning' : 'ok',
});

/** "120 / 170 characters · 21 words (under 30)": a warning past 170 characters or at 30 words. */
export const descriptionHint = (description: string): Hint => {
  const words = wordCount(description);
  return {
    text: `${description.length} / ${SEO_HINTS.descriptionIdeal} characters · ${plural(words, 'word')} (under ${SEO_HINTS.descriptionWordsUnder})`,
    tone:
      description.length > SEO_HINTS.descriptionIdeal || words >= SEO_HINTS.descriptionWordsUnder ? 'warning' : 'ok',
  };
};

/** "34 / 120 characters". */
export const urlHint = (url: string): Hint => ({
  text: `${url.length} / ${SEO_HINTS.urlIdeal} characters`,
  tone: url.length > SEO_HINTS.urlIdeal ? 'warning' : 'ok',
});
