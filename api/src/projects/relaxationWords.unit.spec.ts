import { describe, expect, it } from 'vitest';
import { SEARCH_RELAXATION_KEYS } from '@aangan/contracts';
import { differenceOf, SAMPLED_KEYS, type WordedSample } from './relaxationWords.ts';

const sample: WordedSample[] = [
  {
    city: 'Pune',
    projectSubType: 'Apartment',
    possessionStatus: 'Under Construction',
    priceMin: 6_500_000,
    unitSummaries: [{ bhkBand: 2, priceLow: 6_500_000, priceHigh: 7_000_000, areaSqFt: 950 }],
  },
  {
    city: 'Goa',
    projectSubType: 'Villa',
    possessionStatus: 'Ready to Move',
    priceMin: 12_000_000,
    unitSummaries: [{ bhkBand: 3, priceLow: 12_000_000, priceHigh: 14_000_000, areaSqFt: 1800 }],
  },
] as unknown as WordedSample[];

describe('the words of a wider search', () => {
  it('read its projects only for the filters said to need them, so the others are asked without reading any', () => {
    for (const key of SEARCH_RELAXATION_KEYS) {
      const withSample = differenceOf(key, sample, { city: 'Pune', areaMin: 500 }, 2);
      const without = differenceOf(key, [], { city: 'Pune', areaMin: 500 }, 2);
      expect(withSample === without, key).toBe(!SAMPLED_KEYS.has(key));
    }
  });
});
