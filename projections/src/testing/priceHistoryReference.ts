import type { PricePoint, ProjectDoc } from '@aangan/contracts';
import { effectiveTime, type RecordedEvent } from '../eventStore/EventStore.ts';
import { projectsProjector } from '../projectors/projectsProjector.ts';
import { handledBy } from '../runner/Projector.ts';

const sameState = (a: PricePoint, b: PricePoint): boolean =>
  a.priceMin === b.priceMin &&
  a.priceMax === b.priceMax &&
  a.possessionStatus === b.possessionStatus &&
  a.proposedPossessionDate === b.proposedPossessionDate;

/**
 * The price history folded from a project's whole event stream at once, through the projects
 * read model's documents: what the `price_history` read model must always equal.
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
      at: effectiveTime(event),
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
