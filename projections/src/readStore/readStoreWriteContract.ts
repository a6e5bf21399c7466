import { describe, expect, it } from 'vitest';
import { DuplicateKeyError, type Collection, type Doc, type ReadStore } from './ReadStore.ts';
import { PROJECTS, project, type ProjectFixture } from './readStoreContractCases.ts';

export interface ContractCollections {
  store(): ReadStore;
  /** A collection name unique to this run. */
  named(label: string): string;
  fresh(label: string): Collection<ProjectFixture>;
}

const sortedIds = (docs: readonly Doc[]): string[] => docs.map((doc) => doc._id).sort();
const putAll = (docs: readonly ProjectFixture[]) => docs.map((doc) => ({ op: 'put' as const, doc }));

/** Runs a write that may be refused because the document is frozen; refusal is fine, leaks are not. */
function tryToMutate(mutation: () => void): void {
  try {
    mutation();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
  }
}

/** The write half of the read-store contract: replace, delete, bulk order, unique keys, isolation. */
export function describeWriteContract({ store, named, fresh }: ContractCollections): void {
  describe('writes', () => {
    it('put replaces the whole document', async () => {
      const projects = fresh('replace');
      await projects.put(project('p1'));
      await projects.put({ _id: 'p1', title: 'Sunrise Heights Phase 2', status: 'draft' });
      expect(await projects.get('p1')).toEqual({ _id: 'p1', title: 'Sunrise Heights Phase 2', status: 'draft' });
      expect(await projects.count({ city: 'Noida' })).toBe(0);
    });

    it('leaves out undefined fields and stores undefined array elements as null', async () => {
      const projects = fresh('undefined');
      await projects.put({ _id: 'u1', title: 'Plot', note: undefined, list: [1, undefined, 2] });
      const stored = await projects.get('u1');
      expect(stored).toEqual({ _id: 'u1', title: 'Plot', list: [1, null, 2] });
      expect(stored && 'note' in stored).toBe(false);
    });

    it('a bulk that hands its documents over stores what a copying bulk stores', async () => {
      const projects = fresh('hand-over');
      const postedAt = new Date('2025-01-15T10:00:00Z');
      const units = [{ bedroomCount: 2, price: 7_500_000, note: undefined }];
      const docs = [
        { _id: 'h1', title: 'Plot', note: undefined, list: [1, undefined, 2], units, postedAt },
        { _id: 'h2', title: 'Villa', units, tags: ['park'] },
      ];
      await projects.bulk(
        docs.map((doc) => ({ op: 'put', doc })),
        { handOver: true },
      );
      expect(await projects.get('h1')).toEqual({
        _id: 'h1',
        title: 'Plot',
        list: [1, null, 2],
        units: [{ bedroomCount: 2, price: 7_500_000 }],
        postedAt,
      });
      expect(await projects.get('h2')).toEqual({
        _id: 'h2',
        title: 'Villa',
        units: [{ bedroomCount: 2, price: 7_500_000 }],
        tags: ['park'],
      });
      expect(sortedIds(await projects.find({ 'units.bedroomCount': 2, postedAt }))).toEqual(['h1']);
      const units2 = (await projects.get('h2'))?.units as { note?: unknown }[];
      expect(units2.every((unit) => !('note' in unit))).toBe(true);
    });

    it('delete removes one document and ignores unknown ids', async () => {
      const projects = fresh('delete');
      await projects.bulk(putAll(PROJECTS));
      await projects.delete('p2');
      await projects.delete('nope');
      expect(await projects.get('p2')).toBeNull();
      expect(await projects.count()).toBe(PROJECTS.length - 1);
    });

    it('deleteMany answers how many it removed', async () => {
      const projects = fresh('delete-many');
      await projects.bulk(putAll(PROJECTS));
      expect(await projects.deleteMany({ status: 'posted' })).toBe(4);
      expect(await projects.deleteMany({ status: 'posted' })).toBe(0);
      expect(sortedIds(await projects.find({}))).toEqual(['p3', 'p4']);
    });

    it('bulk applies writes in order', async () => {
      const projects = fresh('bulk');
      await projects.put(project('p4'));
      await projects.bulk([
        { op: 'put', doc: { ...project('p1'), title: 'first' } },
        { op: 'put', doc: { ...project('p1'), title: 'second' } },
        { op: 'delete', id: 'p4' },
        { op: 'put', doc: project('p2') },
        { op: 'delete', id: 'p2' },
        { op: 'put', doc: { ...project('p4'), title: 'back again' } },
      ]);
      await projects.bulk([]);
      expect((await projects.get('p1'))?.title).toBe('second');
      expect(await projects.get('p2')).toBeNull();
      expect((await projects.get('p4'))?.title).toBe('back again');
    });

    it('sorts strings by code point, as MongoDB compares UTF-8 bytes', async () => {
      const projects = fresh('code-points');
      const titles = ['\u{1F3E1} Garden Homes', '\uFB01ne Villas', 'Zen Towers', 'Émeraude'];
      await projects.bulk(titles.map((title, i) => ({ op: 'put', doc: { _id: `t${i}`, title } })));
      const sorted = await projects.find({}, { sort: { title: 1 } });
      expect(sorted.map((doc) => doc.title)).toEqual([
        'Zen Towers',
        'Émeraude',
        '\uFB01ne Villas',
        '\u{1F3E1} Garden Homes',
      ]);
    });

    it('sorts and narrows by what is stored now, after documents changed between two searches', async () => {
      const projects = fresh('changed-between-searches');
      await projects.ensureIndex({ keys: { 'units.bedroomCount': 1 } });
      await projects.ensureIndex({ keys: { status: 1 } });
      await projects.bulk(putAll(PROJECTS));
      const search = async () =>
        (
          await projects.find(
            { status: 'posted', units: { $elemMatch: { bedroomCount: { $in: [3, 4] } } } },
            { sort: { price: 1, _id: 1 }, limit: 2 },
          )
        ).map((doc) => doc._id);
      expect(await search()).toEqual(['p1', 'p2']);
      await projects.put({ ...project('p1'), price: 30_000_000 });
      await projects.put({ ...project('p5'), units: [{ bedroomCount: 3, price: 1_000_000 }], price: 1_000_000 });
      expect(await search()).toEqual(['p5', 'p2']);
      await projects.delete('p5');
      expect(await search()).toEqual(['p2', 'p1']);
      await projects.put({ _id: 'p7', status: 'posted', price: 500_000, units: [{ bedroomCount: 4, price: 500_000 }] });
      await projects.put({ ...project('p2'), status: 'draft' });
      expect(await search()).toEqual(['p7', 'p1']);
    });

    it('narrows by several indexed fields exactly as a full scan does, as documents come and go', async () => {
      const indexed = fresh('narrowed');
      const plain = fresh('scanned');
      for (const field of ['status', 'city', 'tags', 'units.bedroomCount'])
        await indexed.ensureIndex({ keys: { [field]: 1 } });
      const cities = ['Noida', 'Pune', 'Gurugram', 'Agra'];
      const docOf = (i: number, turn: number): ProjectFixture => ({
        _id: `d${i}`,
        status: (i + turn) % 5 === 0 ? 'draft' : 'posted',
        city: cities[(i * 7 + turn) % (i % 13 === 0 ? 4 : 3)],
        tags: i % 3 === 0 ? ['metro'] : i % 3 === 1 ? ['park', 'metro'] : [],
        units: [{ bedroomCount: (i + turn) % 4, price: i * 100_000 }, { bedroomCount: (i * 3) % 5 }],
      });
      const filters = [
        { status: 'posted', city: 'Agra' },
        { status: 'posted', city: { $in: ['Noida', 'Pune'] }, tags: 'park' },
        { $and: [{ status: 'draft' }, { units: { $elemMatch: { bedroomCount: 2, price: { $lte: 5_000_000 } } } }] },
        { city: 'Gurugram', tags: 'metro', units: { $elemMatch: { bedroomCount: { $in: [0, 3] } } } },
      ];
      const found = filters.map(() => 0);
      for (let turn = 0; turn < 3; turn++) {
        const ops = Array.from({ length: 90 }, (_, i) =>
          (i + turn) % 11 === 0 ? { op: 'delete' as const, id: `d${i}` } : { op: 'put' as const, doc: docOf(i, turn) },
        );
        await indexed.bulk(ops);
        await plain.bulk(ops);
        for (const [i, filter] of filters.entries()) {
          const ids = sortedIds(await indexed.find(filter));
          expect(ids, JSON.stringify(filter)).toEqual(sortedIds(await plain.find(filter)));
          expect(await indexed.count(filter)).toBe(ids.length);
          found[i] = found[i] + ids.length;
        }
      }
      // Each filter finds something in some turn, or the comparison proves little.
      for (const count of found) expect(count).toBeGreaterThan(0);
    });

    it('drop empties the collection and keeps its indexes', async () => {
      const collectionName = named('drop');
      const projects = store().collection<ProjectFixture>(collectionName);
      await projects.ensureIndex({ keys: { slug: 1 }, unique: true });
      await projects.bulk(putAll(PROJECTS));
      await store().drop(collectionName);
      expect(await projects.count()).toBe(0);
      expect(await projects.find({})).toEqual([]);
      await projects.put(project('p1'));
      await expect(projects.put({ ...project('p2'), slug: 'sunrise-heights' })).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
    });
  });

  describe('unique indexes', () => {
    it('refuse a second document with the same key and write nothing', async () => {
      const collectionName = named('unique');
      const projects = store().collection<ProjectFixture>(collectionName);
      await projects.ensureIndex({ keys: { slug: 1 }, unique: true, name: 'slug_unique' });
      await projects.ensureIndex({ keys: { slug: 1 }, unique: true, name: 'slug_unique' });
      await projects.bulk(putAll([project('p1'), project('p2')]));

      const refused = await projects
        .put({ ...project('p3'), slug: 'sunrise-heights' })
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DuplicateKeyError);
      expect((refused as DuplicateKeyError).collection).toBe(collectionName);
      expect((refused as DuplicateKeyError).key).toContain('sunrise-heights');
      expect(await projects.get('p3')).toBeNull();

      await expect(projects.put({ ...project('p2'), slug: 'sunrise-heights' })).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
      expect(await projects.get('p2')).toEqual(project('p2'));

      await projects.put({ ...project('p1'), title: 'Sunrise Heights II' });
      await projects.put({ ...project('p1'), slug: 'sunrise-heights-2' });
      await projects.put({ ...project('p3'), slug: 'sunrise-heights' });
      expect(await projects.count()).toBe(3);
    });

    it('count a missing field as null', async () => {
      const projects = fresh('unique-missing');
      await projects.ensureIndex({ keys: { reraNumber: 1 }, unique: true });
      await projects.put({ _id: 'a', title: 'No RERA number yet' });
      await expect(projects.put({ _id: 'b', title: 'Neither' })).rejects.toBeInstanceOf(DuplicateKeyError);
    });

    it('stop an ordered bulk at the refused write, keeping the writes before it', async () => {
      const projects = fresh('unique-bulk');
      await projects.ensureIndex({ keys: { slug: 1 }, unique: true });
      await projects.put(project('p1'));
      await expect(
        projects.bulk([
          { op: 'put', doc: project('p2') },
          { op: 'put', doc: { ...project('p3'), slug: 'sunrise-heights' } },
          { op: 'put', doc: project('p4') },
        ]),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(sortedIds(await projects.find({}))).toEqual(['p1', 'p2']);
    });

    it('follow the declaration of a newer version: an index declared otherwise before is replaced', async () => {
      const projects = fresh('index-change');
      // An older version looked slugs up with a plain index...
      await projects.ensureIndex({ keys: { slug: 1 } });
      await projects.bulk(putAll([project('p1'), project('p2')]));
      await projects.put({ ...project('p4'), slug: 'shared-slug' });
      await projects.put({ ...project('p5'), slug: 'shared-slug' });
      await projects.delete('p5');
      // ...the next declares it unique (same keys, other options)...
      await projects.ensureIndex({ keys: { slug: 1 }, unique: true });
      await expect(projects.put({ ...project('p3'), slug: 'shared-slug' })).rejects.toBeInstanceOf(DuplicateKeyError);
      // ...and a later one plain again, under a name of its own.
      await projects.ensureIndex({ keys: { slug: 1 }, unique: false, name: 'slug_lookup' });
      await projects.put({ ...project('p3'), slug: 'shared-slug' });
      expect(sortedIds(await projects.find({ slug: 'shared-slug' }))).toEqual(['p3', 'p4']);
    });

    it('cannot be created over duplicates', async () => {
      const projects = fresh('unique-late');
      await projects.bulk(putAll([project('p1'), { ...project('p2'), slug: 'sunrise-heights' }]));
      await expect(projects.ensureIndex({ keys: { slug: 1 }, unique: true })).rejects.toBeInstanceOf(DuplicateKeyError);
      await projects.put({ ...project('p3'), slug: 'sunrise-heights' });
      expect(await projects.count({ slug: 'sunrise-heights' })).toBe(3);
    });
  });

  describe('isolation of stored data', () => {
    it('a document put and then changed by the caller stays as it was put', async () => {
      const projects = fresh('input');
      const input = project('p1') as ProjectFixture & { units: { price: number }[] };
      await projects.put(input);
      input.title = 'changed';
      input.units[0].price = 1;
      expect(await projects.get('p1')).toEqual(project('p1'));
    });

    it('a document handed out cannot be used to change stored data', async () => {
      const projects = fresh('output');
      await projects.bulk(putAll(PROJECTS));
      type Mutable = {
        title: string;
        tags: string[];
        units: { price: number }[];
        postedAt: Date;
        developer?: { name: string };
      };
      const handedOut = [
        await projects.get('p5'),
        await projects.findOne({ _id: 'p5' }),
        (await projects.getMany(['p5'])).get('p5'),
        ...(await projects.find({ _id: 'p5' })),
        ...(await projects.find({ _id: 'p5' }, { projection: { units: 1, developer: 1 } })),
      ] as unknown as Mutable[];
      for (const doc of handedOut) {
        tryToMutate(() => (doc.title = 'changed'));
        tryToMutate(() => doc.tags?.push('changed'));
        tryToMutate(() => (doc.units[0].price = 1));
        tryToMutate(() => doc.postedAt?.setFullYear(1999));
        tryToMutate(() => doc.developer && (doc.developer.name = 'changed'));
      }
      expect(await projects.get('p5')).toEqual(project('p5'));
      expect(await projects.distinct('tags', { _id: 'p5' })).toEqual(['metro']);
    });
  });
}
