import { describe, expect, it } from 'vitest';
import { Tally } from './suggestionEntries.ts';

const counted = (tally: Tally): [string, number][] => {
  const seen: [string, number][] = [];
  tally.forEach((key, count) => seen.push([key, count]));
  return seen.sort(([a], [b]) => a.localeCompare(b));
};

describe('Tally', () => {
  it('counts as a Map of counts that drops a key at 0 would, through 5,000 random steps', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const keys = ['Apartment', 'Villa', 'Plot', 'Office'];
    for (let round = 0; round < 50; round += 1) {
      const tally = new Tally();
      const model = new Map<string, number>();
      for (let step = 0; step < 100; step += 1) {
        // Mostly one key, as an entry of one project; sometimes others, and counts down below 0.
        const key = random() < 0.7 ? keys[0] : keys[Math.floor(random() * keys.length)];
        const delta = random() < 0.55 ? 1 : -1;
        tally.bump(key, delta);
        const count = (model.get(key) ?? 0) + delta;
        if (count > 0) model.set(key, count);
        else model.delete(key);
        expect(counted(tally)).toEqual([...model].sort(([a], [b]) => a.localeCompare(b)));
        expect(tally.keys().sort()).toEqual([...model.keys()].sort());
        for (const other of keys) expect(tally.has(other)).toBe(model.has(other));
      }
    }
  });

  it('of: each key once, counted 1', () => {
    expect(counted(Tally.of(['Villa', 'Apartment', 'Villa']))).toEqual([
      ['Apartment', 1],
      ['Villa', 1],
    ]);
    expect(Tally.of([]).keys()).toEqual([]);
  });
});
