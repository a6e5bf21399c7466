import { MongoNetworkTimeoutError, MongoServerError, type CreateIndexesOptions, type Document } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { ensureMongoIndex, type IndexBuilds, type IndexedCollection } from './mongoIndexes.ts';
import type { IndexSpec } from './ReadStore.ts';

/**
 * A native collection as far as index declarations go: what it lists, and every createIndex and
 * dropIndex asked of it. A build may take a while, or be cut short by the socket after a while
 * while the server goes on with it (as MongoDB does since 4.4).
 */
class FakeIndexes implements IndexedCollection {
  readonly asked: string[] = [];
  indexes: Document[] = [{ v: 2, key: { _id: 1 }, name: '_id_' }];
  missingCollection = false;
  constructor(private readonly build: { ms?: number; socketGivesUpAfterMs?: number } = {}) {}

  listIndexes() {
    this.asked.push('listIndexes');
    return {
      toArray: () =>
        this.missingCollection
          ? Promise.reject(new MongoServerError({ message: 'ns does not exist', code: 26 }))
          : Promise.resolve(this.indexes.map((index) => ({ ...index }))),
    };
  }

  async createIndex(keys: IndexSpec['keys'], options: CreateIndexesOptions): Promise<string> {
    this.asked.push(`createIndex ${options.name}`);
    const { ms = 0, socketGivesUpAfterMs } = this.build;
    const name = options.name!;
    if (!this.building.has(name)) {
      this.building.set(
        name,
        delay(ms).then(() => {
          this.indexes.push({ v: 2, key: keys, name, ...(options.unique ? { unique: true } : {}) });
        }),
      );
    }
    const built = this.building.get(name)!;
    if (socketGivesUpAfterMs !== undefined && socketGivesUpAfterMs < ms) {
      const outcome = await Promise.race([built.then(() => 'built'), delay(socketGivesUpAfterMs).then(() => 'cut')]);
      if (outcome === 'cut') throw new MongoNetworkTimeoutError('connection 3 to 127.0.0.1:27017 timed out');
    }
    await built;
    return name;
  }

  dropIndex(name: string): Promise<unknown> {
    this.asked.push(`dropIndex ${name}`);
    this.indexes = this.indexes.filter((index) => index['name'] !== name);
    return Promise.resolve({});
  }

