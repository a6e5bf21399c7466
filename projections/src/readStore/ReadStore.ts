/**
 * Read store port: Mongo-shaped collections. Filters, sorts and projections are MongoDB query
 * documents; the in-memory adapter (mingo) and the MongoDB adapter accept the same ones.
 * Every document has a string `_id`.
 */
export type Filter = Record<string, unknown>;
export type SortSpec = Record<string, 1 | -1>;

/** Any document with a string `_id` (interfaces need no index signature to qualify). */
export interface Doc {
  _id: string;
}

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  /** Mongo inclusion/exclusion projection. */
  projection?: Record<string, 0 | 1>;
}

export interface IndexSpec {
  keys: Record<string, 1 | -1>;
  unique?: boolean;
  name?: string;
}

/**
 * One write of a bulk: replace-or-insert a whole document, or delete one by id. With `atPosition`
 * the write carries that log position and is conditional: it is applied only when no document is
 * stored under the id or the stored one's `_position` is lower, and skipped otherwise (a writer
 * that got further already stored it). Two writers can then never move a document backwards.
 */
export type WriteOp<T extends Doc = Doc> =
  { op: 'put'; doc: T; atPosition?: number } | { op: 'delete'; id: string; atPosition?: number };

export interface BulkResult {
  /** Conditional writes left out because the stored document was as new or newer. */
  skipped: number;
}

export interface BulkOptions {
  /**
   * The caller hands the documents over: neither they nor anything inside them will be changed
   * by anyone afterwards, so the store may keep (and freeze) them instead of copying them.
   * Only for plain data: objects, arrays, strings, numbers, booleans, null and dates. `'parsed'`:
   * documents fresh from JSON.parse (a snapshot's), which the embedded store freezes where they
   * are, each one as it is first handed out or at `fillDeferred`, whichever comes first.
   */
  handOver?: boolean | 'parsed';
}

/** The writes to one collection in a commit. */
export interface CollectionWrites<T extends Doc = Doc> {
  collection: string;
  ops: readonly WriteOp<T>[];
}

/** A stored document that must match `filter` for a commit to be made: a lease still held under its fence. */
export interface CommitGuard {
  collection: string;
  id: string;
  filter: Filter;
}

export interface CommitOptions extends BulkOptions {
  guards?: readonly CommitGuard[];
}

/** `committed: false`: a guard did not match and nothing was written. */
export type CommitResult = { committed: true; skipped: number } | { committed: false };

export interface Collection<T extends Doc = Doc> {
  findOne(filter: Filter): Promise<T | null>;
  get(id: string): Promise<T | null>;
  /** Several documents by id in one round trip; missing ids are absent from the map. */
  getMany(ids: readonly string[]): Promise<Map<string, T>>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  count(filter?: Filter): Promise<number>;
  distinct(field: string, filter?: Filter): Promise<unknown[]>;
  /** Replace the document with the same `_id`, or insert it. */
  put(doc: T): Promise<void>;
  /**
   * Compare-and-set: replaces the document with `doc._id` when the stored one matches `filter`, or
   * inserts `doc` when none is stored; answers false, writing nothing, when a stored one does not match.
   */
  putIf(doc: T, filter: Filter): Promise<boolean>;
  delete(id: string): Promise<void>;
  deleteMany(filter: Filter): Promise<number>;
  /**
   * Applies the writes in order and stops at the first refused one (the writes before it stay);
   * on MongoDB one ordered bulkWrite with w: majority. A skipped conditional write is not refused.
   */
  bulk(ops: readonly WriteOp<T>[], options?: BulkOptions): Promise<BulkResult>;
  /**
   * Declares an index as this version of the code wants it: repeating it changes nothing, and an
   * index of the same name or keys with other options (left by an older version) is replaced.
   */
  ensureIndex(spec: IndexSpec): Promise<void>;
}

export interface ReadStore {
  collection<T extends Doc = Doc>(name: string): Collection<T>;
  /**
   * Writes to several collections that take effect together or not at all, made only while every
   * guard document matches its filter (checked in the same step: a guard changed meanwhile means
   * nothing is written). Conditional writes are skipped as in `bulk`. On MongoDB one transaction
   * (a replica set is needed), on the embedded store one synchronous step.
   */
  commit(writes: readonly CollectionWrites[], options?: CommitOptions): Promise<CommitResult>;
  /** Drops every document of the collection (used by rebuilds); its declared indexes stay. */
  drop(name: string): Promise<void>;
  /**
   * Gives `target` the documents and indexes of `source` in one step for its readers, and leaves
   * `source` empty (a rebuild made into fresh collections is swapped in this way).
   */
  replaceCollection(target: string, source: string): Promise<void>;
  /** Resolves when the store answers; rejects with ReadStoreUnavailableError otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** A unique index refused a write. */
export class DuplicateKeyError extends Error {
  readonly code = 'DUPLICATE_KEY';
  constructor(
    readonly collection: string,
    readonly key: string,
    options?: { cause?: unknown },
  ) {
    super(`Duplicate key in ${collection}: ${key}`, options);
    this.name = 'DuplicateKeyError';
  }
}

export class ReadStoreUnavailableError extends Error {
  readonly code = 'READ_STORE_UNAVAILABLE';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ReadStoreUnavailableError';
  }
}
