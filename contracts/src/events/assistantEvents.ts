import { z } from 'zod';
import { POSSESSION_STATUSES, PROJECT_TYPES } from '../enums.ts';
import { LOCALES } from '../i18n/locales.ts';

// What the assistant read in a prompt: each exchange records it, and the reply to the browser
// (api/assistantApi.ts) carries it.

/** The search page's sorts, and biggest homes first ("biggest", "sabse bada"), which only the assistant offers. */
export const ASSISTANT_SORTS = ['Price Low To High', 'Price High To Low', 'Newest', 'Largest'] as const;

/**
 * What the assistant took the prompt to be about. `refine` is a search too broad to be useful
 * (the answer asks for budget or BHK); `clarify` is a property question with nothing to search by;
 * `noMatch` a search with no results (the answer offers to widen it).
 */
export const ASSISTANT_INTENTS = [
  'greeting',
  'search',
  'refine',
  'noMatch',
  'clarify',
  'projectInfo',
  'projectNotFound',
  'siteFaq',
  'emi',
  'contact',
  'services',
  'fallback',
] as const;
export const assistantIntentSchema = z.enum(ASSISTANT_INTENTS);
export type AssistantIntent = z.infer<typeof assistantIntentSchema>;

export const PROJECT_TOPICS = [
  'price',
  'rera',
  'amenities',
  'possession',
  'location',
  'developer',
  'units',
  'faq',
  'overview',
] as const;
export type ProjectTopic = (typeof PROJECT_TOPICS)[number];

/** The filters and facts read from the prompt; every field is absent when the prompt did not say. */
export const assistantUnderstoodSchema = z.object({
  city: z.string().optional(),
  locality: z.string().optional(),
  /** A region spanning several cities (NCR, Mumbai Metropolitan Region, Tricity), searched as all of its `cities`. */
  region: z.string().optional(),
  cities: z.array(z.string()).optional(),
  /** Bedroom counts; 0 is a studio, 4 means 4 or more. */
  bhk: z.array(z.number().int().min(0)).optional(),
  /** Rupees. */
  budgetMin: z.number().optional(),
  budgetMax: z.number().optional(),
  projectType: z.enum(PROJECT_TYPES).optional(),
  /** Any of these sub types ("plot" covers residential plots and farmland plots). */
  projectSubTypes: z.array(z.string()).optional(),
  possession: z.enum(POSSESSION_STATUSES).optional(),
  sort: z.enum(ASSISTANT_SORTS).optional(),
  /** The language of the reply when it is not English: a prompt in Devanagari is answered in Hindi. */
  language: z.enum(LOCALES).optional(),
  /** Projects named in the prompt (ids from the read model). */
  projectIds: z.array(z.string()).optional(),
  topic: z.enum(PROJECT_TOPICS).optional(),
  emi: z
    .object({
      principal: z.number().optional(),
      annualRatePercent: z.number(),
      tenureMonths: z.number().int(),
      /** Which figures were not in the prompt and took their default. */
      assumed: z.array(z.enum(['rate', 'tenure'])),
    })
    .optional(),
});
export type AssistantUnderstood = z.infer<typeof assistantUnderstoodSchema>;

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
