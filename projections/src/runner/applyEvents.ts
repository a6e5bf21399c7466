import type { RecordedEvent } from '../eventStore/EventStore.ts';
import type { CollectionWrites, ReadStore, WriteOp } from '../readStore/ReadStore.ts';
import type { ProjectedDoc, Projector } from './Projector.ts';

export interface FoldArgs {
  readStore: ReadStore;
  projector: Projector<ProjectedDoc>;
  /** The event types the projector handles. */
  handled: ReadonlySet<string>;
  events: readonly RecordedEvent[];
  /** The projection's checkpoint: events at or below it are already applied. */
  checkpoint: number;
  /** Records an event the projector could not fold, so later ones still flow. */
  park(event: RecordedEvent, error: unknown): void;
}

/**
 * What one batch does to a projection: its documents read in one round trip, the events folded
 * into them, and the writes of the ones that changed, each conditional on the position of its last
 * event. Nothing is written here: the runner commits every projection's writes and checkpoints of
 * a batch together, under its lease. `touched`: the batch held events for the projection.
 */
export async function foldIntoProjection({
  readStore,
  projector,
  handled,
  events,
  checkpoint,
  park,
}: FoldArgs): Promise<{ writes: CollectionWrites<ProjectedDoc>; touched: boolean }> {
  const relevant: RecordedEvent[] = [];
  const ids: string[] = [];
  for (const event of events) {
    if (event.position <= checkpoint || !handled.has(event.type)) continue;
    const id = projector.documentId(event);
    if (id === null) continue;
    relevant.push(event);
    ids.push(id);
  }
  if (relevant.length === 0) return { writes: { collection: projector.collection, ops: [] }, touched: false };
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
      park(event, error);
    }
  }
  const ops: WriteOp<ProjectedDoc>[] = [];
  for (const [id, { doc, position }] of changed)
    ops.push(doc ? { op: 'put', doc, atPosition: position } : { op: 'delete', id, atPosition: position });
  return { writes: { collection: projector.collection, ops }, touched: true };
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
