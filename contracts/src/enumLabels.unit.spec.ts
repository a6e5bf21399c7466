import { describe, expect, it } from 'vitest';
import { bedroomFilterLabel, bedroomLabel } from './enumLabels.ts';
import { BEDROOM_FILTERS } from './enumValues.ts';

describe('bedroom labels', () => {
  it('names a unit by its bedrooms: none is a studio, then BHK', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(bedroomLabel)).toEqual([
      'Studio',
      '1 BHK',
      '2 BHK',
      '3 BHK',
      '4 BHK',
      '5 BHK',
      '6 BHK',
    ]);
  });

  it("names the spec's bedroom filter values", () => {
    expect(BEDROOM_FILTERS.map(bedroomFilterLabel)).toEqual(['Studio', '1 BHK', '2 BHK', '3 BHK', '4+ BHK']);
  });
});
