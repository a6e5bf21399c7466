import { randomUUID } from 'node:crypto';
import type { EventStore, ExpectedRevision, NewEvent } from '../eventStore/EventStore.ts';
import { EventStoreUnavailableError } from '../eventStore/EventStore.ts';
import { ReadStoreUnavailableError, type Collection, type Doc, type ReadStore } from '../readStore/ReadStore.ts';

/**
 * A read store that fails like a MongoDB outage while `down` is set: every call rejects with
 * ReadStoreUnavailableError — of every collection, or only of the `collections` named (a blip that
 * hits some reads and writes and not others). The store underneath is untouched by failed calls.
 */
export function faultyReadStore(inner: ReadStore): {
  store: ReadStore;
  setDown(down: boolean, collections?: readonly string[]): void;
} {
  let down = false;
  let only: ReadonlySet<string> | null = null;
  const check = (name?: string) => {
    if (down && (only === null || (name !== undefined && only.has(name))))
      throw new ReadStoreUnavailableError('read store is down');
  };
  const store: ReadStore = {
    collection<T extends Doc>(name: string): Collection<T> {
      const collection = inner.collection<T>(name);
      return new Proxy(collection, {
        get(target, prop, receiver) {
          const value = Reflect.get(target, prop, receiver) as unknown;
          if (typeof value !== 'function') return value;
          return async (...args: unknown[]) => {
            check(name);
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
    },
    commit: async (writes, options) => {
      for (const { collection } of writes) check(collection);
      for (const guard of options?.guards ?? []) check(guard.collection);
      return inner.commit(writes, options);
    },
    drop: async (name) => (check(name), inner.drop(name)),
    replaceCollection: async (target, source) => (
      check(target),
      check(source),
      inner.replaceCollection(target, source)
    ),
    ping: async () => (check(), inner.ping()),
    close: () => inner.close(),
  };
  return {
    store,
    setDown(value, collections) {
      down = value;
      only = collections ? new Set(collections) : null;
    },
  };
}

/**
 * An event store whose next `lostAnswers` appends are written but answered with a timeout, as when
 * the connection drops after the server stored the events; `down` refuses everything. With
 * `anyForgetsIds`, it stores an append expecting `any` again when its ids were already appended, as
 * KurrentDB does once a leader change has emptied its cache of recent ids (under new ids here, since
 * SQLite keeps one event per id); appends with another expected revision are left to the store.
 */
export function faultyEventStore(
  inner: EventStore,
  options: { anyForgetsIds?: boolean } = {},
): {
  store: EventStore;
  loseNextAnswers(count: number): void;
  setDown(down: boolean): void;
  appendCalls(): number;
} {
  let lostAnswers = 0;
  let down = false;
  let calls = 0;
  const appended = new Set<string>();
  const check = () => {
    if (down) throw new EventStoreUnavailableError('event store is down');
  };
  const forgotten = (events: NewEvent[], expected: ExpectedRevision | undefined): NewEvent[] =>
    options.anyForgetsIds && (expected ?? 'any') === 'any'
      ? events.map((event) => (appended.has(event.id) ? { ...event, id: randomUUID() } : event))
      : events;
  const store: EventStore = {
    async append(stream, events, appendOptions) {
      calls += 1;
      check();
      const result = await inner.append(stream, forgotten(events, appendOptions?.expected), appendOptions);
      for (const event of events) appended.add(event.id);
      if (lostAnswers > 0) {
        lostAnswers -= 1;
        throw new EventStoreUnavailableError('the append timed out before its answer came');
      }
      return result;
    },
    readStream: async (stream, options) => (check(), inner.readStream(stream, options)),
    readAll: async (options) => (check(), inner.readAll(options)),
    headPosition: async () => (check(), inner.headPosition()),
    ...(inner.positionsCountEvents ? { positionsCountEvents: true } : {}),
    subscribe: (options, handler) => inner.subscribe(options, handler),
    close: () => inner.close(),
  };
  return {
    store,
    loseNextAnswers: (count) => (lostAnswers = count),
    setDown: (value) => (down = value),
    appendCalls: () => calls,
  };
}
export { recordingReadStore, servedBy, type QueryShape } from './queryShapes.ts';
export { priceHistoryOf } from './priceHistoryReference.ts';
export { sourceWriterThread } from './sourceWriterThread.ts';
