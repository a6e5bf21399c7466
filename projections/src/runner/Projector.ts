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
 * stamps with `_id` and `_position` and hands to the read store to keep, frozen.
 */
export interface Projector<D extends ProjectedDoc = ProjectedDoc> {
  name: string;
  collection: string;
  handles: readonly string[];
  indexes?: readonly IndexSpec[];
  documentId(event: RecordedEvent): string | null;
  evolve(doc: D | null, event: RecordedEvent): Omit<D, '_position'> | null;
}

/** Folds events the way the runner does (position guard included): for tests and rebuild checks. */
export function projectAll<D extends ProjectedDoc>(projector: Projector<D>, events: readonly RecordedEvent[]): Map<string, D> {
  const docs = new Map<string, D>();
  for (const event of events) {
    if (!projector.handles.includes(event.type)) continue;
    const id = projector.documentId(event);
    if (id === null) continue;
    const current = docs.get(id) ?? null;
    if (current && current._position >= event.position) continue;
    const next = projector.evolve(current, event);
    if (next === null) docs.delete(id);
    else docs.set(id, { ...next, _id: id, _position: event.position } as D);
  }
  return docs;
}
