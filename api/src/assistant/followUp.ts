import type { AssistantContext } from '@aangan/contracts';
import type { PromptAnalysis } from './promptAnalysis.ts';
import { hasAnyFilter, type SearchFilters } from './searchFilters.ts';

/**
 * A follow-up changes the conversation's last search instead of starting a new one: "3 BHK in
 * Gurugram under 2 Cr", then "and in Noida?" is a 3 BHK under 2 Cr in Noida. The browser keeps the
 * conversation and sends its last search as the context; the server remembers nothing.
 */

/** How a follow-up starts, in English and Hinglish: "and in Noida?", "what about 2 bhk", "aur Pune me?". */
const FOLLOW_UP =
  /^(?:and|aur|or|ya|but|what about|how about|then|also|same|phir|to|toh|in|under|below|above|within|only|sirf|instead)\b/;

const PLACE_KEYS = ['city', 'locality', 'region', 'cities'] as const;

const definedOnly = (filters: SearchFilters): SearchFilters =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));

export function isFollowUp(analysis: PromptAnalysis): boolean {
  return (
    FOLLOW_UP.test(analysis.text) &&
    hasAnyFilter(analysis.filters) &&
    !analysis.emi &&
    analysis.namedProjects.length === 0 &&
    analysis.contact.length === 0 &&
    !analysis.serviceCue
  );
}

/** The analysis with the last search's filters carried over where the follow-up does not set its own. */
export function withConversation(analysis: PromptAnalysis, context: AssistantContext | undefined): PromptAnalysis {
  if (!context || !isFollowUp(analysis)) return analysis;
  const asked = analysis.filters;
  const newPlace = PLACE_KEYS.some((key) => asked[key] !== undefined);
  const { language: _language, ...carried }: SearchFilters & Pick<AssistantContext, 'language'> = context;
  if (newPlace) for (const key of PLACE_KEYS) delete carried[key];
  return { ...analysis, filters: definedOnly({ ...carried, ...asked }) };
}
