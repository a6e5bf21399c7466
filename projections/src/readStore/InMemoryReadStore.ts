import { compareBson, sortItems } from './bsonOrder.ts';
import { CollectionIndexes } from './collectionIndexes.ts';
import { compileFilter } from './compileFilter.ts';
import { canonicalKey, valuesAtPath } from './fieldPaths.ts';
import { pendingFill, type FillLoader, type FillsLater, type PendingFill } from './deferredFill.ts';
import { compileProjection } from './projection.ts';
import {
  ReadStoreUnavailableError,
  type BulkOptions,
  type BulkResult,
  type Collection,
  type Doc,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type ReadStore,
  type SortSpec,
  type WriteOp,
} from './ReadStore.ts';
import { freezeParsedDocument, sealDocument, sealOwnedDocument, sealValue } from './sealDocument.ts';

/**
 * The embedded read store: MongoDB-shaped collections held in memory, queried with mingo.
 * Stored documents are deep-frozen (copies, or the documents themselves when a bulk hands them
 * over), handed out as they are (never cloned on read). Documents fresh from JSON.parse (a
 * snapshot's, `handOver: 'parsed'`) are frozen later: each one as it is first handed out, the rest
 * at `fillDeferred` (once the server serves), so a start from a snapshot does not walk every one.
 */
export class InMemoryReadStore implements ReadStore, FillsLater {
  private readonly collections = new Map<string, CollectionState>();
  private closed = false;

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    return new InMemoryCollection<T>(this.stateOf(name), () => this.assertOpen());
  }

  async drop(name: string): Promise<void> {
    this.assertOpen();
    const state = this.collections.get(name);
    if (!state) return;
    discardFill(state);
    state.docs.clear();
    state.thawed = [];
    state.indexes.clear();
    state.generation += 1;
  }

  async replaceCollection(target: string, source: string): Promise<void> {
    this.assertOpen();
    if (target === source) return;
    // Handles already given out for `target` keep their state object: its contents move instead.
    const into = this.stateOf(target);
    const from = this.stateOf(source);
    discardFill(into);
    into.docs = from.docs;
    into.thawed = [...into.thawed, ...from.thawed];
    from.thawed = [];
    into.indexes = from.indexes.renamed(target);
    into.generation += 1;
    from.docs = new Map();
    from.indexes = new CollectionIndexes(source);
    from.generation += 1;
  }

  async ping(): Promise<void> {
    this.assertOpen();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const state of this.collections.values()) discardFill(state);
    this.collections.clear();
  }

  fillLater(name: string, load: FillLoader): void {
    const state = this.stateOf(name);
    discardFill(state);
    const target = new InMemoryCollection(state, () => this.assertOpen());
    state.fill = pendingFill(load, (docs) => target.addOwned(docs), (fill) => {
      if (state.fill === fill) state.fill = null;
    });
  }

  async fillDeferred(): Promise<void> {
    await Promise.all([...this.collections.values()].map((state) => Promise.all([state.fill?.start(), freezeThawed(state)])));
  }

  private stateOf(name: string): CollectionState {
    let state = this.collections.get(name);
    if (!state) {
      state = { docs: new Map(), thawed: [], indexes: new CollectionIndexes(name), generation: 0, lastMatch: null, sortKeys: new Map(), fill: null };
      this.collections.set(name, state);
    }
    return state;
  }

  private assertOpen(): void {
    if (this.closed) throw new ReadStoreUnavailableError('The in-memory read store is closed');
  }
}

interface CollectionState {
  docs: Map<string, Doc>;
  /**
   * Batches of stored documents fresh from JSON.parse, not frozen yet (see `handOut`): only the
   * store holds them, and it never changes a stored document.
   */
  thawed: Doc[][];
  indexes: CollectionIndexes;
  /** Moves on every change of `docs`: a match remembered at another generation is stale. */
  generation: number;
  /**
   * The last full match, by filter object: a search counts and then pages through the same filter
   * object, and the second call reuses the first one's scan. A new filter object (another request)
   * never hits it; its text guards against a filter changed in place between the two calls.
   */
  lastMatch: { filter: Filter; text: string; generation: number; docs: readonly Doc[] } | null;
  /** Sort keys of stored documents by sort: documents never change, so neither do their keys. */
  sortKeys: Map<string, WeakMap<object, unknown[]>>;
  /** Documents still to arrive (see FillsLater): every call but declaring an index waits for them. */
  fill: PendingFill | null;
}