  private readonly building = new Map<string, Promise<void>>();
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function buildsOn(
  collection: FakeIndexes,
  options: { builder?: FakeIndexes; reportEveryMs?: number } = {},
): IndexBuilds & { reports: string[]; closed: number } {
  const reports: string[] = [];
  const builds = {
    namespace: 'aangan.audit_log',
    collection,
    operationMs: 10_000,
    reports,
    closed: 0,
    openBuilder: () =>
      Promise.resolve(
        options.builder
          ? { collection: options.builder, close: () => Promise.resolve(void (builds.closed += 1)) }
          : null,
      ),
    progress: () => Promise.resolve('scanning collection, 1200 of 5000'),
    report: (message: string) => void reports.push(message),
    reportEveryMs: options.reportEveryMs ?? 30_000,
  };
  return builds;
}

const BY_TIME: IndexSpec = { keys: { at: -1, _id: -1 } };

describe('declaring an index on MongoDB', () => {
  it('asks for no build when the index is listed with the same keys and options (a restart)', async () => {
    const native = new FakeIndexes();
    native.indexes.push({ v: 2, key: { at: -1, _id: -1 }, name: 'at_-1__id_-1' });
    native.indexes.push({ v: 2, key: { slug: 1 }, name: 'slug_1', unique: true });
    expect(await ensureMongoIndex(BY_TIME, buildsOn(native))).toBe('present');
    expect(await ensureMongoIndex({ keys: { slug: 1 }, unique: true }, buildsOn(native))).toBe('present');
    expect(native.asked).toEqual(['listIndexes', 'listIndexes']);
  });

  it('builds a missing index on the client that waits for it, and closes that client', async () => {
    const native = new FakeIndexes();
    const builder = new FakeIndexes();
    const builds = buildsOn(native, { builder });
    expect(await ensureMongoIndex(BY_TIME, builds)).toBe('built');
    expect(native.asked).toEqual(['listIndexes']);
    expect(builder.asked).toEqual(['createIndex at_-1__id_-1']);
    expect(builds.closed).toBe(1);
  });

  it('builds on a collection not made yet', async () => {
    const native = new FakeIndexes();
    native.missingCollection = true;
    expect(await ensureMongoIndex(BY_TIME, buildsOn(native))).toBe('built');
    expect(native.asked).toEqual(['listIndexes', 'createIndex at_-1__id_-1']);
  });

  it('replaces an index of the same name or keys declared otherwise by an older version', async () => {
    const native = new FakeIndexes();
    native.indexes.push({ v: 2, key: { slug: 1 }, name: 'slug' });
    native.indexes.push({ v: 2, key: { at: -1, _id: -1 }, name: 'by_time' });
    native.indexes.push({ v: 2, key: { city: 1 }, name: 'city_1', sparse: true });
    await ensureMongoIndex({ keys: { slug: 1 }, name: 'slug', unique: true }, buildsOn(native));
    await ensureMongoIndex(BY_TIME, buildsOn(native));
    await ensureMongoIndex({ keys: { city: 1 } }, buildsOn(native));
    expect(native.asked.filter((call) => call !== 'listIndexes')).toEqual([
      'dropIndex slug',
      'createIndex slug',
      'dropIndex by_time',
      'createIndex at_-1__id_-1',
      'dropIndex city_1',
      'createIndex city_1',
    ]);
    expect(native.indexes.map((index) => index['name'])).toEqual(['_id_', 'slug', 'at_-1__id_-1', 'city_1']);
  });

  it('waits out a build the socket gives up on, asking again until the index is listed', async () => {
    // Before: the socket's timeout failed the declaration, and with it the projections' start.
    const native = new FakeIndexes({ ms: 120, socketGivesUpAfterMs: 25 });
    const builds = buildsOn(native, { reportEveryMs: 40 });
    expect(await ensureMongoIndex(BY_TIME, builds)).toBe('built');
    expect(native.indexes.map((index) => index['name'])).toContain('at_-1__id_-1');
    expect(native.asked.filter((call) => call.startsWith('createIndex')).length).toBeGreaterThan(1);
    expect(builds.reports[0]).toMatch(
      /^building index at_-1__id_-1 on aangan\.audit_log: \d+ s, scanning collection, 1200 of 5000$/,
    );
    expect(builds.reports.at(-1)).toMatch(/^built index at_-1__id_-1 on aangan\.audit_log in \d+ s$/);
  });

  it('says nothing of a quick build, and reports a slow one while it runs', async () => {
    const quick = buildsOn(new FakeIndexes(), { reportEveryMs: 1_000 });
    await ensureMongoIndex(BY_TIME, quick);
    expect(quick.reports).toEqual([]);
    const slow = buildsOn(new FakeIndexes(), { builder: new FakeIndexes({ ms: 100 }), reportEveryMs: 30 });
    await ensureMongoIndex(BY_TIME, slow);
    expect(slow.reports.length).toBeGreaterThanOrEqual(2);
    expect(slow.closed).toBe(1);
  });

  it('passes on what the server refuses (a unique index over duplicates), closing the build client', async () => {
    const native = new FakeIndexes();
    const builder = new FakeIndexes();
    builder.createIndex = () => Promise.reject(new MongoServerError({ message: 'E11000 duplicate key', code: 11000 }));
    const builds = buildsOn(native, { builder });
    await expect(ensureMongoIndex({ keys: { slug: 1 }, unique: true }, builds)).rejects.toBeInstanceOf(
      MongoServerError,
    );
    expect(builds.closed).toBe(1);
  });
});
