import type { RecordedEvent, Subscription } from '../eventStore/EventStore.ts';
import { PositionWaiters } from './positionWaiters.ts';
import { foldBatch, refuseSharedCollections } from './checkpointBatch.ts';
import { ProjectionCheckpoints } from './projectionCheckpoints.ts';
import { keepRenewing, LeaseLostError, type ProjectionLeases } from './projectionLease.ts';
import type { ProjectedDoc, Projector } from './Projector.ts';
import { projectionsHealth } from './runnerHealth.ts';
import { runnerLeases, takeLeasesToRebuild } from './runnerLeases.ts';
import {
  CHECKPOINTS,
  PARKED,
  type ProjectionRunnerOptions,
  type RunnerHealth,
  type RunnerState,
} from './runnerTypes.ts';
import { checkStoreIdentity, StoreIdentityMismatchError } from './storeIdentity.ts';

export * from './runnerTypes.ts';

/**
 * Keeps read models up to date: catches up from the stored checkpoints, then follows the log.
 * Apply is idempotent (documents remember their last position), every document and checkpoint
 * write is conditional on the stored position (two runners can never move one backwards), the
 * checkpoint is written after the documents, an event that fails to project is parked while later
 * ones flow, and a failing store only pauses the runner: it catches up again in pages from its
 * checkpoint with backoff, then follows. Only the holder of the projections' lease applies events.
 */
