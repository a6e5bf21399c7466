import { describe, expect, it } from 'vitest';
import { areaIn, areaPlaceOf, formatRate, offeredUnits } from './areaUnits.tsx';
import { project } from '../../i18n/en/project.ts';

const flat = { areaSize: 1650, areaUnit: 'squareFeet' as const };
const farm = { areaSize: 2, areaUnit: 'acres' as const };

describe('area units', () => {
  it('offers land units only where there is land, and the bigha only in states that keep one', () => {
    expect(offeredUnits({ land: false, state: 'Uttar Pradesh' })).toEqual([
      'squareFeet',
      'squareYards',
      'squareMeters',
    ]);
    expect(offeredUnits({ land: true, state: 'West Bengal' })).toEqual([
      'squareFeet',
      'squareYards',
      'squareMeters',
      'acres',
      'hectares',
      'bigha',
    ]);
    expect(offeredUnits({ land: true, state: 'Maharashtra' })).not.toContain('bigha');
    expect(areaPlaceOf({ projectType: 'Farmland', projectSubType: 'Agricultural Land', state: 'Rajasthan' }).land).toBe(
      true,
    );
    expect(areaPlaceOf({ projectSubType: 'Residential Plot' }).land).toBe(true);
    // A block of flats on twelve acres: its total area reads in acres, its flats never do.
    expect(areaPlaceOf({ projectSubType: 'Apartment', projectArea: { areaSize: 12, areaUnit: 'acres' } }).land).toBe(
      true,
    );
    expect(areaPlaceOf({ projectSubType: 'Shop', projectArea: { areaSize: 8_000, areaUnit: 'squareFeet' } }).land).toBe(
      false,
    );
    expect(
      areaPlaceOf({
        projectSubType: 'Apartment',
        projectArea: { areaSize: 12, areaUnit: 'acres', displayUnitSize: false },
      }).land,
    ).toBe(false);
  });

  it('converts a bigha by the project’s state, and says which one', () => {
    expect(areaIn(farm, 'bigha', { land: true, state: 'West Bengal' })).toBe('6.05 Bigha');
    expect(areaIn(farm, 'bigha', { land: true, state: 'Uttar Pradesh' })).toBe('3.23 Bigha');
    expect(areaIn({ areaSize: 3, areaUnit: 'bigha' }, 'squareFeet', { land: true, state: 'West Bengal' })).toBe(
      '43,200 Sq.Ft.',
    );
    expect(project.areas.bighaNote('14,400', 'West Bengal')).toBe(
      'A bigha differs from state to state; here 1 Bigha = 14,400 Sq.Ft., the bigha of West Bengal.',
    );
  });

  it('never reads a flat in acres: land units leave floor sizes as listed', () => {
    expect(areaIn(flat, 'acres', { land: false })).toBe('1,650 Sq.Ft.');
    expect(areaIn(flat, 'squareMeters', { land: false })).toBe('153.29 Sq.Mt.');
    expect(areaIn(farm, 'hectares', { land: true })).toBe('0.81 Hectare');
    expect(areaIn(farm, 'squareYards', { land: true })).toBe('9,680 Sq.Yd.');
    const rate = { low: 8_000, high: 8_000 };
    expect(formatRate(rate, 'acres', { land: false })).toBe('₹8,000 per Sq.Ft.');
    expect(formatRate({ low: 40, high: 40 }, 'bigha', { land: true, state: 'West Bengal' })).toBe('₹5.76 L per Bigha');
  });
});
