import { describe, expect, it } from 'vitest';
import { sortItems } from './bsonOrder.ts';
import { compileFilter } from './compileFilter.ts';
import { InMemoryReadStore } from './InMemoryReadStore.ts';
import type { Doc, Filter, SortSpec } from './ReadStore.ts';
import { numericRangeOn, rangeStretch } from './rangeSeek.ts';

interface Row extends Doc {
  position?: unknown;
  city: string;
  tags?: unknown;
}

function random(seed: number) {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return { next, pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] };
}

/** A position of every kind a document may hold: numbers mostly, and the odd null, string, date or missing field. */
function positionOf(r: ReturnType<typeof random>, i: number): unknown {
  const roll = r.next();
  if (roll < 0.8) return Math.floor(r.next() * 5_000);
  if (roll < 0.84) return null;
  if (roll < 0.88) return `p${i % 7}`;
  if (roll < 0.92) return new Date(Date.UTC(2026, 0, 1 + (i % 30)));
  if (roll < 0.95) return 2_500.5;
  return undefined;
}

const FILTERS: Filter[] = [
  { position: { $gt: 4_990 } },
  { position: { $gte: 2_500, $lt: 2_600 } },
  { $and: [{ city: 'Pune' }, { position: { $lte: 40 } }] },
  { position: { $gt: 1_000, $ne: 1_500 }, city: { $ne: 'Agra' } },
  { position: { $gt: 99_999 } },
  { position: { $lt: -1 } },
  { position: { $gte: 2_500.5, $lte: 2_500.5 } },
];
const SORTS: SortSpec[] = [{ position: 1 }, { position: -1 }, { position: 1, _id: -1 }, { position: -1, city: 1 }];

describe('pages of a range on the first sort field, walked within the stretch of a kept order', () => {
  it('equal a sort of every match, through writes, with nulls, strings, NaN, dates and arrays among the values', async () => {
    const r = random(11);
    const store = new InMemoryReadStore();
    const rows = store.collection<Row>('rows');
    const make = (i: number): Row => {
      const row: Row = { _id: `r${String(i).padStart(5, '0')}`, city: r.pick(['Pune', 'Noida', 'Agra']) };
      const position = positionOf(r, i);
      if (position !== undefined) row.position = position;
      return row;
    };
    for (let i = 0; i < 1_500; i += 1) await rows.put(make(i));
    for (let step = 0; step < 120; step += 1) {
      const i = Math.floor(r.next() * 1_700);
      if (r.next() < 0.2) await rows.delete(`r${String(i).padStart(5, '0')}`);
      else await rows.put(make(i));
      // For a while, one document holds an array where the others hold a number, or NaN: no stretch then.
      if (step === 30) await rows.put({ _id: 'r-nan', city: 'Pune', position: Number.NaN });
      if (step === 45) await rows.delete('r-nan');
      if (step === 60) await rows.put({ _id: 'r-array', city: 'Pune', position: [3, 4_995] });
      if (step === 90) await rows.delete('r-array');
      const all = await rows.find({});
      for (const filter of FILTERS) {
        const test = compileFilter(filter);
        const matches = all.filter((doc) => test(doc));
        for (const sort of SORTS) {
          const total: SortSpec = Object.keys(sort).includes('_id') ? sort : { ...sort, _id: 1 };
          for (const [skip, limit] of [
            [0, 12],
            [5, 3],
            [0, 0],
          ]) {
            const page = await rows.find(filter, { sort, skip, limit });
            const expected = sortItems(matches, total).slice(skip, limit ? skip + limit : undefined);
            const label = `${JSON.stringify(filter)} ${JSON.stringify(sort)} ${skip}/${limit} at step ${step}`;
            // Ties on the sort's fields may come in any order, as on MongoDB: compare the keys, then the sets.
            expect(page.map((doc) => doc._id).length, label).toBe(expected.length);
            expect(
              page.map((doc) => String(doc.position)),
              label,
            ).toEqual(expected.map((doc) => String(doc.position)));
          }
        }
      }
    }
  });

  it('reads the numeric bounds a filter sets on a field, and only numeric ones', () => {
    expect(numericRangeOn({ at: { $gt: 5 } }, 'at')).toEqual({ low: 5, high: null });
    expect(numericRangeOn({ $and: [{ a: 1 }, { $and: [{ at: { $lte: 9, $gte: 2 } }] }] }, 'at')).toEqual({
      low: 2,
      high: 9,
    });
    expect(numericRangeOn({ at: { $gt: 'a' } }, 'at')).toBeNull();
    expect(numericRangeOn({ at: { $gt: Number.NaN } }, 'at')).toBeNull();
    expect(numericRangeOn({ at: 5 }, 'at')).toBeNull();
    expect(numericRangeOn({ $or: [{ at: { $gt: 5 } }, { b: 1 }] }, 'at')).toBeNull();
    expect(numericRangeOn({ other: { $gt: 5 } }, 'at')).toBeNull();
  });

  it('finds the stretch of numbers within the bounds, ascending and descending', () => {
    const docs = [null, Number.NaN, 1, 2, 2, 3, 9, 'a'].map((position, i) => ({ _id: String(i), position }));
    const keysOf = (doc: Doc) => [(doc as Doc & { position: unknown }).position];
    expect(rangeStretch(docs, keysOf, { position: 1 }, { low: 2, high: 3 })).toEqual([3, 6]);
    expect(rangeStretch(docs, keysOf, { position: 1 }, { low: null, high: 2 })).toEqual([1, 5]);
    expect(rangeStretch(docs, keysOf, { position: 1 }, { low: 9, high: null })).toEqual([6, 7]);
    expect(rangeStretch(docs, keysOf, { position: 1 }, { low: 10, high: null })).toEqual([7, 7]);
    const descending = [...docs].reverse();
    expect(rangeStretch(descending, keysOf, { position: -1 }, { low: 2, high: 3 })).toEqual([2, 5]);
    expect(rangeStretch(descending, keysOf, { position: -1 }, { low: null, high: null })).toEqual([1, 7]);
  });
});
