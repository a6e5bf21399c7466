import type { RecordedEvent } from '../eventStore/EventStore.ts';
import type { CollectionWrites, ReadStore } from '../readStore/ReadStore.ts';
import { foldIntoProjection } from './applyEvents.ts';
import type { ProjectionCheckpoints } from './projectionCheckpoints.ts';
import type { ProjectedDoc, Projector } from './Projector.ts';
import type { CheckpointDoc, ParkedEventDoc, RunnerLogger } from './runnerTypes.ts';

/** Refuses projections that share a collection: a batch's writes are folded from the documents as stored before it. */
export function refuseSharedCollections(projectors: readonly Projector<ProjectedDoc>[]): void {
  const collections = projectors.map((p) => p.collection);
  const shared = collections.find((name, i) => collections.indexOf(name) !== i);
  if (shared) throw new Error(`Two projections write the collection ${shared}: each needs its own`);
}

/** What folding a batch takes: the runner's projections and stores, and where each projection stands. */
export interface BatchArgs {
  readStore: ReadStore;
  projectors: readonly Projector<ProjectedDoc>[];
  /** The event types each projector handles. */
  handledTypes: ReadonlyMap<Projector<ProjectedDoc>, ReadonlySet<string>>;
  events: readonly RecordedEvent[];
  /** The batch's last event: the position every projection behind it reaches. */
  last: RecordedEvent;
  checkpoints: Pick<ProjectionCheckpoints, 'checkpoint' | 'lastChange'>;
  checkpointsName: string;
  parkedName: string;
  logger: RunnerLogger;
  now: () => Date;
}

/** A batch ready to commit: every write, with the events it parked and the checkpoints it reaches. */
export interface FoldedBatch {
  writes: CollectionWrites[];
  parked: ParkedEventDoc[];
  reached: CheckpointDoc[];
}

/**
 * Folds a batch into every projection it is new to: their writes, then the parked events and the
 * checkpoints, to be committed in one step. Null when every projection has applied the batch already.
 */
export async function foldBatch(args: BatchArgs): Promise<FoldedBatch | null> {
  const { readStore, projectors, events, last } = args;
  const writes: CollectionWrites[] = [];
  const parked: ParkedEventDoc[] = [];
  const reached: CheckpointDoc[] = [];
  for (const projector of projectors) {
    const checkpoint = args.checkpoints.checkpoint(projector.name);
    if (last.position <= checkpoint) continue;
    const folded = await foldIntoProjection({
      readStore,
      projector,
      handled: args.handledTypes.get(projector)!,
      events,
      checkpoint,
      park: (event, error) => parked.push(parkedEventDoc(projector, event, error, args)),
    });
    if (folded.writes.ops.length > 0) writes.push(folded.writes);
    reached.push({
      _id: projector.name,
      position: last.position,
      _position: last.position,
      changedAt: folded.touched ? last.position : args.checkpoints.lastChange(projector.name),
      updatedAt: args.now().toISOString(),
    });
  }
  if (reached.length === 0) return null;
  if (parked.length > 0)
    writes.push({ collection: args.parkedName, ops: parked.map((doc) => ({ op: 'put' as const, doc })) });
  writes.push({
    collection: args.checkpointsName,
    ops: reached.map((doc) => ({ op: 'put' as const, doc, atPosition: doc.position })),
  });
  return { writes, parked, reached };
}

/** Logs an event a projection could not fold, and the document that keeps it parked. */
function parkedEventDoc(
  projector: Projector<ProjectedDoc>,
  event: RecordedEvent,
  error: unknown,
  { logger, now }: Pick<BatchArgs, 'logger' | 'now'>,
): ParkedEventDoc {
  const message = error instanceof Error ? error.message : String(error);
  logger.error(
    { projection: projector.name, position: event.position, eventType: event.type, error: message },
    'event parked: it could not be projected',
  );
  return {
    _id: `${projector.name}:${event.position}`,
    projection: projector.name,
    position: event.position,
    eventId: event.id,
    eventType: event.type,
    stream: event.stream,
    error: message,
    parkedAt: now().toISOString(),
  };
}
