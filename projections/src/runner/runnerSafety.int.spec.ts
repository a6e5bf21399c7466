import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EventStore, NewEvent } from '../eventStore/EventStore.ts';
import { SqliteEventStore } from '../eventStore/SqliteEventStore.ts';
import { InMemoryReadStore } from '../readStore/InMemoryReadStore.ts';
import type { ReadStore } from '../readStore/ReadStore.ts';
import { faultyEventStore, faultyReadStore } from '../testing/faultyStores.ts';
import { RebuildRefusedError } from './projectionLease.ts';
import { ProjectionRunner, type ProjectionRunnerOptions } from './ProjectionRunner.ts';
import type { ProjectedDoc, Projector } from './Projector.ts';
import { rebuildIntoNew } from './rebuildIntoNew.ts';

interface CounterDoc extends ProjectedDoc {
  count: number;
}

const counter: Projector<CounterDoc> = {
  name: 'counters',
  collection: 'counters',
  handles: ['Added'],
  documentId: (event) => event.stream,
  evolve: (doc, event) => ({ _id: event.stream, count: (doc?.count ?? 0) + 1 }),
};

const silent = { info() {}, warn() {}, error() {} };
const added = (): NewEvent => ({
  id: crypto.randomUUID(),
  type: 'Added',
  data: {},
  metadata: { actor: { id: 't', role: 'system' } },
});

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A controlled clock: leases run out only when a test moves it. */
function clock() {
  let ms = Date.parse('2026-11-20T04:30:00.000Z');
  return { now: () => new Date(ms), advance: (by: number) => (ms += by) };
}

function eventStore(): SqliteEventStore {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'aangan-runner-safety-'));
  const store = SqliteEventStore.open({ file: path.join(dir, 'events.sqlite') });
  cleanups.push(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return store;
}

function runner(
  options: Partial<ProjectionRunnerOptions> & { eventStore: EventStore; readStore: ReadStore },
): ProjectionRunner {
  const made = new ProjectionRunner({
    projectors: [counter],
    logger: silent,
    batchSize: 50,
    ...options,
  });
  cleanups.push(() => made.stop());
  return made;
}

