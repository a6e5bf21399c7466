import type { ReadStore } from '../readStore/ReadStore.ts';
import { changedAtOf, type CheckpointDoc, type ParkedEventDoc } from './runnerTypes.ts';

/**
 * What each of a runner's projections has reached, as the runner knows it: its checkpoint, the
 * position of the last event that changed its documents (see CheckpointDoc.changedAt), and how many
 * of its events are parked.
 */
export class ProjectionCheckpoints {
  private readonly positions = new Map<string, number>();
  private readonly changes = new Map<string, number>();
  private readonly parkedCounts = new Map<string, number>();

  constructor(private readonly names: readonly string[]) {}

  /** Position every projection has reached (the smallest checkpoint). */
  get position(): number {
    let min = Number.POSITIVE_INFINITY;
    for (const name of this.names) min = Math.min(min, this.positions.get(name) ?? 0);
    return Number.isFinite(min) ? min : 0;
  }

  /** The projection's checkpoint: events at or below it are applied. */
  checkpoint(name: string): number {
    return this.positions.get(name) ?? 0;
  }

  /** Position of the last event that changed the projection's documents. */
  lastChange(name: string): number {
    return this.changes.get(name) ?? 0;
  }

  /** The latest position at which any of `projections` changed its documents. */
  changedAt(projections: readonly string[]): number {
    let latest = 0;
    for (const name of projections) latest = Math.max(latest, this.changes.get(name) ?? 0);
    return latest;
  }

  /** How many of the projection's events are parked. */
  parked(name: string): number {
    return this.parkedCounts.get(name) ?? 0;
  }

  /** Reads the stored checkpoints and counts the parked events. */
  async load(readStore: ReadStore, checkpointsName: string, parkedName: string): Promise<void> {
    const stored = await readStore.collection<CheckpointDoc>(checkpointsName).getMany(this.names);
    for (const name of this.names) {
      const checkpoint = stored.get(name);
      this.positions.set(name, checkpoint?.position ?? 0);
      this.changes.set(name, changedAtOf(checkpoint));
    }
    const parked = await readStore.collection<ParkedEventDoc>(parkedName).find({});
    this.parkedCounts.clear();
    this.countParked(parked);
  }

  /** Every projection back at the start of the log with nothing parked, as a rebuild leaves them. */
  restart(): void {
    this.positions.clear();
    this.parkedCounts.clear();
    for (const name of this.names) this.positions.set(name, 0);
  }

  /** A committed batch: the events it parked and the checkpoints it reached. */
  record(parked: readonly ParkedEventDoc[], reached: readonly CheckpointDoc[]): void {
    this.countParked(parked);
    for (const doc of reached) {
      this.positions.set(doc._id, doc.position);
      this.changes.set(doc._id, doc.changedAt ?? 0);
    }
  }

  private countParked(parked: readonly ParkedEventDoc[]): void {
    for (const doc of parked) this.parkedCounts.set(doc.projection, (this.parkedCounts.get(doc.projection) ?? 0) + 1);
  }
}
