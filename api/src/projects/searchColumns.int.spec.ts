import { beforeAll, describe, expect, it } from 'vitest';
import { seededRandom, type ProjectDoc, type SearchSort, type SeededRandom } from '@aangan/contracts';
import { InMemoryReadStore, projectsProjector, type Collection } from '@aangan/projections';
import { CARD_FIELDS } from './projectCards.ts';
import type { SearchCriteria } from './projectSearchFilter.ts';
import { SearchColumns } from './searchColumns.ts';
import { createSearchState } from './searchState.ts';
import { relaxationsOf } from './searchRelaxations.ts';
import { findResultPage } from './searchResults.ts';
import { generatedProject } from './testing/generatedProjects.ts';

/**
 * The search columns answer what the store answers: on a generated catalogue of 1,500 projects
 * (the demo generator, posted through the projects projector), some of them unpriced, without a
 * launch date or with ties, every random search (each filter, alone and together, in every order,
 * on pages near the start, the end and past it) gives the same ids, total and pages from the
 * columns as from the store, before and after a few hundred random changes.
 */
const CATALOGUE = 1_500;
const SORTS: (SearchSort | undefined)[] = [undefined, 'Newest', 'Price Low To High', 'Price High To Low'];

let store: InMemoryReadStore;
let projects: Collection<ProjectDoc>;
let columns: SearchColumns;
let docs: Map<string, ProjectDoc>;
let position = 0;
/** How many searches that found nothing had their wider searches compared. */
let relaxed = 0;

/** Several projects posted in the same hour: ties the order settles by id. */
const made = (i: number, random: SeededRandom, usedNames: Set<string>[]): ProjectDoc =>
  generatedProject(i, random, {
    usedNames,
    recordedAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 3) * 3_600_000).toISOString(),
    position: 0,
  });

/** What the catalogue does not give often enough by itself: no price, no launch date, units priced in part. */
function varied(doc: ProjectDoc, random: SeededRandom): ProjectDoc {
  const roll = random.next();
  if (roll < 0.06)
    return {
      ...doc,
      priceMin: null,
      priceMax: null,
      unitSummaries: doc.unitSummaries.map((unit) => ({ ...unit, priceLow: null, priceHigh: null })),
    };
  if (roll < 0.12) return { ...doc, launchDate: undefined };
  if (roll < 0.16)
    return {
      ...doc,
      unitSummaries: doc.unitSummaries.map((unit, i) => (i === 0 ? { ...unit, priceLow: null, areaSqFt: null } : unit)),
    };
  return doc;
}

async function write(doc: ProjectDoc | null, id: string): Promise<void> {
  const before = docs.get(id) ?? null;
  position += 1;
  if (doc) {
    const stored = { ...doc, _position: position };
    await projects.bulk([{ op: 'put', doc: stored }]);
    docs.set(id, stored);
    columns.change(before?.status === 'posted' ? before : null, stored.status === 'posted' ? stored : null);
  } else {
    await projects.bulk([{ op: 'delete', id }]);
    docs.delete(id);
    columns.change(before?.status === 'posted' ? before : null, null);
  }
}

beforeAll(async () => {
  store = new InMemoryReadStore();
  projects = store.collection<ProjectDoc>('projects');
  for (const index of projectsProjector.indexes ?? []) await projects.ensureIndex(index);
  columns = new SearchColumns();
  docs = new Map();
  const random = seededRandom(20_261_201);
  const usedNames: Set<string>[] = [];
  for (let i = 0; i < CATALOGUE; i += 1) {
    const doc = varied(made(i, random, usedNames), random);
    await write(doc, doc._id);
  }
});

const distinct = <T>(values: (T | null | undefined)[]): T[] =>
  [...new Set(values)].filter((value): value is T => value !== null && value !== undefined);

