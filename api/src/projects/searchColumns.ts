import type { SearchSort } from '@aangan/contracts';
import { searchKeys, type SearchCriteria, type UnitKeys } from './projectSearchFilter.ts';
import { ascending, firstInOrder, firstOfListed } from './columnOrder.ts';
import { ProjectColumns } from './projectColumns.ts';
import { bitCount, forEachBit, hasBit, type Dictionary, type SlotBits } from './slotSets.ts';

/**
 * The posted projects' search fields kept column by column, for the public search's pages: a search
 * tests numbers in a few arrays instead of reading 50,000 separate documents (each one a cache miss),
 * and orders only its matches, keeping the first ones a page needs. A part of the search state, it
 * follows the projects read model change by change, and answers exactly what the store's own
 * search answers (`searchFilter` and the orders of `searchResults.ts`; `searchColumns.int.spec.ts`
 * checks both against each other): which projects match, how many, and in which order. The page's
 * documents are then read from the store by id.
 *
 * Not answered here: near me (a distance per search) — the store answers those.
 */

interface Compiled {
  cities: Set<number> | null;
  /** A second set of cities the project must be in as well (a city and a region). */
  alsoCities: Set<number> | null;
  locality: number | null;
  developer: number | null;
  projectType: number | null;
  subTypes: Set<number> | null;
  possession: number | null;
  amenities: number[] | null;
  termGroups: number[][] | null;
  unit: UnitKeys | null;
}

export interface ColumnPage {
  /** The page's project ids, in the search's order. */
  ids: string[];
  total: number;
  page: number;
  lastPage: number;
}

export class SearchColumns extends ProjectColumns {
  /** The criteria's texts as the columns' numbers; null when no project can match. */
  private compile(criteria: SearchCriteria): Compiled {
    const keys = searchKeys(criteria);
    const d = this.dictionaries;
    const codes = (dictionary: Dictionary, texts: readonly string[] | null) =>
      texts ? new Set(texts.map((text) => dictionary.find(text))) : null;
    const one = (dictionary: Dictionary, text: string | null) => (text === null ? null : dictionary.find(text));
    return {
      cities: codes(d.city, keys.city === null ? null : [keys.city]),
      alsoCities: codes(d.city, keys.cities),
      locality: one(d.locality, keys.locality),
      developer: one(d.developer, keys.developer),
      projectType: one(d.projectType, keys.projectType),
      subTypes: codes(d.subType, keys.subTypes),
      possession: one(d.possession, keys.possession),
      amenities: keys.amenities ? keys.amenities.map((a) => d.amenity.find(a)) : null,
      termGroups: keys.termGroups ? keys.termGroups.map((group) => group.map((t) => d.term.find(t))) : null,
      unit: keys.unit,
    };
  }

  /** Whether the slot's search words hold one word of every group. */
  private holdsOneOfEach(slot: number, groups: readonly (readonly number[])[]): boolean {
    // Plain loops: a callback closing over the slot was a new function for every slot and group tested.
    for (const group of groups) {
      let holds = false;
      for (const code of group)
        if (this.terms.includes(slot, code)) {
          holds = true;
          break;
        }
      if (!holds) return false;
    }
    return true;
  }

  /** Narrows the mask to the slots holding any of `codes` in `bits`. */
  private narrow(bits: SlotBits, codes: Iterable<number>, words: number): void {
    const mask = this.mask;
    bits.anyOf(codes, this.scratch, words);
    for (let w = 0; w < words; w += 1) mask[w] &= this.scratch[w];
  }

  /** Narrows the mask to the slots in `slots` (those the rarest of the search's lists hold). */
  private narrowTo(lists: readonly (readonly number[])[], words: number): void {
    const [mask, only] = [this.mask, this.scratch];
    only.fill(0, 0, words);
    for (const list of lists) for (const slot of list) only[slot >>> 5] |= 1 << (slot & 31);
    for (let w = 0; w < words; w += 1) mask[w] &= only[w];
  }

  /**
   * The search's matches: the mask holds them, and `matches` lists them when they had to be tested
   * one by one (search words, unit filters), with each one's matching units' price in `price` when
   * asked.
   */
  private find(c: Compiled, price: Float64Array | null): { words: number; matches: number[] | null; total: number } {
    const words = Math.ceil(this.size / 32);
    const mask = this.mask;
    mask.set(this.live.subarray(0, words));
    // The fields of few values, by their sets of slots; localities, developers and search words by their lists.
    if (c.cities) this.narrow(this.bits.city, c.cities, words);
    if (c.alsoCities) this.narrow(this.bits.city, c.alsoCities, words);
    if (c.projectType !== null) this.narrow(this.bits.projectType, [c.projectType], words);
    if (c.subTypes) this.narrow(this.bits.subType, c.subTypes, words);
    if (c.possession !== null) this.narrow(this.bits.possession, [c.possession], words);
    for (const amenity of c.amenities ?? []) this.narrow(this.bits.amenity, [amenity], words);
    // Bands the sets hold (whole numbers from 0); any other is left to the test of each unit.
    if (c.unit?.bands?.every((band) => Number.isInteger(band) && band >= 0))
      this.narrow(this.bits.band, c.unit.bands, words);
    if (c.locality !== null) this.narrowTo([this.lists.locality.get(c.locality)], words);
    if (c.developer !== null) this.narrowTo([this.lists.developer.get(c.developer)], words);
    if (c.termGroups) {
      // The rarest group's lists hold every match (and some slots that lost a word since: tested below).
      let rarest: number[][] = [];
      let fewest = Number.POSITIVE_INFINITY;
      for (const group of c.termGroups) {
        const lists = group.map((code) => this.postings.get(code) ?? []);
        const listed = lists.reduce((sum, list) => sum + list.length, 0);
        if (listed < fewest) [rarest, fewest] = [lists, listed];
      }
      this.narrowTo(rarest, words);
    }

    // What the sets cannot say is tested slot by slot: the search words, and one unit meeting every unit filter.
    if (!c.unit && !c.termGroups) return { words, matches: null, total: bitCount(mask, words) };
    const found: number[] = [];
    forEachBit(mask, words, (slot) => {
      if (c.termGroups && !this.holdsOneOfEach(slot, c.termGroups)) return;
      if (c.unit) {
        const fitting = this.units.fittingPrice(slot, c.unit);
        if (fitting === undefined) return;
        if (price) price[slot] = fitting;
      }
      found.push(slot);
    });
    return { words, matches: found, total: found.length };
  }

