import {
  MongoClient,
  MongoServerError,
  type Collection as MongoCollection,
  type Db,
  type Filter as MongoFilter,
} from 'mongodb';
import {
  connectMongo,
  connectWithoutSocketTimeout,
  DEFAULT_MONGO_TIMEOUTS,
  majorityWrites,
  type MongoTimeouts,
} from './mongoConnection.ts';
import { commitInTransaction, requireReplicaSet } from './mongoCommit.ts';
import { afterDuplicate, failedIndex, firstWriteError, toBulkWrite } from './mongoBulk.ts';
import { guardMongo, isDuplicateIdError, translateMongoError } from './mongoErrors.ts';
import { buildProgressOf, ensureMongoIndex } from './mongoIndexes.ts';
import type {
  BulkResult,
  Collection,
  CollectionWrites,
  CommitOptions,
  CommitResult,
  Doc,
  Filter,
  FindOptions,
  IndexSpec,
  ReadStore,
  WriteOp,
} from './ReadStore.ts';

export { translateMongoError as translateError } from './mongoErrors.ts';

export interface MongoReadStoreConfig {
  url: string;
  dbName: string;
  /** How long an operation waits for a usable server before the store reports itself down. */
  serverSelectionTimeoutMS?: number;
  /** The server-side limit of one operation (reads and majority confirmations). */
  operationTimeoutMS?: number;
}

/** The production read store: the same port on MongoDB through the official driver. */
export class MongoReadStore implements ReadStore {
  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
    private readonly timeouts: MongoTimeouts,
    /** False when the client is shared: its owner closes it. */
    private readonly ownsClient: boolean,
  ) {}

  static async connect(config: MongoReadStoreConfig): Promise<MongoReadStore> {
    const timeouts: MongoTimeouts = {
      serverSelectionMs: config.serverSelectionTimeoutMS ?? DEFAULT_MONGO_TIMEOUTS.serverSelectionMs,
      operationMs: config.operationTimeoutMS ?? DEFAULT_MONGO_TIMEOUTS.operationMs,
    };
    const client = await guardMongo('', () => connectMongo(config.url, timeouts));
    try {
      await guardMongo('', () => requireReplicaSet(client));
    } catch (error) {
      await client.close().catch(() => undefined);
      throw error;
    }
    return new MongoReadStore(client, client.db(config.dbName), timeouts, true);
  }

  /** A read store on a client the process already holds (shared with the key vault and the rate limits). */
  static onClient(
    client: MongoClient,
    dbName: string,
    timeouts: MongoTimeouts = DEFAULT_MONGO_TIMEOUTS,
  ): MongoReadStore {
    return new MongoReadStore(client, client.db(dbName), timeouts, false);
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    return new MongoReadCollection<T>(name, this.native(name), this.timeouts);
  }

  /** One transaction (see commitInTransaction). */
  commit(writes: readonly CollectionWrites[], options: CommitOptions = {}): Promise<CommitResult> {
    return guardMongo(writes[0]?.collection ?? '', () =>
      commitInTransaction(this.client, this.db, this.timeouts, writes, options.guards ?? []),
    );
  }

  /**
   * Removes every document but keeps the collection's indexes, like the in-memory store: the
   * collection is dropped (one quick step whatever its size; deleting millions of audit rows one by
   * one outlasts any operation limit) and made again with the indexes it had.
   */
  async drop(name: string): Promise<void> {
    await guardMongo(name, () => this.emptied(name));
  }

  private async emptied(name: string): Promise<void> {
    const native = this.native(name);
    const indexes = (await native
      .listIndexes({ maxTimeMS: this.timeouts.operationMs })
      .toArray()
      .catch((error: unknown) => {
        // NamespaceNotFound: nothing to empty, no index to keep.
        if (error instanceof MongoServerError && Number(error.code) === 26) return [];
        throw error;
      })) as { name?: string; key?: Record<string, 1 | -1>; v?: number; ns?: string }[];
    await native.drop().catch((error: unknown) => {
      if (!(error instanceof MongoServerError && Number(error.code) === 26)) throw error;
    });
    for (const { name: indexName, key, v: _version, ns: _namespace, ...options } of indexes) {
      if (!key || indexName === '_id_') continue;
      await native.createIndex(key, { ...options, ...(indexName ? { name: indexName } : {}) });
    }
  }

  /** renameCollection with dropTarget: readers see the old documents or the new ones, never a mix. */
  async replaceCollection(target: string, source: string): Promise<void> {
    if (target === source) return;
    await guardMongo(target, async () => {
      const exists = await this.db
        .listCollections({ name: source }, { nameOnly: true, maxTimeMS: this.timeouts.operationMs })
        .hasNext();
      if (exists)
        await this.db.renameCollection(source, target, { dropTarget: true, maxTimeMS: this.timeouts.operationMs });
      else await this.emptied(target);
    });
  }

  async ping(): Promise<void> {
    await guardMongo('', () =>
      this.client.db('admin').command({ ping: 1 }, { timeoutMS: this.timeouts.serverSelectionMs }),
    );
  }

  async close(): Promise<void> {
    if (this.ownsClient) await this.client.close();
  }

  private native(name: string): MongoCollection<Doc> {
    return this.db.collection<Doc>(name, { writeConcern: majorityWrites(this.timeouts) });
  }
}

/** How often one bulk writes again after finding an older document another writer inserted. */
const DUPLICATE_RETRIES = 5;

