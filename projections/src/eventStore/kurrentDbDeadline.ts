import { EventStoreUnavailableError } from './EventStore.ts';

/**
 * How long one KurrentDB call may take in all. The client's appends take it as their gRPC deadline;
 * its reads go through a native bridge that takes none, so they are cut off here (readWithin).
 * The live subscription has none: it is meant to last, and the client's keep-alive pings notice a
 * server that went silent.
 */
export const DEFAULT_KURRENT_DEADLINE_MS = 10_000;

/**
 * Walks a KurrentDB read, giving up after `ms` in all with EventStoreUnavailableError: a server that
 * stops answering must fail the read, not hold it (and the request or runner waiting on it) for ever.
 * `visit` answers `'stop'` to end the read early. Errors of the read itself are thrown as they are.
 */
export async function readWithin<T>(
  reading: AsyncIterable<T>,
  ms: number,
  action: string,
  visit: (item: T) => 'stop' | void,
): Promise<void> {
  const iterator = reading[Symbol.asyncIterator]();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new EventStoreUnavailableError(`KurrentDB did not answer to ${action} within ${ms} ms`)),
      ms,
    );
  });
  let finished = false;
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), expired]);
      if (next.done) {
        finished = true;
        return;
      }
      if (visit(next.value) === 'stop') return;
    }
  } finally {
    clearTimeout(timer);
    // Ends the server-side read when it was left early or timed out; not awaited, it may hang too.
    if (!finished) void iterator.return?.()?.catch(() => undefined);
  }
}
