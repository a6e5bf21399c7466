import { fromSquareFeet, toSquareFeet, type Unit, type SeededRandom as Random } from '@aangan/contracts';
import { DEMO_RATE_SPREAD } from './demoRates.ts';

/**
 * The configurations a demo project sells, by what it is: BHK homes only in homes, rooms and beds
 * in PG/co-living, plots by their size and dimensions, commercial and industrial units by area and
 * purpose. Every price is the unit's primary (carpet or plot) area times the documented rate,
 * within DEMO_RATE_SPREAD.
 */
type AreaUnit = Unit['primaryArea']['areaUnit'];

interface Shape {
  title: string;
  size: number;
  unit?: AreaUnit;
  bedrooms?: number;
  bathrooms?: number;
  extra?: Partial<Unit>;
}

const roundTo = (value: number, step: number): number => Math.round(value / step) * step;
const sqYd = (sqFt: number): number => Math.round(fromSquareFeet(sqFt, 'squareYards') * 100) / 100;

/** A price band inside rate ± DEMO_RATE_SPREAD for `sqFt`, rounded to ₹5,000 (kiosks to ₹1,000). */
function priceBand(r: Random, sqFt: number, rate: number): { low: number; high: number } {
  const step = sqFt * rate < 50_00_000 ? 1_000 : 5_000;
  const margin = DEMO_RATE_SPREAD - 0.02;
  const low = roundTo(sqFt * rate * (1 - margin + r.next() * margin), step);
  const high = roundTo(low * (1 + 0.02 + r.next() * 0.08), step);
  return { low, high: Math.min(high, roundTo(sqFt * rate * (1 + margin), step)) };
}

function homeUnit(r: Random, shape: Shape, rate: number, furnishing: Unit['furnishingStatus']): Unit {
  const { low, high } = priceBand(r, shape.size, rate);
  return {
    unitTitle: shape.title,
    bedroomCount: shape.bedrooms ?? 0,
    bathroomCount: shape.bathrooms ?? 1,
    primaryArea: { areaSize: shape.size, areaUnit: 'squareFeet', areaType: 'Carpet', displayUnitSize: true },
    secondaryArea: { areaSize: Math.round(shape.size * 1.15), areaUnit: 'squareFeet', areaType: 'Built-up' },
    tertiaryArea: { areaSize: Math.round(shape.size * 1.35), areaUnit: 'squareFeet', areaType: 'Super Built-up' },
    minPrice: low,
    maxPrice: high,
    furnishingStatus: furnishing,
    flooring: r.pick(['Vitrified Tiles', 'Marble', 'Italian Marble', 'Wooden', 'Granite'] as const),
    unitCount: 1,
    ...shape.extra,
  };
}

const BHK_SIZES: Record<number, [number, number]> = {
  1: [420, 560],
  2: [620, 860],
  3: [920, 1_300],
  4: [1_450, 1_950],
  5: [2_200, 3_000],
};

