import { describe, expect, it } from 'vitest';
import { compileFilter } from './compileFilter.ts';
import type { Doc, Filter } from './ReadStore.ts';

/** Deterministic generator so a failing filter can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)];
  return { next, pick };
}

const SCALARS = ['posted', 'Posted', 'draft', 'Noida', 'sunrise heights', '', '10', 0, 1, 10, 2.5, -3, true, false];
const VALUES = [
  ...SCALARS,
  null,
  new Date(5),
  [],
  ['posted', 'draft'],
  [1, 10],
  [[1]],
  ['noida', 'sunrise heights', 'e', '10'],
  [2.5, -3, 'Posted', true],
  [null, 'posted'],
  ['posted', [1]],
  [false, 0, ''],
  [10, new Date(5)],
  { a: 1 },
  { name: 'Noida' },
  [{ a: 1 }, { a: 'x' }],
  [{ a: 1, name: 'Noida' }, { a: 10, name: 'x' }, 3],
  [{ a: null }, { name: 'Noida' }],
];
const FIELDS = ['status', 'price', 'flag', 'nested.name', 'nested.a', 'list', 'list.a'];

function randomValue(rng: ReturnType<typeof random>): unknown {
  return rng.pick(VALUES);
}

function randomDoc(rng: ReturnType<typeof random>, id: number): Doc {
  const doc: Doc & Record<string, unknown> = { _id: `d${id}` };
  for (const field of ['status', 'price', 'flag', 'list']) if (rng.next() < 0.8) doc[field] = randomValue(rng);
  if (rng.next() < 0.6)
    doc.nested = rng.next() < 0.7 ? { name: randomValue(rng), a: randomValue(rng) } : randomValue(rng);
  return doc;
}

function randomCondition(rng: ReturnType<typeof random>): unknown {
  const scalar = () => rng.pick(SCALARS);
  const conditions: (() => unknown)[] = [
    scalar,
    () => randomValue(rng),
    () => ({ $eq: randomValue(rng) }),
    () => ({ $ne: randomValue(rng) }),
    () => ({ $in: [scalar(), scalar(), rng.pick([null, scalar()])] }),
    () => ({ $nin: [scalar(), rng.pick([null, scalar()])] }),
    () => ({ $in: [/^post/i, scalar()] }),
    () => ({ $gt: scalar() }),
    () => ({ $gte: scalar(), $lt: scalar() }),
    () => ({ $lte: rng.pick([...SCALARS, null, new Date(7)]) }),
    () => ({ $regex: rng.pick(['^post', 'NOIDA', 'e', '^$', '1']), $options: rng.pick([undefined, 'i', 'm', 'x']) }),
    () => rng.pick([/^post/, /noida/i, /s/g]),
    () => ({ $exists: rng.pick([true, false, 1, 0]) }),
    () => ({ $size: rng.pick([0, 1, 2]) }),
    () => ({ $not: { $eq: scalar() } }),
    () => ({ $elemMatch: { $gte: 1 } }),
    // Several conditions on one sub-document element, as unit-level search asks.
    () => ({
      $elemMatch: {
        a: rng.pick([scalar(), { $gte: scalar() }, { $lte: 1 }, null]),
        ...(rng.next() < 0.5 ? { name: { $in: [scalar(), 'Noida'] } } : {}),
      },
    }),
    () => ({ $elemMatch: { $or: [{ a: 1 }, { a: { $gte: 'x' } }], name: { $exists: rng.pick([true, false]) } } }),
    () => ({ $type: rng.pick(['string', 'number', 'array']) }),
  ];
  const condition = rng.pick(conditions)();
  if (condition && typeof condition === 'object' && '$options' in condition && condition.$options === undefined) {
    delete (condition as { $options?: string }).$options;
  }
  return condition;
}

function randomFilter(rng: ReturnType<typeof random>, depth = 0): Filter {
  const filter: Filter = {};
  const clauses = 1 + Math.floor(rng.next() * 3);
  for (let i = 0; i < clauses; i++) {
    const roll = rng.next();
    if (depth === 0 && roll < 0.1) filter.$or = [randomFilter(rng, 1), randomFilter(rng, 1)];
    else if (depth === 0 && roll < 0.2) filter.$and = [randomFilter(rng, 1), randomFilter(rng, 1)];
    else filter[rng.pick(FIELDS)] = randomCondition(rng);
  }
  return filter;
}

describe('compileFilter', () => {
  it('answers exactly as mingo alone on scalars, arrays, sub-documents, null and missing fields', () => {
    const rng = random(7);
    const docs = Array.from({ length: 250 }, (_, i) => randomDoc(rng, i));
    let matched = 0;
    for (let i = 0; i < 1500; i++) {
      const filter = randomFilter(rng);
      let byMingo: (doc: Doc) => boolean;
      try {
        byMingo = compileFilter(filter, { fastPaths: false });
      } catch (error) {
        expect(() => compileFilter(filter), JSON.stringify(filter)).toThrow((error as Error).constructor);
        continue;
      }
      const compiled = compileFilter(filter);
      const expected = docs.filter(byMingo).map((doc) => doc._id);
      matched += expected.length;
      expect(
        docs.filter(compiled).map((doc) => doc._id),
        JSON.stringify(filter),
      ).toEqual(expected);
    }
    expect(matched).toBeGreaterThan(1000);
  });
});
