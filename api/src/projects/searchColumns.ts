import type { SearchSort } from '@aangan/contracts';
import { searchKeys, type SearchCriteria, type UnitKeys } from './projectSearchFilter.ts';
import type { FollowedProject, KeptProject } from './readModelFollower.ts';
import { ascending, descending, firstInOrder, launchKeyOf, postedKeyOf } from './columnOrder.ts';
import { numberOrNaN, UnitColumns } from './unitColumns.ts';
import { bitCount, Dictionary, forEachBit, hasBit, SlotBits, SlotLists, SlotNumberLists } from './slotSets.ts';

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

export class SearchColumns {
  private size = 0;
  private capacity = 0;
  private readonly slots = new Map<string, number>();
  private readonly free: number[] = [];
  private ids: (string | null)[] = [];
  private city = new Int32Array(0);
  private locality = new Int32Array(0);
  private developer = new Int32Array(0);
  private projectType = new Int32Array(0);
  private subType = new Int32Array(0);
  private possession = new Int32Array(0);
  private priceMin = new Float64Array(0);
  private launchDate: (string | null)[] = [];
  private postedAt: (string | null)[] = [];
  /** The two dates as numbers in the texts' order, where the text has one of the forms the site writes (NaN otherwise). */
  private launchKey = new Float64Array(0);
  private postedKey = new Float64Array(0);
  private readonly units = new UnitColumns();
  private readonly amenities = new SlotNumberLists();
  private readonly terms = new SlotNumberLists();
  /** The slots holding each search word (a slot may be listed after it lost the word, or twice: checked when read). */
  private postings = new Map<number, number[]>();
  private postingsListed = 0;
  private termsHeld = 0;
  /** Which slots hold a project, and which hold each value of the fields filtered by equality. */
  private live = new Uint32Array(0);
  private readonly bits = {
    city: new SlotBits(0),
    projectType: new SlotBits(0),
    subType: new SlotBits(0),
    possession: new SlotBits(0),
    amenity: new SlotBits(0),
    /** The bedroom bands a project has a unit of (the unit filters are then tested unit by unit). */
    band: new SlotBits(0),
  };
  private readonly lists = { locality: new SlotLists(), developer: new SlotLists() };
  /** The search's sets, made anew by each search (one search runs at a time: it never waits). */
  private mask = new Uint32Array(0);
  private scratch = new Uint32Array(0);
  private readonly dictionaries = {
    city: new Dictionary(),
    locality: new Dictionary(),
    developer: new Dictionary(),
    projectType: new Dictionary(),
    subType: new Dictionary(),
    possession: new Dictionary(),
    amenity: new Dictionary(),
    term: new Dictionary(),
  };

  /** How many projects are kept. */
  get count(): number {
    return this.slots.size;
  }

  change(before: KeptProject | null, after: FollowedProject | null): void {
    if (before && !after) this.remove(before._id);
    if (after) this.put(after);
  }

  /** After a batch of changes: the newest-first order made again if it was given up. */
  settle(): void {
    this.newestOrder();
  }

  private grow(): void {
    const capacity = Math.max(1024, this.capacity * 2);
    const int = (old: Int32Array) => {
      const next = new Int32Array(capacity).fill(-1);
      next.set(old);
      return next;
    };
    this.city = int(this.city);
    this.locality = int(this.locality);
    this.developer = int(this.developer);
    this.projectType = int(this.projectType);
    this.subType = int(this.subType);
    this.possession = int(this.possession);
    const float = (old: Float64Array) => {
      const next = new Float64Array(capacity).fill(Number.NaN);
      next.set(old);
      return next;
    };
    this.priceMin = float(this.priceMin);
    this.launchKey = float(this.launchKey);
    this.postedKey = float(this.postedKey);
    this.units.resize(capacity);
    const words = capacity >>> 5;
    const live = new Uint32Array(words);
    live.set(this.live);
    this.live = live;
    for (const bits of Object.values(this.bits)) bits.resize(words);
    this.amenities.resize(capacity);
    this.terms.resize(capacity);
    this.mask = new Uint32Array(words);
    this.scratch = new Uint32Array(words);
    this.capacity = capacity;
  }

