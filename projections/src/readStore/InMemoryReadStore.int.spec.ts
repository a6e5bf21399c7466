import { describe, expect, it } from 'vitest';
import { seededRandom } from '@aangan/contracts';
import { sortItems } from './bsonOrder.ts';
import { compileFilter } from './compileFilter.ts';
import { InMemoryReadStore } from './InMemoryReadStore.ts';
import { ReadStoreUnavailableError, type Filter, type IndexSpec } from './ReadStore.ts';
import { describeReadStoreContract } from './readStoreContract.ts';
import type { ProjectFixture } from './readStoreContractCases.ts';
import { SortedOrders } from './sortedOrders.ts';

describeReadStoreContract('in-memory', async () => {
  const store = new InMemoryReadStore();
  return { store, cleanup: () => store.close() };
});

/** The shared deterministic generator, so a failing case can be replayed; `some` keeps each value by chance. */
function random(seed: number) {
  const { next, pick } = seededRandom(seed);
  const int = (max: number): number => Math.floor(next() * max);
  const some = <T>(values: readonly T[]): T[] => values.filter(() => next() < 0.35);
  return { next, int, pick, some };
}

const STATUSES = ['posted', 'draft', 'deleted', null];
const CITIES = ['Noida', 'Gurugram', 'Pune', 'Mumbai', 'Bengaluru', 'Hyderabad'];
const TAGS = ['metro', 'park', 'lake', 'school', 'mall'];
const WORDS = ['Sunrise', 'Green', 'Lake', 'Skyline', 'River', 'Orchid', 'sunny', 'Heights', 'Towers'];

function randomProject(rng: ReturnType<typeof random>, id: string): ProjectFixture {
  const doc: ProjectFixture = { _id: id, title: `${rng.pick(WORDS)} ${rng.pick(WORDS)}` };
  if (rng.next() < 0.9) doc.status = rng.pick(STATUSES);
  if (rng.next() < 0.9) doc.city = rng.next() < 0.05 ? rng.some(CITIES) : rng.pick(CITIES);
  if (rng.next() < 0.8) doc.tags = rng.some(TAGS);
  if (rng.next() < 0.9) doc.price = rng.next() < 0.03 ? String(rng.int(100)) : 2_000_000 + rng.int(300) * 100_000;
  if (rng.next() < 0.7) doc.featured = rng.pick([true, false, 1, 0]);
  doc.units = Array.from({ length: rng.int(5) }, () =>
    rng.next() < 0.9 ? { bedroomCount: 1 + rng.int(5), price: 2_000_000 + rng.int(300) * 100_000 } : { price: 1 },
  );
  return doc;
}

function randomClause(rng: ReturnType<typeof random>, depth = 0): Filter {
  const clauses: (() => Filter)[] = [
    () => ({ status: rng.pick([...STATUSES, 'nope']) }),
    () => ({ status: { $in: rng.some(STATUSES) } }),
    () => ({ city: rng.pick(CITIES) }),
    () => ({ city: { $eq: rng.pick(CITIES) } }),
    () => ({ city: { $in: rng.some(CITIES), $ne: rng.pick(CITIES) } }),
    () => ({ tags: rng.pick(TAGS) }),
    () => ({ tags: { $in: rng.some(TAGS) } }),
    () => ({ 'units.bedroomCount': 1 + rng.int(5) }),
    () => ({ 'units.bedroomCount': { $in: [1 + rng.int(5), 1 + rng.int(5)] } }),
    () => ({
      units: {
        $elemMatch: { bedroomCount: { $gte: 1 + rng.int(5) }, price: { $lte: 2_000_000 + rng.int(300) * 100_000 } },
      },
    }),
    () => ({ price: { $gte: 2_000_000 + rng.int(150) * 100_000, $lte: 17_000_000 + rng.int(150) * 100_000 } }),
    () => ({ title: { $regex: rng.pick(WORDS).slice(0, 3), $options: 'i' } }),
    () => ({ featured: rng.pick([true, false, 1, 0]) }),
    () => ({ featured: { $ne: true } }),
  ];
  if (depth < 1) {
    clauses.push(() => ({ $and: [randomClause(rng, depth + 1), randomClause(rng, depth + 1)] }));
    clauses.push(() => ({ $or: [randomClause(rng, depth + 1), randomClause(rng, depth + 1)] }));
  }
  return rng.pick(clauses)();
}

function randomFilter(rng: ReturnType<typeof random>): Filter {
  const parts = Array.from({ length: 1 + rng.int(4) }, () => randomClause(rng));
  const merged: Filter = {};
  for (const part of parts) {
    if (Object.keys(part).some((key) => key in merged)) return { $and: parts };
    Object.assign(merged, part);
  }
  return merged;
}

