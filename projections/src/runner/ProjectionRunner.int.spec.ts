import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteEventStore } from '../eventStore/SqliteEventStore.ts';
import type { EventStore, NewEvent, RecordedEvent } from '../eventStore/EventStore.ts';
import { InMemoryReadStore } from '../readStore/InMemoryReadStore.ts';
import type { Doc, ReadStore } from '../readStore/ReadStore.ts';
import { faultyReadStore } from '../testing/faultyStores.ts';
import { CHECKPOINTS, ProjectionRunner, PARKED, type CheckpointDoc, type ParkedEventDoc } from './ProjectionRunner.ts';
import { LAG_COUNTED } from './runnerTypes.ts';
import { projectAll, type ProjectedDoc, type Projector } from './Projector.ts';

interface CounterDoc extends ProjectedDoc {
  count: number;
  total: number;
}

/** Counts "Added" events per stream and sums their amounts; an amount of -1 is poison. */
const counter: Projector<CounterDoc> = {
  name: 'counters',
  collection: 'counters',
  handles: ['Added'],
  documentId: (event) => event.stream,
  evolve(doc, event) {
    const amount = (event.data as { amount: number }).amount;
    if (amount < 0) throw new Error('negative amounts cannot be projected');
    return { _id: event.stream, count: (doc?.count ?? 0) + 1, total: (doc?.total ?? 0) + amount };
  },
};

