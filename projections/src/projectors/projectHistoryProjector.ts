import { PROJECT_EVENT_TYPES, type ProjectHistoryDoc } from '@aangan/contracts';
import type { Projector } from '../runner/Projector.ts';

/** One document per project event: who changed what, and when. */
export const projectHistoryProjector: Projector<ProjectHistoryDoc> = {
  name: 'project_history',
  collection: 'project_history',
  handles: PROJECT_EVENT_TYPES,
  indexes: [{ keys: { projectId: 1, revision: 1 } }],
  documentId: (event) => (event.stream.startsWith('project-') ? event.id : null),
  evolve(_doc, event) {
    const actor = (event.metadata['actor'] ?? {}) as { id?: string; role?: string };
    const data = event.data as { projectId: string; changed?: string[] };
    return {
      _id: event.id,
      projectId: data.projectId,
      revision: event.revision,
      type: event.type,
      actorId: actor.id ?? 'system',
      actorRole: actor.role ?? 'system',
      at: String(event.metadata['at'] ?? event.recordedAt),
      correlationId: String(event.metadata['correlationId'] ?? ''),
      changed: data.changed ?? [],
    };
  },
};
