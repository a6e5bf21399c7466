import { EventStoreUnavailableError } from './EventStore.ts';

/**
 * How long one KurrentDB call may take in all. The client's appends are given it as their deadline
 * but its batch append ignores it, and its reads go through a native bridge that takes none, so both
 * are cut off here (answerWithin, readWithin).
 * The live subscription has none: it is meant to last, and the client's keep-alive pings notice a
 * server that went silent.
 */
export const DEFAULT_KURRENT_DEADLINE_MS = 10_000;

/**
 * Waits for a KurrentDB call's answer at most `ms`, then gives up with EventStoreUnavailableError (a
 * silent server is otherwise noticed only after the keep-alive's ~20 s, three times over). An append
 * given up on may still land: the caller re-sends the same event ids, which the store recognises.
 */
export async function answerWithin<T>(answer: Promise<T>, ms: number, action: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new EventStoreUnavailableError(`KurrentDB did not answer to ${action} within ${ms} ms`)),
      ms,
    );
  });
  try {
    return await Promise.race([answer, expired]);
  } finally {
    clearTimeout(timer);
    // A late failure of the call given up on is nobody's to hear.
    answer.catch(() => undefined);
  }
}

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