/** A stored document on its way out: frozen now if it came from JSON.parse and was not yet. */
function handOut<T extends Doc>(doc: T): T {
  return Object.isFrozen(doc) ? doc : freezeParsedDocument(doc);
}

/** Documents frozen between two turns of the event loop (a few milliseconds' work). */
const FREEZES_PER_TURN = 500;

/** Freezes the thawed documents of a collection, a slice per turn of the event loop so requests keep flowing. */
async function freezeThawed(state: CollectionState): Promise<void> {
  let done = 0;
  while (state.thawed.length > 0) {
    const batch = state.thawed.pop()!;
    for (const doc of batch) {
      handOut(doc);
      if (++done % FREEZES_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

/** A document fresh from JSON.parse, stored as it is until it is handed out or `fillDeferred` freezes it. */
function thawedDocument<T extends Doc>(doc: T): T {
  if (typeof doc?._id !== 'string') throw new TypeError('A read-model document needs a string _id');
  return doc;
}

function discardFill(state: CollectionState): void {
  const fill = state.fill;
  state.fill = null;
  fill?.cancel();
}

/** Sorts whose keys are kept; a caller inventing sorts endlessly only restarts the cache. */
const KEPT_SORTS = 32;

/** Whether a write carrying `position` may replace what is stored (see WriteOp). */
function isNewer(stored: Doc | undefined, position: number | undefined): boolean {
  if (position === undefined || stored === undefined) return true;
  const storedPosition = (stored as { _position?: unknown })._position;
  return typeof storedPosition !== 'number' || storedPosition < position;
}

class InMemoryCollection<T extends Doc> implements Collection<T> {
  constructor(
    private readonly state: CollectionState,
    private readonly assertOpen: () => void,
  ) {}

  async findOne(filter: Filter): Promise<T | null> {
    this.assertOpen();
    if (this.state.fill) await this.state.fill.start();
    const test = compileFilter(filter);
    for (const doc of this.candidates(filter)) if (test(doc)) return handOut(doc) as T;
    return null;
  }

  async get(id: string): Promise<T | null> {
    this.assertOpen();
    if (this.state.fill) await this.state.fill.start();
    const doc = this.state.docs.get(id);
    return doc ? (handOut(doc) as T) : null;
  }

  async getMany(ids: readonly string[]): Promise<Map<string, T>> {
    this.assertOpen();
    if (this.state.fill) await this.state.fill.start();
    const found = new Map<string, T>();
    for (const id of ids) {
      const doc = this.state.docs.get(id);
      if (doc) found.set(id, handOut(doc) as T);
    }
    return found;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    this.assertOpen();
    if (this.state.fill) await this.state.fill.start();
    const project = compileProjection(options.projection);
    const skip = Math.max(0, options.skip ?? 0);
    // As on MongoDB, a limit of 0 means none and a negative limit counts like its absolute value.
    const limit = options.limit ? Math.abs(options.limit) : Infinity;
    let page: Doc[];
    if (options.sort && Object.keys(options.sort).length > 0) {
      page = sortItems(this.allMatching(filter), options.sort, skip + limit, this.sortKeysOf(options.sort)).slice(skip);
    } else {
      page = this.matching(filter, skip + limit).slice(skip);
    }
    if (!project) return page.map((doc) => handOut(doc) as T);
    return page.map((doc) => sealValue(project(doc)) as T);
  }

  async count(filter: Filter = {}): Promise<number> {
    this.assertOpen();
    if (this.state.fill) await this.state.fill.start();
    if (Object.keys(filter).length === 0) return this.state.docs.size;
    return this.allMatching(filter).length;
  }

  async distinct(field: string, filter: Filter = {}): Promise<unknown[]> {
    this.assertOpen();
    if (this.state.fill) await this.state.fill.start();
    const path = field.split('.');
    // A Set already keeps 1, '1' and true apart; dates, arrays and sub-documents need a key.
    const plain = new Set<unknown>();
    const composite = new Map<string, unknown>();
    for (const doc of this.matching(filter)) {
      for (const value of valuesAtPath(doc, path)) {
        if (typeof value === 'object' && value !== null) {
          // The value is part of the document: freezing the document freezes it.
          handOut(doc);
          composite.set(canonicalKey(value), value);
        }
        else plain.add(value);
      }
    }
    return [...plain, ...composite.values()].sort(compareBson);
  }

  async put(doc: T): Promise<void> {
    this.assertOpen();
    if (this.state.fill) await this.state.fill.start();
    this.write(sealDocument(doc));
  }

  async putIf(doc: T, filter: Filter): Promise<boolean> {
    this.assertOpen();
    if (this.state.fill) await this.state.fill.start();
    const stored = this.state.docs.get(doc._id);
    if (stored && !compileFilter(filter)(stored)) return false;
    this.write(sealDocument(doc));
    return true;
  }

  async delete(id: string): Promise<void> {
    this.assertOpen();
    if (this.state.fill) await this.state.fill.start();
    this.remove(id);
  }

  async deleteMany(filter: Filter): Promise<number> {
    this.assertOpen();
    if (this.state.fill) await this.state.fill.start();
    const doomed = this.matching(filter);
    for (const doc of doomed) this.remove(doc._id);
    return doomed.length;
  }

  async bulk(ops: readonly WriteOp<T>[], options: BulkOptions = {}): Promise<BulkResult> {
    this.assertOpen();
    if (this.state.fill) await this.state.fill.start();
    const parsed = options.handOver === 'parsed';
    const seal = parsed ? thawedDocument : options.handOver ? sealOwnedDocument : sealDocument;
    const thawed: Doc[] = [];
    let skipped = 0;
    // Ordered like MongoDB's ordered bulkWrite: writes before a failing one stay applied.
    for (const op of ops) {
      const id = op.op === 'put' ? op.doc._id : op.id;
      if (!isNewer(this.state.docs.get(id), op.atPosition)) skipped += 1;
      else if (op.op === 'put') {
        const doc = seal(op.doc);
        this.write(doc);
        if (parsed) thawed.push(doc);
      } else this.remove(op.id);
    }
    if (thawed.length > 0) this.state.thawed.push(thawed);
    return { skipped };
  }

  /** Documents a fill hands over, fresh from JSON.parse, stored as a bulk with `handOver: 'parsed'` stores them (no waiting: the fill itself calls this). */
  addOwned(docs: readonly Doc[]): void {
    for (const doc of docs) this.write(freezeParsedDocument(doc));
  }

  async ensureIndex(spec: IndexSpec): Promise<void> {
    this.assertOpen();
    this.state.indexes.declare(spec, this.state.docs.values());
  }

  private write(doc: Doc): void {
    const { docs, indexes } = this.state;
    indexes.checkUnique(doc);
    indexes.replace(docs.get(doc._id), doc);
    docs.set(doc._id, doc);
    this.state.generation += 1;
  }

  private remove(id: string): void {
    const previous = this.state.docs.get(id);
    if (!previous) return;
    this.state.indexes.remove(previous);
    this.state.docs.delete(id);
    this.state.generation += 1;
  }

  private candidates(filter: Filter): Iterable<Doc> {
    const { docs, indexes } = this.state;
    const ids = indexes.candidates(filter, docs);
    // Looking up most of the collection by id costs more than walking it.
    if (ids === null || ('size' in ids ? ids.size : ids.length) > docs.size / 3) return docs.values();
    const found: Doc[] = [];
    for (const id of ids) {
      const doc = docs.get(id);
      if (doc) found.push(doc);
    }
    return found;
  }

  private sortKeysOf(sort: SortSpec): WeakMap<object, unknown[]> {
    const { sortKeys } = this.state;
    const text = JSON.stringify(sort);
    let keys = sortKeys.get(text);
    if (!keys) {
      if (sortKeys.size >= KEPT_SORTS) sortKeys.clear();
      sortKeys.set(text, (keys = new WeakMap()));
    }
    return keys;
  }

  /** Every matching document; the same filter object asked again before any change reuses the scan. */
  private allMatching(filter: Filter): readonly Doc[] {
    const { lastMatch, generation } = this.state;
    const text = JSON.stringify(filter);
    if (lastMatch && lastMatch.filter === filter && lastMatch.generation === generation && lastMatch.text === text) return lastMatch.docs;
    const docs = this.matching(filter);
    this.state.lastMatch = { filter, text, generation, docs };
    return docs;
  }

  /** Matching documents, stopping after `max` of them. */
  private matching(filter: Filter, max = Infinity): Doc[] {
    const test = compileFilter(filter);
    const found: Doc[] = [];
    if (max <= 0) return found;
    for (const doc of this.candidates(filter)) {
      if (test(doc) && found.push(doc) >= max) break;
    }
    return found;
  }
}