  /** The first `wanted` matches in `compare`'s order (the mask's, when they were not tested one by one). */
  private firstFound(
    found: { words: number; matches: number[] | null; total: number },
    wanted: number,
    compare: (a: number, b: number) => number,
  ): number[] {
    if (found.matches) return firstInOrder(found.matches, wanted, compare);
    return firstOfListed(found.total, (each) => forEachBit(this.mask, found.words, each), wanted, compare);
  }

  /** How many projects a search finds. */
  countOf(criteria: SearchCriteria): number {
    return this.find(this.compile(criteria), null).total;
  }

  /** How many projects a search finds, and the ids of the first `limit` of them by id (the store's `{ _id: 1 }`). */
  countAndFirstIds(criteria: SearchCriteria, limit: number): { count: number; ids: string[] } {
    const found = this.find(this.compile(criteria), null);
    if (found.total === 0) return { count: 0, ids: [] };
    const first = this.firstFound(found, limit, (a, b) => ascending(this.ids[a], this.ids[b]));
    return { count: found.total, ids: first.map((slot) => this.ids[slot]!) };
  }

  /**
   * One page of a search: the ids in the search's order, and the total. A page beyond the last is
   * answered with the last, as the store's search does.
   */
  resultPage(
    criteria: SearchCriteria,
    options: { sort?: SearchSort | undefined; page: number; limit: number },
  ): ColumnPage {
    const { limit } = options;
    const sort = options.sort ?? 'Newest';
    const c = this.compile(criteria);
    // The price each match is ordered by, when a price order is asked for: its own, or its matching units'.
    const byUnitPrice = sort !== 'Newest' && c.unit !== null;
    const price = sort === 'Newest' ? null : byUnitPrice ? this.unitPrices() : this.priceMin;
    const found = this.find(c, byUnitPrice ? price : null);
    const { words, matches, total } = found;
    const lastPage = Math.max(1, Math.ceil(total / limit));
    const page = Math.min(options.page, lastPage);
    const skip = (page - 1) * limit;
    if (total === 0) return { ids: [], total, page, lastPage };
    const answer = (ordered: number[]): ColumnPage => ({
      ids: ordered.slice(skip, skip + limit).map((slot) => this.ids[slot]!),
      total,
      page,
      lastPage,
    });

    if (price)
      return answer(this.firstFound(found, skip + limit, this.byPrice(price, sort === 'Price Low To High' ? 1 : -1)));
    // Newest first: a few matches are put in order; many are read along the kept order, up to the page's end.
    if (matches && matches.length <= this.slots.size / 16)
      return answer(firstInOrder(matches, skip + limit, this.byNewest));
    const mask = this.mask;
    if (matches) {
      mask.fill(0, 0, words);
      for (const slot of matches) mask[slot >>> 5] |= 1 << (slot & 31);
    }
    const first: number[] = [];
    for (const slot of this.newestOrder()) {
      if (!hasBit(mask, slot)) continue;
      first.push(slot);
      if (first.length === skip + limit) break;
    }
    return answer(first);
  }

  /**
   * Where a search ordered by its matching units' price writes each match's price: kept from one
   * search to the next (a search never waits, so one uses it at a time), since a new array a search
   * (400 KB at 50,000 projects) is memory outside the heap that only a full collection returns
   * once a request held it long enough. Only the matches' entries are written, and only those read.
   */
  private unitPriceScratch = new Float64Array(0);

  private unitPrices(): Float64Array {
    if (this.unitPriceScratch.length < this.size) this.unitPriceScratch = new Float64Array(this.mask.length * 32);
    return this.unitPriceScratch;
  }

  /** By price in `direction`, the unpriced last, ties by id (lowest first). */
  private byPrice(price: Float64Array, direction: 1 | -1) {
    return (a: number, b: number): number => {
      const pa = price[a];
      const pb = price[b];
      if (pa !== pa || pb !== pb)
        return pa !== pa && pb !== pb ? ascending(this.ids[a], this.ids[b]) : pa !== pa ? 1 : -1;
      // The sign only: a difference of prices is a number V8 boxes on the heap, one per comparison.
      return pa < pb ? -direction : pa > pb ? direction : ascending(this.ids[a], this.ids[b]);
    };
  }
}
