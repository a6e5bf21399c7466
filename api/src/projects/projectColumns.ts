import type { FollowedProject, KeptProject } from './readModelFollower.ts';
import { descending, launchKeyOf, postedKeyOf } from './columnOrder.ts';
import { numberOrNaN, UnitColumns } from './unitColumns.ts';
import { Dictionary, SlotBits, SlotLists, SlotNumberLists } from './slotSets.ts';

/**
 * The posted projects' search fields kept column by column: one slot a project, a typed array a
 * field, sets of slots for each value of the fields filtered by equality, and the projects newest
 * first. It follows the projects read model change by change (`change`, then `settle` after a
 * batch); `SearchColumns` (`searchColumns.ts`) reads searches from it.
 */
export class ProjectColumns {
  protected size = 0;
  private capacity = 0;
  protected readonly slots = new Map<string, number>();
  private readonly free: number[] = [];
  protected ids: (string | null)[] = [];
  private city = new Int32Array(0);
  private locality = new Int32Array(0);
  private developer = new Int32Array(0);
  private projectType = new Int32Array(0);
  private subType = new Int32Array(0);
  private possession = new Int32Array(0);
  protected priceMin = new Float64Array(0);
  private launchDate: (string | null)[] = [];
  private postedAt: (string | null)[] = [];
  /** The two dates as numbers in the texts' order, where the text has one of the forms the site writes (NaN otherwise). */
  private launchKey = new Float64Array(0);
  private postedKey = new Float64Array(0);
  protected readonly units = new UnitColumns();
  private readonly amenities = new SlotNumberLists();
  protected readonly terms = new SlotNumberLists();
  /** The slots holding each search word (a slot may be listed after it lost the word, or twice: checked when read). */
  protected postings = new Map<number, number[]>();
  private postingsListed = 0;
  private termsHeld = 0;
  /** Which slots hold a project, and which hold each value of the fields filtered by equality. */
  protected live = new Uint32Array(0);
  protected readonly bits = {
    city: new SlotBits(0),
    projectType: new SlotBits(0),
    subType: new SlotBits(0),
    possession: new SlotBits(0),
    amenity: new SlotBits(0),
    /** The bedroom bands a project has a unit of (the unit filters are then tested unit by unit). */
    band: new SlotBits(0),
  };
  protected readonly lists = { locality: new SlotLists(), developer: new SlotLists() };
  /** The search's sets, made anew by each search (one search runs at a time: it never waits). */
  protected mask = new Uint32Array(0);
  protected scratch = new Uint32Array(0);
  protected readonly dictionaries = {
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

  protected newestOrder(): number[] {
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

  /**
   * Newest launches first, then the latest posted, then by id (highest first): the store's
   * `{ launchDate: -1, postedAt: -1, _id: -1 }`, a missing value last. The dates are compared as
   * numbers where both have one, as texts otherwise or when the numbers are equal.
   */
  protected readonly byNewest = (a: number, b: number): number => {
    const la = this.launchKey[a];
    const lb = this.launchKey[b];
    // Signs, not differences: a difference of times is a number V8 boxes on the heap, one per comparison.
    if (la !== lb && la === la && lb === lb) return lb > la ? 1 : -1;
    const launch = descending(this.launchDate[a], this.launchDate[b]);
    if (launch) return launch;
    const pa = this.postedKey[a];
    const pb = this.postedKey[b];
    if (pa !== pb && pa === pa && pb === pb) return pb > pa ? 1 : -1;
    return descending(this.postedAt[a], this.postedAt[b]) || descending(this.ids[a], this.ids[b]);
  };
}
