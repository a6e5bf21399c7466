import type { RecordedEvent } from '../eventStore/EventStore.ts';
import type { Doc, IndexSpec } from '../readStore/ReadStore.ts';

/** Every projected document remembers the position of the last event applied to it. */
export interface ProjectedDoc extends Doc {
  _position: number;
}

/**
 * Builds one read model: which events it reads, which document an event touches, and how the
 * document changes. `evolve` is pure; returning null deletes the document. It answers a new
 * object of plain data (it may share parts with `doc` and with the event), which the runner
 * stamps with `_id` and `_position` and hands to the read store to keep, frozen. With `owned`, the
 * runner says `doc` was made by an earlier event of the same batch and nobody else holds it: evolve
 * may then change it where it stands and answer it, once nothing it does can throw any more (an
 * event that throws is parked and the document must stay as it was).
 */
export interface Projector<
  D extends ProjectedDoc = ProjectedDoc,
  C = unknown,
  E extends RecordedEvent = RecordedEvent,
> {
  name: string;
  collection: string;
  /** The event types it reads: the runner hands it only events of these types, so `E` may name them. */
  handles: readonly E['type'][];
  indexes?: readonly IndexSpec[];
  documentId(event: E): string | null;
  /**
   * Optional asynchronous step before a batch is folded, for what `evolve` may not fetch itself
   * (opening sealed personal data); its answer is passed to `evolve` for every event of the batch.
   */
  prepare?(events: readonly E[]): Promise<C>;
  evolve(doc: D | null, event: E, prepared: C, owned?: boolean): Omit<D, '_position'> | null;
}

/** Whether `projector` reads `event` (its type is one the projector handles), and so may be handed it. */
export const handledBy = <D extends ProjectedDoc, C, E extends RecordedEvent>(
  projector: Projector<D, C, E>,
  event: RecordedEvent,
): event is E => (projector.handles as readonly string[]).includes(event.type);

/** Folds events the way the runner does (position guard included): for tests and rebuild checks. */
export async function projectAll<D extends ProjectedDoc, C, E extends RecordedEvent>(
  projector: Projector<D, C, E>,
  events: readonly RecordedEvent[],
): Promise<Map<string, D>> {
  const docs = new Map<string, D>();
  const handled = events.filter((event) => handledBy(projector, event));
  const prepared = (projector.prepare ? await projector.prepare(handled) : undefined) as C;
  for (const event of handled) {
    const id = projector.documentId(event);
    if (id === null) continue;
    const current = docs.get(id) ?? null;
    if (current && current._position >= event.position) continue;
    const next = projector.evolve(current, event, prepared);
    if (next === null) docs.delete(id);
    else docs.set(id, { ...next, _id: id, _position: event.position } as D);
  }
  return docs;
}
