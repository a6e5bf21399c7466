import type { Unit, SeededRandom as Random } from '@aangan/contracts';
import { priceBand, roundTo } from './demoUnits.ts';

/** Commercial and industrial space: by purpose and carpet area, with pantry and washroom where it matters. */
const SPACES: Record<string, { titles: string[]; sizes: [number, number] }> = {
  'Office Space': {
    titles: ['Bare-shell office', 'Furnished office (plug and play)', 'Corporate floor plate'],
    sizes: [450, 6_000],
  },
  'SEZ Office': { titles: ['IT/ITeS office floor', 'IT/ITeS office wing'], sizes: [4_000, 18_000] },
  'Co-working Space': {
    titles: ['Managed office, 20 seats', 'Managed office, 50 seats', 'Private cabin cluster'],
    sizes: [900, 3_500],
  },
  Shop: { titles: ['Ground-floor shop', 'First-floor shop', 'Corner shop'], sizes: [150, 600] },
  Showroom: { titles: ['Double-height showroom', 'Ground-floor showroom'], sizes: [1_200, 4_000] },
  'Retail Space': { titles: ['High-street retail unit', 'Anchor store', 'Mall retail unit'], sizes: [700, 6_000] },
  Kiosk: { titles: ['Atrium kiosk', 'Food kiosk'], sizes: [40, 120] },
  'Food Court': { titles: ['Food-court counter', 'Quick-service restaurant unit'], sizes: [150, 450] },
  'ATM Space': { titles: ['ATM lobby'], sizes: [60, 120] },
  Warehouse: { titles: ['Grade A warehouse bay', 'Logistics warehouse with dock levellers'], sizes: [12_000, 50_000] },
  'Industrial Shed': {
    titles: ['Pre-engineered shed for light manufacturing', 'Industrial shed with crane girder'],
    sizes: [6_000, 35_000],
  },
  'Industrial Building': {
    titles: ['Ground + 3 industrial building', 'Flatted factory floor'],
    sizes: [8_000, 40_000],
  },
  Factory: {
    titles: ['Factory unit with effluent treatment', 'Food-processing factory unit'],
    sizes: [10_000, 40_000],
  },
  'Cold Storage': {
    titles: ['Cold-storage chamber, multi-commodity', 'Cold-storage chamber for produce'],
    sizes: [4_000, 18_000],
  },
};

export function spaceUnits(r: Random, subType: string, rate: number): Unit[] {
  const kind = SPACES[subType];
  const titles = r.some(kind.titles, 1, kind.titles.length);
  const industrial = ['Warehouse', 'Industrial Shed', 'Industrial Building', 'Factory', 'Cold Storage'].includes(
    subType,
  );
  return titles.map((title) => {
    const size = roundTo(r.int(kind.sizes[0], kind.sizes[1]), kind.sizes[0] < 200 ? 5 : 50);
    const { low, high } = priceBand(r, size, rate);
    return {
      unitTitle: title,
      primaryArea: { areaSize: size, areaUnit: 'squareFeet', areaType: 'Carpet', displayUnitSize: true },
      secondaryArea: { areaSize: Math.round(size * 1.1), areaUnit: 'squareFeet', areaType: 'Built-up' },
      ...(industrial
        ? {}
        : {
            tertiaryArea: {
              areaSize: Math.round(size * 1.3),
              areaUnit: 'squareFeet' as const,
              areaType: 'Super Built-up' as const,
            },
          }),
      ...(r.next() > 0.5 ? { salePrice: low } : { minPrice: low, maxPrice: high }),
      washroomType: industrial || size > 1_000 ? 'Private' : r.pick(['Shared', 'Private'] as const),
      pantryType: industrial
        ? 'Not Available'
        : size < 200
          ? 'Not Available'
          : r.pick(['Dry', 'Wet', 'Shared'] as const),
      furnishingStatus: title.includes('Furnished') || title.includes('Managed') ? 'Furnished' : 'Bareshell',
      flooring: industrial ? 'Cement' : r.pick(['Vitrified Tiles', 'Granite', 'Marble'] as const),
      unitCount: 1,
    };
  });
}
