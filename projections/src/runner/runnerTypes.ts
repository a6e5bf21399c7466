import type { EventStore } from '../eventStore/EventStore.ts';
import type { Doc, ReadStore } from '../readStore/ReadStore.ts';
import type { LeaseOptions } from './projectionLease.ts';
import type { ProjectedDoc, Projector } from './Projector.ts';

export interface RunnerLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ProjectionHealth {
  name: string;
  position: number;
  /**
   * Events in the log after `position`: exact where positions count events (SQLite); read and
   * counted up to LAG_COUNTED where they do not (KurrentDB), `lagAtLeast` then saying there are more.
   */
  lag: number;
  lagAtLeast?: true;
  parked: number;
}

/** How many events behind the health answer counts before saying "at least": counting reads them. */
export const LAG_COUNTED = 1000;

/** `_position` repeats `position` so the checkpoint write is conditional like every document's. */
export interface CheckpointDoc extends Doc {
  position: number;
  _position: number;
  /**
   * Position of the last event that changed the projection's documents (the checkpoint moves on
   * every event; this only when the collection changed): what a reader that caches results by the
   * collections it reads compares. Missing in checkpoints written before it was kept.
   */
  changedAt?: number;
  updatedAt: string;
}

/** When the projection's documents last changed, for a stored checkpoint (its position if not known). */
export const changedAtOf = (checkpoint: Pick<CheckpointDoc, 'position' | 'changedAt'> | undefined): number =>
  checkpoint?.changedAt ?? checkpoint?.position ?? 0;

/**
 * `standby`: another runner holds the lease; `catching-up`: reading the log in pages; `live`:
 * following new events; `paused`: a store failed, retrying; `refused`: the checkpoints belong to
 * another event store.
 */
export type RunnerState = 'stopped' | 'standby' | 'catching-up' | 'live' | 'paused' | 'refused';

export interface RunnerHealth {
  head: number;
  state: RunnerState;
  /** Why the runner refuses to resume (state `refused`). */
  problem?: string;
  projections: ProjectionHealth[];
}

export interface ParkedEventDoc extends Doc {
  projection: string;
  position: number;
  eventId: string;
  eventType: string;
  stream: string;
  error: string;
  parkedAt: string;
}

export const CHECKPOINTS = 'projection_checkpoints';
export const PARKED = 'projection_parked';

export interface ProjectionRunnerOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  projectors: readonly Projector<ProjectedDoc>[];
  logger: RunnerLogger;
  now?: () => Date;
  /** Events read per batch when catching up or rebuilding. */
  batchSize?: number;
  /**
   * The lease that lets one runner at a time apply events to these projections; `retryMs` is how
   * often a runner on standby tries to take it. `false` only for a runner whose collections nobody
   * else writes (a rebuild into new collections).
   */
  lease?: (LeaseOptions & { retryMs?: number }) | false;
  /** Where checkpoints and parked events are kept (a rebuild into new collections keeps its own). */
  checkpointsCollection?: string;
  parkedCollection?: string;
}