const silent = { info() {}, warn() {}, error() {} };
const added = (amount: number, n = 0): NewEvent => ({
  id: crypto.randomUUID(),
  type: 'Added',
  data: { amount, n },
  metadata: { actor: { id: 't', role: 'system' } },
});

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function setup(readStore: ReadStore = new InMemoryReadStore()) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'aangan-runner-'));
  const eventStore = SqliteEventStore.open({ file: path.join(dir, 'events.sqlite') });
  const runner = new ProjectionRunner({
    eventStore,
    readStore,
    projectors: [counter],
    logger: silent,
    batchSize: 50,
  });
  cleanups.push(async () => {
    await runner.stop();
    await eventStore.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { eventStore, readStore, runner };
}

async function allDocs(readStore: ReadStore): Promise<Doc[]> {
  return readStore.collection('counters').find({}, { sort: { _id: 1 } });
}

describe('ProjectionRunner', () => {
  it('catches up, then follows new events; waitFor answers once they are visible', async () => {
    const { eventStore, readStore, runner } = setup();
    await eventStore.append('a', [added(1), added(2)]);
    await runner.start();
    expect(await readStore.collection<CounterDoc>('counters').get('a')).toMatchObject({ count: 2, total: 3 });
    const { position } = await eventStore.append('a', [added(5)]);
    expect(await runner.waitFor(position, 2000)).toBe(true);
    expect(await readStore.collection<CounterDoc>('counters').get('a')).toMatchObject({
      count: 3,
      total: 8,
      _position: position,
    });
    expect(await runner.waitFor(position + 100, 50)).toBe(false);
  });

  it('keeps, per projection, the last position that changed its documents: events it does not handle move only its checkpoint', async () => {
    const { eventStore, readStore, runner } = setup();
    const { position: changed } = await eventStore.append('a', [added(1)]);
    await runner.start();
    expect(runner.changedAt(['counters'])).toBe(changed);
    const { position: ignored } = await eventStore.append('other', [
      { id: crypto.randomUUID(), type: 'Ignored', data: {}, metadata: {} },
    ]);
    expect(await runner.waitFor(ignored, 2000)).toBe(true);
    expect(runner.changedAt(['counters'])).toBe(changed);
    expect(runner.changedAt(['unknown'])).toBe(0);
    // Kept with the checkpoint, so a restart (or a process without a runner) knows it too.
    expect(await readStore.collection<CheckpointDoc>(CHECKPOINTS).get('counters')).toMatchObject({
      position: ignored,
      changedAt: changed,
    });
    await runner.stop();
    const restarted = new ProjectionRunner({
      eventStore,
      readStore,
      projectors: [counter],
      logger: silent,
    });
    await restarted.start();
    expect(restarted.changedAt(['counters'])).toBe(changed);
    const { position: next } = await eventStore.append('a', [added(2)]);
    expect(await restarted.waitFor(next, 2000)).toBe(true);
    expect(restarted.changedAt(['counters'])).toBe(next);
    await restarted.stop();
  });

  it('R5: 100 concurrent appenders, nothing skipped or doubled', async () => {
    const { eventStore, readStore, runner } = setup();
    await runner.start();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => eventStore.append(`s-${i % 10}`, [added(1, i), added(1, i)])),
    );
    await runner.waitFor(Math.max(...results.map((r) => r.position)), 5000);
    const docs = (await allDocs(readStore)) as CounterDoc[];
    expect(docs.reduce((sum, d) => sum + d.count, 0)).toBe(200);
    expect((await runner.health()).projections[0]).toMatchObject({ lag: 0, parked: 0 });
  });

  it('R6: a poison event is parked and reported; later events still project', async () => {
    const { eventStore, readStore, runner } = setup();
    await runner.start();
    await eventStore.append('p', [added(1)]);
    await eventStore.append('p', [added(-1)]);
    const { position } = await eventStore.append('p', [added(10)]);
    await runner.waitFor(position, 2000);
    expect(await readStore.collection<CounterDoc>('counters').get('p')).toMatchObject({ count: 2, total: 11 });
    const parked = await readStore.collection<ParkedEventDoc>(PARKED).find({});
    expect(parked).toEqual([
      expect.objectContaining({
        projection: 'counters',
        eventType: 'Added',
        stream: 'p',
        error: 'negative amounts cannot be projected',
      }),
    ]);
    expect((await runner.health()).projections[0].parked).toBe(1);
  });

  it('R3: re-delivery after a lost checkpoint changes nothing, and rebuilding twice equals rebuilding once', async () => {
    const { eventStore, readStore, runner } = setup();
    for (let i = 0; i < 30; i += 1) await eventStore.append(`r-${i % 4}`, [added(i)]);
    await runner.start();
    const first = await allDocs(readStore);
    await runner.stop();
    // As if the process died after writing documents but before its checkpoint.
    await readStore.drop('projection_checkpoints');
    const again = new ProjectionRunner({
      eventStore,
      readStore,
      projectors: [counter],
      logger: silent,
    });
    await again.start();
    expect(await allDocs(readStore)).toEqual(first);
    await again.rebuild();
    const once = await allDocs(readStore);
    await again.rebuild();
    expect(await allDocs(readStore)).toEqual(once);
    expect(once).toEqual(first);
    const folded = [...(await projectAll(counter, await eventStore.readAll({ after: 0 }))).values()].sort((a, b) =>
      a._id.localeCompare(b._id),
    );
    expect(once).toEqual(folded);
    await again.stop();
  });

  it('R7: when the read store fails, the runner pauses and catches up once it is back', async () => {
    const inner = new InMemoryReadStore();
    const { store: flaky, setDown } = faultyReadStore(inner);
    const { eventStore, runner } = setup(flaky);
    await runner.start();
    setDown(true);
    const appended: RecordedEvent[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { position } = await eventStore.append('o', [added(1)]);
      appended.push({ position } as RecordedEvent);
    }
    expect(await runner.waitFor(appended.at(-1)!.position, 100)).toBe(false);
    setDown(false);
    expect(await runner.waitFor(appended.at(-1)!.position, 5000)).toBe(true);
    expect(await inner.collection<CounterDoc>('counters').get('o')).toMatchObject({ count: 5 });
  });
});

describe('health', () => {
  /** The SQLite log as KurrentDB numbers it: positions are byte offsets (here 137 bytes an event), not counts. */
  const byteOffsets = (inner: SqliteEventStore): EventStore => ({
    append: (stream, events, options) => inner.append(stream, events, options),
    readStream: (stream, options) => inner.readStream(stream, options),
    readAll: async (options) =>
      (await inner.readAll({ ...options, after: Math.floor((options?.after ?? 0) / 137) })).map((event) => ({
        ...event,
        position: event.position * 137,
      })),
    headPosition: async () => (await inner.headPosition()) * 137,
    subscribe: (options, handler) => inner.subscribe(options, handler),
    close: () => inner.close(),
  });

  it('says how many events each projection is behind, not how far its position is', async () => {
    const { eventStore } = setup();
    await eventStore.append('a', [added(1), added(2), added(3)]);
    const offsets = new ProjectionRunner({
      eventStore: byteOffsets(eventStore),
      readStore: new InMemoryReadStore(),
      projectors: [counter],
      logger: silent,
    });
    const health = await offsets.health();
    expect(health.head).toBe(3 * 137);
    expect(health.projections).toEqual([{ name: 'counters', position: 0, lag: 3, parked: 0 }]);

    // Far behind, it counts up to a limit and says there are at least that many.
    await eventStore.append(
      'b',
      Array.from({ length: LAG_COUNTED + 5 }, (_, n) => added(1, n)),
    );
    expect((await offsets.health()).projections[0]).toMatchObject({ lag: LAG_COUNTED, lagAtLeast: true });
    // Where positions count events, the difference is the count, however large.
    const counting = new ProjectionRunner({
      eventStore,
      readStore: new InMemoryReadStore(),
      projectors: [counter],
      logger: silent,
    });
    expect((await counting.health()).projections).toEqual([
      { name: 'counters', position: 0, lag: LAG_COUNTED + 8, parked: 0 },
    ]);
  });
});

