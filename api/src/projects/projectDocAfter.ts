import type { ProjectDoc } from '@aangan/contracts';
import { handledBy, projectsProjector, type RecordedEvent } from '@aangan/projections';

/** The project document as the read model showed it right after the last of `events`; null before it existed. */
export function projectDocAfter(events: readonly RecordedEvent[]): ProjectDoc | null {
  let doc: ProjectDoc | null = null;
  for (const event of events) {
    if (!handledBy(projectsProjector, event)) continue;
    const next = projectsProjector.evolve(doc, event, undefined);
    doc = next === null ? null : { ...next, _position: event.position };
  }
  return doc;
}
