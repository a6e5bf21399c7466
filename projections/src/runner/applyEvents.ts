import type { RecordedEvent } from '../eventStore/EventStore.ts';
import type { ReadStore, WriteOp } from '../readStore/ReadStore.ts';
import type { ProjectedDoc, Projector } from './Projector.ts';

export interface ApplyArgs {
  readStore: ReadStore;
  projector: Projector<ProjectedDoc>;
  /** The event types the projector handles. */
  handled: ReadonlySet<string>;
  events: readonly RecordedEvent[];
  /** The projection's checkpoint: events at or below it are already applied. */
  checkpoint: number;
  /** Records an event the projector could not fold, so later ones still flow. */
  park(event: RecordedEvent, error: unknown): Promise<void>;
}

/**
 * Folds one batch into a projection's documents and writes the ones it changed in one bulk, each
 * conditional on the position of its last event (a runner behind another changes nothing).
 * Answers whether the batch held events for the projection: its documents may have changed (also
 * when they were written before, by a batch whose checkpoint did not follow).
 */
export async function applyToProjection({
  readStore,
  projector,
  handled,
  events,
  checkpoint,
  park,
}: ApplyArgs): Promise<boolean> {
  const relevant: RecordedEvent[] = [];
  const ids: string[] = [];
  for (const event of events) {
    if (event.position <= checkpoint || !handled.has(event.type)) continue;
    const id = projector.documentId(event);
    if (id === null) continue;
    relevant.push(event);
    ids.push(id);
  }
  if (relevant.length === 0) return false;
  const collection = readStore.collection<ProjectedDoc>(projector.collection);
  const [stored, prepared] = await Promise.all([collection.getMany([...new Set(ids)]), projector.prepare?.(relevant)]);
  /** Documents this batch changed (null once deleted), with the position of their last event. */
  const changed = new Map<string, { doc: ProjectedDoc | null; position: number }>();
  for (let i = 0; i < relevant.length; i += 1) {
    const event = relevant[i];
    const id = ids[i];
    // A document an earlier event of this batch made is the batch's own until the bulk write.
    const owned = changed.has(id);
    const current = owned ? changed.get(id)!.doc : (stored.get(id) ?? null);
    if (current && current._position >= event.position) continue;
    try {
      const next = projector.evolve(current, event, prepared, owned && current !== null);
      changed.set(id, {
        doc: next === null ? null : withPosition(next, current, owned, id, event.position),
        position: event.position,
      });
    } catch (error) {
      await park(event, error);
    }
  }
  const ops: WriteOp<ProjectedDoc>[] = [];
  for (const [id, { doc, position }] of changed)
    ops.push(doc ? { op: 'put', doc, atPosition: position } : { op: 'delete', id, atPosition: position });
  // The documents were built here from events read for this batch: nobody else holds them.
  if (ops.length > 0) await collection.bulk(ops, { handOver: true });
  return true;
}

/**
 * The projector's document stamped with its id and position. `evolve` answers a new object, or the
 * batch's own document changed where it stands, so it is completed where it is; a stored document it
 * was given, answered unchanged, is copied instead.
 */
function withPosition(
  next: Omit<ProjectedDoc, '_position'>,
  current: ProjectedDoc | null,
  owned: boolean,
  id: string,
  position: number,
): ProjectedDoc {
  if ((next === current && !owned) || !Object.isExtensible(next)) return { ...next, _id: id, _position: position };
  const doc = next as ProjectedDoc;
  if (doc._id !== id) doc._id = id;
  doc._position = position;
  return doc;
}