describe('InMemoryReadStore index narrowing', () => {
  // Lookups are built at the first filter that pins their field: before or after the documents
  // arrived, with writes in between, they must answer as a full scan does.
  it.each([
    ['declared before the documents arrive', 20_240_611, 'before'],
    ['declared over stored documents, changed before any query', 20_251_125, 'after'],
  ] as const)('gives the same answers with and without declared indexes (%s)', async (_, seed, declared) => {
    const rng = random(seed);
    const store = new InMemoryReadStore();
    const plain = store.collection<ProjectFixture>('projects_plain');
    const indexed = store.collection<ProjectFixture>('projects_indexed');
    const indexKeys: IndexSpec['keys'][] = [
      { status: 1 },
      { city: 1, status: 1 },
      { tags: 1 },
      { 'units.bedroomCount': 1 },
      { featured: 1 },
    ];
    const declare = async () => {
      for (const keys of indexKeys) await indexed.ensureIndex({ keys });
    };
    if (declared === 'before') await declare();
    const docs = Array.from({ length: 400 }, (_, i) => randomProject(rng, `p${String(i).padStart(3, '0')}`));
    await plain.bulk(docs.map((doc) => ({ op: 'put', doc })));
    await indexed.bulk(docs.map((doc) => ({ op: 'put', doc })));
    if (declared === 'after') {
      await declare();
      for (let i = 0; i < 40; i++) {
        const id = rng.pick(docs)._id;
        const op =
          rng.next() < 0.25 ? ({ op: 'delete', id } as const) : ({ op: 'put', doc: randomProject(rng, id) } as const);
        await plain.bulk([op]);
        await indexed.bulk([op]);
      }
    }

    let nonEmpty = 0;
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 150; i++) {
        const filter = randomFilter(rng);
        const expected = await plain.find(filter, { sort: { _id: 1 } });
        if (expected.length > 0) nonEmpty++;
        expect(await indexed.find(filter, { sort: { _id: 1 } }), JSON.stringify(filter)).toEqual(expected);
        expect(await indexed.count(filter)).toBe(expected.length);
        const page = { sort: { price: -1 as const, _id: 1 as const }, skip: rng.int(3), limit: 1 + rng.int(10) };
        expect(await indexed.find(filter, page)).toEqual(await plain.find(filter, page));
        expect(new Set(await indexed.distinct('city', filter))).toEqual(new Set(await plain.distinct('city', filter)));
      }
      // Change documents between rounds so the lookups have to follow replaces and deletes.
      for (let i = 0; i < 60; i++) {
        const id = rng.pick(docs)._id;
        const op =
          rng.next() < 0.25 ? ({ op: 'delete', id } as const) : ({ op: 'put', doc: randomProject(rng, id) } as const);
        await plain.bulk([op]);
        await indexed.bulk([op]);
      }
    }
    expect(nonEmpty).toBeGreaterThan(100);
  });
});

