import {
  MongoNetworkTimeoutError,
  MongoServerError,
  type Collection as MongoCollection,
  type CreateIndexesOptions,
  type Document,
} from 'mongodb';
import type { Doc, IndexSpec } from './ReadStore.ts';

/** What an index declaration needs of a native collection. */
export interface IndexedCollection {
  listIndexes(options?: { maxTimeMS?: number }): { toArray(): Promise<Document[]> };
  createIndex(keys: IndexSpec['keys'], options: CreateIndexesOptions): Promise<string>;
  dropIndex(name: string): Promise<unknown>;
}

export interface IndexBuilds {
  /** `db.collection`, for the reports. */
  namespace: string;
  /** The collection on the process's own client: listing and dropping indexes. */
  collection: IndexedCollection;
  /** How long one listing may take. */
  operationMs: number;
  /**
   * The same collection on a client whose socket waits as long as a build takes, opened only when
   * an index is missing; null when there is none (the build is then asked on `collection`).
   */
  openBuilder(): Promise<{ collection: Pick<IndexedCollection, 'createIndex'>; close(): Promise<void> } | null>;
  /** Where a running build of this collection stands, when the server says (`$currentOp`). */
  progress(): Promise<string | undefined>;
  /** Told while a build runs (every `reportEveryMs`, 30 s unless given) and when a build that took that long ends. */
  report(message: string): void;
  reportEveryMs?: number;
}

/** Options of a listed index that this code declares or MongoDB adds itself; any other one makes the index another. */
const KNOWN_FIELDS = new Set(['v', 'key', 'name', 'ns', 'unique', 'background']);

/** MongoDB's own name for an index: `status_1_priceMin_-1`. */
const defaultIndexName = (keys: IndexSpec['keys']): string =>
  Object.entries(keys)
    .map(([field, order]) => `${field}_${order}`)
    .join('_');

const sameKeys = (listed: Document, keys: IndexSpec['keys']): boolean =>
  JSON.stringify(listed['key']) === JSON.stringify(keys);

/** The listed index is this declaration exactly: same name, keys in the same order, same options. */
const isDeclared = (listed: Document, spec: IndexSpec, name: string): boolean =>
  listed['name'] === name &&
  sameKeys(listed, spec.keys) &&
  Boolean(listed['unique']) === Boolean(spec.unique) &&
  Object.keys(listed).every((field) => KNOWN_FIELDS.has(field));

/**
 * Declares an index on MongoDB without ever asking more than needed or less than it takes:
 * - an index listed with the same name, keys and options is left alone, so a restart asks for no
 *   build at all;
 * - one of the same name or keys declared otherwise (by an older version) is dropped first;
 * - a missing one is built on a client whose socket waits as long as the build takes, its
 *   progress reported while it runs. Where no such client can be had, a build the socket gives up
 *   on goes on in the server: it is asked again (which waits for that same build) until listed.
 * A server that stops answering still fails the declaration (the listing has its limit).
 */
export async function ensureMongoIndex(spec: IndexSpec, builds: IndexBuilds): Promise<'present' | 'built'> {
  const name = spec.name ?? defaultIndexName(spec.keys);
  const listed = await listIndexes(builds);
  if (listed.some((index) => isDeclared(index, spec, name))) return 'present';
  for (const index of listed) {
    const indexName: unknown = index['name'];
    if (typeof indexName !== 'string' || indexName === '_id_') continue;
    if (indexName === name || sameKeys(index, spec.keys)) await builds.collection.dropIndex(indexName);
  }
  await build(spec, name, builds);
  return 'built';
}

async function listIndexes(builds: IndexBuilds): Promise<Document[]> {
  try {
    return await builds.collection.listIndexes({ maxTimeMS: builds.operationMs }).toArray();
  } catch (error) {
    // NamespaceNotFound: a collection not made yet has no index.
    if (error instanceof MongoServerError && Number(error.code) === 26) return [];
    throw error;
  }
}

async function build(spec: IndexSpec, name: string, builds: IndexBuilds): Promise<void> {
  const options: CreateIndexesOptions = { unique: spec.unique ?? false, name };
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  // A quick build says nothing; a slow one says how far it is, and when it is done.
  let slow = false;
  const timer = setInterval(() => {
    slow = true;
    void builds
      .progress()
      .catch(() => undefined)
      .then((progress) =>
        builds.report(
          `building index ${name} on ${builds.namespace}: ${seconds()} s${progress ? `, ${progress}` : ''}`,
        ),
      );
  }, builds.reportEveryMs ?? 30_000);
  timer.unref();
  let builder: Awaited<ReturnType<IndexBuilds['openBuilder']>> = null;
  try {
    builder = await builds.openBuilder();
    for (;;) {
      try {
        await (builder?.collection ?? builds.collection).createIndex(spec.keys, options);
        break;
      } catch (error) {
        if (!(error instanceof MongoNetworkTimeoutError)) throw error;
        // The socket gave up, not the server: its build goes on, and asking again waits for it.
        if ((await listIndexes(builds)).some((index) => isDeclared(index, spec, name))) break;
      }
    }
    if (slow) builds.report(`built index ${name} on ${builds.namespace} in ${seconds()} s`);
  } finally {
    clearInterval(timer);
    await builder?.close().catch(() => undefined);
  }
}

/** How far the server's build of an index of the collection is ("scanning collection, 1200000 of 5000000"), if it tells. */
export async function buildProgressOf(native: MongoCollection<Doc>, operationMs: number): Promise<string | undefined> {
  const running = await native.db.client
    .db('admin')
    .aggregate<{ msg?: unknown; progress?: { done?: unknown; total?: unknown } }>(
      [
        { $currentOp: { allUsers: true, idleConnections: false } },
        { $match: { ns: native.namespace, msg: { $regex: '^Index Build' } } },
      ],
      { maxTimeMS: operationMs },
    )
    .toArray();
  const op = running.find((one) => typeof one.progress?.done === 'number') ?? running[0];
  if (!op) return undefined;
  const step = typeof op.msg === 'string' ? op.msg.replace(/^Index Build:?\s*/, '').split(/\s+\d/)[0] : 'building';
  const { done, total } = op.progress ?? {};
  return typeof done === 'number' && typeof total === 'number' ? `${step}, ${done} of ${total}` : step;
}
