import type { Doc } from './ReadStore.ts';

/**
 * Fills a collection with documents its caller reads on its own (from a snapshot file), handing
 * each batch over to the store with `add`: documents fresh from JSON.parse, held by nobody else. It stops early once `signal` aborts; a fill
 * discarded (the store closed, the collection dropped) before it started is still called, already
 * aborted, so that it can release what it holds.
 */
export type FillLoader = (add: (docs: Doc[]) => void, signal: AbortSignal) => Promise<void>;

/** A store whose collections can be filled after it is in use (the embedded one). */
export interface FillsLater {
  /**
   * The collection's documents arrive later, from `load`: it starts at the first call on the
   * collection (or at `fillDeferred`), and every call waits for it to finish; declaring an index
   * does not. Dropping or replacing the collection first discards what it would still add.
   */
  fillLater(name: string, load: FillLoader): void;
  /**
   * The collection's documents are stored without the values of `fields` (top-level fields, null
   * in every document that has them until then): those arrive later from `load`, as documents
   * holding `_id` and the late fields only, set on the stored documents by `_id`. It starts at the
   * first write or the first call that reads one of `fields` (or at `fillDeferred`), and those wait
   * for it to finish; a call that reads none of them (a list with a projection) is answered at once.
   */
  completeLater(name: string, fields: readonly string[], load: FillLoader): void;
  /**
   * Starts every fill not started yet and resolves when all have finished; also finishes what a
   * bulk with `handOver: 'parsed'` left for later (freezing its documents).
   */
  fillDeferred(): Promise<void>;
}

export const fillsLater = (store: object): store is FillsLater =>
  typeof (store as Partial<FillsLater>).fillLater === 'function';

/** One collection's pending fill; `start` answers the same promise however often it is called. */
export interface PendingFill {
  start(): Promise<void>;
  /** Nothing more is added; the loader is told (through its signal) to stop and let go. */
  cancel(): void;
}

/**
 * The fill of one collection: `load` runs once, at the first `start`, adding its batches with
 * `add` until it is cancelled; `settled` is told when it has finished, whether or not it was.
 */
export function pendingFill(
  load: FillLoader,
  add: (docs: Doc[]) => void,
  settled: (fill: PendingFill) => void,
): PendingFill {
  const aborts = new AbortController();
  let started: Promise<void> | null = null;
  const fill: PendingFill = {
    start: () =>
      (started ??= (async () => {
        try {
          await load((docs) => {
            if (!aborts.signal.aborted) add(docs);
          }, aborts.signal);
        } finally {
          settled(fill);
        }
      })()),
    cancel: () => {
      aborts.abort();
      // Started with the signal aborted, a loader only lets go of what it holds (an open file).
      void fill.start().catch(() => undefined);
    },
  };
  return fill;
}
