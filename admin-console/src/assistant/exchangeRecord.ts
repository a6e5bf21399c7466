import type { AssistantExchangeDoc, AssistantIntent } from '@aangan/contracts';

/** One row of `GET /admin/assistant/exchanges`: the prompt arrives with phone numbers and emails masked. */
export type ExchangeRecord = Omit<AssistantExchangeDoc, '_id' | '_position'> & { id: string };

// The console's words for each intent; typed so a new intent fails the build.
export const INTENT_LABELS = {
  greeting: 'Greeting',
  search: 'Search',
  refine: 'Search too broad',
  noMatch: 'No match',
  clarify: 'Needs details',
  projectInfo: 'Project question',
  projectNotFound: 'Project not found',
  siteFaq: 'Site FAQ',
  emi: 'EMI',
  contact: 'Contact',
  services: 'Services',
  fallback: 'Not understood',
} as const satisfies Record<AssistantIntent, string>;

export const INTENT_CHOICES = (Object.keys(INTENT_LABELS) as AssistantIntent[]).map((id) => ({
  id,
  name: INTENT_LABELS[id],
}));
export const intentLabel = (intent: string): string => INTENT_LABELS[intent as AssistantIntent] ?? intent;
