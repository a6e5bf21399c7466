import { describe, expect, it } from 'vitest';
import { compileFilter } from './compileFilter.ts';
import { InMemoryReadStore } from './InMemoryReadStore.ts';
import type { Doc, Filter } from './ReadStore.ts';

interface Listing extends Doc {
  status: string;
  city: string;
  units: { bhk: number; price: number }[];
}

describe('counts kept through changes', () => {
  it('stay equal to a count of the documents that pass, through 3,000 random writes and deletes', async () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)];
    const store = new InMemoryReadStore();
    const listings = store.collection<Listing>('listings');
    await listings.ensureIndex({ keys: { status: 1, city: 1 } });
    const make = (i: number): Listing => ({
      _id: `l${i}`,
      status: pick(['posted', 'posted', 'draft']),
      city: pick(['Pune', 'Noida', 'Agra']),
      units: Array.from({ length: 1 + Math.floor(next() * 3) }, () => ({
        bhk: 1 + Math.floor(next() * 4),
        price: Math.floor(next() * 100),
      })),
    });
    for (let i = 0; i < 500; i += 1) await listings.put(make(i));
    const filters: Filter[] = [
      { status: 'posted', units: { $elemMatch: { bhk: 2 } } },
      { status: 'posted', city: 'Pune', units: { $elemMatch: { price: { $lte: 40 } } } },
      { units: { $elemMatch: { bhk: { $gte: 3 }, price: { $gt: 50 } } } },
      { city: { $ne: 'Agra' } },
    ];
    for (let step = 0; step < 3000; step += 1) {
      const i = Math.floor(next() * 600);
      if (next() < 0.2) await listings.delete(`l${i}`);
      else await listings.put(make(i));
      if (step % 50 === 0) {
        const all = await listings.find({});
        for (const filter of filters) {
          const test = compileFilter(filter);
          expect(await listings.count(filter), JSON.stringify(filter)).toBe(all.filter((doc) => test(doc)).length);
        }
      }
    }
  });
});

describe('distinct values kept through changes', () => {
  it('stay equal to the values of the documents that pass, through 2,000 random writes and deletes', async () => {
    let seed = 5;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)];
    const store = new InMemoryReadStore();
    const listings = store.collection<Listing & { tags?: unknown }>('listings');
    const make = (i: number) => ({
      _id: `l${i}`,
      status: pick(['posted', 'posted', 'draft']),
      // Rare values come and go as the few documents holding them change.
      city: next() < 0.05 ? `Rare ${Math.floor(next() * 20)}` : pick(['Pune', 'Noida', 'Agra']),
      units: [{ bhk: next() < 0.03 ? 5 + Math.floor(next() * 5) : 1 + Math.floor(next() * 4), price: 1 }],
      ...(next() < 0.5 ? { tags: pick([['a', 'b'], ['b'], 'c', null, 3]) } : {}),
    });
    for (let i = 0; i < 300; i += 1) await listings.put(make(i));
    const asks: [string, Filter][] = [
      ['city', { status: 'posted' }],
      ['city', {}],
      ['units.bhk', { city: 'Pune' }],
      ['tags', { status: 'posted' }],
    ];
    for (let step = 0; step < 2000; step += 1) {
      const i = Math.floor(next() * 350);
      // A rare write holds a sub-document where plain values stood: the kept values are dropped, and answers stay right.
      if (step === 1000) await listings.put({ ...make(i), tags: { odd: true } });
      else if (next() < 0.2) await listings.delete(`l${i}`);
      else await listings.put(make(i));
      if (step % 40 === 0) {
        const all = await listings.find({});
        for (const [field, filter] of asks) {
          const test = compileFilter(filter);
          const path = field.split('.');
          const values = new Map<string, unknown>();
          for (const doc of all.filter((d) => test(d))) {
            let at: unknown[] = [doc];
            for (const part of path)
              at = at.flatMap((v) => {
                const inner = (v as Record<string, unknown> | null)?.[part];
                return Array.isArray(inner) ? inner : [inner];
              });
            for (const v of at) values.set(JSON.stringify(v ?? null), v ?? null);
          }
          const answer = await listings.distinct(field, filter);
          expect(answer.map((v) => JSON.stringify(v)).sort(), `${field} ${JSON.stringify(filter)}`).toEqual(
            [...values.keys()].sort(),
          );
        }
      }
    }
  });
});
