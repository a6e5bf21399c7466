import path from 'node:path';
import Database from 'better-sqlite3';
import { InMemoryReadStore, ProjectionRunner, SqliteEventStore, allProjectors, type NewEvent, type RecordedEvent } from '@aangan/projections';
import { demoProject, seededRandom } from '../api/src/seed/demoProjects.ts';
import type { BenchSettings } from './apiBench.ts';
import { fmt, table } from './support.ts';

const EVENTS_PER_PROJECT = 50;

/** One project's history: posted, then flag toggles, delete/restore pairs and occasional full edits. */
function projectHistory(random: ReturnType<typeof seededRandom>, index: number): NewEvent[] {
  const projectId = index.toString(16).padStart(24, '0');
  const fields = demoProject(random, index);
  const metadata = { actor: { id: 'bench', role: 'admin' }, at: '2026-11-01T10:00:00.000Z', correlationId: 'bench', causationId: 'bench', schemaVersion: 1 };
  const events: NewEvent[] = [{ id: crypto.randomUUID(), type: 'ProjectPosted', data: { projectId, ownerId: 'bench', slug: `project-${index}`, fields }, metadata }];
  let deleted = false;
  for (let i = 1; i < EVENTS_PER_PROJECT; i += 1) {
    const roll = random.next();
    let event: { type: string; data: unknown };
    if (deleted) {
      event = { type: 'ProjectRestored', data: { projectId } };
      deleted = false;
    } else if (roll < 0.05) event = { type: 'ProjectEdited', data: { projectId, fields: { ...fields, towers: i }, changed: ['towers'] } };
    else if (roll < 0.2) {
      event = { type: 'ProjectDeleted', data: { projectId } };
      deleted = true;
    } else event = { type: 'GrandProjectFlagSet', data: { projectId, isGrandProject: i % 2 === 0 } };
    events.push({ id: crypto.randomUUID(), ...event, metadata });
  }
  return events;
}

/**
 * One SELECT over the file, JSON.parse, each projector's evolve folded into plain maps. A function
 * of its own, so its maps are garbage before the rebuild runs and do not weigh on its collector.
 */
function rawFold(file: string): { rawCount: number; rawMs: number } {
  const rawStarted = performance.now();
  const db = new Database(file, { readonly: true });
  const rows = db.prepare('SELECT position, id, stream, revision, type, data, metadata, recorded_at FROM events ORDER BY position').raw().iterate() as IterableIterator<[number, string, string, number, string, string, string, string]>;
  const maps = allProjectors.map(() => new Map<string, unknown>());
  let rawCount = 0;
  for (const row of rows) {
    const event: RecordedEvent = { position: row[0], id: row[1], stream: row[2], revision: row[3], type: row[4], data: JSON.parse(row[5]), metadata: JSON.parse(row[6]), recordedAt: row[7] };
    allProjectors.forEach((projector, i) => {
      if (!projector.handles.includes(event.type)) return;
      const id = projector.documentId(event);
      if (id === null) return;
      const map = maps[i]!;
      const next = projector.evolve((map.get(id) ?? null) as never, event, undefined);
      if (next === null) map.delete(id);
      else map.set(id, next);
    });
    rawCount += 1;
  }
  db.close();
  return { rawCount, rawMs: performance.now() - rawStarted };
}

/** P7: rebuild every read model from N events vs a bare read + parse + fold loop over the same file. */
export async function benchRebuild(settings: BenchSettings): Promise<void> {
  const projects = Math.ceil(settings.events / EVENTS_PER_PROJECT);
  console.log(`P7  rebuild ${projects * EVENTS_PER_PROJECT} events into all read models vs a raw read+parse+fold loop`);
  const file = path.join(settings.work, 'rebuild.sqlite');
  const store = SqliteEventStore.open({ file });
  const random = seededRandom(11);
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < projects) {
        const i = next++;
        await store.append(`project-${i.toString(16).padStart(24, '0')}`, projectHistory(random, i), { expected: 'no_stream' });
      }
    }),
  );
  console.log(`  (setup: wrote ${projects * EVENTS_PER_PROJECT} events in ${fmt((performance.now() - started) / 1000, 1)} s)`);
  await store.close();

  const { rawCount, rawMs } = rawFold(file);

  const eventStore = SqliteEventStore.open({ file });
  const runner = new ProjectionRunner({ eventStore, readStore: new InMemoryReadStore(), projectors: allProjectors, logger: settings.logger, batchSize: 10_000 });
  const rebuilt = await runner.rebuild();
  await eventStore.close();

  console.log(
    table([
      ['loop', 'events', 'seconds', 'events/s'],
      ['raw read+parse+fold', rawCount, fmt(rawMs / 1000), fmt(rawCount / (rawMs / 1000), 0)],
      ['ProjectionRunner.rebuild (in-memory store)', rebuilt.events, fmt(rebuilt.ms / 1000), fmt(rebuilt.events / (rebuilt.ms / 1000), 0)],
    ]),
  );
  console.log(`  ratio raw/rebuild = ${fmt(rawMs / rebuilt.ms)}. Target: <= 10 s for 1,000,000 events, ratio >= 0.4.\n`);
}
