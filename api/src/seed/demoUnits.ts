import type { Unit, SeededRandom as Random } from '@aangan/contracts';
import { DEMO_RATE_SPREAD } from './demoRates.ts';

/**
 * The configurations a demo project sells, by what it is: BHK homes only in homes, rooms and beds
 * in PG/co-living, plots by their size and dimensions, commercial and industrial units by area and
 * purpose. Every price is the unit's primary (carpet or plot) area times the documented rate,
 * within DEMO_RATE_SPREAD.
 */
export type AreaUnit = Unit['primaryArea']['areaUnit'];

export const roundTo = (value: number, step: number): number => Math.round(value / step) * step;

/** A price band inside rate ± DEMO_RATE_SPREAD for `sqFt`, rounded to ₹5,000 (kiosks to ₹1,000). */
export function priceBand(r: Random, sqFt: number, rate: number): { low: number; high: number } {
  const step = sqFt * rate < 50_00_000 ? 1_000 : 5_000;
  const margin = DEMO_RATE_SPREAD - 0.02;
  const low = roundTo(sqFt * rate * (1 - margin + r.next() * margin), step);
  const high = roundTo(low * (1 + 0.02 + r.next() * 0.08), step);
  return { low, high: Math.min(high, roundTo(sqFt * rate * (1 + margin), step)) };
}
