import {
  assistantConversationStream,
  type AssistantExchangeDoc,
  type AssistantExchangeListQuery,
  type AssistantExchangeRecorded,
} from '@aangan/contracts';
import type { EventStore, Filter, ReadStore } from '@aangan/projections';
import type { Logger } from 'pino';
import type { CommandContext } from '../core/commandContext.ts';
import { eventMetadata } from '../core/commandContext.ts';
import type { IdGenerator } from '../core/ids.ts';
import { indianDay } from '../core/indianTime.ts';
import { escapeRegex } from '../core/regex.ts';
import { appendRecord } from '../core/commandHandler.ts';

/**
 * The assistant's conversation log: each exchange is an event on the day's stream, projected into
 * `assistant_exchanges` for the admin list. The prompt arrives here already masked; the event
 * carries no client address, not even hashed, so an exchange cannot be tied back to a visitor.
 */

export type ExchangeRecord = Omit<AssistantExchangeRecorded['data'], 'exchangeId' | 'at'>;

export interface ExchangeLogDeps {
  eventStore: EventStore;
  readStore: ReadStore;
  ids: IdGenerator;
  now: () => Date;
  logger: Logger;
}

export function createExchangeLog(deps: ExchangeLogDeps) {
  const exchanges = () => deps.readStore.collection<AssistantExchangeDoc>('assistant_exchanges');

  return {
    /** Appends the exchange; a failure is logged (without the text) and never fails the buyer's answer. */
    async record(context: CommandContext, exchange: ExchangeRecord): Promise<void> {
      const at = deps.now();
      const { clientIpHash: _dropped, ...anonymous } = context;
      const event: AssistantExchangeRecorded = {
        type: 'AssistantExchangeRecorded',
        data: { exchangeId: deps.ids.objectId(), ...exchange, at: at.toISOString() },
      };
      try {
        await appendRecord(
          deps.eventStore,
          assistantConversationStream(indianDay(at)),
          event,
          eventMetadata(anonymous, at),
        );
      } catch (error) {
        deps.logger.error(
          { err: error instanceof Error ? { name: error.name, message: error.message } : 'unknown' },
          'assistant exchange not recorded',
        );
      }
    },

    async list(query: AssistantExchangeListQuery) {
      const [start, end] = query.range ?? [0, 24];
      const [field, direction] = query.sort ?? ['at', 'DESC'];
      const and: Filter[] = [];
      if (query.filter?.intent) and.push({ intent: query.filter.intent });
      if (query.filter?.day) and.push({ day: query.filter.day });
      if (query.filter?.q?.trim())
        and.push({
          $or: [
            { prompt: { $regex: escapeRegex(query.filter.q.trim()), $options: 'i' } },
            { response: { $regex: escapeRegex(query.filter.q.trim()), $options: 'i' } },
          ],
        });
      const filter: Filter = and.length ? { $and: and } : {};
      const order = direction === 'ASC' ? 1 : -1;
      const [docs, total] = await Promise.all([
        exchanges().find(filter, {
          sort: { [field === 'id' ? '_id' : field]: order, _id: order },
          skip: start,
          limit: end - start + 1,
        }),
        exchanges().count(filter),
      ]);
      const items = docs.map(({ _id, _position, ...rest }) => ({ id: _id, ...rest }));
      return { items, start, end: start + Math.max(items.length - 1, 0), total };
    },
  };
}