export class ProjectionRunner {
  private readonly checkpoints: ProjectionCheckpoints;
  private readonly waiters = new PositionWaiters();
  private subscription: Subscription | null = null;
  private stopped = true;
  private retryDelayMs = 250;
  private retryTimer: NodeJS.Timeout | null = null;
  private readonly now: () => Date;
  private readonly batchSize: number;
  private readonly handledTypes: Map<Projector<ProjectedDoc>, ReadonlySet<string>>;
  private readonly leases: ProjectionLeases | null;
  private readonly leaseRetryMs: number;
  private stopRenewal: (() => void) | null = null;
  private state: RunnerState = 'stopped';
  private problem: string | undefined;
  private readonly checkpointsName: string;
  private readonly parkedName: string;

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.checkpoints = new ProjectionCheckpoints(options.projectors.map((p) => p.name));
    this.now = options.now ?? (() => new Date());
    this.batchSize = options.batchSize ?? 5000;
    this.handledTypes = new Map(options.projectors.map((projector) => [projector, new Set(projector.handles)]));
    refuseSharedCollections(options.projectors);
    this.checkpointsName = options.checkpointsCollection ?? CHECKPOINTS;
    this.parkedName = options.parkedCollection ?? PARKED;
    const { leases, retryMs } = runnerLeases(options, this.now);
    this.leases = leases;
    this.leaseRetryMs = retryMs;
  }

  /** This runner's name in the lease documents. */
  get holder(): string | null {
    return this.leases?.holder ?? null;
  }

  /** Position every projection has reached (the smallest checkpoint). */
  get position(): number {
    return this.checkpoints.position;
  }

  /**
   * The latest position at which any of `projections` changed its documents: it stays the same
   * while events only change other read models (a page cached by it lives on while enquiries come in).
   */
  changedAt(projections: readonly string[]): number {
    return this.checkpoints.changedAt(projections);
  }

  /**
   * Declares the indexes, then takes the lease and catches up (or waits on standby while another
   * runner holds it). A store failure while catching up is thrown; later ones only pause the runner.
   */
  async start(): Promise<void> {
    await this.ensureIndexes();
    this.stopped = false;
    await this.activate(true);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.state = 'stopped';
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.stopRenewing();
    await this.subscription?.stop();
    this.subscription = null;
    this.waiters.cancelAll();
    await this.leases
      ?.release()
      .catch((error: unknown) =>
        this.options.logger.warn({ err: error }, 'projection lease not released; it runs out on its own'),
      );
  }

  /** Applies everything up to the head of the log now (no lease check): for a rebuild into new collections. */
  async catchUpToHead(): Promise<number> {
    return this.catchUp();
  }

  /** Resolves true once every projection has applied `position`, false after `timeoutMs`. */
  waitFor(position: number, timeoutMs: number): Promise<boolean> {
    if (this.position >= position) return Promise.resolve(true);
    return this.waiters.waitFor(position, timeoutMs);
  }

  async health(): Promise<RunnerHealth> {
    const store = this.options.eventStore;
    const head = await store.headPosition();
    const projections = await projectionsHealth(store, head, this.options.projectors, this.checkpoints);
    return { head, state: this.state, ...(this.problem ? { problem: this.problem } : {}), projections };
  }

  /**
   * Drops every read model and checkpoint, then replays the whole log. Refused (RebuildRefusedError)
   * while another runner holds the lease; the lease is held while rebuilding.
   */
  async rebuild(): Promise<{ events: number; ms: number }> {
    const wasRunning = !this.stopped;
    await this.stop();
    if (this.leases) await takeLeasesToRebuild(this.leases);
    const started = performance.now();
    const { readStore, projectors } = this.options;
    for (const collection of new Set([...projectors.map((p) => p.collection), this.checkpointsName, this.parkedName]))
      await readStore.drop(collection);
    this.checkpoints.restart();
    await this.ensureIndexes();
    await checkStoreIdentity(this.options.eventStore, readStore, this.checkpointsName);
    const events = await this.catchUp();
    const ms = performance.now() - started;
    if (wasRunning) {
      this.stopped = false;
      await this.activate(true);
    } else {
      await this.leases?.release();
    }
    return { events, ms };
  }

  private async ensureIndexes(): Promise<void> {
    for (const projector of this.options.projectors) {
      for (const index of projector.indexes ?? [])
        await this.options.readStore.collection(projector.collection).ensureIndex(index);
    }
  }

  /**
   * Takes the lease (or goes on standby), checks the checkpoints belong to this event store, loads
   * them, catches up in pages and follows. Run at start and after every pause.
   */
  private async activate(throwErrors: boolean): Promise<void> {
    if (this.stopped) return;
    try {
      if (this.leases && !(await this.leases.acquire())) {
        if (this.state !== 'standby')
          this.options.logger.info(
            { holder: this.leases.holder },
            'projections on standby: another runner holds the lease',
          );
        this.state = 'standby';
        this.scheduleActivation(this.leaseRetryMs);
        return;
      }
      this.startRenewing();
      await checkStoreIdentity(this.options.eventStore, this.options.readStore, this.checkpointsName);
      await this.checkpoints.load(this.options.readStore, this.checkpointsName, this.parkedName);
      this.state = 'catching-up';
      await this.catchUp();
      if (this.stopped) return;
      this.state = 'live';
      this.problem = undefined;
      this.follow();
    } catch (error) {
      if (error instanceof StoreIdentityMismatchError) {
        this.refuse(error);
        return;
      }
      if (error instanceof LeaseLostError && !this.stopped) {
        this.leaseLost();
        return;
      }
      if (throwErrors) throw error;
      this.pause(error);
    }
  }

  private refuse(error: StoreIdentityMismatchError): void {
    this.state = 'refused';
    this.problem = error.message;
    this.stopRenewing();
    this.options.logger.error({ stored: error.stored, found: error.found }, error.message);
    void this.leases?.release().catch(() => undefined);
  }

  private pause(error: unknown): void {
    if (this.stopped) return;
    this.state = 'paused';
    this.options.logger.error(
      { err: error, retryInMs: this.retryDelayMs },
      'projection runner paused; will resume from checkpoint',
    );
    const delay = this.retryDelayMs;
    this.retryDelayMs = Math.min(this.retryDelayMs * 2, 30_000);
    this.scheduleActivation(delay);
  }

  private scheduleActivation(delayMs: number): void {
    if (this.stopped) return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.activate(false);
    }, delayMs);
  }

  private startRenewing(): void {
    if (!this.leases || this.stopRenewal) return;
    this.stopRenewal = keepRenewing(this.leases, {
      lost: () => {
        if (!this.stopped) this.leaseLost();
      },
      failed: (error) => this.options.logger.warn({ err: error }, 'projection lease not renewed; retrying'),
    });
  }

  private stopRenewing(): void {
    this.stopRenewal?.();
    this.stopRenewal = null;
  }

  /** Another runner took the lease over (ours ran out, or a rebuild seized it): stop applying, wait. */
  private leaseLost(): void {
    this.options.logger.warn({ holder: this.leases?.holder }, 'projection lease lost to another runner; on standby');
    this.stopRenewing();
    const subscription = this.subscription;
    this.subscription = null;
    this.state = 'standby';
    void subscription?.stop().finally(() => this.scheduleActivation(this.leaseRetryMs));
    if (!subscription) this.scheduleActivation(this.leaseRetryMs);
  }

  /**
   * Reads and applies batches until a read comes back short of a full batch (the head of the log as
   * of that read); answers the number of events read. Waiting for an empty read instead would never
   * end under steady writes: the subscription takes over from there.
   */
  private async catchUp(): Promise<number> {
    let total = 0;
    for (;;) {
      const batch = await this.options.eventStore.readAll({ after: this.position, maxCount: this.batchSize });
      if (batch.length > 0) await this.applyBatch(batch);
      total += batch.length;
      if (batch.length < this.batchSize) return total;
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
        if (error instanceof LeaseLostError) {
          this.leaseLost();
          return;
        }
        this.subscription = null;
        // Resumes with paged reads of the log, not the subscription's small batches.
        this.pause(error);
      },
    );
  }

  /**
   * Folds a batch into every projection and commits all their writes, the parked events and the
   * checkpoints in one step, guarded by the lease as this runner holds it (holder and fence): a
   * runner whose lease was taken over (it ran out during a pause, or a rebuild seized it to swap in
   * new collections) writes nothing, whenever it finds out, and goes on standby.
   */
  private async applyBatch(events: readonly RecordedEvent[]): Promise<void> {
    const last = events[events.length - 1];
    if (!last) return;
    const { readStore, projectors, logger } = this.options;
    // Past the lease's time another runner may be applying: stop before folding anything.
    if (this.leases && !this.stopped && !this.leases.valid && !(await this.leases.renew())) throw new LeaseLostError();
    const batch = await foldBatch({
      readStore,
      projectors,
      handledTypes: this.handledTypes,
      events,
      last,
      checkpoints: this.checkpoints,
      checkpointsName: this.checkpointsName,
      parkedName: this.parkedName,
      logger,
      now: this.now,
    });
    if (!batch) return;
    const { writes, parked, reached } = batch;
    // The documents were built here from events read for this batch: nobody else holds them.
    const done = await readStore.commit(writes, { handOver: true, guards: this.leases?.guards() ?? [] });
    if (!done.committed) throw new LeaseLostError();
    this.checkpoints.record(parked, reached);
    this.retryDelayMs = 250;
    this.waiters.reach(this.position);
  }
}
