import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom, type PriceHistoryDoc, type ProjectDoc, type ProjectFields } from '@aangan/contracts';
import type { EventStore } from '@aangan/projections';
import { priceHistoryOf } from '@aangan/projections/testing';
import { systemContext, type CommandContext } from '../core/commandContext.ts';
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

const ACTIONS = [
  'edit',
  'edit',
  'edit',
  'possession',
  'remove',
  'restore',
  'draft',
  'post',
  'grand',
  'revert',
] as const;

describe('the price history after any run of commands', () => {
  it('is what folding the project’s events at once gives, with the project’s revision; 404 unless posted', async () => {
    const commands = t.system.projectCommands;
    const projects = t.system.readStore.collection<ProjectDoc>('projects');
    let points = 0;
    for (let seed = 1; seed <= 8; seed += 1) {
      const random = seededRandom(seed);
      // Some changes come from an import that dates them in the past.
      const context = (): CommandContext => ({
        ...systemContext(t.system.ids, 'test'),
        ...(random.next() < 0.4 ? { effectiveAt: new Date(Date.now() - random.next() * 3 * 365 * 86_400_000) } : {}),
      });
      let fields: ProjectFields = validProjectFields({ projectTitle: `Seeded Towers ${seed}` });
      const price = () => random.pick([80_00_000, 95_00_000, 1_10_00_000]);
      const projectId = (await commands.post(context(), { fields })).projectId;
      for (let step = 0; step < 30; step += 1) {
        const revision = (await projects.get(projectId))!.revision;
        const action = random.pick(ACTIONS);
        if (action === 'edit') {
          const low = price();
          fields = { ...fields, units: [{ ...fields.units![0], minPrice: low, maxPrice: low + 5_00_000 }] };
        }
        if (action === 'possession')
          fields = {
            ...fields,
            possessionStatus: random.pick(['Ready to Move', 'Under Construction', 'Newly Launched'] as const),
            proposedPossessionDate: random.pick(['2027-06', '2028-03']),
          };
        const run = {
          edit: () => commands.edit(context(), projectId, fields, revision),
          possession: () => commands.edit(context(), projectId, fields, revision),
          remove: () => commands.remove(context(), projectId, revision),
          restore: () => commands.restore(context(), projectId, revision),
          draft: () => commands.saveDraft(context(), { projectId, fields }, revision),
          post: () => commands.post(context(), { projectId, fields }, revision),
          grand: () => commands.toggleGrand(context(), projectId, revision),
          revert: () => commands.revert(context(), projectId, Math.floor(random.next() * revision), revision),
        };
        // A command the project's state refuses (restoring a project not deleted, say) changes nothing.
        await run[action]().catch(() => undefined);
      }
      const project = (await projects.get(projectId))!;
      const expected = priceHistoryOf(await t.system.eventStore.readStream(`project-${projectId}`));
      const answer = await t.request('GET', `/api/v1/project/price-history/${projectId}`);
      if (project.status === 'posted') {
        expect({ seed, status: answer.status, points: answer.body.result }).toEqual({
          seed,
          status: 200,
          points: expected,
        });
        expect(answer.headers.get('etag')).toBe(`W/"${project.revision}"`);
      } else expect({ seed, status: answer.status }).toEqual({ seed, status: 404 });
      const kept = await t.system.readStore.collection<PriceHistoryDoc>('price_history').get(projectId);
      expect({ seed, points: kept?.points }).toEqual({ seed, points: expected });
      points += expected.length;
    }
    expect(points).toBeGreaterThan(20);
  }, 120_000);
});

describe('the price history read model, rebuilt and restarted', () => {
  it('is filled again by a rebuild, and a restart answers it from the snapshot without reading a stream', async () => {
    const url = `/api/v1/project/price-history/${projectId}`;
    const before = await t.request('GET', url);
    expect(before.body.result).toHaveLength(EDITS + 1);

    await t.system.runner!.rebuild();
    const rebuilt = await t.request('GET', url);
    expect([rebuilt.body, rebuilt.headers.get('etag')]).toEqual([before.body, before.headers.get('etag')]);

    await t.close({ keepData: true });
    const logs: string[] = [];
    t = await startTestApp(
      {},
      {
        dataDir: t.dataDir,
        logs,
        wrapEventStore: (store) => {
          counter = countingStreamReads(store);
          return counter.store;
        },
      },
    );
    expect(logs.some((line) => (JSON.parse(line) as { msg: string }).msg === 'read models loaded from snapshot')).toBe(
      true,
    );
    const reads = counter.streamReads();
    const restarted = await t.request('GET', url);
    expect([restarted.body, restarted.headers.get('etag')]).toEqual([before.body, before.headers.get('etag')]);
    expect(counter.streamReads() - reads).toBe(0);
  });
});
