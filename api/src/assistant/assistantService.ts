import {
  NotFoundError,
  ValidationError,
  type AssistantContext,
  type AssistantExchangeListQuery,
  type AssistantReply,
  type GenerateDescriptionBody,
  type ProjectDoc,
  type SearchUnderstanding,
} from '@aangan/contracts';
import type { EventStore, ReadStore } from '@aangan/projections';
import type { Logger } from 'pino';
import { consumeOrThrow, type RateLimits } from '../auth/rateLimits.ts';
import type { CommandContext } from '../core/commandContext.ts';
import type { IdGenerator } from '../core/ids.ts';
import { createAssistant } from './assistant.ts';
import type { CatalogueCache } from './catalogue.ts';
import { createExchangeLog } from './exchangeLog.ts';
import { phraseSafely, type Phraser } from './llmPhraser.ts';
import { namelessPrompt, withoutWords } from './namelessPrompt.ts';
import { maskPersonalData } from './personalDataMask.ts';
import { understandSearch } from './searchUnderstanding.ts';
import { describeProject, projectFactSheet } from './projectDescription.ts';

/**
 * What the routes call: the assistant behind its rate limit, with every exchange recorded (masked, without names),
 * the admin list of exchanges, and the description generator.
 */

export interface AssistantServiceDeps {
  readStore: ReadStore;
  eventStore: EventStore;
  rateLimits: RateLimits;
  ids: IdGenerator;
  now: () => Date;
  /** The catalogue prompts are read against (shared with the search page's search string). */
  catalogue: CatalogueCache;
  logger: Logger;
  phraser?: Phraser | undefined;
}

/** Per address: 30 prompts a minute, far above a person typing, well below a scraper. */
export const ASSISTANT_RATE_LIMIT = { points: 30, durationSeconds: 60 } as const;
const TOO_MANY_PROMPTS = "You're sending messages faster than I can answer. Please wait a few seconds and try again.";
const NOTHING_TO_DESCRIBE = 'Add the project name, location or units first, then generate the description.';

export function createAssistantService(deps: AssistantServiceDeps) {
  const { catalogue } = deps;
  const assistant = createAssistant({
    readStore: deps.readStore,
    catalogue,
    phraser: deps.phraser,
    logger: deps.logger,
  });
  const exchanges = createExchangeLog({
    eventStore: deps.eventStore,
    readStore: deps.readStore,
    ids: deps.ids,
    now: deps.now,
    logger: deps.logger,
  });
  const perIp = deps.rateLimits.limiter({
    keyPrefix: 'assistant-ip',
    points: ASSISTANT_RATE_LIMIT.points,
    duration: ASSISTANT_RATE_LIMIT.durationSeconds,
  });

  return {
    async ask(
      context: CommandContext,
      ip: string,
      prompt: string,
      conversation?: AssistantContext,
    ): Promise<AssistantReply> {
      await consumeOrThrow(perIp, ip, TOO_MANY_PROMPTS);
      const masked = maskPersonalData(prompt);
      const { reply, phrasedBy, analysis } = await assistant.answer(masked, conversation);
      const kept = namelessPrompt(masked, analysis);
      await exchanges.record(context, {
        prompt: kept.text,
        // The rules' text never repeats a word of the prompt they did not understand; a model's might.
        response: phrasedBy === 'model' ? withoutWords(reply.response, kept.withheld) : reply.response,
        intent: reply.intent,
        understood: reply.understood,
        projectIds: reply.projects.map((p) => p._id),
        phrasedBy,
      });
      return reply;
    },

    listExchanges: (query: AssistantExchangeListQuery) => exchanges.list(query),

    /** The search box's text read as the assistant reads a prompt. */
    understandSearch: async (text: string): Promise<SearchUnderstanding> =>
      understandSearch(text, await catalogue.current()),

    /** A saved project's description (any state but deleted), or an unsaved draft's from its fields. */
    async describe(body: GenerateDescriptionBody): Promise<string> {
      let fields = body.project;
      if (body._id) {
        const doc = await deps.readStore.collection<ProjectDoc>('projects').get(body._id);
        if (!doc || doc.status === 'deleted') throw new NotFoundError('Project not found');
        fields = doc;
      }
      const draft = fields ? describeProject(fields) : null;
      if (!fields || !draft)
        throw new ValidationError(NOTHING_TO_DESCRIBE, [{ path: 'project', message: NOTHING_TO_DESCRIBE }]);
      const title = fields.projectTitle?.trim();
      const known = await catalogue.current();
      const polished = await phraseSafely(
        deps.phraser,
        { purpose: 'description', draft, facts: [projectFactSheet(fields)], allowedTitles: title ? [title] : [] },
        { knownTitles: known.projects.map((p) => p.title) },
        deps.logger,
      );
      return polished.text;
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
