import { diffRecords, type AuditEntryDoc, type DomainEvent } from '@aangan/contracts';
import { eventTime, metadataText, type EventStore } from '../../eventStore/EventStore.ts';
import { isRecorded, type ProductProjector, type Recorded } from '../recorded.ts';
import { AUDITED_EVENT_TYPES, summarise } from './auditSummaries.ts';
import { entityIdOf, subjectOf, type AuditSubject, type View } from './auditSubjects.ts';

/** The record before and after each event of a batch, by event id. */
export type AuditViews = Map<string, { before: View | null; after: View | null }>;

interface Folded {
  revision: number;
  view: View | null;
}

type Fold = NonNullable<AuditSubject['fold']>;

/** Records whose earlier events are read at the same time, when a batch finds them missing from the cache. */
const READS_IN_FLIGHT = 16;

/**
 * The views of recently changed records, by stream: the next event of a stream usually finds the
 * view it follows here. A view is a fact of the log (the record as of a revision), so a stale entry
 * can never be wrong, only unusable; a miss folds the stream's earlier events from the store, once
 * per record and batch (the batch's own events of the record are folded as they come), several
 * records' reads at a time.
 */
class FoldedViews {
  private readonly entries = new Map<string, Folded>();
  constructor(private readonly capacity: number) {}

  get(stream: string): Folded | undefined {
    const entry = this.entries.get(stream);
    if (entry) {
      this.entries.delete(stream);
      this.entries.set(stream, entry);
    }
    return entry;
  }

  set(stream: string, folded: Folded): void {
    this.entries.delete(stream);
    this.entries.set(stream, folded);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}

/**
 * The `audit_log` read model: one entry per recorded change of any record (projects, content, site
 * settings, users, leads), with the actor, the time and the changes old -> new, plus the acts that
 * change no record (exports, erasures, refused sign-ins). Changes are computed from consecutive views
 * of the record folded from its own events, so the trail can always be rebuilt from the log.
 */
export function createAuditProjector(deps: {
  eventStore: Pick<EventStore, 'readStream'>;
  cacheSize?: number;
}): ProductProjector<AuditEntryDoc, DomainEvent, AuditViews> {
  const folded = new FoldedViews(deps.cacheSize ?? 20_000);

  /**
   * The record's view at `revision` (null before its first event), from `known` when it is that
   * view or an earlier one, else folded from the stream's events up to it.
   */
  async function viewAt(stream: string, revision: number, known: Folded | undefined, fold: Fold): Promise<View | null> {
    if (revision < 0) return null;
    if (known?.revision === revision) return known.view;
    const from = known && known.revision < revision ? known.revision + 1 : 0;
    const earlier = await deps.eventStore.readStream(stream, { fromRevision: from, maxCount: revision + 1 - from });
    return earlier.filter(isRecorded).reduce<View | null>((view, e) => fold(view, e), from === 0 ? null : known!.view);
  }

  /** The views before and after each of one record's events in a batch: at most one read, before its first. */
  async function foldRecord(stream: string, events: readonly Recorded[], fold: Fold, views: AuditViews): Promise<void> {
    let known = folded.get(stream);
    for (const event of events) {
      const before = await viewAt(stream, event.revision - 1, known, fold);
      const after = fold(before, event);
      views.set(event.id, { before, after });
      known = { revision: event.revision, view: after };
    }
    if (known) folded.set(stream, known);
  }

  const projector: ProductProjector<AuditEntryDoc, DomainEvent, AuditViews> = {
    name: 'audit_log',
    collection: 'audit_log',
    handles: AUDITED_EVENT_TYPES,
    indexes: [
      { keys: { at: -1, position: -1 } },
      { keys: { entityType: 1, entityId: 1, revision: -1, position: -1 } },
      { keys: { actorId: 1, at: -1 } },
      { keys: { type: 1, at: -1 } },
    ],
    documentId(event) {
      return subjectOf(event.stream) ? event.id : null;
    },
    async prepare(events) {
      const views: AuditViews = new Map();
      const byRecord = new Map<string, Recorded[]>();
      for (const event of events) {
        if (!subjectOf(event.stream)?.fold) continue;
        const recordEvents = byRecord.get(event.stream);
        if (recordEvents) recordEvents.push(event);
        else byRecord.set(event.stream, [event]);
      }
      const records = [...byRecord];
      let next = 0;
      const worker = async () => {
        while (next < records.length) {
          const [stream, recordEvents] = records[next++];
          await foldRecord(stream, recordEvents, subjectOf(stream)!.fold!, views);
        }
      };
      await Promise.all(Array.from({ length: Math.min(READS_IN_FLIGHT, records.length) }, worker));
      return views;
    },
    evolve(_doc, event, views) {
      const subject = subjectOf(event.stream)!;
      const { before, after } = views?.get(event.id) ?? { before: null, after: null };
      const changes = subject.fold ? diffRecords(before, after, subject.diff) : [];
      const actor = (event.metadata['actor'] ?? {}) as { id?: string; role?: string };
      const entityId = entityIdOf(subject, event);
      const effectiveAt = event.metadata['effectiveAt'];
      return {
        _id: event.id,
        position: event.position,
        at: eventTime(event),
        ...(typeof effectiveAt === 'string' ? { effectiveAt } : {}),
        type: event.type,
        entityType: subject.entityType,
        entityId,
        entityLabel: subject.label(after ?? before, event, entityId),
        stream: event.stream,
        revision: event.revision,
        actorId: actor.id ?? 'system',
        actorRole: actor.role ?? 'system',
        correlationId: metadataText(event, 'correlationId'),
        causationId: metadataText(event, 'causationId'),
        summary: summarise(event, changes, before),
        changes,
        details: subject.details?.(event) ?? null,
        restoredRevision: event.type === 'ProjectReverted' ? event.data.toRevision : null,
      };
    },
  };
  return projector;
}
