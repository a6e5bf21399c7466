import { describe, expect, it } from 'vitest';
import { changeLines } from './changeWords.ts';

describe('changeLines', () => {
  it('says each change in words: price with the percentage, possession, new and withdrawn units', () => {
    expect(
      changeLines({
        prices: [
          {
            unitId: 'u-2',
            label: '2 BHK',
            direction: 'down',
            from: { low: 52_15_000, high: 52_15_000 },
            to: { low: 49_90_000, high: 49_90_000 },
          },
        ],
        possession: { from: 'Under Construction', to: 'Ready to Move', fromDate: '2027-03', toDate: '2026-10' },
        newUnits: [{ unitId: 'u-4', label: '4 BHK' }],
        removedUnits: [{ unitId: 'u-1', label: '1 BHK' }],
      }).map((line) => line.text),
    ).toEqual([
      '2 BHK: ₹52.15 L → ₹49.90 L (4.3% lower)',
      'Possession: Under Construction → Ready to Move',
      'Possession date: March 2027 → October 2026',
      'New: 4 BHK',
      'No longer offered: 1 BHK',
    ]);
  });

  it('says nothing when nothing changed', () => {
    expect(changeLines({ prices: [], possession: null, newUnits: [], removedUnits: [] })).toEqual([]);
  });
});