function bhk(r: Random, bedrooms: number, scale = 1): Shape {
  const [min, max] = BHK_SIZES[bedrooms];
  const rooms = bedrooms >= 3 ? r.some(['Pooja', 'Study', 'Store', 'Servant', 'Dining'] as const, 1, 2) : [];
  return {
    title: `${bedrooms} BHK`,
    size: roundTo(r.int(min, max) * scale, 5),
    bedrooms,
    bathrooms: Math.min(bedrooms + (bedrooms >= 3 ? 1 : 0), bedrooms + 1),
    ...(rooms.length ? { extra: { dedicatedRooms: rooms } } : {}),
  };
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Home configurations for residential sub types other than plots. */
export function homeUnits(r: Random, subType: string, rate: number): Unit[] {
  const luxury = rate >= 25_000;
  const furnishing = r.pick(['Unfurnished', 'Semi Furnished'] as const);
  const shapes: Shape[] = (() => {
    switch (subType) {
      case 'Studio Apartment':
        return [
          { title: '1 RK', size: roundTo(r.int(280, 360), 5), bedrooms: 0, bathrooms: 1 },
          { title: 'Studio', size: roundTo(r.int(380, 480), 5), bedrooms: 0, bathrooms: 1 },
        ];
      case 'Serviced Apartment':
        return [
          { title: 'Studio', size: roundTo(r.int(400, 520), 5), bedrooms: 0, bathrooms: 1 },
          bhk(r, 1),
          ...(r.next() > 0.4 ? [bhk(r, 2)] : []),
        ];
      case 'PG/Co-living':
        return [
          {
            title: 'Single room with attached bath',
            size: r.int(140, 190),
            bedrooms: 1,
            bathrooms: 1,
            extra: { dedicatedRooms: ['Laundry'] },
          },
          {
            title: 'Twin-sharing room with attached bath',
            size: r.int(220, 280),
            bedrooms: 1,
            bathrooms: 1,
            extra: { dedicatedRooms: ['Laundry'] },
          },
          ...(r.next() > 0.5
            ? [
                {
                  title: 'Four-bed room, shared bath',
                  size: r.int(320, 400),
                  bedrooms: 1,
                  bathrooms: 0,
                  extra: { dedicatedRooms: ['Laundry' as const] },
                },
              ]
            : []),
        ];
      case 'Penthouse':
        return r
          .some([4, 5], 1, 2)
          .sort()
          .map((n) => ({ ...bhk(r, n, 1.5), title: `${n} BHK penthouse` }));
      case 'Independent House/Villa':
      case 'Row House': {
        const sizes = subType === 'Row House' ? range(3, 4) : range(3, 5);
        return r
          .some(sizes, 1, 2)
          .sort()
          .map((n) => {
            const shape = bhk(r, n, subType === 'Row House' ? 1.2 : 1.5);
            const [length, breadth] = r.pick(
              subType === 'Row House'
                ? [
                    [25, 50],
                    [30, 50],
                  ]
                : [
                    [40, 60],
                    [50, 80],
                    [60, 90],
                  ],
            );
            return {
              ...shape,
              title: `${n} BHK ${subType === 'Row House' ? 'row house' : 'villa'}`,
              extra: { ...shape.extra, plotAreaLength: length, plotAreaBreadth: breadth },
            };
          });
      }
      case 'Builder Floor':
        return r
          .some(luxury ? [3, 4] : [2, 3, 4], 1, 2)
          .sort()
          .map((n) => ({ ...bhk(r, n, 1.1), title: `${n} BHK floor` }));
      default:
        return r
          .some(luxury ? [2, 3, 4] : [1, 2, 3, 4], 2, 3)
          .sort()
          .map((n) => bhk(r, n));
    }
  })();
  const furnished = subType === 'Serviced Apartment' || subType === 'PG/Co-living';
  return shapes.map((shape) => homeUnit(r, shape, rate, furnished ? 'Furnished' : furnishing));
}

/**
 * Plots: priced per sq ft of plot, sized (plot area) in the unit the local market uses, with their
 * dimensions in feet, or in metres for a plot sized in square metres.
 */
function plotUnit(
  r: Random,
  title: string,
  length: number,
  breadth: number,
  unit: AreaUnit,
  rate: number,
  displayUnit: AreaUnit = unit,
): Unit {
  const sqFt = length * breadth;
  const metres = unit === 'squareMeters';
  const inMetres = (feet: number): number => Math.round(feet * 0.3048 * 2) / 2;
  const size =
    displayUnit === 'squareYards'
      ? sqYd(sqFt)
      : displayUnit === 'squareMeters'
        ? Math.round(fromSquareFeet(sqFt, 'squareMeters'))
        : displayUnit === 'acres'
          ? Math.round(fromSquareFeet(sqFt, 'acres') * 100) / 100
          : sqFt;
  const { low, high } = priceBand(r, toSquareFeet(size, displayUnit), rate);
  return {
    unitTitle: title,
    primaryArea: { areaSize: size, areaUnit: unit, areaType: 'Plot Area', displayUnitSize: true },
    plotAreaLength: metres ? inMetres(length) : length,
    plotAreaBreadth: metres ? inMetres(breadth) : breadth,
    plotDimensionUnit: metres ? 'meters' : 'feet',
    plotMinPrice: low,
    plotMaxPrice: high,
    openSides: r.pick([1, 2, 2, 3] as const),
    boundaryWallsMade: r.next() > 0.4,
    unitCount: 1,
  };
}

const PLOT_DIMENSIONS: [number, number][] = [
  [30, 40],
  [30, 50],
  [40, 60],
  [50, 80],
  [60, 90],
];

export function plotUnits(r: Random, subType: string, rate: number): Unit[] {
  switch (subType) {
    case 'Agricultural Land':
      return r
        .some(
          [
            [209, 208],
            [330, 330],
            [417, 418],
            [660, 330],
          ] as [number, number][],
          1,
          3,
        )
        .map(([l, b]) => {
          const acres = Math.round(((l * b) / 43_560) * 100) / 100;
          return plotUnit(r, `Farmland parcel, ${acres} acre${acres === 1 ? '' : 's'}`, l, b, 'acres', rate);
        });
    case 'Industrial Land':
      return r
        .some(
          [
            [100, 120],
            [150, 200],
            [200, 250],
            [250, 400],
          ] as [number, number][],
          1,
          3,
        )
        .map(([l, b]) =>
          plotUnit(
            r,
            `Industrial plot, ${Math.round(fromSquareFeet(l * b, 'squareMeters')).toLocaleString('en-IN')} sq m`,
            l,
            b,
            'squareMeters',
            rate,
          ),
        );
    case 'Commercial Land':
      return r
        .some(
          [
            [60, 90],
            [80, 100],
            [100, 150],
          ] as [number, number][],
          1,
          2,
        )
        .map(([l, b]) =>
          plotUnit(r, `Commercial plot (mixed use), ${Math.round((l * b) / 9)} sq yd`, l, b, 'squareYards', rate),
        );
    case 'Plots':
      return r
        .some(
          [
            [45, 50],
            [60, 75],
            [90, 100],
          ] as [number, number][],
          1,
          3,
        )
        .map(([l, b]) => plotUnit(r, `Farm plot, ${Math.round((l * b) / 9)} sq yd`, l, b, 'squareYards', rate));
    default:
      return r
        .some(PLOT_DIMENSIONS, 2, 4)
        .sort((a, b) => a[0] * a[1] - b[0] * b[1])
        .map(([l, b]) =>
          plotUnit(r, `Plot ${l} × ${b} ft (${Math.round((l * b) / 9)} sq yd)`, l, b, 'squareYards', rate),
        );
  }
}

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

/** A farm house: its land (acres) priced per sq ft of land, its built-up house, its bedrooms. */
export function farmHouseUnits(r: Random, rate: number): Unit[] {
  return r
    .some(
      [
        [209, 208],
        [295, 295],
        [417, 209],
      ] as [number, number][],
      1,
      2,
    )
    .map(([l, b]) => {
      const plot = plotUnit(r, '', l, b, 'acres', rate);
      const bedrooms = r.int(3, 5);
      return {
        ...plot,
        unitTitle: `${bedrooms}-bedroom farm house on ${plot.primaryArea.areaSize} acre${plot.primaryArea.areaSize === 1 ? '' : 's'}`,
        bedroomCount: bedrooms,
        bathroomCount: bedrooms + 1,
        secondaryArea: { areaSize: roundTo(r.int(2_400, 5_500), 50), areaUnit: 'squareFeet', areaType: 'Built-up' },
        furnishingStatus: 'Semi Furnished',
      };
    });
}