class MongoReadCollection<T extends Doc> implements Collection<T> {
  constructor(
    private readonly name: string,
    private readonly native: MongoCollection<Doc>,
    private readonly timeouts: MongoTimeouts,
  ) {}

  private get readLimit() {
    return { maxTimeMS: this.timeouts.operationMs };
  }

  findOne(filter: Filter): Promise<T | null> {
    return guardMongo(this.name, async () => (await this.native.findOne(asFilter(filter), this.readLimit)) as T | null);
  }

  get(id: string): Promise<T | null> {
    return guardMongo(this.name, async () => (await this.native.findOne({ _id: id }, this.readLimit)) as T | null);
  }

  getMany(ids: readonly string[]): Promise<Map<string, T>> {
    return guardMongo(this.name, async () => {
      const found = new Map<string, T>();
      if (ids.length === 0) return found;
      for (const doc of await this.native.find({ _id: { $in: [...ids] } }, this.readLimit).toArray())
        found.set(doc._id, doc as T);
      return found;
    });
  }

  find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    return guardMongo(this.name, async () => {
      const cursor = this.native.find(asFilter(filter), this.readLimit);
      if (options.sort && Object.keys(options.sort).length > 0) cursor.sort(options.sort);
      if (options.skip) cursor.skip(options.skip);
      if (options.limit) cursor.limit(options.limit);
      if (options.projection) cursor.project(options.projection);
      return (await cursor.toArray()) as T[];
    });
  }

  count(filter: Filter = {}): Promise<number> {
    return guardMongo(this.name, () => this.native.countDocuments(asFilter(filter), this.readLimit));
  }

  distinct(field: string, filter: Filter = {}): Promise<unknown[]> {
    return guardMongo(this.name, () => this.native.distinct(field, asFilter(filter), this.readLimit));
  }

  put(doc: T): Promise<void> {
    return guardMongo(this.name, async () => {
      await this.native.replaceOne({ _id: doc._id }, doc, { upsert: true });
    });
  }

  putIf(doc: T, filter: Filter): Promise<boolean> {
    return guardMongo(this.name, async () => {
      try {
        const result = await this.native.replaceOne({ ...asFilter(filter), _id: doc._id }, doc, { upsert: true });
        return result.matchedCount + result.upsertedCount > 0;
      } catch (error) {
        // The upsert tried to insert because the stored document did not match: the condition failed.
        if (isDuplicateIdError(error)) return false;
        throw error;
      }
    });
  }

  delete(id: string): Promise<void> {
    return guardMongo(this.name, async () => {
      await this.native.deleteOne({ _id: id });
    });
  }

  deleteMany(filter: Filter): Promise<number> {
    return guardMongo(this.name, async () => (await this.native.deleteMany(asFilter(filter))).deletedCount);
  }

  /**
   * One ordered bulkWrite. A conditional put whose stored document is newer fails as a duplicate
   * `_id` (its upsert tried to insert): that write counts as skipped and the rest is sent again.
   */
  async bulk(ops: readonly WriteOp<T>[]): Promise<BulkResult> {
    let skipped = 0;
    let rest = ops;
    let retries = 0;
    while (rest.length > 0) {
      const writes = rest.map(toBulkWrite);
      try {
        await this.native.bulkWrite(writes, { ordered: true });
        return { skipped };
      } catch (error) {
        const failed = failedIndex(error);
        const op = failed === undefined ? undefined : rest[failed];
        if (failed === undefined || op?.atPosition === undefined || !isDuplicateIdError(firstWriteError(error))) {
          throw translateMongoError(error, this.name);
        }
        // The duplicate says only that a document was stored under the id when the upsert ran: a
        // newer one (skip the write), or an older one another writer inserted at the same moment,
        // which the server does not retry (write again).
        const id = op.op === 'put' ? op.doc._id : op.id;
        const stored = await guardMongo(this.name, () =>
          this.native.findOne({ _id: id }, { projection: { _position: 1 }, ...this.readLimit }),
        );
        if (afterDuplicate(stored, op.atPosition) === 'skip') {
          skipped += 1;
          rest = rest.slice(failed + 1);
        } else if ((retries += 1) <= DUPLICATE_RETRIES) rest = rest.slice(failed);
        else throw translateMongoError(error, this.name);
      }
    }
    return { skipped };
  }

  /**
   * An index listed as declared is left alone; a missing one is built on a client of its own that
   * waits as long as the build takes (see ensureMongoIndex).
   */
  ensureIndex(spec: IndexSpec): Promise<void> {
    return guardMongo(this.name, async () => {
      const native = this.native;
      await ensureMongoIndex(spec, {
        namespace: native.namespace,
        collection: native,
        operationMs: this.timeouts.operationMs,
        openBuilder: async () => {
          const client = await connectWithoutSocketTimeout(native.db.client);
          if (!client) return null;
          const collection = client.db(native.dbName).collection<Doc>(native.collectionName, {
            writeConcern: majorityWrites(this.timeouts),
          });
          return { collection, close: () => client.close() };
        },
        progress: () => buildProgressOf(native, this.timeouts.operationMs),
        report: (message) => process.emitWarning(message, { code: 'AANGAN_INDEX_BUILD' }),
      });
    });
  }
}

/** The port's filters are MongoDB filter documents already; only the driver's typing differs. */
function asFilter(filter: Filter): MongoFilter<Doc> {
  return filter;
}
