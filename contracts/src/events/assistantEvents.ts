import { z } from 'zod';
import {
  assistantIntentSchema,
  assistantUnderstoodSchema,
  type AssistantIntent,
  type AssistantUnderstood,
} from '../api/assistantApi.ts';

/**
 * One question to the buyer's assistant and its answer, kept so admins can see what buyers ask.
 * No personal data: phone numbers and emails in the prompt are masked before the event is built,
 * words the assistant did not understand (a name, in any script) are withheld as `***`, and nothing
 * identifies the visitor (not even a hashed address).
 */
export const assistantExchangeRecorded = z.strictObject({
  type: z.literal('AssistantExchangeRecorded'),
  data: z.strictObject({
    exchangeId: z.string(),
    /** The prompt with phone numbers and emails masked and names withheld (`***`). */
    prompt: z.string(),
    response: z.string(),
    intent: assistantIntentSchema,
    understood: assistantUnderstoodSchema,
    projectIds: z.array(z.string()),
    /** Whether the text is the rule-based answer or a language model's rephrasing of it. */
    phrasedBy: z.enum(['rules', 'model']),
    at: z.iso.datetime(),
  }),
});
export type AssistantExchangeRecorded = z.infer<typeof assistantExchangeRecorded>;

export const ASSISTANT_EVENT_TYPES = ['AssistantExchangeRecorded'] as const;

export const ASSISTANT_STREAM_PREFIX = 'assistantConversations-';
/** One stream per day (yyyy-mm-dd, India time): appends never contend on one long stream. */
export const assistantConversationStream = (day: string): string => `${ASSISTANT_STREAM_PREFIX}${day}`;

/** The `assistant_exchanges` read model: one document per exchange. */
export interface AssistantExchangeDoc {
  _id: string;
  _position: number;
  prompt: string;
  response: string;
  intent: AssistantIntent;
  understood: AssistantUnderstood;
  projectIds: string[];
  phrasedBy: 'rules' | 'model';
  at: string;
  /** yyyy-mm-dd, India time (the stream's day). */
  day: string;
}
