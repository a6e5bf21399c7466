import type { PricePoint, ProjectDoc } from '@aangan/contracts';
import { effectiveTime, handledBy, projectsProjector, type RecordedEvent } from '@aangan/projections';

/** When each change took effect: a revision an import dated in the past counts from that date. */
const atOf = (event: RecordedEvent): string => effectiveTime(event);

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

const sameState = (a: PricePoint, b: PricePoint): boolean =>
  a.priceMin === b.priceMin &&
  a.priceMax === b.priceMax &&
  a.possessionStatus === b.possessionStatus &&
  a.proposedPossessionDate === b.proposedPossessionDate;

/**
 * How a project's price range (by the one price rule the read model applies) and possession moved
 * while it was posted, folded from its events: public fields and dates only, never who changed
 * them. A point is kept only when one of those fields changed.
 */
export function priceHistoryOf(events: readonly RecordedEvent[]): PricePoint[] {
  const points: PricePoint[] = [];
  let doc: ProjectDoc | null = null;
  for (const event of events) {
    if (!handledBy(projectsProjector, event)) continue;
    const next = projectsProjector.evolve(doc, event, undefined);
    doc = next === null ? null : { ...next, _position: event.position };
    if (!doc || doc.status !== 'posted') continue;
    const point: PricePoint = {
      at: atOf(event),
      priceMin: doc.priceMin ?? null,
      priceMax: doc.priceMax ?? null,
      possessionStatus: doc.possessionStatus ?? null,
      proposedPossessionDate: doc.proposedPossessionDate ?? null,
    };
    const last = points[points.length - 1];
    if (!last || !sameState(last, point)) points.push(point);
  }
  return points;
}
