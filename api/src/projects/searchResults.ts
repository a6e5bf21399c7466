import type { ProjectDoc, SearchSort } from '@aangan/contracts';
import type { Collection, Filter, SortSpec } from '@aangan/projections';
import { distanceKm } from './geo.ts';
import { searchFilter, type SearchCriteria } from './projectSearchFilter.ts';
import type { SearchColumns } from './searchColumns.ts';
import { lowestFittingPrice, ORDER_FIELDS, sortInMemory, STORE_SORTS, storeCanOrder } from './searchOrder.ts';

const PRICE_ORDER_FIELDS = { _id: 1, priceMin: 1, priceMax: 1, unitSummaries: 1 } as const;
const LOCATION_FIELDS = { _id: 1, latitude: 1, longitude: 1 } as const;
/** How many candidates a price order by the matching units reads at a time (twice the results wanted, if more). */
const SCAN_BATCH = 96;

/** One page of a search's documents, in the search's order. */
export interface ResultPage {
  docs: ProjectDoc[];
  /** Near me: each document's distance in km. */
  distances: Map<string, number>;
  total: number;
  page: number;
  lastPage: number;
}

const lastPageOf = (total: number, limit: number): number => Math.max(1, Math.ceil(total / limit));

/**
 * Finds a page of results: from the search columns when they are given and can answer, otherwise
 * from the store. The store orders and pages what it can (the newest, and prices when the
 * card leads with the project's starting price); a price sort by the matching units' price and a
 * near-me search are ordered here, over the few fields the order needs, and only the page's
 * documents are read whole. A page beyond the last is answered with the last.
 */
export async function findResultPage(
  projects: Collection<ProjectDoc>,
  criteria: SearchCriteria,
  options: {
    sort?: SearchSort | undefined;
    page: number;
    limit: number;
    fields: Record<string, 1>;
    /** The search columns, up to date with the store: they answer every search but near me. */
    columns?: SearchColumns | null | undefined;
  },
): Promise<ResultPage> {
  const { limit, fields, columns } = options;
  if (columns && !criteria.near) {
    const found = columns.resultPage(criteria, options);
    return { ...found, docs: await inOrder(projects, found.ids, fields), distances: new Map() };
  }
  const filter = searchFilter(criteria);
  if (criteria.near) return nearPage(projects, filter, { ...criteria, near: criteria.near }, options);

  const sort = options.sort ?? 'Newest';
  const total = await projects.count(filter);
  const lastPage = lastPageOf(total, limit);
  const page = Math.min(options.page, lastPage);
  const skip = (page - 1) * limit;
  if (total === 0) return { docs: [], distances: new Map(), total, page, lastPage };

  if (storeCanOrder(sort, criteria)) {
    const { sort: spec, nullsFirst } = STORE_SORTS[sort];
    if (!nullsFirst)
      return {
        docs: await projects.find(filter, { sort: spec, skip, limit, projection: fields }),
        distances: new Map(),
        total,
        page,
        lastPage,
      };
    // Unpriced projects come first in the store's ascending order: the page is cut from the priced
    // ones that follow them, then from the unpriced ones at the start.
    const unpriced = await projects.count({ $and: [filter, { [nullsFirst]: null }] });
    const priced = total - unpriced;
    const docs: ProjectDoc[] = [];
    if (skip < priced)
      docs.push(
        ...(await projects.find(filter, {
          sort: spec,
          skip: unpriced + skip,
          limit: Math.min(limit, priced - skip),
          projection: fields,
        })),
      );
    const fromUnpriced = Math.max(0, skip - priced);
    const stillWanted = limit - docs.length;
    if (stillWanted > 0 && unpriced > 0)
      docs.push(
        ...(await projects.find(filter, {
          sort: spec,
          skip: fromUnpriced,
          limit: Math.min(stillWanted, unpriced - fromUnpriced),
          projection: fields,
        })),
      );
    return { docs, distances: new Map(), total, page, lastPage };
  }

  // Ordered by the matching units' price: read in the order of a bound of that price, only as far as the page needs.
  const ordered = await byUnitPrice(projects, filter, sort, criteria, skip + limit);
  const ids = ordered.slice(skip, skip + limit).map((doc) => doc._id);
  return { docs: await inOrder(projects, ids, fields), distances: new Map(), total, page, lastPage };
}

