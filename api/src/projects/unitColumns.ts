import type { UnitSummary } from '@aangan/contracts';
import type { UnitKeys } from './projectSearchFilter.ts';
import { SlotNumberLists } from './slotSets.ts';

/** Fields of a unit summary, four numbers a unit (NaN for null). */
const UNIT_WIDTH = 4;
const [BHK, LOW, HIGH, AREA] = [0, 1, 2, 3];

export const numberOrNaN = (value: number | null | undefined): number =>
  typeof value === 'number' ? value : Number.NaN;

/**
 * Every project's units for the search columns, four numbers each (bedroom band, low and high
 * price, size), one after another in one shared array.
 */
export class UnitColumns {
  private readonly lists = new SlotNumberLists((length) => new Float64Array(length));

  resize(capacity: number): void {
    this.lists.resize(capacity);
  }

  /** The slot's units (`slots`: how many slots are in use). */
  set(slot: number, summaries: readonly UnitSummary[], slots: number): void {
    const numbers = new Float64Array(summaries.length * UNIT_WIDTH);
    summaries.forEach((unit, i) => {
      const base = i * UNIT_WIDTH;
      numbers[base + BHK] = numberOrNaN(unit.bhkBand);
      numbers[base + LOW] = numberOrNaN(unit.priceLow);
      numbers[base + HIGH] = numberOrNaN(unit.priceHigh);
      numbers[base + AREA] = numberOrNaN(unit.areaSqFt);
    });
    this.lists.set(slot, numbers, slots);
  }

  clear(slot: number): void {
    this.lists.clear(slot);
  }

  /** The bedroom bands of the slot's units (NaN for a unit without one). */
  bandsOf(slot: number): Set<number> {
    const [units, bands] = [this.lists.numbers, new Set<number>()];
    const end = this.lists.endOf(slot);
    for (let at = this.lists.startOf(slot); at < end; at += UNIT_WIDTH) bands.add(units[at + BHK]);
    return bands;
  }

  /**
   * The lowest price among the slot's units meeting the unit-level filters (NaN: none of them has a
   * price), or undefined when no unit meets them.
   */
  fittingPrice(slot: number, unit: UnitKeys): number | undefined {
    const units = this.lists.numbers;
    let found = false;
    let low = Number.NaN;
    const end = this.lists.endOf(slot);
    for (let at = this.lists.startOf(slot); at < end; at += UNIT_WIDTH) {
      if (unit.bands && !unit.bands.includes(units[at + BHK])) continue;
      // NaN (null) fails every comparison, as a missing value fails the store's.
      if (unit.budgetMax !== undefined && !(units[at + LOW] <= unit.budgetMax)) continue;
      if (unit.budgetMin !== undefined && !(units[at + HIGH] >= unit.budgetMin)) continue;
      if (unit.areaMin !== undefined && !(units[at + AREA] >= unit.areaMin)) continue;
      if (unit.areaMax !== undefined && !(units[at + AREA] <= unit.areaMax)) continue;
      found = true;
      const price = units[at + LOW];
      if (price === price && !(low <= price)) low = price;
    }
    return found ? low : undefined;
  }
}