/** A random search over what the catalogue holds, in any case and with the odd value nobody holds. */
function randomCriteria(random: SeededRandom): SearchCriteria {
  const all = [...docs.values()].filter((doc) => doc.status === 'posted');
  const one = random.pick(all);
  const criteria: SearchCriteria = {};
  const maybe = (chance: number) => random.next() < chance;
  const cased = (text: string) => (maybe(0.3) ? text.toUpperCase() : maybe(0.3) ? ` ${text} ` : text);
  if (maybe(0.4)) criteria.city = cased(one.city ?? 'Nowhere');
  if (maybe(0.1)) criteria.cities = random.some(distinct(all.map((doc) => doc.city)), 1, 3).concat(['Atlantis']);
  if (maybe(0.15)) criteria.locality = cased(one.locality ?? 'Nowhere');
  if (maybe(0.1)) criteria.developer = cased(one.developer?.name ?? 'Nobody');
  if (maybe(0.3)) criteria.projectType = random.pick(['Residential', 'Commercial', 'Farmland']);
  if (maybe(0.2))
    criteria.projectSubTypes = random
      .some(distinct(all.map((doc) => doc.projectSubType)), 1, 2)
      .map((type) => (maybe(0.5) ? type.toLowerCase() : type));
  if (maybe(0.2)) criteria.possession = random.pick(distinct(all.map((doc) => doc.possessionStatus)));
  if (maybe(0.35)) criteria.bhkBands = random.some([0, 1, 2, 3, 4], 1, 3);
  if (maybe(0.3)) criteria.budgetMax = random.pick([2_500_000, 5_000_000, 9_000_000, 20_000_000]);
  if (maybe(0.2)) criteria.budgetMin = random.pick([0, 3_000_000, 7_500_000, 15_000_000]);
  if (maybe(0.1)) criteria.areaMin = random.pick([400, 900, 1_500]);
  if (maybe(0.1)) criteria.areaMax = random.pick([800, 1_400, 3_000]);
  if (maybe(0.1) && one.amenities?.length) criteria.amenities = random.some(one.amenities, 1, 2);
  if (maybe(0.25) && one.searchTerms.length)
    criteria.termGroups = Array.from({ length: random.int(1, 2) }, () =>
      maybe(0.2) ? [] : random.some(one.searchTerms, 1, 3).concat(maybe(0.3) ? ['zzzz'] : []),
    );
  return criteria;
}

async function expectSame(criteria: SearchCriteria, sort: SearchSort | undefined, page: number, limit: number) {
  const options = { sort, page, limit, fields: CARD_FIELDS };
  const fromStore = await findResultPage(projects, criteria, options);
  const fromColumns = await findResultPage(projects, criteria, { ...options, columns });
  const what = `${JSON.stringify(criteria)} ${sort ?? 'no sort'} page ${page} of ${limit}`;
  expect(fromColumns.total, what).toBe(fromStore.total);
  expect(fromColumns.page, what).toBe(fromStore.page);
  expect(fromColumns.lastPage, what).toBe(fromStore.lastPage);
  expect(
    fromColumns.docs.map((doc) => doc._id),
    what,
  ).toEqual(fromStore.docs.map((doc) => doc._id));
  return fromStore.total;
}

async function compareRandomSearches(seed: number, count: number): Promise<number[]> {
  const random = seededRandom(seed);
  const totals: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const criteria = randomCriteria(random);
    const sort = random.pick(SORTS);
    const limit = random.pick([12, 12, 24, 6]);
    const total = await expectSame(criteria, sort, 1, limit);
    totals.push(total);
    // Nothing found: the wider searches offered are counted and described alike.
    if (total === 0) relaxed += 1;
    if (total === 0)
      expect(await relaxationsOf(projects, criteria, columns), JSON.stringify(criteria)).toEqual(
        await relaxationsOf(projects, criteria),
      );
    const last = Math.max(1, Math.ceil(total / limit));
    for (const page of [2, last, last + 1]) if (page <= last + 1) await expectSame(criteria, sort, page, limit);
  }
  return totals;
}

