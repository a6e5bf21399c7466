import { describe, expect, it } from 'vitest';
import { cardAreaText } from './ProjectCardView.tsx';

describe('a card’s sizes', () => {
  it('reads land of an acre or more in acres, and everything else in square feet', () => {
    const card = (projectType: string, projectSubType: string, low: number, high: number) =>
      cardAreaText({ projectType, projectSubType, areaMinSqFt: low, areaMaxSqFt: high });
    expect(card('Farmland', 'Agricultural Land', 43_560, 43_560)).toBe('1 acre');
    expect(card('Farmland', 'Agricultural Land', 43_560, 2_17_800)).toBe('1 – 5 acres');
    expect(card('Industrial', 'Industrial Land', 1_30_680, 1_30_680)).toBe('3 acres');
    // A plot smaller than an acre, and flats, stay in square feet.
    expect(card('Residential', 'Residential Plot', 1_200, 2_400)).toBe('1,200 – 2,400 sq ft');
    expect(card('Residential', 'Apartment', 1_650, 1_650)).toBe('1,650 sq ft');
  });
});
