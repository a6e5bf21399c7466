import { describe, expect, it } from 'vitest';
import { isImageAddress, unitText, valueText } from './changeText.ts';

describe('change values in words', () => {
  it('shows prices in Cr/L, sizes with their unit, enumerations by name and days as dd-mm-yyyy', () => {
    expect(valueText('units.u1.salePrice', 15000000)).toBe('₹1.50 Cr');
    expect(valueText('units.u1.minPrice', 4500000)).toBe('₹45 L');
    expect(valueText('projectArea', { areaSize: 1650, areaUnit: 'squareFeet' })).toBe('1,650 Sq.Ft.');
    expect(valueText('amenities', ['swimmingPool', 'gymnasium'])).toBe('Swimming Pool, Gymnasium');
    expect(valueText('status', 'deleted')).toBe('Deleted');
    expect(valueText('launchDate', '2027-03')).toBe('03-2027');
    expect(valueText('reraDetails.X.projectStartDate', '2024-07-15')).toBe('15-07-2024');
    expect(valueText('isGrandProject', true)).toBe('Yes');
    expect(valueText('units.u1.bedroomCount', 0)).toBe('Studio');
    expect(valueText('city', '')).toBe('—');
  });

  it('names a whole unit by its title, rooms, size, price and count', () => {
    expect(
      unitText({
        unitId: 'u1',
        unitTitle: '3 BHK',
        bedroomCount: 3,
        bathroomCount: 2,
        primaryArea: { areaSize: 1450, areaUnit: 'squareFeet' },
        salePrice: 12000000,
        unitCount: 40,
      }),
    ).toBe('“3 BHK” · 3 BHK · 2 bath · 1,450 Sq.Ft. · ₹1.20 Cr · 40 units');
  });

  it('tells images (shown as thumbnails) from other files', () => {
    expect(isImageAddress('photos', '/uploads/public/images/2026/01/ab12.webp')).toBe(true);
    expect(isImageAddress('coverImage', '/uploads/public/images/2026/01/ab12')).toBe(true);
    expect(isImageAddress('brochureUrl', '/uploads/public/brochures/nilgiri.pdf')).toBe(false);
    expect(isImageAddress('city', 'Noida')).toBe(false);
  });
});
