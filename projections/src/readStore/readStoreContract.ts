import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Collection, Doc, ReadStore } from './ReadStore.ts';
import {
  FILTER_CASES,
  FIXTURE_INDEXES,
  PROJECTS,
  SORT_CASES,
  project,
  type ProjectFixture,
} from './readStoreContractCases.ts';
import { describeCommitContract } from './readStoreCommitContract.ts';
import { describeConditionalContract } from './readStoreConditionalContract.ts';
import { describeWriteContract } from './readStoreWriteContract.ts';

export interface ReadStoreUnderTest {
  store: ReadStore;
  cleanup(): Promise<void>;
}

const ids = (docs: readonly Doc[]): string[] => docs.map((doc) => doc._id);
const sortedIds = (docs: readonly Doc[]): string[] => ids(docs).sort();
const putAll = (docs: readonly ProjectFixture[]) => docs.map((doc) => ({ op: 'put' as const, doc }));

/**
 * The behaviour every ReadStore adapter shares, asserted with the same expectations for all.
 * Collections are named with a prefix unique to this run so a shared MongoDB can host it.
 */
export function describeReadStoreContract(name: string, makeStore: () => Promise<ReadStoreUnderTest>): void {
  describe(`ReadStore contract: ${name}`, () => {
    const prefix = `contract_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const created: string[] = [];
    let subject: ReadStoreUnderTest;

    const named = (label: string): string => {
      const collectionName = `${prefix}_${label}_${created.length}`;
      created.push(collectionName);
      return collectionName;
    };
    const fresh = (label: string): Collection<ProjectFixture> => subject.store.collection<ProjectFixture>(named(label));

    beforeAll(async () => {
      subject = await makeStore();
    });

    afterAll(async () => {
      if (!subject) return;
      for (const collectionName of created) await subject.store.drop(collectionName);
      await subject.cleanup();
    });

    it('answers a ping', async () => {
      await expect(subject.store.ping()).resolves.toBeUndefined();
    });

    for (const indexed of [false, true]) {
      describe(indexed ? 'queries with declared indexes' : 'queries without indexes', () => {
        let projects: Collection<ProjectFixture>;

        beforeAll(async () => {
          projects = fresh(indexed ? 'indexed' : 'plain');
          if (indexed) for (const spec of FIXTURE_INDEXES) await projects.ensureIndex(spec);
          await projects.bulk(putAll(PROJECTS));
        });

        for (const { name: caseName, filter, ids: expected } of FILTER_CASES) {
          it(`filters: ${caseName}`, async () => {
            expect(sortedIds(await projects.find(filter))).toEqual(expected);
            expect(await projects.count(filter)).toBe(expected.length);
          });
        }

        for (const { name: caseName, filter, options, ids: expected } of SORT_CASES) {
          it(`sorts: ${caseName}`, async () => {
            expect(ids(await projects.find(filter ?? {}, options))).toEqual(expected);
          });
        }

        it('returns whole documents equal to what was put', async () => {
          expect(await projects.find({}, { sort: { _id: 1 } })).toEqual(PROJECTS);
          expect(await projects.get('p5')).toEqual(project('p5'));
          expect(await projects.get('nope')).toBeNull();
        });

        it('limits without a sort to that many matches', async () => {
          const page = await projects.find({ status: 'posted' }, { limit: 3 });
          expect(page).toHaveLength(3);
          expect(ids(page).every((id) => ['p1', 'p2', 'p5', 'p6'].includes(id))).toBe(true);
        });

        it('finds one document or null', async () => {
          expect((await projects.findOne({ slug: 'skyline-sunrise' }))?._id).toBe('p5');
          expect(await projects.findOne({ slug: 'no-such-project' })).toBeNull();
        });

        it('gets many by id, leaving out missing ones', async () => {
          const found = await projects.getMany(['p3', 'nope', 'p1']);
          expect([...found.keys()].sort()).toEqual(['p1', 'p3']);
          expect(found.get('p3')).toEqual(project('p3'));
          expect((await projects.getMany([])).size).toBe(0);
        });

        it('projects by inclusion, keeping _id unless excluded', async () => {
          const some = { _id: { $in: ['p1', 'p5', 'p6'] } };
          expect(await projects.find(some, { sort: { _id: 1 }, projection: { title: 1 } })).toEqual([
            { _id: 'p1', title: 'Sunrise Heights' },
            { _id: 'p5', title: 'Skyline Sunrise' },
            { _id: 'p6', title: 'Riverside Plots' },
          ]);
          expect(await projects.find(some, { sort: { _id: 1 }, projection: { title: 1, _id: 0 } })).toEqual([
            { title: 'Sunrise Heights' },
            { title: 'Skyline Sunrise' },
            { title: 'Riverside Plots' },
          ]);
          expect(
            await projects.find(some, {
              sort: { _id: 1 },
              projection: { 'units.bedroomCount': 1, 'developer.name': 1 },
            }),
          ).toEqual([
            { _id: 'p1', units: [{ bedroomCount: 2 }, { bedroomCount: 3 }] },
            { _id: 'p5', units: [{ bedroomCount: 4 }, { bedroomCount: 5 }], developer: { name: 'Aangan Builders' } },
            { _id: 'p6', units: [{}], developer: { name: 'Riverside Estates' } },
          ]);
        });

        it('projects by exclusion, into sub-documents and units', async () => {
          const { units: _units, tags: _tags, postedAt: _postedAt, developer: _developer, ...p5Rest } = project('p5');
          expect(
            await projects.find({ _id: 'p5' }, { projection: { units: 0, tags: 0, postedAt: 0, developer: 0 } }),
          ).toEqual([p5Rest]);
          const { _id: _p5Id, ...p5WithoutId } = project('p5');
          expect(
            await projects.find({ _id: 'p5' }, { projection: { 'units.price': 0, 'developer.rating': 0, _id: 0 } }),
          ).toEqual([
            {
              ...p5WithoutId,
              units: [{ bedroomCount: 4 }, { bedroomCount: 5 }],
              developer: { name: 'Aangan Builders' },
            },
          ]);
        });

        it('sorts on a field the projection leaves out', async () => {
          expect(await projects.find({}, { sort: { price: -1 }, limit: 2, projection: { title: 1 } })).toEqual([
            { _id: 'p5', title: 'Skyline Sunrise' },
            { _id: 'p2', title: 'Green Meadows' },
          ]);
        });

        it('lists distinct values, flattening arrays', async () => {
          const expectSame = (actual: unknown[], expected: unknown[]) => {
            expect(actual).toHaveLength(expected.length);
            expect(actual).toEqual(expect.arrayContaining(expected));
          };
          expectSame(await projects.distinct('city'), ['Gurugram', 'Noida', 'Pune']);
          expectSame(await projects.distinct('tags'), ['lake', 'metro', 'park']);
          expectSame(await projects.distinct('units.bedroomCount', { status: 'posted' }), [2, 3, 4, 5]);
          expectSame(await projects.distinct('possessionYear'), [null, 2025, 2026, 2027]);
          expectSame(await projects.distinct('developer.name', { city: 'Noida' }), ['Aangan Builders']);
        });

        it('counts everything without a filter', async () => {
          expect(await projects.count()).toBe(PROJECTS.length);
        });
      });
    }

    describeWriteContract({ store: () => subject.store, named, fresh });
    describeConditionalContract({ store: () => subject.store, named, fresh });
    describeCommitContract({ store: () => subject.store, named, fresh });
  });
}
