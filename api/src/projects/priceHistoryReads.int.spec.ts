import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '@aangan/projections';
import { systemContext } from '../core/commandContext.ts';
import { validProjectFields } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

/** The app's real SQLite event store, counting the streams read through it and the events they held. */
function countingStreamReads(inner: EventStore): { store: EventStore; streamReads(): number; eventsRead(): number } {
  let reads = 0;
  let events = 0;
  const store: EventStore = {
    append: (stream, events, options) => inner.append(stream, events, options),
    readStream: async (stream, options) => {
      reads += 1;
      const recorded = await inner.readStream(stream, options);
      events += recorded.length;
      return recorded;
    },
    readAll: (options) => inner.readAll(options),
    headPosition: () => inner.headPosition(),
    ...(inner.positionsCountEvents ? { positionsCountEvents: true } : {}),
    subscribe: (options, handler) => inner.subscribe(options, handler),
    close: () => inner.close(),
  };
  return { store, streamReads: () => reads, eventsRead: () => events };
}

const EDITS = 500;
const REQUESTS = 40;

let t: TestApp;
let counter: ReturnType<typeof countingStreamReads>;
let projectId: string;

beforeAll(async () => {
  t = await startTestApp(
    {},
    {
      wrapEventStore: (store) => {
        counter = countingStreamReads(store);
        return counter.store;
      },
    },
  );
  const context = systemContext(t.system.ids, 'test');
  const fields = validProjectFields({ projectTitle: 'Revised Heights' });
  const unit = fields.units![0];
  const posted = await t.system.projectCommands.post(context, { fields });
  projectId = posted.projectId;
  let revision = posted.revision;
  for (let edit = 1; edit <= EDITS; edit += 1) {
    const price = unit.minPrice! + edit * 10_000;
    const units = [{ ...unit, minPrice: price, maxPrice: price + 15_00_000 }];
    revision = (await t.system.projectCommands.edit(context, projectId, { ...fields, units }, revision)).revision;
  }
}, 300_000);
afterAll(() => t?.close());

describe('the price history of a project with 500 edits', () => {
  it('is answered from its read model: no event stream is read, however many times it is asked', async () => {
    const url = `/api/v1/project/price-history/${projectId}`;
    const first = await t.request('GET', url);
    expect(first.status).toBe(200);
    expect(first.body.result).toHaveLength(EDITS + 1);
    expect(first.headers.get('etag')).toBe(`W/"${EDITS}"`);

    const before = { streams: counter.streamReads(), events: counter.eventsRead() };
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const started = performance.now();
      const answer = await t.request('GET', url);
      times.push(performance.now() - started);
      expect(answer.body).toEqual(first.body);
    }
    const reads = counter.streamReads() - before.streams;
    const events = counter.eventsRead() - before.events;
    times.sort((a, b) => a - b);
    console.log(
      `price history, ${EDITS} edits: ${REQUESTS} requests, ${reads} stream reads (${events} events), median ${times[REQUESTS >> 1].toFixed(2)} ms, p90 ${times[Math.floor(REQUESTS * 0.9)].toFixed(2)} ms`,
    );
    expect(reads).toBe(0);
  });
});
