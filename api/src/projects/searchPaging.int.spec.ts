import { beforeAll, describe, expect, it } from 'vitest';
import { seededRandom, type ProjectDoc, type SearchSort } from '@aangan/contracts';
import { InMemoryReadStore, projectsProjector, type Collection, type Doc } from '@aangan/projections';
import { distanceKm } from './geo.ts';
import { searchFilter, unitFits, type SearchCriteria } from './projectSearchFilter.ts';
import { CARD_FIELDS } from './projectCards.ts';
import { sortInMemory } from './searchOrder.ts';
import { findResultPage } from './searchResults.ts';
import { generatedProject } from './testing/generatedProjects.ts';

/**
 * A page of search results costs a page: on a generated catalogue of 2,400 projects (the demo
 * catalogue's generator, posted through the projects projector into the in-memory store with its
 * indexes), a counting wrapper tells how many documents each search reads, and every answer is
 * checked against the whole catalogue filtered and ordered by hand.
 */
const CATALOGUE = 2_400;
const LIMIT = 12;

let projects: Collection<ProjectDoc>;
let catalogue: ProjectDoc[];
let fetched = 0;
/** How many times the store was asked (find, findOne, getMany). */
let asked = 0;

/** The collection, counting every document it hands out (find, findOne, getMany). */
function counting<T extends Doc>(inner: Collection<T>): Collection<T> {
  const counted = <R extends T[] | T | null>(found: R): R => {
    asked += 1;
    fetched += Array.isArray(found) ? found.length : found ? 1 : 0;
    return found;
  };
  return Object.assign(Object.create(inner) as Collection<T>, {
    find: async (...args: Parameters<Collection<T>['find']>) => counted(await inner.find(...args)),
    findOne: async (...args: Parameters<Collection<T>['findOne']>) => counted(await inner.findOne(...args)),
    getMany: async (ids: readonly string[]) => {
      const found = await inner.getMany(ids);
      asked += 1;
      fetched += found.size;
      return found;
    },
  });
}

beforeAll(async () => {
  const store = new InMemoryReadStore();
  const collection = store.collection<ProjectDoc>('projects');
  for (const index of projectsProjector.indexes ?? []) await collection.ensureIndex(index);
  const random = seededRandom(20_261_121);
  const usedNames: Set<string>[] = [];
  catalogue = Array.from({ length: CATALOGUE }, (_, i) =>
    generatedProject(i, random, {
      usedNames,
      recordedAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
      position: i + 1,
    }),
  );
  await collection.bulk(catalogue.map((doc) => ({ op: 'put' as const, doc })));
  projects = counting(collection);
});

/** The documents one search page reads, and its answer. */
async function pageOf(criteria: SearchCriteria, sort: SearchSort | undefined, page: number) {
  fetched = 0;
  asked = 0;
  const found = await findResultPage(projects, criteria, { sort, page, limit: LIMIT, fields: CARD_FIELDS });
  return { fetched, asked, found };
}

/** The search done by hand over the whole catalogue: the matches in the search's order. */
function byHand(criteria: SearchCriteria, sort: SearchSort | undefined): { ids: string[]; km: Map<string, number> } {
  const km = new Map<string, number>();
  const { near, ...rest } = criteria;
  const unitLevel = rest.bhkBands?.length || rest.budgetMin !== undefined || rest.budgetMax !== undefined;
  let matches = catalogue.filter(
    (doc) =>
      (!rest.city || doc.cityKey === rest.city.toLowerCase()) &&
      (!rest.projectType || doc.projectType === rest.projectType) &&
      (!unitLevel || doc.unitSummaries.some((unit) => unitFits(unit, rest))),
  );
  if (near) {
    matches = matches.filter((doc) => {
      if (doc.latitude === undefined || doc.longitude === undefined) return false;
      const distance = distanceKm(near.latitude, near.longitude, doc.latitude, doc.longitude);
      km.set(doc._id, distance);
      return distance <= near.radiusKm;
    });
    if (!sort)
      return {
        ids: matches.sort((a, b) => km.get(a._id)! - km.get(b._id)! || a._id.localeCompare(b._id)).map((d) => d._id),
        km,
      };
  }
  return { ids: sortInMemory(matches, sort ?? 'Newest', criteria).map((doc) => doc._id), km };
}

