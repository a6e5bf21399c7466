import { describe, expect, it } from 'vitest';
import { changedFields, diffRecords, sameJson } from './diff.ts';
import { PROJECT_DIFF_SPEC } from './projectDiff.ts';
import { seededRandom, type SeededRandom as Rng } from '../seededRandom.ts';

const KEYS = ['a', 'b', 'title', 'units', 'B', 'é', '10', '2'];
const LEAVES: unknown[] = [0, 1, -0, 2.5, Number.NaN, '', 'x', 'X', true, false, null, undefined];

function value(rng: Rng, depth = 0): unknown {
  const roll = rng.next();
  if (depth > 2 || roll < 0.5) return rng.pick(LEAVES);
  if (roll < 0.75) return Array.from({ length: Math.floor(rng.next() * 4) }, () => value(rng, depth + 1));
  const record: Record<string, unknown> = {};
  for (let i = Math.floor(rng.next() * 4); i > 0; i--) record[rng.pick(KEYS)] = value(rng, depth + 1);
  return record;
}

/** The same value as JSON: every object's keys in another order, some keys holding undefined added, some null elements undefined. */
function reordered(rng: Rng, input: unknown): unknown {
  if (Array.isArray(input))
    return input.map((item) => (item === null && rng.next() < 0.5 ? undefined : reordered(rng, item)));
  if (typeof input !== 'object' || input === null) return input;
  const entries = Object.entries(input).reverse();
  if (rng.next() < 0.3) entries.push([rng.pick(KEYS) + '-undefined', undefined]);
  return Object.fromEntries(entries.map(([key, item]) => [key, reordered(rng, item)]));
}

/** What "the same value" meant before: JSON with sorted keys, written out in full. */
const stable = (input: unknown): string =>
  JSON.stringify(input, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

describe('audit diff', () => {
  it('tells values the same exactly when their JSON with sorted keys is the same', () => {
    const rng = seededRandom(20_261_127);
    let same = 0;
    for (let i = 0; i < 20_000; i++) {
      const a = value(rng);
      const roll = rng.next();
      const b = roll < 0.4 ? reordered(rng, a) : roll < 0.5 ? structuredClone(a) : value(rng);
      const expected = stable(a) === stable(b);
      if (expected) same += 1;
      expect(sameJson(a, b), `${stable(a)} / ${stable(b)}`).toBe(expected);
      expect(sameJson(b, a)).toBe(expected);
    }
    expect(same).toBeGreaterThan(5_000);
  });

  it('lists changes in the order of the record before, then the fields it did not have', () => {
    const before = {
      projectTitle: 'Sunrise',
      city: 'Noida',
      developer: { name: 'A', since: 1999 },
      photos: ['1.webp'],
    };
    const after = {
      projectTitle: 'Sunrise Heights',
      developer: { since: 1999, name: 'B' },
      photos: ['1.webp'],
      locality: 'Sector 62',
    };
    expect(diffRecords(before, after, PROJECT_DIFF_SPEC).map((c) => [c.path, c.kind, c.old, c.new])).toEqual([
      ['projectTitle', 'changed', 'Sunrise', 'Sunrise Heights'],
      ['city', 'removed', 'Noida', undefined],
      ['developer.name', 'changed', 'A', 'B'],
      ['locality', 'added', undefined, 'Sector 62'],
    ]);
  });

  it('sees no change in a record written again with its keys in another order', () => {
    const before = {
      units: [{ id: 'u1', title: '2 BHK', price: { amount: 5_000_000, unit: 'INR' } }],
      faqs: [{ q: 'RERA?', a: 'Yes' }],
    };
    const after = {
      faqs: [{ a: 'Yes', q: 'RERA?' }],
      units: [{ price: { unit: 'INR', amount: 5_000_000 }, title: '2 BHK', id: 'u1' }],
    };
    expect(diffRecords(before, after, PROJECT_DIFF_SPEC)).toEqual([]);
  });
});

describe('changedFields', () => {
  it('names the top-level fields that differ, as the audit diff sees them', () => {
    const before = { projectTitle: 'Aranya', towers: 4, amenities: [], units: [{ unitId: 'u1', salePrice: 5 }] };
    expect(changedFields(before, { ...before })).toEqual([]);
    // An empty list and a missing one are the same; key order does not count.
    expect(
      changedFields(before, { units: [{ salePrice: 5, unitId: 'u1' }], towers: 4, projectTitle: 'Aranya' }),
    ).toEqual([]);
    expect(changedFields(before, { ...before, towers: 6, units: [{ unitId: 'u1', salePrice: 6 }] })).toEqual([
      'towers',
      'units',
    ]);
  });
});
