/**
 * A catch-up subscription for stores that are read by position (SQLite): read batches after the
 * last delivered position until nothing is left, then sleep until the store says it committed
 * something. A slow timer also wakes it, to notice appends made by another process on the same
 * file; when idle and alone it does no work at all.
 */
import type { BatchHandler, RecordedEvent, Subscription } from './EventStore.ts';

/** Tells sleeping subscriptions that the store committed new events. */
export class AppendSignal {
  #version = 0;
  readonly #sleepers = new Set<() => void>();

  /** Changes after every commit; read it before a read, pass it to `sleepAfter`. */
  get version(): number {
    return this.#version;
  }

  notify(): void {
    this.#version += 1;
    const sleepers = [...this.#sleepers];
    this.#sleepers.clear();
    for (const wake of sleepers) wake();
  }

  /**
   * Resolves at the first commit after `version` (at once if one already happened), after
   * `timeoutMs`, or when `abort` fires, whichever comes first.
   */
  sleepAfter(version: number, timeoutMs: number, abort: AbortSignal): Promise<void> {
    if (version !== this.#version || abort.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = (): void => {
        clearTimeout(timer);
        this.#sleepers.delete(wake);
        abort.removeEventListener('abort', wake);
        resolve();
      };
      const timer = setTimeout(wake, timeoutMs);
      timer.unref();
      abort.addEventListener('abort', wake, { once: true });
      this.#sleepers.add(wake);
    });
  }
}

export interface CatchUpSource {
  /** The next batch of events strictly after `after`, in log order; `[]` when caught up. */
  readAfter(after: number): Promise<RecordedEvent[]>;
  readonly appended: AppendSignal;
  /** How long to sleep without a commit signal before looking again. */
  readonly pollIntervalMs: number;
}

/**
 * Starts delivering. `onEnd` runs once the subscription has ended, however it ended.
 * Delivery is strictly sequential: the next read starts only after the handler's promise settled.
 */
export function startCatchUpSubscription(
  source: CatchUpSource,
  after: number,
  handler: BatchHandler,
  onEnd: () => void,
): Subscription {
  const stopping = new AbortController();
  let position = after;

  const deliver = async (): Promise<void> => {
    while (!stopping.signal.aborted) {
      const version = source.appended.version;
      const batch = await source.readAfter(position);
      if (stopping.signal.aborted) return;
      if (batch.length === 0) {
        await source.appended.sleepAfter(version, source.pollIntervalMs, stopping.signal);
        continue;
      }
      await handler(batch);
      position = batch[batch.length - 1].position;
    }
  };

  const done = deliver().finally(onEnd);
  // Whoever awaits `done` still sees the rejection; nobody awaiting it must not crash the process.
  done.catch(() => undefined);

  return {
    done,
    async stop() {
      stopping.abort();
      await done.catch(() => undefined);
    },
  };
}
