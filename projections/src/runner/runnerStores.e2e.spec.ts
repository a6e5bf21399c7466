import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { afterEach, describe, expect, it } from 'vitest';
import type { NewEvent } from '../eventStore/EventStore.ts';
import { KurrentDbEventStore } from '../eventStore/KurrentDbEventStore.ts';
import { MongoReadStore } from '../readStore/MongoReadStore.ts';
import type { ReadStore } from '../readStore/ReadStore.ts';
import { faultyReadStore } from '../testing/faultyStores.ts';
import { ProjectionRunner, type ProjectionRunnerOptions } from './ProjectionRunner.ts';
import type { ProjectedDoc, Projector } from './Projector.ts';

/**
 * The runner end to end on the production stores: catch-up then live, the lease between two runners,
 * and a MongoDB outage in the middle of a run. Each run writes streams and a database of its own, so a
 * shared server is left as it was found (other writers' events pass the runner by).
 */
const kurrentUrl = process.env.KURRENTDB_URL;
const mongoUrl = process.env.MONGODB_URL;
if (!kurrentUrl || !mongoUrl)
  console.warn('Runner suite on KurrentDB and MongoDB skipped: KURRENTDB_URL and MONGODB_URL are both needed');

interface CounterDoc extends ProjectedDoc {
  count: number;
}

const run = randomUUID().slice(0, 8);
const category = `runnerE2e${run}`;
const counter: Projector<CounterDoc> = {
  name: 'counters',
  collection: 'counters',
  handles: ['Added'],
  documentId: (event) => event.stream,
  evolve: (doc, event) =>
    event.stream.startsWith(`${category}-`) ? { _id: event.stream, count: (doc?.count ?? 0) + 1 } : doc,
};
const silent = { info() {}, warn() {}, error() {} };
const added = (): NewEvent => ({
  id: randomUUID(),
  type: 'Added',
  data: {},
  metadata: { actor: { id: 't', role: 'system' } },
});

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function stores() {
  const dbName = `aangan_runner_${run}_${randomUUID().slice(0, 6)}`;
  const client = await new MongoClient(mongoUrl!, { serverSelectionTimeoutMS: 5_000 }).connect();
  const events = KurrentDbEventStore.connect({ connectionString: kurrentUrl! });
  cleanups.push(async () => {
    await events.close();
    await client.db(dbName).dropDatabase();
    await client.close();
  });
  return { events, readStore: MongoReadStore.onClient(client, dbName) };
}

function runner(
  options: Partial<ProjectionRunnerOptions> & Pick<ProjectionRunnerOptions, 'eventStore' | 'readStore'>,
): ProjectionRunner {
  const made = new ProjectionRunner({
    projectors: [counter],
    logger: silent,
    batchSize: 500,
    ...options,
  });
  cleanups.push(() => made.stop());
  return made;
}

const countOf = async (readStore: ReadStore, id: string) =>
  (await readStore.collection<CounterDoc>('counters').get(id))?.count;

describe.skipIf(!kurrentUrl || !mongoUrl)('the projection runner on KurrentDB and MongoDB (production)', () => {
  it('catches up with stored events, then follows new ones; waitFor answers once they show', async () => {
    const { events, readStore } = await stores();
    const stream = `${category}-catch-up`;
    await events.append(stream, [added(), added()], { expected: 'no_stream' });
    const projections = runner({ eventStore: events, readStore, lease: false });
    await projections.start();
    expect(await countOf(readStore, stream)).toBe(2);
    const { position } = await events.append(stream, [added()], { expected: 1 });
    expect(await projections.waitFor(position, 10_000)).toBe(true);
    expect(await countOf(readStore, stream)).toBe(3);
  });

  it('lets only the lease holder apply events; the other takes over once the lease runs out', async () => {
    const { events, readStore } = await stores();
    let ms = Date.parse('2026-11-20T04:30:00.000Z');
    const now = () => new Date(ms);
    const first = faultyReadStore(readStore);
    const a = runner({
      eventStore: events,
      readStore: first.store,
      now,
      lease: { holder: 'a', ttlMs: 1_000, retryMs: 20 },
    });
    const b = runner({ eventStore: events, readStore, now, lease: { holder: 'b', ttlMs: 1_000, retryMs: 20 } });
    const stream = `${category}-lease`;
    await a.start();
    await b.start();
    expect((await b.health()).state).toBe('standby');
    const { position } = await events.append(stream, [added()], { expected: 'no_stream' });
    expect(await a.waitFor(position, 10_000)).toBe(true);
    first.setDown(true);
    const later = await events.append(stream, [added()], { expected: 0 });
    ms += 1_500;
    expect(await b.waitFor(later.position, 10_000)).toBe(true);
    expect(await countOf(readStore, stream)).toBe(2);
    first.setDown(false);
  });

  it('pauses while MongoDB fails in the middle of a run, then catches up', async () => {
    const { events, readStore } = await stores();
    const flaky = faultyReadStore(readStore);
    const projections = runner({ eventStore: events, readStore: flaky.store, lease: false });
    await projections.start();
    const stream = `${category}-outage`;
    flaky.setDown(true);
    let position = 0;
    for (let i = 0; i < 5; i += 1)
      position = (await events.append(stream, [added()], { expected: i === 0 ? 'no_stream' : i - 1 })).position;
    expect(await projections.waitFor(position, 200)).toBe(false);
    flaky.setDown(false);
    expect(await projections.waitFor(position, 20_000)).toBe(true);
    expect(await countOf(readStore, stream)).toBe(5);
  });
});
