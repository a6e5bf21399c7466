import type { AssistantContext, Locale } from '@aangan/contracts';
import { isFollowUp } from '../followUp.ts';
import type { PromptAnalysis } from '../promptAnalysis.ts';
import { devanagariShare } from './devanagari.ts';

/**
 * The language of a reply, chosen once per exchange: Hindi when a good part of the prompt is written
 * in Devanagari ("Noida में 2BHK" is), and for a follow-up ("aur 3 bhk?") in a conversation that was in
 * Hindi; English otherwise, Hinglish in Latin letters included.
 */

/** The share of the prompt's letters in Devanagari from which the reply is in Hindi. */
export const HINDI_SHARE = 0.25;

export function replyLanguage(
  prompt: string,
  analysis: PromptAnalysis,
  conversation: AssistantContext | undefined,
): Locale {
  if (devanagariShare(prompt) >= HINDI_SHARE) return 'hi';
  if (conversation?.language === 'hi' && isFollowUp(analysis)) return 'hi';
  return 'en';
}
