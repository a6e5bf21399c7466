import { CHECKPOINTS, PositionWaiters, type ReadStore } from '@aangan/projections';

/**
 * Lets a command answer only once the read models show its events (bounded wait). Never rejects:
 * once the events are stored, a read store that lags or fails only makes the answer false (202).
 */
export interface ReadModelWaiter {
  waitFor(position: number, timeoutMs: number): Promise<boolean>;
}

/**
 * For an API process whose projections run elsewhere: one poll loop of the stored checkpoints for
 * every waiting request of the process, running only while someone waits. A failed read is retried
 * at the next tick; the waiters meanwhile only come closer to their time limit.
 */
export function checkpointWaiter(
  readStore: ReadStore,
  projectionNames: readonly string[],
  pollMs = 20,
): ReadModelWaiter {
  const waiters = new PositionWaiters();
  let polling = false;

  async function poll(): Promise<void> {
    polling = true;
    try {
      while (waiters.size > 0) {
        try {
          const docs = await readStore
            .collection<{ _id: string; position: number }>(CHECKPOINTS)
            .getMany(projectionNames);
          waiters.reach(Math.min(...projectionNames.map((name) => docs.get(name)?.position ?? 0)));
        } catch {
          // The read store is down or slow: the requests answer 202 when their time runs out.
        }
        if (waiters.size > 0) await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    } finally {
      polling = false;
    }
  }

  return {
    waitFor(position, timeoutMs) {
      const answer = waiters.waitFor(position, timeoutMs);
      if (!polling) void poll();
      return answer;
    },
  };
}