describe('InMemoryReadStore', () => {
  it('hands out frozen documents whose dates cannot be changed', async () => {
    const store = new InMemoryReadStore();
    const projects = store.collection<ProjectFixture>('projects');
    await projects.put({ _id: 'p1', postedAt: new Date('2025-01-15T10:00:00Z'), units: [{ price: 1 }] });
    const doc = (await projects.get('p1')) as ProjectFixture & { postedAt: Date; units: object[] };
    expect(Object.isFrozen(doc) && Object.isFrozen(doc.units) && Object.isFrozen(doc.units[0])).toBe(true);
    expect(() => doc.postedAt.setFullYear(1999)).toThrow(TypeError);
    expect(doc.postedAt.toISOString()).toBe('2025-01-15T10:00:00.000Z');
  });

  it('keeps handed-over documents frozen all the way down, their dates included', async () => {
    const store = new InMemoryReadStore();
    const projects = store.collection<ProjectFixture>('projects');
    const shared = { name: 'Vistara Buildcon' };
    await projects.bulk(
      [
        {
          op: 'put',
          doc: { _id: 'p1', developer: shared, units: [{ price: 1 }], postedAt: new Date('2025-01-15T10:00:00Z') },
        },
        { op: 'put', doc: { _id: 'p2', developer: shared, tags: Object.freeze(['metro']) } },
      ],
      { handOver: true },
    );
    const [p1, p2] = (await projects.find({}, { sort: { _id: 1 } })) as (ProjectFixture & {
      developer: object;
      units: object[];
      postedAt: Date;
      tags: string[];
    })[];
    expect([p1, p1.developer, p1.units, p1.units[0], p2, p2.tags].every((value) => Object.isFrozen(value))).toBe(true);
    expect(() => p1.postedAt.setFullYear(1999)).toThrow(TypeError);
    expect(p1.postedAt.toISOString()).toBe('2025-01-15T10:00:00.000Z');
    expect(p2.developer).toEqual({ name: 'Vistara Buildcon' });
  });

  it('keeps documents fresh from JSON.parse as they are, frozen all the way down; a document built from one later copies its parts', async () => {
    const store = new InMemoryReadStore();
    const projects = store.collection<ProjectFixture>('projects');
    const parsed = JSON.parse(
      '[{"_id":"p1","developer":{"name":"Vistara Buildcon"},"units":[{"price":1,"tags":["corner"]}]},{"_id":"p2","units":[]}]',
    ) as (ProjectFixture & { developer?: { name: string }; units: { price: number; tags: string[] }[] })[];
    await projects.bulk(
      parsed.map((doc) => ({ op: 'put' as const, doc })),
      { handOver: 'parsed' },
    );
    const p1 = (await projects.get('p1')) as (typeof parsed)[number];
    expect(p1).toBe(parsed[0]);
    expect([p1, p1.developer, p1.units, p1.units[0], p1.units[0].tags].every((value) => Object.isFrozen(value))).toBe(
      true,
    );
    expect(await projects.find({ 'units.price': 1 })).toEqual([
      { _id: 'p1', developer: { name: 'Vistara Buildcon' }, units: [{ price: 1, tags: ['corner'] }] },
    ]);

    // A projector's next version of it, handed over as usual: its parts are copies, frozen, and the stored one is untouched.
    await projects.bulk([{ op: 'put', doc: { ...p1, title: 'Vistara Heights' } }], { handOver: true });
    const next = (await projects.get('p1')) as (typeof parsed)[number] & { title: string };
    expect(next).toEqual({ ...parsed[0], title: 'Vistara Heights' });
    expect(next.units).not.toBe(p1.units);
    expect([next, next.developer, next.units, next.units[0]].every((value) => Object.isFrozen(value))).toBe(true);
    expect(parsed[0]).toEqual({
      _id: 'p1',
      developer: { name: 'Vistara Buildcon' },
      units: [{ price: 1, tags: ['corner'] }],
    });
  });

  it('freezes documents fresh from JSON.parse as they are handed out, and the rest at fillDeferred', async () => {
    const store = new InMemoryReadStore();
    const projects = store.collection<ProjectFixture>('projects');
    const text = JSON.stringify(
      Array.from({ length: 1_200 }, (_, i) => ({
        _id: `p${i}`,
        city: i % 2 ? 'Noida' : 'Pune',
        units: [{ price: i, tags: [`t${i % 3}`] }],
      })),
    );
    const parsed = JSON.parse(text) as (ProjectFixture & {
      city: string;
      units: { price: number; tags: string[] }[];
    })[];
    await projects.bulk(
      parsed.map((doc) => ({ op: 'put' as const, doc })),
      { handOver: 'parsed' },
    );
    const frozenAllTheWay = (doc: (typeof parsed)[number]) =>
      [doc, doc.units, doc.units[0], doc.units[0].tags].every((value) => Object.isFrozen(value));
    // Nothing is walked at the load itself.
    expect(parsed.some(frozenAllTheWay)).toBe(false);

    // Every way out hands out frozen documents (or frozen parts of them).
    expect(frozenAllTheWay((await projects.get('p3')) as (typeof parsed)[number])).toBe(true);
    expect(frozenAllTheWay((await projects.findOne({ 'units.price': 5 })) as (typeof parsed)[number])).toBe(true);
    expect(
      [...(await projects.getMany(['p7', 'p9'])).values()].every((doc) =>
        frozenAllTheWay(doc as (typeof parsed)[number]),
      ),
    ).toBe(true);
    expect(((await projects.find({ city: 'Pune' }, { limit: 3 })) as typeof parsed).every(frozenAllTheWay)).toBe(true);
    const units = await projects.distinct('units', { _id: { $in: ['p11', 'p13'] } });
    expect(units).toHaveLength(2);
    expect(units.every((unit) => Object.isFrozen(unit) && Object.isFrozen((unit as { tags: string[] }).tags))).toBe(
      true,
    );
    expect(() => parsed[3].units[0].tags.push('changed')).toThrow(TypeError);
    expect(parsed.filter(frozenAllTheWay).length).toBeLessThan(20);

    // Once the server serves, the rest are frozen in slices, in the background.
    await store.fillDeferred();
    expect(parsed.every(frozenAllTheWay)).toBe(true);
    expect(await projects.count({ city: 'Noida' })).toBe(600);
  });

  it('reports itself unavailable once closed', async () => {
    const store = new InMemoryReadStore();
    await store.close();
    await expect(store.ping()).rejects.toBeInstanceOf(ReadStoreUnavailableError);
    await expect(store.collection('projects').find({})).rejects.toBeInstanceOf(ReadStoreUnavailableError);
  });
});