describe('the search columns', () => {
  it('hold every posted project of the catalogue', () => {
    expect(columns.count).toBe(CATALOGUE);
  });

  it('answer every search as the store does: the same projects, in the same order, on the same pages', async () => {
    const totals = await compareRandomSearches(7, 300);
    // The searches are worth comparing: most find something, many find a lot, some nothing.
    expect(totals.filter((total) => total > 0).length).toBeGreaterThan(150);
    expect(totals.filter((total) => total > 100).length).toBeGreaterThan(40);
    expect(totals.filter((total) => total === 0).length).toBeGreaterThan(5);
    expect(relaxed, 'searches whose wider searches were compared').toBeGreaterThan(5);
  });

  it('answer every order of the whole catalogue as the store does, to its last page', async () => {
    for (const sort of SORTS) {
      const total = await expectSame({}, sort, 1, 12);
      for (const page of [2, 60, Math.ceil(total / 12)]) await expectSame({}, sort, page, 12);
      await expectSame({}, sort, 3, 120);
    }
    for (const sort of SORTS) {
      await expectSame({ bhkBands: [2] }, sort, 1, 12);
      await expectSame({ bhkBands: [2] }, sort, 40, 12);
      await expectSame({ budgetMin: 5_000_000 }, sort, 1, 300);
    }
  });

  it('follow every change: prices, places, projects taken off the site and put back, deleted and new', async () => {
    const random = seededRandom(99);
    const usedNames: Set<string>[] = [];
    for (let i = 0; i < 400; i += 1) {
      const ids = [...docs.keys()];
      const doc = docs.get(random.pick(ids))!;
      const roll = random.next();
      if (roll < 0.3) {
        // Every price moved by one factor (an unpriced one given a price), the range with them, as the projector keeps it.
        const factor = random.pick([0.5, 0.9, 1.1, 2]);
        const moved = (price: number | null) => (price === null ? 1_000_000 : Math.round(price * factor));
        await write(
          {
            ...doc,
            priceMin: moved(doc.priceMin),
            priceMax: moved(doc.priceMax),
            unitSummaries: doc.unitSummaries.map((unit) => ({
              ...unit,
              priceLow: moved(unit.priceLow),
              priceHigh: moved(unit.priceHigh),
            })),
          },
          doc._id,
        );
      } else if (roll < 0.45) {
        const other = docs.get(random.pick(ids))!;
        await write({ ...doc, city: other.city, cityKey: other.cityKey, localityKey: other.localityKey }, doc._id);
      } else if (roll < 0.6) await write({ ...doc, status: doc.status === 'posted' ? 'draft' : 'posted' }, doc._id);
      else if (roll < 0.7) await write(null, doc._id);
      else if (roll < 0.8) {
        const fresh = varied(made(CATALOGUE + i, random, usedNames), random);
        await write(fresh, fresh._id);
      } else await write({ ...doc, launchDate: random.pick([undefined, '2024-01', '2027-06']) }, doc._id);
    }
    expect(columns.count).toBe([...docs.values()].filter((doc) => doc.status === 'posted').length);
    await compareRandomSearches(8, 200);
  });
});

describe('the search columns, written again and again', () => {
  it('find a project by its words after its lists of words were made anew', () => {
    const few = [...docs.values()].filter((doc) => doc.status === 'posted').slice(0, 40);
    const kept = new SearchColumns();
    for (const doc of few) kept.change(null, doc);
    // Each round takes every project off the site and puts it back: the lists of words grow, and are made again.
    for (let round = 0; round < 12; round += 1) {
      for (const doc of few) kept.change(doc, null);
      for (const doc of few) kept.change(null, doc);
    }
    for (const doc of few.slice(0, 10)) {
      const word = doc.searchTerms[0];
      const expected = few.filter((one) => one.searchTerms.includes(word)).map((one) => one._id);
      const found = kept.resultPage({ termGroups: [[word]] }, { page: 1, limit: 100 });
      expect(found.ids.sort()).toEqual(expected.sort());
    }
  });
});

describe('the search state', () => {
  it('answers searches from columns that take in every change before the search that follows it', async () => {
    const readStore = new InMemoryReadStore();
    const collection = readStore.collection<ProjectDoc>('projects');
    for (const index of projectsProjector.indexes ?? []) await collection.ensureIndex(index);
    let at = 0;
    const state = createSearchState({ readStore, changedAt: () => at, askEveryMs: 0, now: () => 0 });
    const first = [...docs.values()].filter((doc) => doc.status === 'posted').slice(0, 40);
    await collection.bulk(first.map((doc, i) => ({ op: 'put' as const, doc: { ...doc, _position: i + 1 } })));
    at = first.length;
    // The first build is under way: the store answers meanwhile.
    expect(await state.columns()).toBeNull();
    await state.look();
    const built = await state.columns();
    expect(built?.count).toBe(40);

    // A write the runner has applied: the next search waits for the columns to take it in.
    const moved = { ...first[0], _position: 41, cityKey: 'atlantis', city: 'Atlantis' };
    await collection.bulk([{ op: 'put', doc: moved }]);
    at = 41;
    const columnsNow = await state.columns();
    expect(columnsNow).not.toBeNull();
    expect(columnsNow!.resultPage({ city: 'Atlantis' }, { page: 1, limit: 12 }).ids).toEqual([first[0]._id]);

    // Taken off the site: gone from the next search.
    await collection.bulk([{ op: 'put', doc: { ...moved, _position: 42, status: 'draft' } }]);
    at = 42;
    expect((await state.columns())!.resultPage({ city: 'Atlantis' }, { page: 1, limit: 12 }).total).toBe(0);
  });

  it('leaves the search to the store when the position is asked of a store (projections in another process)', async () => {
    const readStore = new InMemoryReadStore();
    const state = createSearchState({ readStore, changedAt: async () => 0, askEveryMs: 1000, now: () => 0 });
    await state.look();
    expect(await state.columns()).toBeNull();
  });
});