  private put(doc: FollowedProject): void {
    let slot = this.slots.get(doc._id);
    if (slot !== undefined) {
      this.unorder(slot);
      this.mark(slot, false);
    } else {
      slot = this.free.pop();
      if (slot === undefined) {
        if (this.size === this.capacity) this.grow();
        slot = this.size++;
      }
      this.slots.set(doc._id, slot);
    }
    const d = this.dictionaries;
    this.ids[slot] = doc._id;
    this.city[slot] = d.city.code(doc.cityKey);
    this.locality[slot] = d.locality.code(doc.localityKey);
    this.developer[slot] = d.developer.code(doc.developerKey);
    this.projectType[slot] = d.projectType.code(doc.projectType);
    this.subType[slot] = d.subType.code(doc.projectSubType);
    this.possession[slot] = d.possession.code(doc.possessionStatus);
    this.priceMin[slot] = numberOrNaN(doc.priceMin);
    this.launchDate[slot] = typeof doc.launchDate === 'string' ? doc.launchDate : null;
    this.postedAt[slot] = typeof doc.postedAt === 'string' ? doc.postedAt : null;
    this.launchKey[slot] = launchKeyOf(this.launchDate[slot]);
    this.postedKey[slot] = postedKeyOf(this.postedAt[slot]);
    this.units.set(slot, doc.unitSummaries ?? [], this.size);
    this.amenities.set(
      slot,
      (doc.amenities ?? []).map((amenity) => d.amenity.code(amenity)),
      this.size,
    );
    this.putTerms(slot, doc.searchTerms ?? []);
    this.mark(slot, true);
    this.order(slot);
  }

  /** Sets the slot's bits and lists by its columns as they are now (`on`), or clears them before its columns change. */
  private mark(slot: number, on: boolean): void {
    const op = on ? 'add' : 'delete';
    if (on) this.live[slot >>> 5] |= 1 << (slot & 31);
    else this.live[slot >>> 5] &= ~(1 << (slot & 31));
    this.bits.city[op](this.city[slot], slot);
    this.bits.projectType[op](this.projectType[slot], slot);
    this.bits.subType[op](this.subType[slot], slot);
    this.bits.possession[op](this.possession[slot], slot);
    for (const code of this.amenities.of(slot)) this.bits.amenity[op](code, slot);
    for (const band of this.units.bandsOf(slot))
      if (Number.isInteger(band) && band >= 0) this.bits.band[op](band, slot);
    this.lists.locality[op](this.locality[slot], slot);
    this.lists.developer[op](this.developer[slot], slot);
  }

  /**
   * Every project's slot, newest first (`byNewest`); null while it is to be made again. One change
   * moves one slot within it; many changes before a search (the first build) make it again, once.
   */
  private newest: number[] | null = null;
  /** Changes since the order was last read: past a thousand, it is made again when next read rather than kept. */
  private moves = 0;

  private newestOrder(): number[] {
    this.moves = 0;
    if (this.newest) return this.newest;
    const slots: number[] = [];
    for (let slot = 0; slot < this.size; slot += 1) if (this.ids[slot] !== null) slots.push(slot);
    return (this.newest = slots.sort(this.byNewest));
  }

