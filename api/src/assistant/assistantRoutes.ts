import {
  assistantExchangeListQuerySchema,
  assistantQuerySchema,
  assistantReplySchema,
  generateDescriptionSchema,
  searchUnderstandingSchema,
  understandSearchQuerySchema,
} from '@aangan/contracts';
import { z } from 'zod';
import { listReply, ok, route, type AnyRoute } from '../routing/routeTable.ts';
import type { AssistantService } from './assistantService.ts';

/** The chat panel's `/user/query` (spec §7), the admin list of what buyers asked, and the description generator. */
export function assistantRoutes(deps: { assistant: AssistantService }): AnyRoute[] {
  const routes = [
    route({
      method: 'post',
      path: '/user/query',
      access: 'public',
      tag: 'Assistant',
      summary:
        'The buyer\'s assistant: answers a prompt with text, project cards and quick replies (30 prompts a minute per address); `context`, the previous reply\'s search, lets a follow-up such as "and in Noida?" change it',
      body: assistantQuerySchema,
      response: assistantReplySchema,
      handler: async ({ body, ctx, command }) => {
        ctx.set('Cache-Control', 'no-store');
        return { body: await deps.assistant.ask(command, ctx.ip, body.prompt, body.context) };
      },
    }),
    route({
      method: 'get',
      path: '/project/understand-search',
      access: 'public',
      tag: 'Projects',
      summary:
        'Reads a search box text as the assistant reads a prompt: filters, the words left for text search, and the results page link',
      query: understandSearchQuerySchema,
      response: z.object({ responseCode: z.literal(200), result: searchUnderstandingSchema }),
      handler: async ({ query }) => ok(await deps.assistant.understandSearch(query.q)),
    }),
    route({
      method: 'get',
      path: '/admin/assistant/exchanges',
      access: 'staff',
      tag: 'Assistant',
      summary:
        'What buyers asked the assistant and what it answered, phone numbers and emails masked (ra-data-simple-rest list)',
      query: assistantExchangeListQuerySchema,
      handler: async ({ query }) => {
        const page = await deps.assistant.listExchanges(query);
        return listReply('exchanges', page);
      },
    }),
    route({
      method: 'post',
      path: '/admin/generate-description',
      access: 'admin',
      tag: 'Assistant',
      summary:
        'Write a project description from its facts: a saved project by { _id }, or unsaved fields as { project }',
      body: generateDescriptionSchema,
      response: z.object({ responseCode: z.literal(200), result: z.object({ description: z.string() }) }),
      handler: async ({ body }) => ok({ description: await deps.assistant.describe(body) }),
    }),
  ];
  return routes;
}
