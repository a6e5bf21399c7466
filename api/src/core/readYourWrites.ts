import type { ProjectionRunner, ReadStore } from '@aangan/projections';
import { CHECKPOINTS } from '@aangan/projections';

/** Lets a command answer only once the read models show its events (bounded wait). */
export interface ReadModelWaiter {
  waitFor(position: number, timeoutMs: number): Promise<boolean>;
}

export const runnerWaiter = (runner: ProjectionRunner): ReadModelWaiter => ({
  waitFor: (position, timeoutMs) => runner.waitFor(position, timeoutMs),
});

/** For an API process whose projections run elsewhere: polls the stored checkpoints. */
export function checkpointWaiter(readStore: ReadStore, projectionNames: readonly string[], pollMs = 5): ReadModelWaiter {
  return {
    async waitFor(position, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const docs = await readStore.collection<{ _id: string; position: number }>(CHECKPOINTS).getMany(projectionNames);
        const reached = Math.min(...projectionNames.map((name) => docs.get(name)?.position ?? 0));
        if (reached >= position) return true;
        if (Date.now() >= deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    },
  };
}
