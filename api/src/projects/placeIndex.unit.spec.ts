import { describe, expect, it, vi } from 'vitest';
import { PlaceIndex, type PlaceSource } from './placeIndex.ts';

const project = (i: number, extra: Partial<PlaceSource> = {}): PlaceSource & { priceMin?: number } => ({
  _id: `p${i}`,
  projectTitle: `Ganga Vista ${i}`,
  city: 'Pune',
  locality: i % 2 ? 'Baner' : 'Wakad',
  latitude: 18.5 + i / 1000,
  longitude: 73.8 + i / 1000,
  ...extra,
});

describe('the place search following changes', () => {
  it('leaves its entries alone when a change keeps the place (a price), and moves a locality when a pin moves', () => {
    const index = new PlaceIndex(Array.from({ length: 9 }, (_, i) => project(i)));
    const before = index.search('baner', 5);
    const adds = vi.spyOn(index as unknown as { add: () => unknown }, 'add');
    for (let i = 0; i < 9; i += 1) index.change(project(i), { ...project(i), priceMin: 5_000_000 + i } as PlaceSource);
    index.settle();
    expect(adds).not.toHaveBeenCalled();
    expect(index.search('baner', 5)).toEqual(before);

    // A pin moved: the building and its locality's middle follow.
    index.change(project(1), project(1, { latitude: 19.5 }));
    index.change(project(3), project(3, { latitude: 19.5 }));
    index.change(project(5), project(5, { latitude: 19.5 }));
    index.settle();
    // Three buildings and their locality.
    expect(adds).toHaveBeenCalledTimes(4);
    const baner = index.search('baner', 5).find((place) => place.kind === 'locality');
    expect(baner?.latitude).toBe(19.5);
  });
});
