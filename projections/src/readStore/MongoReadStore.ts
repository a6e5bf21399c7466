import {
  MongoClient,
  MongoClientClosedError,
  MongoError,
  MongoErrorLabel,
  MongoNetworkError,
  MongoNotConnectedError,
  MongoOperationTimeoutError,
  MongoServerClosedError,
  MongoServerError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
  MongoWriteConcernError,
  type AnyBulkWriteOperation,
  type Collection as MongoCollection,
  type Db,
  type Filter as MongoFilter,
  type Sort,
} from 'mongodb';
import {
  DuplicateKeyError,
  ReadStoreUnavailableError,
  type Collection,
  type Doc,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type ReadStore,
  type WriteOp,
} from './ReadStore.ts';

export interface MongoReadStoreConfig {
  url: string;
  dbName: string;
  /** How long an operation waits for a usable server before the store reports itself down. */
  serverSelectionTimeoutMS?: number;
}

/** Writes wait for a majority so a failover cannot roll back what a reader has already seen. */
const WRITE_CONCERN = { writeConcern: { w: 'majority' as const } };

/** The production read store: the same port on MongoDB through the official driver. */
export class MongoReadStore implements ReadStore {
  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {}

  static async connect(config: MongoReadStoreConfig): Promise<MongoReadStore> {
    const client = new MongoClient(config.url, {
      serverSelectionTimeoutMS: config.serverSelectionTimeoutMS ?? 5000,
      // Undefined fields are left out, as the in-memory store leaves them out.
      ignoreUndefined: true,
    });
    try {
      await client.connect();
    } catch (error) {
      await client.close().catch(() => undefined);
      throw translateError(error, '');
    }
    return new MongoReadStore(client, client.db(config.dbName));
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    return new MongoReadCollection<T>(name, this.db.collection<Doc>(name, WRITE_CONCERN));
  }

  /** Removes every document but keeps the collection and its indexes, like the in-memory store. */
  async drop(name: string): Promise<void> {
    await guard(name, () => this.db.collection<Doc>(name, WRITE_CONCERN).deleteMany({}));
  }