describe('checkpoints', () => {
  it('are written once a batch for every projection together, and a restart resumes from them', async () => {
    const inner = new InMemoryReadStore();
    let checkpointWrites = 0;
    const counted: ReadStore = {
      collection: <T extends Doc>(name: string) => inner.collection<T>(name),
      commit: (writes, options) => {
        if (writes.some((w) => w.collection === CHECKPOINTS)) checkpointWrites += 1;
        return inner.commit(writes, options);
      },
      drop: (name) => inner.drop(name),
      replaceCollection: (target, source) => inner.replaceCollection(target, source),
      ping: () => inner.ping(),
      close: () => inner.close(),
    };
    const { eventStore } = setup();
    const totals: Projector<CounterDoc> = { ...counter, name: 'totals', collection: 'totals' };
    const runner = new ProjectionRunner({
      eventStore,
      readStore: counted,
      projectors: [counter, totals],
      logger: silent,
      batchSize: 50,
    });
    cleanups.push(() => runner.stop());
    await eventStore.append(
      'a',
      Array.from({ length: 120 }, (_, n) => added(1, n)),
    );
    await runner.start();
    // 120 events in batches of 50: three batches, one checkpoint write each for both projections.
    expect(checkpointWrites).toBe(3);
    const stored = await inner.collection<CheckpointDoc>(CHECKPOINTS).getMany(['counters', 'totals']);
    expect([...stored.values()].map((doc) => [doc._id, doc.position, doc.changedAt])).toEqual([
      ['counters', 120, 120],
      ['totals', 120, 120],
    ]);
    await runner.stop();
    const again = new ProjectionRunner({
      eventStore,
      readStore: counted,
      projectors: [counter, totals],
      logger: silent,
    });
    cleanups.push(() => again.stop());
    await again.start();
    expect(checkpointWrites).toBe(3);
    expect(await inner.collection<CounterDoc>('totals').get('a')).toMatchObject({ count: 120, total: 120 });
  });
});

describe('catching up under steady writes', () => {
  it('goes live and follows, though every read of the log finds something new', async () => {
    const { eventStore, readStore } = setup();
    await eventStore.append(
      'a',
      Array.from({ length: 120 }, (_, n) => added(1, n)),
    );
    // Another writer adds an event every time the log is read: an empty read never comes.
    let writes = 0;
    const busy: EventStore = {
      append: (stream, events, options) => eventStore.append(stream, events, options),
      readStream: (stream, options) => eventStore.readStream(stream, options),
      readAll: async (options) => {
        const events = await eventStore.readAll(options);
        if (writes < 1_000) {
          writes += 1;
          await eventStore.append('b', [added(1, writes)]);
        }
        return events;
      },
      headPosition: () => eventStore.headPosition(),
      subscribe: (options, handler) => eventStore.subscribe(options, handler),
      close: () => eventStore.close(),
      positionsCountEvents: true,
    };
    const runner = new ProjectionRunner({
      eventStore: busy,
      readStore,
      projectors: [counter],
      logger: silent,
      batchSize: 50,
    });
    cleanups.push(() => runner.stop());
    await runner.start();
    expect((await runner.health()).state).toBe('live');
    expect(writes).toBeLessThan(10);
    // What was written while it caught up arrives through the subscription.
    const head = await eventStore.headPosition();
    expect(await runner.waitFor(head, 5_000)).toBe(true);
    const total = 120 + writes;
    const docs = await readStore.collection<CounterDoc>('counters').find({});
    expect(docs.reduce((sum, doc) => sum + doc.count, 0)).toBe(total);
  });
});
