import { CHATBOT_GREETING_PROMPT } from '@aangan/contracts/browser';

/** The assistant's chat panel (its replies come from the API in the asker's language). */
export const chat = {
  /** What the panel asks first, unseen: the assistant greets in the language it is greeted in. */
  greeting: CHATBOT_GREETING_PROMPT as string,
  /** The assistant's quick reply that asks for a call back, as it words it in this language. */
  callBackPrompt: 'Request a call back',
  title: 'Aangan assistant',
  /** Spec §8: a failed chat answer is a bot bubble; this is what it says. */
  failed: 'Sorry, I could not get an answer just now. Please try again.',
  close: 'Close the chat',
  conversation: 'Conversation',
  you: 'You: ',
  assistant: 'Assistant: ',
  typing: 'The assistant is typing',
  retry: 'Try again',
  question: 'Your question',
  placeholder: 'e.g. 2 BHK in Noida under 1 Cr',
  send: 'Send',
  suggested: 'Suggested questions',
  seeAll: (total: number | null) => (total === null ? 'See all results' : `See all results (${total})`),
  priceOnRequest: 'Price on request',
  perMonth: ' a month',
  loan: 'Loan',
  interest: 'Interest',
  perYear: (percent: number) => `${percent}% a year`,
  tenure: 'Tenure',
  years: (months: number) =>
    months % 12 === 0 ? `${months / 12} ${months === 12 ? 'year' : 'years'}` : `${months} months`,
  totalInterest: 'Total interest',
};

export type ChatStrings = typeof chat;