  async ping(): Promise<void> {
    await guard('', () => this.client.db('admin').command({ ping: 1 }));
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

class MongoReadCollection<T extends Doc> implements Collection<T> {
  constructor(
    private readonly name: string,
    private readonly native: MongoCollection<Doc>,
  ) {}

  findOne(filter: Filter): Promise<T | null> {
    return guard(this.name, async () => (await this.native.findOne(asFilter(filter))) as T | null);
  }

  get(id: string): Promise<T | null> {
    return guard(this.name, async () => (await this.native.findOne({ _id: id })) as T | null);
  }

  getMany(ids: readonly string[]): Promise<Map<string, T>> {
    return guard(this.name, async () => {
      const found = new Map<string, T>();
      if (ids.length === 0) return found;
      for (const doc of await this.native.find({ _id: { $in: [...ids] } }).toArray()) found.set(doc._id, doc as T);
      return found;
    });
  }

  find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    return guard(this.name, async () => {
      const cursor = this.native.find(asFilter(filter));
      if (options.sort && Object.keys(options.sort).length > 0) cursor.sort(options.sort as Sort);
      if (options.skip) cursor.skip(options.skip);
      if (options.limit) cursor.limit(options.limit);
      if (options.projection) cursor.project(options.projection);
      return (await cursor.toArray()) as T[];
    });
  }

  count(filter: Filter = {}): Promise<number> {
    return guard(this.name, () => this.native.countDocuments(asFilter(filter)));
  }

  distinct(field: string, filter: Filter = {}): Promise<unknown[]> {
    return guard(this.name, () => this.native.distinct(field, asFilter(filter)));
  }

  put(doc: T): Promise<void> {
    return guard(this.name, async () => {
      await this.native.replaceOne({ _id: doc._id }, doc, { upsert: true });
    });
  }

  delete(id: string): Promise<void> {
    return guard(this.name, async () => {
      await this.native.deleteOne({ _id: id });
    });
  }

  deleteMany(filter: Filter): Promise<number> {
    return guard(this.name, async () => (await this.native.deleteMany(asFilter(filter))).deletedCount);
  }

  bulk(ops: readonly WriteOp<T>[]): Promise<void> {
    if (ops.length === 0) return Promise.resolve();
    const writes: AnyBulkWriteOperation<Doc>[] = ops.map((op) =>
      op.op === 'put'
        ? { replaceOne: { filter: { _id: op.doc._id }, replacement: op.doc, upsert: true } }
        : { deleteOne: { filter: { _id: op.id } } },
    );
    return guard(this.name, async () => {
      await this.native.bulkWrite(writes, { ordered: true });
    });
  }

  ensureIndex(spec: IndexSpec): Promise<void> {
    return guard(this.name, async () => {
      await this.native.createIndex(spec.keys, {
        unique: spec.unique ?? false,
        ...(spec.name ? { name: spec.name } : {}),
      });
    });
  }
}

/** The port's filters are MongoDB filter documents already; only the driver's typing differs. */
function asFilter(filter: Filter): MongoFilter<Doc> {
  return filter as MongoFilter<Doc>;
}

async function guard<R>(collection: string, operation: () => Promise<R>): Promise<R> {
  try {
    return await operation();
  } catch (error) {
    throw translateError(error, collection);
  }
}

const DUPLICATE_KEY = 11000;

/** Vendor errors stop here: duplicate keys and outages become the port's errors. */
export function translateError(error: unknown, collection: string): unknown {
  if (!(error instanceof MongoError)) return error;
  if (isDuplicateKey(error)) return new DuplicateKeyError(collection, duplicateKeyText(error), { cause: error });
  if (isOutage(error)) {
    return new ReadStoreUnavailableError(`MongoDB read store unavailable: ${error.message}`, { cause: error });
  }
  return error;
}

function isDuplicateKey(error: MongoError): boolean {
  if (error.code === DUPLICATE_KEY) return true;
  // An ordered bulkWrite reports the failing write in writeErrors (one error or a list).
  const writeErrors: unknown = error instanceof MongoServerError ? error.writeErrors : undefined;
  const list: unknown[] = Array.isArray(writeErrors) ? writeErrors : writeErrors ? [writeErrors] : [];
  return list.some((writeError) => (writeError as { code?: unknown }).code === DUPLICATE_KEY);
}

function duplicateKeyText(error: MongoError): string {
  const keyValue: unknown = error instanceof MongoServerError ? error.keyValue : undefined;
  if (keyValue && typeof keyValue === 'object') return JSON.stringify(keyValue);
  const dupKey = /dup key: (\{.*\})/.exec(error.message);
  return dupKey?.[1] ?? error.message;
}

/**
 * Server answers that mean "not now" rather than "never": no primary, shutting down, network
 * trouble behind the server, or a write the majority could not confirm in time.
 */
const OUTAGE_CODES = new Set([6, 7, 64, 89, 91, 189, 262, 9001, 10107, 11600, 11602, 13435, 13436]);

function isOutage(error: MongoError): boolean {
  return (
    (typeof error.code === 'number' && OUTAGE_CODES.has(error.code)) ||
    error instanceof MongoServerSelectionError ||
    error instanceof MongoNetworkError ||
    error instanceof MongoTopologyClosedError ||
    error instanceof MongoNotConnectedError ||
    error instanceof MongoServerClosedError ||
    error instanceof MongoClientClosedError ||
    error instanceof MongoOperationTimeoutError ||
    error instanceof MongoWriteConcernError ||
    error.hasErrorLabel(MongoErrorLabel.RetryableWriteError) ||
    error.hasErrorLabel(MongoErrorLabel.ResetPool)
  );
}
