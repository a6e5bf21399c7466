import { fromSquareFeet, toSquareFeet, type Unit, type SeededRandom as Random } from '@aangan/contracts';
import { priceBand, roundTo, type AreaUnit } from './demoUnits.ts';

const sqYd = (sqFt: number): number => Math.round(fromSquareFeet(sqFt, 'squareYards') * 100) / 100;

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
