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

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.now = options.now ?? (() => new Date());
    this.batchSize = options.batchSize ?? 5000;
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
    const relevant: { event: RecordedEvent; id: string }[] = [];
    for (const event of events) {
      if (event.position <= checkpoint || !projector.handles.includes(event.type)) continue;
      const id = projector.documentId(event);
      if (id !== null) relevant.push({ event, id });
    }
    if (relevant.length === 0) return;
    const collection = this.options.readStore.collection<ProjectedDoc>(projector.collection);
    const docs = new Map<string, ProjectedDoc | null>(await collection.getMany([...new Set(relevant.map((r) => r.id))]));
    const dirty = new Set<string>();
    for (const { event, id } of relevant) {
      const current = docs.get(id) ?? null;
      if (current && current._position >= event.position) continue;
      try {
        const next = projector.evolve(current, event);
        docs.set(id, next === null ? null : ({ ...next, _id: id, _position: event.position } as ProjectedDoc));
        dirty.add(id);
      } catch (error) {
        await this.park(projector, event, error);
      }
    }
    const ops: WriteOp<ProjectedDoc>[] = [];
    for (const id of dirty) {
      const doc = docs.get(id);
      ops.push(doc ? { op: 'put', doc } : { op: 'delete', id });
    }
    if (ops.length > 0) await collection.bulk(ops);
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
