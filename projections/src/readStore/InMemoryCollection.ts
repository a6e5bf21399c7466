import { compareBson } from './bsonOrder.ts';
import type { CollectionState } from './collectionState.ts';
import { compileFilter } from './compileFilter.ts';
import { filterReads, findReads, pathReads, type LateFields } from './lateFields.ts';
import { canonicalKey, fieldsOf, valuesAtPath } from './fieldPaths.ts';
import { compileProjection } from './projection.ts';
import type { BulkOptions, BulkResult, Collection, Doc, Filter, FindOptions, IndexSpec, WriteOp } from './ReadStore.ts';
import { freezeParsedDocument, freezeProjected, sealDocument, sealOwnedDocument } from './sealDocument.ts';
import { idsPinned, isNewer } from './matchShortcuts.ts';
import { packDocument } from './packedFields.ts';
import { firstPassing } from './sortedOrders.ts';
import { sortedPage } from './sortedPages.ts';
import { handOut, thawedDocument } from './thawedDocuments.ts';

/** A handle on one collection of the embedded read store (see InMemoryReadStore). */
export class InMemoryCollection<T extends Doc> implements Collection<T> {
  constructor(
    private readonly state: CollectionState,
    private readonly assertOpen: () => void,
  ) {}

  async findOne(filter: Filter): Promise<T | null> {
    await this.ready();
    const test = compileFilter(filter);
    for (const doc of this.candidates(filter)) if (test(doc)) return handOut(doc) as T;
    return null;
  }

  async get(id: string): Promise<T | null> {
    await this.ready();
    const doc = this.state.docs.get(id);
    return doc ? (handOut(doc) as T) : null;
  }

  async getMany(ids: readonly string[]): Promise<Map<string, T>> {
    await this.ready();
    const found = new Map<string, T>();
    for (const id of ids) {
      const doc = this.state.docs.get(id);
      if (doc) found.set(id, handOut(doc) as T);
    }
    return found;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    await this.ready((late) => findReads(filter, options, late));
    const project = compileProjection(options.projection);
    const skip = Math.max(0, options.skip ?? 0);
    // As on MongoDB, a limit of 0 means none and a negative limit counts like its absolute value.
    const limit = options.limit ? Math.abs(options.limit) : Infinity;
    const page = (
      options.sort && Object.keys(options.sort).length > 0
        ? sortedPage(this.state, filter, options.sort, skip + limit, () => this.allMatching(filter))
        : this.matching(filter, skip + limit)
    ).slice(skip);
    if (!project) return page.map((doc) => handOut(doc) as T);
    return page.map((doc) => freezeProjected(project(doc)) as unknown as T);
  }

  async count(filter: Filter = {}): Promise<number> {
    await this.ready((late) => filterReads(filter, late));
    const { indexes, docs, counts, generation } = this.state;
    const exact = indexes.exactCount(filter, docs);
    if (exact !== null) return exact;
    const text = JSON.stringify(filter);
    const kept = counts.get(text, generation);
    if (kept !== undefined) return kept;
    const count = this.allMatching(filter).length;
    counts.keep(text, compileFilter(structuredClone(filter)), count, generation);
    return count;
  }

  async distinct(field: string, filter: Filter = {}): Promise<unknown[]> {
    await this.ready((late) => pathReads(field, late) || filterReads(filter, late));
    const path = field.split('.');
    const { counts, generation } = this.state;
    const text = `${field}\u0000${JSON.stringify(filter)}`;
    const kept = counts.distinct(text, generation);
    if (kept) return kept;
    const matches = this.allMatching(filter);
    counts.keepDistinct(text, compileFilter(structuredClone(filter)), path, matches, generation);
    // A Set already keeps 1, '1' and true apart; dates, arrays and sub-documents need a key.
    const plain = new Set<unknown>();
    const composite = new Map<string, unknown>();
    for (const doc of matches) {
      for (const value of valuesAtPath(doc, path)) {
        if (typeof value === 'object' && value !== null) {
          // The value is part of the document: freezing the document freezes it.
          handOut(doc);
          composite.set(canonicalKey(value), value);
        } else plain.add(value);
      }
    }
    return [...plain, ...composite.values()].sort(compareBson);
  }

  async put(doc: T): Promise<void> {
    await this.ready();
    this.write(sealDocument(doc));
  }

  async putIf(doc: T, filter: Filter): Promise<boolean> {
    await this.ready();
    const stored = this.state.docs.get(doc._id);
    if (stored && !compileFilter(filter)(stored)) return false;
    this.write(sealDocument(doc));
    return true;
  }

  async delete(id: string): Promise<void> {
    await this.ready();
    this.remove(id);
  }

  async deleteMany(filter: Filter): Promise<number> {
    await this.ready();
    const doomed = this.matching(filter);
    for (const doc of doomed) this.remove(doc._id);
    return doomed.length;
  }

  async bulk(ops: readonly WriteOp<T>[], options: BulkOptions = {}): Promise<BulkResult> {
    await this.ready();
    return this.bulkNow(ops, options);
  }

  /** Resolves once every document (and late field) has arrived: the writes of a commit wait for it before their one step. */
  settled(): Promise<void> {
    return this.ready();
  }

