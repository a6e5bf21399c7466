import { CollectionIndexes } from './collectionIndexes.ts';
import { discardFill, type CollectionState } from './collectionState.ts';
import { pendingFill, type FillLoader, type FillsLater } from './deferredFill.ts';
import { InMemoryCollection } from './InMemoryCollection.ts';
import {
  ReadStoreUnavailableError,
  type Collection,
  type CollectionWrites,
  type CommitOptions,
  type CommitResult,
  type Doc,
  type ReadStore,
} from './ReadStore.ts';
import { KeptCounts } from './keptCounts.ts';
import { packRuleOf, type PackedFields } from './packedFields.ts';
import { SortedOrders } from './sortedOrders.ts';
import { freezeThawed } from './thawedDocuments.ts';

/**
 * The embedded read store: MongoDB-shaped collections held in memory, queried with mingo.
 * Stored documents are deep-frozen (copies, or the documents themselves when a bulk hands them
 * over), handed out as they are (never cloned on read). Documents fresh from JSON.parse (a
 * snapshot's, `handOver: 'parsed'`) are frozen later: each one as it is first handed out, the rest
 * at `fillDeferred` (once the server serves), so a start from a snapshot does not walk every one.
 * The fields only some reads need can arrive later still (`completeLater`): they are set on those
 * documents where they are, before any of them is handed out or frozen.
 */
export class InMemoryReadStore implements ReadStore, FillsLater {
  private readonly collections = new Map<string, CollectionState>();
  private closed = false;

  /**
   * `packed`: by collection, fields kept compressed in memory when their value is large (see
   * packedFields.ts); `packFromBytes` sets how large, as JSON.
   */
  constructor(private readonly options: { packed?: PackedFields; packFromBytes?: number } = {}) {}

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    return new InMemoryCollection<T>(this.stateOf(name), () => this.assertOpen());
  }

  /**
   * Waits until every collection it touches has its documents, then checks the guards and makes
   * every write in one synchronous step (nothing else runs in between); a write that fails takes
   * back the ones made before it.
   */
  async commit(writes: readonly CollectionWrites[], options: CommitOptions = {}): Promise<CommitResult> {
    this.assertOpen();
    const guards = options.guards ?? [];
    const handles = new Map<string, InMemoryCollection<Doc>>();
    const handle = (name: string): InMemoryCollection<Doc> => {
      let found = handles.get(name);
      if (!found) {
        found = new InMemoryCollection<Doc>(this.stateOf(name), () => this.assertOpen());
        handles.set(name, found);
      }
      return found;
    };
    for (const name of new Set([...guards.map((g) => g.collection), ...writes.map((w) => w.collection)]))
      await handle(name).settled();
    this.assertOpen();
    for (const guard of guards)
      if (!handle(guard.collection).matchesNow(guard.id, guard.filter)) return { committed: false };
    const undo: (() => void)[] = [];
    let skipped = 0;
    try {
      for (const { collection, ops } of writes) skipped += handle(collection).bulkNow(ops, options, undo).skipped;
    } catch (error) {
      for (const step of undo.reverse()) step();
      throw error;
    }
    return { committed: true, skipped };
  }

  async drop(name: string): Promise<void> {
    this.assertOpen();
    const state = this.collections.get(name);
    if (!state) return;
    discardFill(state);
    state.docs.clear();
    state.thawed = [];
    state.indexes.clear();
    state.orders.clear();
    state.counts.clear();
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
    into.orders.clear();
    into.counts.clear();
    into.generation += 1;
    from.docs = new Map();
    from.indexes = new CollectionIndexes(source);
    from.orders.clear();
    from.counts.clear();
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
    state.fill = pendingFill(
      load,
      (docs) => target.addOwned(docs),
      (fill) => {
        if (state.fill === fill) state.fill = null;
      },
    );
  }

  completeLater(name: string, fields: readonly string[], load: FillLoader): void {
    const state = this.stateOf(name);
    state.late?.fill.cancel();
    const target = new InMemoryCollection(state, () => this.assertOpen());
    const fill = pendingFill(
      load,
      (parts) => target.completeOwned(parts),
      (settled) => {
        if (state.late?.fill === settled) state.late = null;
      },
    );
    state.late = { fields: new Set(fields), fill };
  }

  async fillDeferred(): Promise<void> {
    const states = [...this.collections.values()];
    // Late fields first, on their own: a page waits for them, and a document is frozen once it holds all of its fields.
    await Promise.all(states.flatMap((state) => (state.late ? [state.late.fill.start()] : [])));
    await Promise.all(states.map((state) => Promise.all([state.fill?.start(), freezeThawed(state.thawed)])));
  }

  private stateOf(name: string): CollectionState {
    let state = this.collections.get(name);
    if (!state) {
      state = {
        docs: new Map(),
        thawed: [],
        indexes: new CollectionIndexes(name),
        generation: 0,
        lastMatch: null,
        sortKeys: new Map(),
        orders: new SortedOrders(),
        counts: new KeptCounts(),
        fill: null,
        late: null,
        pack: packRuleOf(name, this.options.packed, this.options.packFromBytes),
      };
      this.collections.set(name, state);
    }
    return state;
  }

  private assertOpen(): void {
    if (this.closed) throw new ReadStoreUnavailableError('The in-memory read store is closed');
  }
}