describe('in-memory store: a count followed by a find of the same filter', () => {
  const filter = (): Filter => ({ status: 'posted', city: 'Pune' });
  const setUp = async () => {
    const store = new InMemoryReadStore();
    const projects = store.collection<ProjectFixture>('projects');
    await projects.put({ _id: 'a', status: 'posted', city: 'Pune', title: 'A' });
    await projects.put({ _id: 'b', status: 'draft', city: 'Pune', title: 'B' });
    return { store, projects };
  };

  it('sees a write made between the two calls', async () => {
    const { store, projects } = await setUp();
    const same = filter();
    expect(await projects.count(same)).toBe(1);
    await projects.put({ _id: 'b', status: 'posted', city: 'Pune', title: 'B' });
    expect((await projects.find(same, { sort: { _id: 1 } })).map((doc) => doc._id)).toEqual(['a', 'b']);
    await projects.delete('a');
    expect(await projects.count(same)).toBe(1);
    await store.close();
  });

  it('sees the filter changed in place between the two calls', async () => {
    const { store, projects } = await setUp();
    const changing = filter();
    expect(await projects.count(changing)).toBe(1);
    changing['status'] = 'draft';
    expect((await projects.find(changing, { sort: { _id: 1 } })).map((doc) => doc._id)).toEqual(['b']);
    await store.close();
  });
});

describe('in-memory store: pages of broad filters along kept whole-collection orders', () => {
  const SORTS = [
    { price: 1, _id: 1 },
    { price: -1, _id: -1 },
    { title: 1, _id: 1 },
    { 'units.price': -1, _id: 1 },
  ] as const;
  const BROAD: Filter[] = [
    {},
    { status: { $ne: 'deleted' } },
    { city: { $in: ['Noida', 'Gurugram', 'Pune', 'Mumbai'] } },
    { price: { $gte: 2_000_000 } },
  ];

  // With indexes, a filter that pins a field is looked up, and a walk tells matches by their documents' numbers.
  it.each([
    ['without indexes', []],
    ['with indexes on status and city', ['status', 'city']],
  ] as const)(
    'answers every page as a full sort does, through writes, deletes, bursts, a drop and a replaced collection (%s)',
    async (_name, indexed) => {
      const rng = random(20_261_125);
      const store = new InMemoryReadStore();
      const projects = store.collection<ProjectFixture>('projects');
      for (const field of indexed) await projects.ensureIndex({ keys: { [field]: 1 } });
      let ids = Array.from({ length: 1_500 }, (_, i) => `p${String(i).padStart(4, '0')}`);
      await projects.bulk(ids.map((id) => ({ op: 'put', doc: randomProject(rng, id) })));
      let next = ids.length;
      const change = async (count: number) => {
        for (let i = 0; i < count; i++) {
          const roll = rng.next();
          if (roll < 0.2) await projects.delete(rng.pick(ids));
          else if (roll < 0.4) {
            const id = `p${next++}`;
            ids.push(id);
            await projects.put(randomProject(rng, id));
          } else await projects.put(randomProject(rng, rng.pick(ids)));
        }
      };
      for (let round = 0; round < 60; round++) {
        const every = await projects.find({});
        for (let ask = 0; ask < 8; ask++) {
          const sort = rng.pick(SORTS);
          const filter = rng.next() < 0.8 ? rng.pick(BROAD) : randomFilter(rng);
          const skip = rng.int(40);
          const limit = 1 + rng.int(12);
          const expected = sortItems(every.filter(compileFilter(filter)), sort, skip + limit).slice(skip);
          if (rng.next() < 0.5) await projects.count(filter);
          expect(
            await projects.find(filter, { sort, skip, limit }),
            `${JSON.stringify(filter)} ${JSON.stringify(sort)} ${skip}+${limit}`,
          ).toEqual(expected);
        }
        if (round === 20)
          await change(450); // more changes than an order follows unread
        else if (round === 35) {
          const copy = store.collection<ProjectFixture>('projects_next');
          await copy.bulk(
            (await projects.find({})).map((doc) => ({
              op: 'put',
              doc: { ...doc, title: `${String(doc['title'])} II` },
            })),
          );
          await store.replaceCollection('projects', 'projects_next');
        } else if (round === 45) {
          await store.drop('projects');
          ids = Array.from({ length: 1_200 }, (_, i) => `q${i}`);
          await projects.bulk(ids.map((id) => ({ op: 'put', doc: randomProject(rng, id) })));
        } else await change(rng.int(6));
      }
      await store.close();
    },
  );

  it('builds an order at the third ask of a sort ending on _id, follows changes, and drops it after many unread ones', () => {
    const orders = new SortedOrders();
    const docs = new Map<string, { _id: string; rank: number }>(
      Array.from({ length: 1_010 }, (_, i) => [`d${i}`, { _id: `d${i}`, rank: i % 7 }]),
    );
    const sort = { rank: 1, _id: 1 } as const;
    const keys = new WeakMap<object, unknown[]>();
    let generation = 1;
    const reference = () => sortItems([...docs.values()], sort);
    expect(orders.ordered({ rank: 1 }, '{"rank":1}', keys, docs, generation)).toBeNull(); // no total order: never kept
    expect(orders.ordered(sort, JSON.stringify(sort), keys, docs, generation)).toBeNull();
    expect(orders.ordered(sort, JSON.stringify(sort), keys, docs, generation)).toBeNull();
    expect(orders.ordered(sort, JSON.stringify(sort), keys, docs, generation)).toEqual(reference());
    for (const [id, rank] of [
      ['d5', 3],
      ['d999', -1],
      ['new', 4],
    ] as const) {
      const previous = docs.get(id);
      const doc = { _id: id, rank };
      docs.set(id, doc);
      orders.changed(previous, doc, ++generation);
    }
    const removed = docs.get('d10')!;
    docs.delete('d10');
    orders.changed(removed, undefined, ++generation);
    const followed = orders.ordered(sort, JSON.stringify(sort), keys, docs, generation);
    expect(followed).toEqual(reference());
    // A change it was not told of: the order is behind and is not answered.
    docs.delete('d11');
    generation += 1;
    expect(orders.ordered(sort, JSON.stringify(sort), keys, docs, generation)).toBeNull();
    // Rebuilt after three more asks; then more unread changes than it follows drop it.
    orders.ordered(sort, JSON.stringify(sort), keys, docs, generation);
    expect(orders.ordered(sort, JSON.stringify(sort), keys, docs, generation)).toEqual(reference());
    for (let i = 0; i < 201; i++) {
      const doc = { _id: `n${i}`, rank: i % 5 };
      docs.set(doc._id, doc);
      orders.changed(undefined, doc, ++generation);
    }
    expect(orders.ordered(sort, JSON.stringify(sort), keys, docs, generation)).toBeNull();
  });
});

