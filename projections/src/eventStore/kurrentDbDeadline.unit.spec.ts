import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventStoreUnavailableError } from './EventStore.ts';
import { answerWithin, readWithin } from './kurrentDbDeadline.ts';

/** A read whose server sends `sent` and then stops answering; `returned` tells whether it was ended. */
function silentAfter(sent: number[]) {
  const state = { returned: false };
  const reading: AsyncIterable<number> = {
    [Symbol.asyncIterator]() {
      let index = 0;
      return {
        next: () =>
          index < sent.length
            ? Promise.resolve({ done: false, value: sent[index++] })
            : new Promise<IteratorResult<number>>(() => undefined),
        return: async () => {
          state.returned = true;
          return { done: true, value: undefined };
        },
      };
    },
  };
  return { reading, state };
}

describe('KurrentDB reads with a deadline', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports a server that stops answering as unavailable once the deadline passes, and ends the read', async () => {
    vi.useFakeTimers();
    const { reading, state } = silentAfter([1, 2]);
    const seen: number[] = [];
    const read = readWithin(reading, 10_000, 'read $all', (item) => void seen.push(item));
    const outcome = read.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    const error = await outcome;
    expect(error).toBeInstanceOf(EventStoreUnavailableError);
    expect((error as Error).message).toBe('KurrentDB did not answer to read $all within 10000 ms');
    expect(seen).toEqual([1, 2]);
    expect(state.returned).toBe(true);
  });

  it('reads to the end when the server answers, and can stop early', async () => {
    const all: number[] = [];
    await readWithin(
      (async function* () {
        yield* [1, 2, 3];
      })(),
      10_000,
      'read $all',
      (item) => void all.push(item),
    );
    expect(all).toEqual([1, 2, 3]);
    const { reading, state } = silentAfter([7, 8]);
    let first: number | undefined;
    await readWithin(reading, 10_000, 'read the end of $all', (item) => {
      first = item;
      return 'stop';
    });
    expect(first).toBe(7);
    expect(state.returned).toBe(true);
  });

  it('passes the read’s own failure through for the caller to translate', async () => {
    const refused = new Error('access denied');
    const failing: AsyncIterable<number> = (async function* () {
      yield 1;
      throw refused;
    })();
    await expect(readWithin(failing, 10_000, 'read $all', () => undefined)).rejects.toBe(refused);
  });
});

describe('KurrentDB appends with a deadline', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up on an answer that does not come, and leaves a late failure unheard', async () => {
    vi.useFakeTimers();
    let fail: (error: Error) => void = () => undefined;
    const silent = new Promise<number>((_, reject) => (fail = reject));
    const outcome = answerWithin(silent, 10_000, 'append to project-42').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(EventStoreUnavailableError);
    expect((error as Error).message).toBe('KurrentDB did not answer to append to project-42 within 10000 ms');
    const unheard: unknown[] = [];
    const onUnhandled = (reason: unknown) => unheard.push(reason);
    process.on('unhandledRejection', onUnhandled);
    fail(new Error('the connection closed'));
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', onUnhandled);
    expect(unheard).toEqual([]);
  });

  it('passes an answer that comes in time, and its failure, through unchanged', async () => {
    await expect(answerWithin(Promise.resolve(7), 10_000, 'append to project-42')).resolves.toBe(7);
    const refused = new Error('wrong expected version');
    await expect(answerWithin(Promise.reject(refused), 10_000, 'append to project-42')).rejects.toBe(refused);
  });
});