async function until(condition: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const countOf = async (readStore: ReadStore, id: string) =>
  (await readStore.collection<CounterDoc>('counters').get(id))?.count;

describe('runners sharing one read store', () => {
  it('only the lease holder applies events; a waiting runner takes over once the lease runs out', async () => {
    const events = eventStore();
    const shared = new InMemoryReadStore();
    const time = clock();
    const first = faultyReadStore(shared);
    const a = runner({
      eventStore: events,
      readStore: first.store,
      now: time.now,
      lease: { holder: 'a', ttlMs: 1_000, retryMs: 5 },
    });
    const b = runner({
      eventStore: events,
      readStore: shared,
      now: time.now,
      lease: { holder: 'b', ttlMs: 1_000, retryMs: 5 },
    });
    await events.append('s', [added(), added()]);
    await a.start();
    await b.start();
    expect((await b.health()).state).toBe('standby');
    const { position } = await events.append('s', [added()]);
    expect(await a.waitFor(position, 5_000)).toBe(true);
    expect(await countOf(shared, 's')).toBe(3);

    // Runner a loses its read store (a network partition): it can neither renew nor write.
    first.setDown(true);
    const later = await events.append('s', [added(), added()]);
    time.advance(1_500);
    expect(await b.waitFor(later.position, 5_000)).toBe(true);
    expect(await countOf(shared, 's')).toBe(5);

    // Back again, runner a finds its lease taken over and stands by instead of writing.
    first.setDown(false);
    await until(async () => (await a.health()).state === 'standby', 'runner a stands by');
    await events.append('s', [added()]);
    await until(async () => (await countOf(shared, 's')) === 6, 'runner b applies the next event');
    expect((await b.health()).state).toBe('live');
  });

  it('a document or checkpoint is never moved back by a runner that is behind', async () => {
    const events = eventStore();
    const shared = new InMemoryReadStore();
    const ahead = runner({ eventStore: events, readStore: shared, lease: false });
    for (let i = 0; i < 5; i += 1) await events.append('s', [added()]);
    await ahead.start();
    const stored = await shared.collection<CounterDoc>('counters').get('s');
    // A runner with no checkpoint replays from the start, as one restored from an old backup would.
    await shared.drop('projection_checkpoints');
    const behind = runner({ eventStore: events, readStore: shared, lease: false, batchSize: 2 });
    await behind.start();
    expect(await shared.collection<CounterDoc>('counters').get('s')).toEqual(stored);
    expect(
      (await shared.collection<{ _id: string; position: number }>('projection_checkpoints').get('counters'))?.position,
    ).toBe(stored?._position);
  });

  it('rebuild refuses while a live runner holds the lease, and rebuilds into new collections and swaps them in', async () => {
    const events = eventStore();
    const shared = new InMemoryReadStore();
    for (let i = 0; i < 4; i += 1) await events.append(`s${i % 2}`, [added()]);
    const live = runner({
      eventStore: events,
      readStore: shared,
      lease: { holder: 'live', ttlMs: 60_000, retryMs: 5 },
    });
    await live.start();
    const rebuilder = runner({ eventStore: events, readStore: shared, lease: { holder: 'rebuild' } });
    await expect(rebuilder.rebuild()).rejects.toBeInstanceOf(RebuildRefusedError);
    expect(await countOf(shared, 's0')).toBe(2);

    // A document the rebuild must correct, as a projector fixed in a new version would.
    await shared.collection<CounterDoc>('counters').put({ _id: 's0', count: 99, _position: 1 });
    const result = await rebuildIntoNew({
      eventStore: events,
      readStore: shared,
      projectors: [counter],
      logger: silent,
      lease: { holder: 'rebuild' },
    });
    expect(result.events).toBe(4);
    expect(await countOf(shared, 's0')).toBe(2);
    expect(await shared.collection('counters__rebuild').count()).toBe(0);
    const { position } = await events.append('s0', [added()]);
    expect(await live.waitFor(position, 5_000)).toBe(true);
    expect(await countOf(shared, 's0')).toBe(3);
  });
});

describe('checkpoints tied to their event store', () => {
  it('refuses to resume, in health, when the event store was re-created under the checkpoints', async () => {
    const shared = new InMemoryReadStore();
    const original = eventStore();
    for (let i = 0; i < 3; i += 1) await original.append('s', [added()]);
    const first = runner({ eventStore: original, readStore: shared });
    await first.start();
    await first.stop();

    const recreated = eventStore();
    await recreated.append('t', [added()]);
    const errors: string[] = [];
    const second = runner({
      eventStore: recreated,
      readStore: shared,
      logger: { ...silent, error: (_obj, msg) => errors.push(msg) },
    });
    await second.start();
    const health = await second.health();
    expect(health.state).toBe('refused');
    expect(health.problem).toMatch(/another event store/);
    expect(errors.some((message) => /another event store/.test(message))).toBe(true);
    expect(await countOf(shared, 't')).toBeUndefined();
  });
});

describe('catching up after an outage', () => {
  it('reads the missed events in pages as large as the batch size, then follows', async () => {
    const inner = eventStore();
    const readStore = faultyReadStore(new InMemoryReadStore());
    const pages: number[] = [];
    const counting: EventStore = {
      append: (stream, events, options) => inner.append(stream, events, options),
      readStream: (stream, options) => inner.readStream(stream, options),
      async readAll(options) {
        const page = await inner.readAll(options);
        // Pages of the catch-up; the one-event read is the check of the store's identity.
        if (options?.maxCount !== 1) pages.push(page.length);
        return page;
      },
      headPosition: () => inner.headPosition(),
      subscribe: (options, handler) => inner.subscribe(options, handler),
      close: () => inner.close(),
    };
    const r = runner({ eventStore: counting, readStore: readStore.store, batchSize: 100 });
    await r.start();
    readStore.setDown(true);
    let last = 0;
    for (let i = 0; i < 25; i += 1)
      last = (await inner.append(`s${i % 3}`, Array.from({ length: 10 }, added))).position;
    pages.length = 0;
    readStore.setDown(false);
    expect(await r.waitFor(last, 10_000)).toBe(true);
    expect(pages.slice(0, 3)).toEqual([100, 100, 50]);
    await until(async () => (await r.health()).state === 'live', 'the runner follows the log again');
  });
});

describe('a faulty event store wrapper', () => {
  it('stores an append whose answer it loses', async () => {
    const faulty = faultyEventStore(eventStore());
    faulty.loseNextAnswers(1);
    await expect(faulty.store.append('s', [added()])).rejects.toThrow(/timed out/);
    expect(await faulty.store.readStream('s')).toHaveLength(1);
  });
});
