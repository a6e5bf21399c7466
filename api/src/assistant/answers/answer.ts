import type { AssistantIntent, AssistantUnderstood, EmiBreakdown, Locale, ProjectCard } from '@aangan/contracts';
import type { AssistantSearch } from '../assistantSearch.ts';
import type { Catalogue } from '../catalogue.ts';
import { capitalise, describeFilters } from '../describeSearch.ts';
import type { PromptAnalysis } from '../promptAnalysis.ts';
import type { SiteFaq, SiteKnowledge } from '../siteKnowledge.ts';
import { EMI_EXAMPLE, OFFICE_QUESTION } from './quickReplies.ts';

/** One composed answer: the text (written only from what was retrieved) and what the chat panel renders. */
export interface Answer {
  intent: AssistantIntent;
  text: string;
  projects: ProjectCard[];
  suggestions: string[];
  total?: number;
  searchLink?: string;
  emi?: EmiBreakdown;
  /** Added to the reply's `understood`: the project asked about and the topic, or the EMI figures. */
  understood?: Partial<AssistantUnderstood>;
}

/** What an answer may look at. */
export interface AnswerContext {
  analysis: PromptAnalysis;
  catalogue: Catalogue;
  search: AssistantSearch;
  knowledge: SiteKnowledge;
  faq: { entry: SiteFaq; score: number } | null;
  /** The language of the reply, chosen once per exchange (replyLanguage.ts). */
  language: Locale;
}

/** Quick replies that work on this catalogue: searches in the cities with the most projects, an EMI, the office. */
export function starterSuggestions(catalogue: Catalogue, language: Locale = 'en'): string[] {
  const [first, second] = catalogue.cities.map((c) => c.city);
  const searches = first
    ? [
        describeFilters({ bhk: [2], city: first }, language),
        describeFilters({ possession: 'Ready to Move', city: second ?? first }, language),
      ]
    : [describeFilters({ bhk: [2], budgetMax: 80_00_000 }, language)];
  return [...searches.map(capitalise), EMI_EXAMPLE[language], OFFICE_QUESTION[language]];
}
