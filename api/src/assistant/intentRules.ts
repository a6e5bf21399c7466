import type { PromptAnalysis } from './promptAnalysis.ts';
import { hasAnyFilter, isNarrowed } from './searchFilters.ts';

/**
 * Which kind of answer a prompt gets: the first rule that applies. The order is the policy —
 * an EMI question with a city in it is still an EMI question, a named project beats a search, and
 * a site FAQ only answers when the prompt is not a search in disguise.
 */
export type AnswerRoute =
  | 'greeting'
  | 'emi'
  | 'projectInfo'
  | 'projectNotFound'
  | 'contact'
  | 'services'
  | 'siteFaq'
  | 'search'
  | 'clarify'
  | 'fallback';

/** How close a site FAQ question must be (keyword overlap, 0..1) to answer instead of a search. */
export const FAQ_CLEAR_MATCH = 0.75;
export const FAQ_MATCH = 0.5;
export const FAQ_LOOSE_MATCH = 0.35;

interface Rule {
  route: AnswerRoute;
  applies(a: PromptAnalysis, faqScore: number): boolean;
}

const saysNothingElse = (a: PromptAnalysis, faqScore: number) =>
  !a.emi &&
  a.namedProjects.length === 0 &&
  !hasAnyFilter(a.filters) &&
  a.contact.length === 0 &&
  !a.serviceCue &&
  a.unexplained.length === 0 &&
  faqScore < FAQ_MATCH &&
  a.topic === null;

const RULES: readonly Rule[] = [
  { route: 'greeting', applies: (a, faq) => (a.greeting || a.thanks) && saysNothingElse(a, faq) },
  { route: 'emi', applies: (a) => a.emi !== null },
  { route: 'projectInfo', applies: (a) => a.namedProjects.length > 0 },
  // "interior design help": not one of ours, said so with the services we do offer.
  { route: 'services', applies: (a) => a.unofferedService !== null },
  { route: 'siteFaq', applies: (a, faq) => faq >= FAQ_CLEAR_MATCH && !isNarrowed(a.filters) },
  { route: 'services', applies: (a) => a.serviceCue && !isNarrowed(a.filters) && !a.filters.projectType },
  { route: 'contact', applies: (a) => a.contact.length > 0 && !isNarrowed(a.filters) && !a.filters.projectType },
  { route: 'siteFaq', applies: (a, faq) => faq >= FAQ_MATCH && !isNarrowed(a.filters) && !a.filters.city },
  // "price of Sunrise Towers" where no posted project has that name: say so, never guess.
  {
    route: 'projectNotFound',
    applies: (a) =>
      a.unexplained.length > 0 &&
      !isNarrowed(a.filters) &&
      (a.asksAboutNamedProject || (a.topic !== null && !hasAnyFilter(a.filters))),
  },
  { route: 'search', applies: (a) => hasAnyFilter(a.filters) },
  { route: 'siteFaq', applies: (_a, faq) => faq >= FAQ_LOOSE_MATCH },
  { route: 'clarify', applies: (a) => a.propertyCue || a.topic !== null },
];

export function chooseRoute(analysis: PromptAnalysis, faqScore: number): AnswerRoute {
  return RULES.find((rule) => rule.applies(analysis, faqScore))?.route ?? 'fallback';
}
