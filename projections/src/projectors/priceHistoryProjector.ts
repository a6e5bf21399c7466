import {
  PROJECT_EVENT_TYPES,
  type PriceHistoryDoc,
  type PricePoint,
  type PricedProject,
  type ProjectDoc,
  type ProjectEvent,
} from '@aangan/contracts';
import { effectiveTime } from '../eventStore/EventStore.ts';
import { projectsProjector } from './projectsProjector.ts';
import type { ProductProjector } from './recorded.ts';

const samePrice = (a: PricePoint, b: PricePoint): boolean =>
  a.priceMin === b.priceMin &&
  a.priceMax === b.priceMax &&
  a.possessionStatus === b.possessionStatus &&
  a.proposedPossessionDate === b.proposedPossessionDate;

/**
 * The price history once an event that took effect `at` left the project as `project`: a point
 * while it is posted, when its price range or possession differs from the last point. Public
 * fields and dates only, never who changed them.
 */
function withPoint(points: PricePoint[], project: PricedProject, at: string): PricePoint[] {
  if (project.status !== 'posted') return points;
  const point: PricePoint = {
    at,
    priceMin: project.priceMin ?? null,
    priceMax: project.priceMax ?? null,
    possessionStatus: project.possessionStatus ?? null,
    proposedPossessionDate: project.proposedPossessionDate ?? null,
  };
  const last = points[points.length - 1];
  return last && samePrice(last, point) ? points : [...points, point];
}

/** What the price history keeps of the project's document: the fields the next event is folded onto. */
const pricedProject = (doc: Omit<ProjectDoc, '_position'>): PricedProject => ({
  status: doc.status,
  postedAt: doc.postedAt,
  priceMin: doc.priceMin,
  priceMax: doc.priceMax,
  ...(doc.possessionStatus === undefined ? {} : { possessionStatus: doc.possessionStatus }),
  ...(doc.proposedPossessionDate === undefined ? {} : { proposedPossessionDate: doc.proposedPossessionDate }),
});

/**
 * How a project's price range (by the one price rule the projects read model applies) and
 * possession moved while it was posted: one document per project, the public answer of
 * `/project/price-history/:id`, with its revision and status for the `ETag` and the 404. Each event
 * is folded by the projects read model's own rule onto what the document kept of the project.
 */
export const priceHistoryProjector: ProductProjector<PriceHistoryDoc, ProjectEvent> = {
  name: 'price_history',
  collection: 'price_history',
  handles: PROJECT_EVENT_TYPES,
  documentId: projectsProjector.documentId,
  evolve(doc, event) {
    // The projects rule reads of the document an event changes only these fields and its
    // bookkeeping; an event that sets the project's fields brings all of them.
    const project = projectsProjector.evolve(doc ? (doc.project as ProjectDoc) : null, event, undefined);
    if (project === null) return null;
    return {
      _id: doc?._id ?? project._id,
      revision: project.revision,
      project: pricedProject(project),
      points: withPoint(doc?.points ?? [], project, effectiveTime(event)),
    };
  },
};