describe('InMemoryReadStore lookups by _id', () => {
  it('a filter pinning _id (one id, or $in with repeats and unknown ids) answers as testing every document does', async () => {
    const rng = random(20_261_129);
    const store = new InMemoryReadStore();
    const projects = store.collection<ProjectFixture>('projects');
    await projects.ensureIndex({ keys: { status: 1 } });
    const docs = Array.from({ length: 200 }, (_, i) => randomProject(rng, `p${String(i).padStart(3, '0')}`));
    await projects.bulk(docs.map((doc) => ({ op: 'put', doc })));
    await projects.bulk([{ op: 'delete', id: 'p007' }]);
    const stored = docs.filter((doc) => doc._id !== 'p007');
    let nonEmpty = 0;
    for (let i = 0; i < 300; i++) {
      const ids = Array.from({ length: rng.int(8) }, () =>
        rng.next() < 0.1 ? 'unknown' : rng.next() < 0.05 ? 'p007' : rng.pick(docs)._id,
      );
      const pin = rng.next() < 0.3 ? (ids[0] ?? 'p001') : { $in: ids };
      const filter: Filter = rng.next() < 0.5 ? { _id: pin } : { _id: pin, status: 'posted' };
      const test = compileFilter(filter);
      const expected = stored
        .filter((doc) => test(doc))
        .map((doc) => doc._id)
        .sort();
      if (expected.length > 0) nonEmpty++;
      expect((await projects.find(filter)).map((doc) => doc._id).sort(), JSON.stringify(filter)).toEqual(expected);
      expect(await projects.count(filter)).toBe(expected.length);
      expect((await projects.find(filter, { sort: { _id: -1 }, skip: 1, limit: 2 })).map((doc) => doc._id)).toEqual(
        [...expected].reverse().slice(1, 3),
      );
    }
    expect(nonEmpty).toBeGreaterThan(100);
  });
});
