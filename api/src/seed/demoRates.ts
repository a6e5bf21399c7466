import { AREA_UNIT_FACTORS } from '@aangan/contracts';
import { DEMO_CITIES, type DemoCityName } from './demoCities.ts';

/**
 * What demo property costs: the locality's home rate (demoCities.ts) turned into a rate for each sub
 * type, by the multiples and construction costs below.
 */

/** Commercial space against the locality's home rate: street-facing retail costs most per sq ft. */
export const SPACE_RATE_FACTORS: Record<string, number> = {
  'Office Space': 1.1,
  'SEZ Office': 0.9,
  'Co-working Space': 1.2,
  Shop: 2,
  Showroom: 1.8,
  'Retail Space': 1.6,
  Kiosk: 2.5,
  'Food Court': 1.8,
  'ATM Space': 2.2,
  'Commercial Land': 0.6,
};

/** Rupees per sq ft of construction added to industrial land for a built unit. */
export const INDUSTRIAL_BUILD_COST: Record<string, number> = {
  'Industrial Shed': 1_600,
  Warehouse: 1_400,
  'Industrial Building': 2_800,
  Factory: 2_200,
  'Cold Storage': 3_200,
  'Industrial Land': 0,
};

const SQ_FT_PER_ACRE = AREA_UNIT_FACTORS.acres;

/**
 * The documented rate, rupees per sq ft of a unit's primary (carpet or plot) area, for one sub type
 * in one locality: the centre of the ±15 % band every demo price lies in.
 */
export function demoRatePerSqFt(city: DemoCityName, locality: string, subType: string): number {
  const place = DEMO_CITIES[city];
  const home = place.localities.find((l) => l.name === locality)?.rate ?? place.localities[0].rate;
  const farmland = (place.farmLakhPerAcre * 1_00_000) / SQ_FT_PER_ACRE;
  switch (subType) {
    case 'Residential Plot':
      return Math.round(home * 0.85);
    case 'Warehouse':
    case 'Industrial Land':
    case 'Industrial Shed':
    case 'Industrial Building':
    case 'Factory':
    case 'Cold Storage':
      return place.industrialLandRate + INDUSTRIAL_BUILD_COST[subType];
    case 'Agricultural Land':
      return Math.round(farmland);
    case 'Farm House':
      return Math.round(farmland * 1.6);
    case 'Plots':
      return Math.round(farmland * 2.5);
    default:
      return Math.round(home * (SPACE_RATE_FACTORS[subType] ?? 1));
  }
}

/** How far a demo price may stray from demoRatePerSqFt (floor, facing, view). */
export const DEMO_RATE_SPREAD = 0.15;
