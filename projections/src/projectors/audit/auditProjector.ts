import { diffRecords, type AuditEntryDoc, type DomainEvent } from '@aangan/contracts';
import { eventTime, metadataText, type EventStore } from '../../eventStore/EventStore.ts';
import { isRecorded, type ProductProjector, type Recorded } from '../recorded.ts';
import { AUDITED_EVENT_TYPES, summarise } from './auditSummaries.ts';
import { entityIdOf, subjectOf, type View } from './auditSubjects.ts';

/** The record before and after each event of a batch, by event id. */
export type AuditViews = Map<string, { before: View | null; after: View | null }>;

interface Folded {
  revision: number;
  view: View | null;
}

/**
 * The views of recently changed records, by stream: the next event of a stream usually finds the
 * view it follows here. A view is a fact of the log (the record as of a revision), so a stale entry
 * can never be wrong, only unusable; a miss folds the stream's earlier events from the store.
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

  /** The record's view just before `event`: from the cache, else folded from the stream's earlier events. */
  async function viewBefore(
    event: Recorded,
    fold: (view: View | null, event: Recorded) => View | null,
  ): Promise<View | null> {
    if (event.revision === 0) return null;
    const cached = folded.get(event.stream);
    if (cached && cached.revision === event.revision - 1) return cached.view;
    const from = cached && cached.revision < event.revision ? cached.revision + 1 : 0;
    const earlier = await deps.eventStore.readStream(event.stream, {
      fromRevision: from,
      maxCount: event.revision - from,
    });
    return earlier.filter(isRecorded).reduce<View | null>((view, e) => fold(view, e), from === 0 ? null : cached!.view);
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
      for (const event of events) {
        const fold = subjectOf(event.stream)?.fold;
        if (!fold) continue;
        const before = await viewBefore(event, fold);
        const after = fold(before, event);
        folded.set(event.stream, { revision: event.revision, view: after });
        views.set(event.id, { before, after });
      }
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