describe('a search page', () => {
  it('is built from a catalogue where every kind of search finds something', () => {
    expect(catalogue.filter((doc) => doc.status === 'posted')).toHaveLength(CATALOGUE);
    expect(catalogue.filter((doc) => doc.latitude !== undefined).length).toBeGreaterThan(CATALOGUE * 0.9);
  });

  const SEARCHES: [string, SearchCriteria, SearchSort | undefined][] = [
    ['everything, newest', {}, undefined],
    ['everything, cheapest', {}, 'Price Low To High'],
    ['everything, dearest', {}, 'Price High To Low'],
    ['Noida, newest', { city: 'Noida' }, 'Newest'],
    ['2 BHK, cheapest 2 BHK first', { bhkBands: [2] }, 'Price Low To High'],
    ['2 BHK, dearest 2 BHK first', { bhkBands: [2] }, 'Price High To Low'],
    [
      '3 BHK in Pune under ₹2 Cr, cheapest',
      { city: 'Pune', bhkBands: [3], budgetMax: 20_000_000 },
      'Price Low To High',
    ],
    ['from ₹50 L, dearest matching unit first', { budgetMin: 5_000_000 }, 'Price High To Low'],
  ];

  for (const [name, criteria, sort] of SEARCHES) {
    it(`answers as the whole catalogue sorted would, reading a page: ${name}`, async () => {
      const expected = byHand(criteria, sort).ids;
      expect(expected.length).toBeGreaterThan(LIMIT * 3);
      const lastPage = Math.ceil(expected.length / LIMIT);
      for (const page of [1, 2, 3, lastPage]) {
        const { found, fetched: read } = await pageOf(criteria, sort, page);
        expect(found.total).toBe(expected.length);
        expect(found.docs.map((doc) => doc._id)).toEqual(expected.slice((page - 1) * LIMIT, page * LIMIT));
        // A page near the start reads a few batches at most, never the catalogue.
        if (page <= 3) expect(read, `page ${page}`).toBeLessThanOrEqual(400);
      }
    });
  }
});

describe('a price order by the matching units', () => {
  it('reads matches that lie far down the order in a few batches, each as large as all read before it', async () => {
    // Cheap units sit in projects whose dearest unit is dear: highest first by the matching
    // unit, the store's order (by the top of each range) must be read nearly to its end.
    const criteria: SearchCriteria = { budgetMax: 8_000_000 };
    const expected = byHand(criteria, 'Price High To Low').ids;
    expect(expected.length).toBeGreaterThan(LIMIT * 3);
    const { found, fetched: read, asked: reads } = await pageOf(criteria, 'Price High To Low', 1);
    expect(found.docs.map((doc) => doc._id)).toEqual(expected.slice(0, LIMIT));
    expect(read, 'documents read').toBeGreaterThan(expected.length / 2);
    // 96, then doubling: a page over n matches takes about log2(n / 96) reads (one batch of 96 at a time took n / 96).
    expect(reads, 'reads of the store').toBeLessThanOrEqual(Math.ceil(Math.log2(expected.length / 96)) + 2);
  });
});

describe('near me', () => {
  const points = (): { latitude: number; longitude: number }[] =>
    [0, 7, 250, 1_111, 2_399].map((i) => ({ latitude: catalogue[i].latitude!, longitude: catalogue[i].longitude! }));

  it('finds the same projects, nearest first, as the exact circle over the whole catalogue', async () => {
    for (const point of points()) {
      for (const radiusKm of [0.5, 3, 10, 40, 100]) {
        const criteria: SearchCriteria = { near: { ...point, radiusKm } };
        const expected = byHand(criteria, undefined);
        for (const page of [1, 2]) {
          const { found } = await pageOf(criteria, undefined, page);
          // A page beyond the last is answered with the last.
          const shown = Math.min(page, Math.max(1, Math.ceil(expected.ids.length / LIMIT)));
          const ids = expected.ids.slice((shown - 1) * LIMIT, shown * LIMIT);
          expect(found.total, `${JSON.stringify(criteria)}`).toBe(expected.ids.length);
          expect(found.docs.map((doc) => doc._id)).toEqual(ids);
          for (const id of ids) expect(found.distances.get(id)).toBeCloseTo(expected.km.get(id)!, 9);
        }
      }
    }
  });

  it('keeps a chosen order and the unit filters', async () => {
    for (const point of points()) {
      const criteria: SearchCriteria = { near: { ...point, radiusKm: 25 }, bhkBands: [2, 3] };
      for (const sort of ['Price Low To High', 'Newest'] as const) {
        const { found } = await pageOf(criteria, sort, 1);
        const expected = byHand(criteria, sort).ids;
        expect(found.total).toBe(expected.length);
        expect(found.docs.map((doc) => doc._id)).toEqual(expected.slice(0, LIMIT));
      }
    }
  });

  it('asks the store by the map cells around the point, which hold every project found', async () => {
    const criteria: SearchCriteria = { near: { ...points()[2], radiusKm: 5 } };
    const cells = ((searchFilter(criteria)['$and'] as Record<string, unknown>[]).find((part) => 'geoCells' in part)?.[
      'geoCells'
    ] ?? { $in: [] }) as { $in: string[] };
    const { found } = await pageOf(criteria, undefined, 1);
    expect(found.total).toBeGreaterThan(0);
    for (const doc of catalogue.filter((one) => found.distances.has(one._id) && found.distances.get(one._id)! <= 5))
      expect(doc.geoCells.some((cell) => cells.$in.includes(cell))).toBe(true);
  });
});
