import {
  bedroomLabel,
  projectLink,
  projectSearchQuerySchema,
  type AlertDoc,
  type AlertItem,
  type ProjectDoc,
} from '@aangan/contracts';
import { eventTime, type RecordedEvent } from '@aangan/projections';
import { projectDocAfter } from '../projects/projectDocAfter.ts';
import { shortlistChanges } from '../projects/shortlistChanges.ts';

/** The most new projects one saved search tells in a digest. */
export const NEW_PROJECTS_PER_SEARCH = 10;

const placeOf = (doc: ProjectDoc): string => [doc.locality, doc.city].filter(Boolean).join(', ');
const refOf = (alertId: string, doc: ProjectDoc) => ({
  alertId,
  projectId: doc._id,
  title: doc.projectTitle ?? 'Project',
  link: projectLink(doc),
  place: placeOf(doc),
});
const reraStatuses = (doc: ProjectDoc): string[] =>
  (doc.reraDetails ?? []).map((d) => d.projectStatus ?? 'Not given').sort();

/** Per cent lower, one decimal: 90 L → 85.5 L is 5. */
const percentLower = (from: number, to: number): number => Math.round(((from - to) / from) * 1000) / 10;

/**
 * What a watched project's buyer hears of its changes between two instants, from its events:
 * each unit type whose price went down (old → new, and by how much), possession status or date,
 * and RERA status. A project taken off the site is not told (its page is gone).
 */
export function watchedProjectItems(
  alert: Pick<AlertDoc, '_id'>,
  events: readonly RecordedEvent[],
  since: string,
  upTo: string,
): AlertItem[] {
  const then = projectDocAfter(events.filter((event) => eventTime(event) <= since));
  const now = projectDocAfter(events.filter((event) => eventTime(event) <= upTo));
  if (!then || !now || then.status !== 'posted' || now.status !== 'posted') return [];
  const ref = refOf(alert._id, now);
  const changes = shortlistChanges(then, now);
  const items: AlertItem[] = [];
  for (const price of changes.prices) {
    if (price.direction !== 'down') continue;
    const [from, to] =
      price.from.low !== price.to.low ? [price.from.low, price.to.low] : [price.from.high, price.to.high];
    items.push({ kind: 'priceDrop', ...ref, unit: price.label, from, to, percent: percentLower(from, to) });
  }
  if (changes.possession) {
    const { from, to, fromDate, toDate } = changes.possession;
    items.push({ kind: 'possession', ...ref, from, to, fromDate, toDate });
  }
  const reraFrom = reraStatuses(then);
  const reraTo = reraStatuses(now);
  if (reraFrom.join('|') !== reraTo.join('|')) items.push({ kind: 'rera', ...ref, from: reraFrom, to: reraTo });
  return items;
}

/** A newly posted project as a saved search's buyer hears of it. */
export function newProjectItem(alertId: string, doc: ProjectDoc): AlertItem {
  return {
    kind: 'newProject',
    ...refOf(alertId, doc),
    priceMin: doc.priceMin ?? null,
    priceMax: doc.priceMax ?? null,
    bhk: [...new Set(doc.bhk)]
      .sort((a, b) => a - b)
      .map(bedroomLabel)
      .join(', '),
  };
}

/** The saved search's parameters as the search query reads them. */
export const searchQueryOf = (search: Extract<AlertDoc['topic'], { kind: 'search' }>['search']) =>
  projectSearchQuerySchema.parse(search);