  /** Where `slot` goes in the newest-first order: the first place holding a slot after it. */
  private placeOf(order: number[], slot: number): number {
    let [low, high] = [0, order.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.byNewest(order[middle], slot) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private order(slot: number): void {
    if (!this.newest) return;
    // Many changes before the next search (a build, a catch-up): made again at once when read.
    if ((this.moves += 1) > 1_000) this.newest = null;
    else this.newest.splice(this.placeOf(this.newest, slot), 0, slot);
  }

  /** Takes `slot` out of the order, before its fields change. */
  private unorder(slot: number): void {
    if (!this.newest) return;
    const at = this.placeOf(this.newest, slot);
    if (this.newest[at] === slot) this.newest.splice(at, 1);
    else this.newest = null;
  }

  private putTerms(slot: number, words: readonly string[]): void {
    const d = this.dictionaries;
    const before = new Set(this.terms.of(slot));
    const terms = words.map((word) => d.term.code(word));
    this.termsHeld += terms.length - before.size;
    this.terms.set(slot, terms, this.size);
    for (const code of terms) {
      if (before.has(code)) continue;
      let listed = this.postings.get(code);
      if (!listed) this.postings.set(code, (listed = []));
      listed.push(slot);
      this.postingsListed += 1;
    }
    // Lists grown to twice what the projects hold are made again from the projects' words.
    if (this.postingsListed > 2 * this.termsHeld + 1_000) this.relist();
  }

  private relist(): void {
    this.postings = new Map();
    this.postingsListed = 0;
    for (let slot = 0; slot < this.size; slot += 1) {
      for (const code of this.terms.of(slot)) {
        let listed = this.postings.get(code);
        if (!listed) this.postings.set(code, (listed = []));
        listed.push(slot);
        this.postingsListed += 1;
      }
    }
  }

  private remove(id: string): void {
    const slot = this.slots.get(id);
    if (slot === undefined) return;
    this.unorder(slot);
    this.mark(slot, false);
    this.slots.delete(id);
    this.ids[slot] = null;
    this.units.clear(slot);
    this.amenities.set(slot, [], this.size);
    this.termsHeld -= this.terms.of(slot).length;
    this.terms.set(slot, [], this.size);
    this.launchDate[slot] = null;
    this.postedAt[slot] = null;
    this.free.push(slot);
  }

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
    for (const group of groups) if (!group.some((code) => this.terms.includes(slot, code))) return false;
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

  /** Every match listed (the mask's, when they were not tested one by one). */
  private listed(found: { words: number; matches: number[] | null }): number[] {
    if (found.matches) return found.matches;
    const all: number[] = [];
    forEachBit(this.mask, found.words, (slot) => all.push(slot));
    return all;
  }

  /** How many projects a search finds, and the ids of the first `limit` of them by id (the store's `{ _id: 1 }`). */
  countAndFirstIds(criteria: SearchCriteria, limit: number): { count: number; ids: string[] } {
    const found = this.find(this.compile(criteria), null);
    if (found.total === 0) return { count: 0, ids: [] };
    const first = firstInOrder(this.listed(found), limit, (a, b) => ascending(this.ids[a], this.ids[b]));
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
    const price = sort === 'Newest' ? null : byUnitPrice ? new Float64Array(this.size) : this.priceMin;
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
      return answer(
        firstInOrder(this.listed(found), skip + limit, this.byPrice(price, sort === 'Price Low To High' ? 1 : -1)),
      );
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
   * Newest launches first, then the latest posted, then by id (highest first): the store's
   * `{ launchDate: -1, postedAt: -1, _id: -1 }`, a missing value last. The dates are compared as
   * numbers where both have one, as texts otherwise or when the numbers are equal.
   */
  private readonly byNewest = (a: number, b: number): number => {
    const la = this.launchKey[a];
    const lb = this.launchKey[b];
    if (la !== lb && la === la && lb === lb) return lb - la;
    const launch = descending(this.launchDate[a], this.launchDate[b]);
    if (launch) return launch;
    const pa = this.postedKey[a];
    const pb = this.postedKey[b];
    if (pa !== pb && pa === pa && pb === pb) return pb - pa;
    return descending(this.postedAt[a], this.postedAt[b]) || descending(this.ids[a], this.ids[b]);
  };

  /** By price in `direction`, the unpriced last, ties by id (lowest first). */
  private byPrice(price: Float64Array, direction: 1 | -1) {
    return (a: number, b: number): number => {
      const pa = price[a];
      const pb = price[b];
      if (pa !== pa || pb !== pb)
        return pa !== pa && pb !== pb ? ascending(this.ids[a], this.ids[b]) : pa !== pa ? 1 : -1;
      return (pa - pb) * direction || ascending(this.ids[a], this.ids[b]);
    };
  }
}