/**
 * The first `wanted` matches in the order of their matching units' price. No project's matching
 * price is below its starting price (`priceMin`) or above the top of its range (`priceMax`), and
 * both are indexed: the matches are read in the order of that bound, a batch at a time, and the
 * reading stops once `wanted` of them have a matching price the bound of every match not read yet
 * is past. Projects without a matching price come last (by id), so a page among them reads them all.
 */
async function byUnitPrice(
  projects: Collection<ProjectDoc>,
  filter: Filter,
  sort: SearchSort,
  criteria: SearchCriteria,
  wanted: number,
): Promise<ProjectDoc[]> {
  const direction = sort === 'Price Low To High' ? 1 : -1;
  const bound = direction === 1 ? 'priceMin' : 'priceMax';
  const order: SortSpec = { [bound]: direction, _id: 1 };
  const priced: Filter = { $and: [filter, { [bound]: { $ne: null } }] };
  let batch = Math.max(SCAN_BATCH, wanted * 2);
  // Only the fields of PRICE_ORDER_FIELDS are read.
  const read: ProjectDoc[] = [];
  for (;;) {
    const docs = await projects.find(priced, {
      sort: order,
      skip: read.length,
      limit: batch,
      projection: PRICE_ORDER_FIELDS,
    });
    read.push(...docs);
    if (docs.length < batch) break;
    const threshold = docs[docs.length - 1][bound]!;
    let settled = 0;
    for (const doc of read) {
      const price = lowestFittingPrice(doc.unitSummaries, criteria);
      if (price !== null && (price - threshold) * direction < 0) settled += 1;
    }
    if (settled >= wanted) return sortInMemory(read, sort, criteria).slice(0, wanted);
    // The next batch as large as all read so far: a page whose matches lie far down the order
    // takes a few reads, not one read per 96 projects, each skipping past all the ones before.
    batch = Math.max(batch, read.length);
  }
  // Every priced match is read; the unpriced ones (no price at all) join those without a matching price.
  read.push(...(await projects.find({ $and: [filter, { [bound]: null }] }, { projection: PRICE_ORDER_FIELDS })));
  return sortInMemory(read, sort, criteria).slice(0, wanted);
}

async function nearPage(
  projects: Collection<ProjectDoc>,
  filter: Filter,
  criteria: SearchCriteria & { near: NonNullable<SearchCriteria['near']> },
  options: { sort?: SearchSort | undefined; page: number; limit: number; fields: Record<string, 1> },
): Promise<ResultPage> {
  // The store narrows to the map cells and box around the point; the exact circle and the order are kept here.
  const { latitude, longitude, radiusKm } = criteria.near;
  const inBox = await projects.find(filter, {
    projection: options.sort ? { ...ORDER_FIELDS, ...LOCATION_FIELDS } : LOCATION_FIELDS,
  });
  const distances = new Map<string, number>();
  const within = inBox.filter((doc) => {
    if (doc.latitude === undefined || doc.longitude === undefined) return false;
    const km = distanceKm(latitude, longitude, doc.latitude, doc.longitude);
    distances.set(doc._id, km);
    return km <= radiusKm;
  });
  // Nearest first unless the buyer chose an order.
  if (options.sort) sortInMemory(within, options.sort, criteria);
  else within.sort((a, b) => distances.get(a._id)! - distances.get(b._id)! || a._id.localeCompare(b._id));
  const lastPage = lastPageOf(within.length, options.limit);
  const page = Math.min(options.page, lastPage);
  const ids = within.slice((page - 1) * options.limit, page * options.limit).map((doc) => doc._id);
  return { docs: await inOrder(projects, ids, options.fields), distances, total: within.length, page, lastPage };
}

/** The page's documents, with only the fields asked (a whole document may wait for fields loaded after a restart). */
async function inOrder(
  projects: Collection<ProjectDoc>,
  ids: readonly string[],
  fields: Record<string, 1>,
): Promise<ProjectDoc[]> {
  if (ids.length === 0) return [];
  const found = new Map(
    (await projects.find({ _id: { $in: [...ids] } }, { projection: fields })).map((doc) => [doc._id, doc]),
  );
  return ids.map((id) => found.get(id)).filter((doc): doc is ProjectDoc => doc !== undefined);
}
