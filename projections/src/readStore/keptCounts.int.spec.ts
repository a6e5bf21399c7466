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