  /** Whether the stored document `id` exists and matches `filter` now (a commit's guard; call after `settled`). */
  matchesNow(id: string, filter: Filter): boolean {
    const stored = this.state.docs.get(id);
    return stored !== undefined && compileFilter(filter)(stored);
  }

  /**
   * The bulk's writes, made at once (call after `settled`). With `undo`, each write made leaves there
   * the step that takes it back, for a commit that must leave nothing when a later write fails.
   */
  bulkNow(ops: readonly WriteOp<T>[], options: BulkOptions = {}, undo?: (() => void)[]): BulkResult {
    const parsed = options.handOver === 'parsed';
    const seal = parsed ? thawedDocument : options.handOver ? sealOwnedDocument : sealDocument;
    const thawed: Doc[] = [];
    let skipped = 0;
    // Ordered like MongoDB's ordered bulkWrite: writes before a failing one stay applied.
    for (const op of ops) {
      const id = op.op === 'put' ? op.doc._id : op.id;
      const stored = this.state.docs.get(id);
      if (!isNewer(stored, op.atPosition)) {
        skipped += 1;
        continue;
      }
      if (op.op === 'put') {
        const doc = this.write(seal(op.doc));
        if (parsed && !Object.isFrozen(doc)) thawed.push(doc);
      } else this.remove(op.id);
      undo?.push(() => (stored ? this.write(stored) : this.remove(id)));
    }
    if (thawed.length > 0) this.state.thawed.push(thawed);
    return { skipped };
  }

  /** Documents a fill hands over, fresh from JSON.parse, stored as a bulk with `handOver: 'parsed'` stores them (no waiting: the fill itself calls this). */
  addOwned(docs: readonly Doc[]): void {
    for (const doc of docs) this.write(freezeParsedDocument(doc));
  }

  /** Late fields handed over by a completion, fresh from JSON.parse: set on the stored documents (see FillsLater.completeLater). */
  completeOwned(parts: readonly Doc[]): void {
    for (const part of parts) {
      const stored = this.state.docs.get(part._id);
      if (!stored) continue;
      // Frozen already (a part of it was handed out): a completed copy takes its place.
      const frozen = Object.isFrozen(stored);
      const target = frozen ? { ...stored } : stored;
      // Each late field holds null where it stands: setting it keeps the document's order of fields.
      const values = fieldsOf(part);
      for (const key in values) if (key !== '_id') fieldsOf(target)[key] = values[key];
      // A document its late fields make large enough is packed now, in place of the one stored.
      if (frozen) this.write(freezeParsedDocument(target));
      else if (this.state.pack) {
        const packed = packDocument(target, this.state.pack);
        if (packed !== target) this.write(packed);
      }
    }
  }

  async ensureIndex(spec: IndexSpec): Promise<void> {
    this.assertOpen();
    const late = this.state.late;
    if (late && Object.keys(spec.keys).some((key) => pathReads(key, late.fields))) await late.fill.start();
    this.state.indexes.declare(spec, this.state.docs.values());
  }

  /**
   * Waits for what a call needs: the collection's documents when they are still to arrive, and
   * their late fields when `readsLate` says it reads one of them (writes always wait for those).
   */
  private async ready(readsLate?: (fields: LateFields) => boolean): Promise<void> {
    this.assertOpen();
    if (this.state.fill) await this.state.fill.start();
    const late = this.state.late;
    if (late && (!readsLate || readsLate(late.fields))) await late.fill.start();
  }

  /** Stores `doc` (sealed, or fresh from JSON.parse) and answers the document stored for it. */
  private write(sealed: Doc): Doc {
    const { docs, indexes, pack } = this.state;
    const doc = pack ? packDocument(sealed, pack) : sealed;
    indexes.checkUnique(doc);
    const previous = docs.get(doc._id);
    indexes.replace(previous, doc);
    docs.set(doc._id, doc);
    this.state.generation += 1;
    this.state.orders.changed(previous, doc, this.state.generation);
    this.state.counts.changed(previous, doc, this.state.generation);
    return doc;
  }

  private remove(id: string): void {
    const previous = this.state.docs.get(id);
    if (!previous) return;
    this.state.indexes.remove(previous);
    this.state.docs.delete(id);
    this.state.generation += 1;
    this.state.orders.changed(previous, undefined, this.state.generation);
    this.state.counts.changed(previous, undefined, this.state.generation);
  }

  private candidates(filter: Filter): Iterable<Doc> {
    const { docs, indexes } = this.state;
    // `_id` is always indexed (as in MongoDB): a filter pinning it reads those documents only.
    const byId = idsPinned(filter);
    if (byId) return byId.map((id) => docs.get(id)).filter((doc): doc is Doc => doc !== undefined);
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

  /** Every matching document; the same filter object asked again before any change reuses the scan. */
  private allMatching(filter: Filter): readonly Doc[] {
    const { lastMatch, generation } = this.state;
    const text = JSON.stringify(filter);
    if (lastMatch && lastMatch.filter === filter && lastMatch.generation === generation && lastMatch.text === text)
      return lastMatch.docs;
    const docs = this.matching(filter);
    this.state.lastMatch = { filter, text, generation, docs };
    return docs;
  }

  /** Matching documents, stopping after `max` of them. */
  private matching(filter: Filter, max = Infinity): Doc[] {
    return max <= 0 ? [] : firstPassing(this.candidates(filter), compileFilter(filter), max);
  }
}
