import { rm } from 'node:fs/promises';
import type { Logger } from 'pino';
import {
  fillsLater,
  loadSnapshot,
  writeSnapshot,
  type EventStore,
  type ReadStore,
  type SnapshotOptions,
  type SnapshotPrefetch,
  type SnapshotProjections,
} from '@aangan/projections';

export interface SnapshotSource {
  readStore: ReadStore;
  eventStore: Pick<EventStore, 'readAll'>;
  projections: SnapshotProjections;
  /** Where the read models are (the runner's position). */
  position: () => number;
}

export interface ReadModelSnapshotsOptions extends SnapshotOptions {
  logger: Logger;
  /** A snapshot is written once the read models are this many events past the last one. */
  everyEvents?: number;
  checkEveryMs?: number;
  /** The file as read ahead on a worker thread while the server's code loaded; stopped once the load is over. */
  prefetch?: SnapshotPrefetch;
}

export interface SnapshotTarget {
  readStore: ReadStore;
  eventStore: Pick<EventStore, 'readAll'>;
  /** Rebuilds every read model from the log beside the live ones and swaps them in. */
  rebuild: () => Promise<unknown>;
}

/**
 * The embedded read models kept on disk so that a restart loads them and replays only the tail of
 * the log: loaded before the runner starts (the `deferred` collections and the `lateFields` once
 * the server is up, or when first needed), written in the background once enough events have passed, and at a clean
 * shutdown. An erasure deletes the file (it holds opened personal data) and
 * discards a write under way; the next one is made from models that no longer hold the person.
 */
export function readModelSnapshots(options: ReadModelSnapshotsOptions) {
  const { logger } = options;
  const everyEvents = options.everyEvents ?? 50_000;
  let source: SnapshotSource | null = null;
  let savedAt = 0;
  let erasures = 0;
  let writing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  /** The store still to fill with the snapshot's deferred collections. */
  let deferred: ReadStore | null = null;

  const write = (): Promise<void> => {
    if (writing || !source) return writing ?? Promise.resolve();
    const from = source;
    const erasuresBefore = erasures;
    const started = performance.now();
    writing = (async () => {
      try {
        const written = await writeSnapshot(options, from.readStore, from.eventStore, from.projections);
        if (erasures !== erasuresBefore) {
          await rm(options.file, { force: true });
          return;
        }
        savedAt = written.position;
        logger.info(
          {
            position: written.position,
            documents: written.documents,
            bytes: written.bytes,
            ms: Math.round(performance.now() - started),
          },
          'read models snapshot written',
        );
      } catch (error) {
        logger.error({ err: error }, 'read models snapshot could not be written');
      } finally {
        writing = null;
      }
    })();
    return writing;
  };

  return {
    /**
     * Fills the empty read store from the snapshot, or logs why it was not used (the runner then
     * rebuilds). A deferred collection found damaged later is logged the same way, the file is
     * deleted and every read model is rebuilt beside the live ones; its readers wait for that.
     */
    async load(target: SnapshotTarget): Promise<void> {
      const started = performance.now();
      const lateDamage = async (collection: string, reason: string) => {
        logger.warn({ reason, collection }, 'read models snapshot ignored; rebuilding from the event log');
        savedAt = 0;
        await rm(options.file, { force: true });
        const rebuilding = performance.now();
        await target.rebuild();
        logger.info({ ms: Math.round(performance.now() - rebuilding) }, 'read models rebuilt from the event log');
      };
      const result = await loadSnapshot(
        options,
        target.readStore,
        target.eventStore,
        lateDamage,
        options.prefetch,
      ).finally(() => options.prefetch?.stop());
      if (result.loaded) {
        savedAt = result.position;
        // The deferred collections, and the finishing touches of the loaded ones (see fillDeferred).
        deferred = fillsLater(target.readStore) ? target.readStore : null;
        logger.info(
          {
            position: result.position,
            documents: result.documents,
            deferred: result.deferred,
            readAhead: result.readAhead,
            ms: Math.round(performance.now() - started),
          },
          'read models loaded from snapshot',
        );
      } else if (result.reason !== 'no snapshot') {
        logger.warn({ reason: result.reason }, 'read models snapshot ignored; rebuilding from the event log');
      }
    },
    /** Loads the deferred collections now (once the server serves) rather than at their first use. */
    async loadDeferred(): Promise<void> {
      const store = deferred;
      deferred = null;
      if (!store || !fillsLater(store)) return;
      const started = performance.now();
      await store.fillDeferred();
      logger.info({ ms: Math.round(performance.now() - started) }, 'deferred read models loaded from snapshot');
    },
    /** Watches the runner's position and writes a snapshot once it is `everyEvents` past the last one. */
    start(from: SnapshotSource): void {
      source = from;
      timer = setInterval(() => {
        if (from.position() - savedAt >= everyEvents) void write();
      }, options.checkEveryMs ?? 10_000);
      timer.unref();
    },
    /** At a clean shutdown, once the runner has stopped: the models as they are now. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      await writing;
      if (source && source.position() > savedAt) await write();
      source = null;
    },
    async forget(): Promise<void> {
      erasures += 1;
      savedAt = 0;
      await rm(options.file, { force: true });
    },
  };
}
