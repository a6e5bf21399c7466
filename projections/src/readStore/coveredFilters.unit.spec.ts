import { describe, expect, it } from 'vitest';
import { CollectionIndexes } from './collectionIndexes.ts';
import { compileFilter } from './compileFilter.ts';
import { exactKeys } from './coveredFilters.ts';
import type { Doc, Filter } from './ReadStore.ts';

describe('conditions a lookup answers exactly', () => {
  it('are equalities, $eq and $in on plain values, alone', () => {
    expect(exactKeys('posted')).toEqual(['posted']);
    expect(exactKeys({ $eq: 3 })).toEqual([3]);
    expect(exactKeys({ $in: ['a', 'b', 'a'] })).toEqual(['a', 'b']);
    expect(exactKeys({ $eq: 3, $ne: 4 })).toBeNull();
    expect(exactKeys({ $in: [] })).toBeNull();
    expect(exactKeys({ $in: ['a', null] })).toBeNull();
    expect(exactKeys(null)).toBeNull();
    expect(exactKeys({ $elemMatch: { bhk: 3 } })).toBeNull();
    expect(exactKeys({ $gte: 3 })).toBeNull();
  });
});

describe('an exact count from the lookups', () => {
  it('equals a count of the documents that pass the filter, on 2,000 varied documents', () => {
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)];
    const docs = new Map<string, Doc>();
    for (let i = 0; i < 2000; i += 1) {
      const doc: Record<string, unknown> = { _id: `d${i}`, status: pick(['posted', 'posted', 'draft', 'deleted']) };
      if (next() < 0.9) doc.city = pick(['Pune', 'Noida', 'Mumbai', 1, true]);
      doc.tags = pick([['lake'], ['lake', 'metro'], [], 'park', ['park', 'park']]);
      docs.set(`d${i}`, doc as unknown as Doc);
    }
    const indexes = new CollectionIndexes('docs');
    for (const field of ['status', 'city', 'tags']) indexes.declare({ keys: { [field]: 1 } }, docs.values());
    for (const doc of docs.values()) indexes.replace(undefined, doc);
    const filters: Filter[] = [
      {},
      { status: 'posted' },
      { status: 'posted', city: 'Pune' },
      { status: { $in: ['posted', 'draft'] }, city: { $eq: 'Noida' } },
      { tags: 'park' },
      { tags: { $in: ['lake', 'park'] }, status: 'posted' },
      { city: 1 },
      { city: true, tags: 'metro' },
      { city: 'Nowhere' },
      // A search joins its conditions in a top-level $and, nested or beside other fields.
      { $and: [{ status: 'posted' }, { city: 'Pune' }] },
      { $and: [{ $and: [{ status: 'posted' }] }, { tags: { $in: ['lake', 'park'] } }], city: 'Noida' },
      { $and: [{ city: 'Pune' }, { city: 'Noida' }] },
      { $and: [] },
    ];
    const check = () => {
      for (const filter of filters) {
        const test = compileFilter(filter);
        const expected = [...docs.values()].filter((doc) => test(doc)).length;
        expect(indexes.exactCount(filter, docs), JSON.stringify(filter)).toBe(expected);
      }
    };
    check();
    // Documents change and leave; the counts follow.
    for (let i = 0; i < 2000; i += 7) {
      const previous = docs.get(`d${i}`)!;
      if (i % 2) {
        indexes.remove(previous);
        docs.delete(`d${i}`);
      } else {
        const next = { ...previous, status: 'posted', city: 'Pune' } as Doc;
        indexes.replace(previous, next);
        docs.set(`d${i}`, next);
      }
    }
    check();
    // Conditions a lookup cannot answer alone are left to a scan.
    expect(indexes.exactCount({ status: 'posted', price: { $gte: 3 } }, docs)).toBeNull();
    expect(indexes.exactCount({ $or: [{ status: 'posted' }] }, docs)).toBeNull();
    expect(indexes.exactCount({ $and: [{ status: 'posted' }, { price: { $gte: 3 } }] }, docs)).toBeNull();
    expect(indexes.exactCount({ $and: [{ status: 'posted' }, { $or: [{ city: 'Pune' }] }] }, docs)).toBeNull();
  });
});
