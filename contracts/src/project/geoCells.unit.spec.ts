import { describe, expect, it } from 'vitest';
import { geoCellsCovering, geoCellsOf } from './geoCells.ts';

describe('map cells', () => {
  it('name one cell per level for a place, none without one', () => {
    expect(geoCellsOf(28.5355, 77.391)).toEqual(['a570:1547', 'b142:386', 'c35:96']);
    expect(geoCellsOf(-33.87, -151.21)).toEqual(['a-678:-3025', 'b-170:-757', 'c-43:-190']);
    expect(geoCellsOf(undefined, 77.4)).toEqual([]);
  });

  it('cover every place of a box, its edges included, with the finest level that needs few cells', () => {
    const box = { south: 28.41, north: 28.59, west: 77.29, east: 77.51 };
    const cells = geoCellsCovering(box)!;
    expect(cells.length).toBeLessThanOrEqual(64);
    expect(cells.every((cell) => cell.startsWith('a'))).toBe(true);
    for (const latitude of [box.south, 28.45, 28.5, box.north])
      for (const longitude of [box.west, 77.35, 77.4, box.east])
        expect(geoCellsOf(latitude, longitude).some((cell) => cells.includes(cell))).toBe(true);
    // A 100 km radius: a coarser level.
    expect(
      geoCellsCovering({ south: 27.6, north: 29.4, west: 76.4, east: 78.4 })!.every((c) => c.startsWith('c')),
    ).toBe(true);
    // Half the globe: no level is few enough, the box alone narrows.
    expect(geoCellsCovering({ south: -60, north: 60, west: -170, east: 170 })).toBeNull();
  });
});
