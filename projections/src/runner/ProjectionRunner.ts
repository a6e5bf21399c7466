import type { EventStore, RecordedEvent, Subscription } from '../eventStore/EventStore.ts';
import type { Doc, ReadStore, WriteOp } from '../readStore/ReadStore.ts';
import type { ProjectedDoc, Projector } from './Projector.ts';

export interface RunnerLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ProjectionHealth {
  name: string;
  position: number;
  lag: number;
  parked: number;
}

interface CheckpointDoc extends Doc {
  position: number;
  updatedAt: string;
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
}

/**
 * Keeps read models up to date: catches up from the stored checkpoints, then follows the log.
 * Apply is idempotent (documents remember their last position), the checkpoint is written after the
 * documents, an event that fails to project is parked while later ones flow, and a failing read
 * store only pauses the runner: it resubscribes from its checkpoint with backoff.
 */
export class ProjectionRunner {
  private readonly checkpoints = new Map<string, number>();
  private readonly parkedCounts = new Map<string, number>();
  private readonly waiters = new Set<{ position: number; resolve: (ok: boolean) => void }>();
  private subscription: Subscription | null = null;
  private stopped = true;
  private retryDelayMs = 250;
  private retryTimer: NodeJS.Timeout | null = null;
  private readonly now: () => Date;
  private readonly batchSize: number;
  private readonly handledTypes: Map<Projector<ProjectedDoc>, ReadonlySet<string>>;

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.now = options.now ?? (() => new Date());
    this.batchSize = options.batchSize ?? 5000;
    this.handledTypes = new Map(options.projectors.map((projector) => [projector, new Set(projector.handles)]));
  }

  /** Position every projection has reached (the smallest checkpoint). */
  get position(): number {
    let min = Number.POSITIVE_INFINITY;
    for (const projector of this.options.projectors) min = Math.min(min, this.checkpoints.get(projector.name) ?? 0);
    return Number.isFinite(min) ? min : 0;
  }

  async start(): Promise<void> {
    const { readStore, projectors } = this.options;
    for (const projector of projectors) {
      for (const index of projector.indexes ?? []) await readStore.collection(projector.collection).ensureIndex(index);
    }
    const stored = await readStore.collection<CheckpointDoc>(CHECKPOINTS).getMany(projectors.map((p) => p.name));
    for (const projector of projectors) this.checkpoints.set(projector.name, stored.get(projector.name)?.position ?? 0);
    const parked = await readStore.collection<ParkedEventDoc>(PARKED).find({});
    for (const doc of parked) this.parkedCounts.set(doc.projection, (this.parkedCounts.get(doc.projection) ?? 0) + 1);
    this.stopped = false;
    await this.catchUp();
    this.follow();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.subscription?.stop();
    this.subscription = null;
    for (const waiter of this.waiters) waiter.resolve(false);
    this.waiters.clear();
  }

  /** Resolves true once every projection has applied `position`, false after `timeoutMs`. */
  waitFor(position: number, timeoutMs: number): Promise<boolean> {
    if (this.position >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter = {
        position,
        resolve: (ok: boolean) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(ok);
        },
      };
      const timer = setTimeout(() => waiter.resolve(false), timeoutMs);
      this.waiters.add(waiter);
    });
  }

  async health(): Promise<{ head: number; projections: ProjectionHealth[] }> {
    const head = await this.options.eventStore.headPosition();
    return {
      head,
      projections: this.options.projectors.map((p) => {
        const position = this.checkpoints.get(p.name) ?? 0;
        return { name: p.name, position, lag: Math.max(0, head - position), parked: this.parkedCounts.get(p.name) ?? 0 };
      }),
    };
  }

  /** Drops every read model and checkpoint, then replays the whole log. */
  async rebuild(): Promise<{ events: number; ms: number }> {
    const wasRunning = !this.stopped;
    await this.stop();
    const started = performance.now();
    const { readStore, projectors } = this.options;
    for (const collection of new Set([...projectors.map((p) => p.collection), CHECKPOINTS, PARKED])) await readStore.drop(collection);
    this.checkpoints.clear();
    this.parkedCounts.clear();
    for (const projector of projectors) {
      this.checkpoints.set(projector.name, 0);
      for (const index of projector.indexes ?? []) await readStore.collection(projector.collection).ensureIndex(index);
    }
    const events = await this.catchUp();
    const ms = performance.now() - started;
    if (wasRunning) {
      this.stopped = false;
      this.follow();
    }
    return { events, ms };
  }

  /** Reads and applies batches until the log is exhausted; answers the number of events read. */
  private async catchUp(): Promise<number> {
    let total = 0;
    for (;;) {
      const batch = await this.options.eventStore.readAll({ after: this.position, maxCount: this.batchSize });
      if (batch.length === 0) return total;
      await this.applyBatch(batch);
      total += batch.length;
    }
  }

  private follow(): void {
    if (this.stopped) return;
    const subscription = this.options.eventStore.subscribe({ after: this.position }, (batch) => this.applyBatch(batch));
    this.subscription = subscription;
    subscription.done.then(
      () => undefined,
      (error: unknown) => {
        if (this.stopped || this.subscription !== subscription) return;
        this.options.logger.error({ err: error, retryInMs: this.retryDelayMs }, 'projection runner paused; will resume from checkpoint');
        this.retryTimer = setTimeout(() => {
          this.retryTimer = null;
          this.retryDelayMs = Math.min(this.retryDelayMs * 2, 30_000);
          this.follow();
        }, this.retryDelayMs);
      },
    );
  }

  private async applyBatch(events: readonly RecordedEvent[]): Promise<void> {
    const last = events[events.length - 1];
    if (!last) return;
    const { readStore, projectors } = this.options;
    for (const projector of projectors) {
      const checkpoint = this.checkpoints.get(projector.name) ?? 0;
      if (last.position <= checkpoint) continue;
      await this.applyToProjection(projector, events, checkpoint);
      await readStore.collection<CheckpointDoc>(CHECKPOINTS).put({ _id: projector.name, position: last.position, updatedAt: this.now().toISOString() });
      this.checkpoints.set(projector.name, last.position);
    }
    this.retryDelayMs = 250;
    const reached = this.position;
    for (const waiter of this.waiters) if (waiter.position <= reached) waiter.resolve(true);
  }

  private async applyToProjection(projector: Projector<ProjectedDoc>, events: readonly RecordedEvent[], checkpoint: number): Promise<void> {
    const handled = this.handledTypes.get(projector)!;
    const relevant: RecordedEvent[] = [];
    const ids: string[] = [];
    for (const event of events) {
      if (event.position <= checkpoint || !handled.has(event.type)) continue;
      const id = projector.documentId(event);
      if (id === null) continue;
      relevant.push(event);
      ids.push(id);
    }
    if (relevant.length === 0) return;
    const collection = this.options.readStore.collection<ProjectedDoc>(projector.collection);
    const [stored, prepared] = await Promise.all([collection.getMany([...new Set(ids)]), projector.prepare?.(relevant)]);
    /** Documents this batch changed; null once deleted. */
    const changed = new Map<string, ProjectedDoc | null>();
    for (let i = 0; i < relevant.length; i += 1) {
      const event = relevant[i]!;
      const id = ids[i]!;
      const current = changed.get(id) ?? (changed.has(id) ? null : (stored.get(id) ?? null));
      if (current && current._position >= event.position) continue;
      try {
        const next = projector.evolve(current, event, prepared);
        changed.set(id, next === null ? null : withPosition(next, current, id, event.position));
      } catch (error) {
        await this.park(projector, event, error);
      }
    }
    const ops: WriteOp<ProjectedDoc>[] = [];
    for (const [id, doc] of changed) ops.push(doc ? { op: 'put', doc } : { op: 'delete', id });
    // The documents were built here from events read for this batch: nobody else holds them.
    if (ops.length > 0) await collection.bulk(ops, { handOver: true });
  }

  private async park(projector: Projector<ProjectedDoc>, event: RecordedEvent, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    this.options.logger.error({ projection: projector.name, position: event.position, eventType: event.type, error: message }, 'event parked: it could not be projected');
    await this.options.readStore.collection<ParkedEventDoc>(PARKED).put({
      _id: `${projector.name}:${event.position}`,
      projection: projector.name,
      position: event.position,
      eventId: event.id,
      eventType: event.type,
      stream: event.stream,
      error: message,
      parkedAt: this.now().toISOString(),
    });
    this.parkedCounts.set(projector.name, (this.parkedCounts.get(projector.name) ?? 0) + 1);
  }
}

/**
 * The projector's document stamped with its id and position. `evolve` answers a new object, so it
 * is completed where it is; the document it was given, answered unchanged, is copied instead.
 */
function withPosition(next: Omit<ProjectedDoc, '_position'>, current: ProjectedDoc | null, id: string, position: number): ProjectedDoc {
  if (next === current || !Object.isExtensible(next)) return { ...next, _id: id, _position: position };
  const doc = next as ProjectedDoc;
  if (doc._id !== id) doc._id = id;
  doc._position = position;
  return doc;
}
