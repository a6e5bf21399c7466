import {
  ASSISTANT_EVENT_TYPES,
  ASSISTANT_STREAM_PREFIX,
  type AssistantExchangeDoc,
  type AssistantExchangeRecorded,
} from '@aangan/contracts';
import type { ProductProjector } from './recorded.ts';

/**
 * What buyers asked the assistant, for admins: one document per exchange. An exchange never
 * changes once recorded, so a replayed event rebuilds the same document.
 */
export const assistantConversationsProjector: ProductProjector<AssistantExchangeDoc, AssistantExchangeRecorded> = {
  name: 'assistant_exchanges',
  collection: 'assistant_exchanges',
  handles: ASSISTANT_EVENT_TYPES,
  indexes: [{ keys: { at: -1, _id: -1 } }, { keys: { intent: 1, at: -1 } }, { keys: { day: 1 } }],
  documentId: (event) => (event.stream.startsWith(ASSISTANT_STREAM_PREFIX) ? event.data.exchangeId : null),
  evolve(_doc, recorded) {
    const { data } = recorded;
    return {
      _id: data.exchangeId,
      prompt: data.prompt,
      response: data.response,
      intent: data.intent,
      understood: data.understood,
      projectIds: data.projectIds,
      phrasedBy: data.phrasedBy,
      at: data.at,
      day: recorded.stream.slice(ASSISTANT_STREAM_PREFIX.length),
    };
  },
};
