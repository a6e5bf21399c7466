import type { Unit, SeededRandom as Random } from '@aangan/contracts';
import { priceBand, roundTo, type AreaUnit } from './demoUnits.ts';

interface Shape {
  title: string;
  size: number;
  unit?: AreaUnit;
  bedrooms?: number;
  bathrooms?: number;
  extra?: Partial<Unit>;
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
