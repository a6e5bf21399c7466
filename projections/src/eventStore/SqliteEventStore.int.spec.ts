import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { DuplicateEventIdError, EventStoreUnavailableError, type RecordedEvent } from './EventStore.ts';
import { SqliteEventStore, type SqliteEventStoreOptions } from './SqliteEventStore.ts';
import type { WriterThreadModule } from './SqliteWriterThread.ts';
import { sourceWriterThread } from '../testing/sourceWriterThread.ts';
import { describeEventStoreContract } from './eventStoreContract.ts';
import {
  ids,
  newEvent,
  newEvents,
  readAllAfter,
  rejectionOf,
  uniqueStream,
  waitUntil,
} from './eventStoreContractFixtures.ts';

const temporaryFolders: string[] = [];

function temporaryFile(): string {
  const folder = mkdtempSync(join(tmpdir(), 'aangan-events-'));
  temporaryFolders.push(folder);
  return join(folder, 'nested', 'events.sqlite');
}

/** Stores a test opens, closed after it with the temporary folders. Call inside a describe. */
function trackedStores(): (store: SqliteEventStore) => SqliteEventStore {
  const opened: SqliteEventStore[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
    for (const folder of temporaryFolders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  return (store) => {
    opened.push(store);
    return store;
  };
}

/** Where appends are written: on the thread that serves, or on a writer thread (as the built server does). */
const WRITERS: [string, WriterThreadModule | null][] = [
  ['written on this thread', null],
  ['written on a writer thread', sourceWriterThread],
];

for (const [writerName, writerThread] of WRITERS) {
  const open = (file: string, options: Partial<SqliteEventStoreOptions> = {}): SqliteEventStore =>
    SqliteEventStore.open({ file, writerThread, ...options });

  describeEventStoreContract(`SqliteEventStore ${writerName}`, async () => {
    const folder = mkdtempSync(join(tmpdir(), 'aangan-events-'));
    const store = open(join(folder, 'events.sqlite'));
    return {
      store,
      async cleanup() {
        await store.close();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  });

  describe(`SqliteEventStore on its own file, ${writerName}`, () => {
    const track = trackedStores();

    it('writes ahead with a full sync on every commit and records its schema version', () => {
      const store = track(open(temporaryFile()));
      expect(store.storageSettings()).toEqual({ journalMode: 'wal', synchronous: 'FULL', schemaVersion: 1 });
    });

    it('keeps every event across close and reopen, and positions keep growing from where they were', async () => {
      const file = temporaryFile();
      const stream = uniqueStream();
      const first = open(file);
      const written = await first.append(stream, newEvents(3), { expected: 'no_stream' });
      await first.close();

      const reopened = track(open(file));
      expect((await reopened.readStream(stream)).map((event) => event.revision)).toEqual([0, 1, 2]);
      expect(await reopened.headPosition()).toBe(written.position);
      const next = await reopened.append(stream, [newEvent('ProjectEdited')], { expected: 2 });
      expect(next).toEqual({ nextRevision: 3, position: written.position + 1 });
      expect(reopened.integrityCheck()).toEqual(['ok']);
    });

    it('survives a kill -9 in the middle of appending: the file is sound and every acknowledged append is there', async () => {
      const file = temporaryFile();
      const storeModule = fileURLToPath(new URL('./SqliteEventStore.ts', import.meta.url));
      const writerModule = fileURLToPath(new URL('../testing/sourceWriterThread.ts', import.meta.url));
      // Ten writers append as fast as they can and print each acknowledged event id.
      const writer = `
      import { randomUUID } from 'node:crypto';
      import { SqliteEventStore } from ${JSON.stringify(storeModule)};
      import { sourceWriterThread } from ${JSON.stringify(writerModule)};
      const store = SqliteEventStore.open({ file: ${JSON.stringify(file)}, writerThread: ${writerThread ? 'sourceWriterThread' : 'null'} });
      for (let writer = 0; writer < 10; writer += 1) {
        void (async () => {
          for (;;) {
            const id = randomUUID();
            await store.append('lead-' + writer, [{ id, type: 'LeadNoteAdded', data: { writer }, metadata: {} }]);
            process.stdout.write(id + '\\n');
          }
        })();
      }`;
      const typeScriptLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
      const child = spawn(process.execPath, ['--import', typeScriptLoader, '--input-type=module', '-e', writer], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const acknowledged: string[] = [];
      let pendingLine = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        const lines = (pendingLine + chunk).split('\n');
        pendingLine = lines.pop() ?? '';
        acknowledged.push(...lines);
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      await waitUntil(() => acknowledged.length >= 2_000, 'the writer has appended for a while', 30_000);
      child.kill('SIGKILL');
      await exited;

      const store = track(open(file));
      expect(store.integrityCheck()).toEqual(['ok']);
      const stored = new Set(ids(await readAllAfter(store, 0, 1_000)));
      expect(stored.size).toBeGreaterThanOrEqual(acknowledged.length);
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    }, 60_000);

    it('starts positions at 1 and reports head 0 while empty', async () => {
      const store = track(open(temporaryFile()));
      expect(await store.headPosition()).toBe(0);
      expect((await store.append(uniqueStream(), [newEvent()])).position).toBe(1);
      expect(await store.headPosition()).toBe(1);
    });

    it('passes the integrity check after many concurrent appends', async () => {
      const store = track(open(temporaryFile()));
      await Promise.all(
        Array.from({ length: 50 }, async () => {
          const stream = uniqueStream('lead');
          for (let revision = 0; revision < 10; revision += 1) {
            await store.append(stream, [newEvent('LeadNoteAdded')], {
              expected: revision === 0 ? 'no_stream' : revision - 1,
            });
          }
        }),
      );
      expect(await store.headPosition()).toBe(500);
      expect(store.integrityCheck()).toEqual(['ok']);
    });

    it('writes appends still queued when it is closed, then refuses new work as unavailable', async () => {
      const file = temporaryFile();
      const store = open(file);
      const streams = Array.from({ length: 5 }, () => uniqueStream());
      const pending = streams.map((stream) => store.append(stream, [newEvent()], { expected: 'no_stream' }));
      await store.close();

      expect((await Promise.all(pending)).map((result) => result.nextRevision)).toEqual([0, 0, 0, 0, 0]);
      expect(await rejectionOf(store.append(uniqueStream(), [newEvent()]))).toBeInstanceOf(EventStoreUnavailableError);
      expect(await rejectionOf(store.readAll())).toBeInstanceOf(EventStoreUnavailableError);
      const reopened = track(open(file));
      expect(await reopened.headPosition()).toBe(5);
    });

    it('reports a file it cannot create as unavailable', () => {
      const folder = mkdtempSync(join(tmpdir(), 'aangan-events-'));
      temporaryFolders.push(folder);
      writeFileSync(join(folder, 'not-a-folder'), 'x');
      expect(() => open(join(folder, 'not-a-folder', 'events.sqlite'))).toThrow(EventStoreUnavailableError);
    });

    it('records the time from the injected clock', async () => {
      const store = track(open(temporaryFile(), { now: () => new Date('2025-01-26T10:30:00.000Z') }));
      const stream = uniqueStream();
      await store.append(stream, [newEvent()]);
      expect((await store.readStream(stream))[0]?.recordedAt).toBe('2025-01-26T10:30:00.000Z');
    });

    it('delivers appends made by another process on the same file to a subscription', async () => {
      const file = temporaryFile();
      const reader = track(open(file, { pollIntervalMs: 20 }));
      const writer = track(open(file));
      const delivered: RecordedEvent[] = [];
      const subscription = reader.subscribe({ after: 0 }, (batch) => {
        delivered.push(...batch);
      });

      const event = newEvent('ProjectPosted');
      await writer.append(uniqueStream(), [event], { expected: 'no_stream' });
      await waitUntil(() => delivered.length === 1, 'the other connection’s append is seen');
      await subscription.stop();
      expect(ids(delivered)).toEqual([event.id]);
    });

    describe('idempotency beyond what every store can check', () => {
      it('answers a retry with any, or with the current revision, with the original result', async () => {
        const store = track(open(temporaryFile()));
        const stream = uniqueStream();
        const events = newEvents(2);
        const original = await store.append(stream, events, { expected: 'no_stream' });

        expect(await store.append(stream, events, { expected: 'any' })).toEqual(original);
        expect(await store.append(stream, events, { expected: 1 })).toEqual(original);
        expect(await store.append(stream, events, { expected: 'stream_exists' })).toEqual(original);
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it('answers two identical concurrent appends with one result and stores the events once', async () => {
        const store = track(open(temporaryFile()));
        const stream = uniqueStream();
        const events = newEvents(2);

        const [first, second] = await Promise.all([
          store.append(stream, events, { expected: 'no_stream' }),
          store.append(stream, events, { expected: 'no_stream' }),
        ]);

        expect(second).toEqual(first);
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it('refuses an id already used in another stream, or a partial retry at the current revision', async () => {
        const store = track(open(temporaryFile()));
        const [project, other] = [uniqueStream(), uniqueStream()];
        const event = newEvent();
        await store.append(project, [event], { expected: 'no_stream' });

        const moved = await rejectionOf(store.append(other, [event], { expected: 'no_stream' }));
        expect(moved).toBeInstanceOf(DuplicateEventIdError);
        expect(moved).toMatchObject({ eventId: event.id, storedIn: { stream: project, revision: 0 } });

        const partial = await rejectionOf(store.append(project, [event, newEvent()], { expected: 0 }));
        expect(partial).toMatchObject({ code: 'DUPLICATE_EVENT_ID', eventId: event.id });
        expect(await store.readStream(other)).toEqual([]);
        expect(await store.readStream(project)).toHaveLength(1);
      });

      it('refuses a value JSON cannot hold without disturbing appends in the same group', async () => {
        const store = track(open(temporaryFile()));
        const circular: Record<string, unknown> = {};
        circular.self = circular;
        const stream = uniqueStream();

        const outcomes = await Promise.allSettled([
          store.append(uniqueStream(), [{ ...newEvent(), data: circular }]),
          store.append(stream, [newEvent()], { expected: 'no_stream' }),
        ]);

        expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'fulfilled']);
        expect(await store.readStream(stream)).toHaveLength(1);
      });
    });
  });
}

describe('SqliteEventStore with a writer thread', () => {
  const track = trackedStores();

  it('writes through the thread’s own connection, with a full sync on every commit; from the sources, on this thread unless asked', async () => {
    const threaded = track(SqliteEventStore.open({ file: temporaryFile(), writerThread: sourceWriterThread }));
    expect(await threaded.writerSettings()).toEqual({ thread: true, synchronous: 'FULL' });
    const here = track(SqliteEventStore.open({ file: temporaryFile() }));
    expect(await here.writerSettings()).toEqual({ thread: false, synchronous: 'FULL' });
    const inMemory = track(SqliteEventStore.open({ file: ':memory:', writerThread: sourceWriterThread }));
    expect((await inMemory.writerSettings()).thread).toBe(false);
    // The writer's thread is named, so that it keeps the serving thread's priority; there is none to name otherwise.
    if (process.platform === 'linux') {
      const [writer] = await threaded.writerThreadIds();
      expect(readdirSync('/proc/self/task').map(Number)).toContain(writer);
      expect(writer).not.toBe(process.pid);
    }
    expect(await here.writerThreadIds()).toEqual([]);
  });

  it('keeps this thread free while a commit waits: the write lock held here is released while the append is pending', async () => {
    const file = temporaryFile();
    const store = track(SqliteEventStore.open({ file, writerThread: sourceWriterThread, busyTimeoutMs: 20_000 }));
    await store.writerSettings();
    // Another connection on this thread holds the file's write lock.
    const holder = new Database(file);
    holder.prepare('BEGIN IMMEDIATE').run();
    const stream = uniqueStream();
    let settled = false;
    const appended = store.append(stream, [newEvent()], { expected: 'no_stream' }).finally(() => (settled = true));
    // A commit made on this thread would block it here until the lock's wait timed out.
    for (let turn = 0; turn < 50; turn += 1) await new Promise<void>((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    holder.prepare('COMMIT').run();
    holder.close();
    expect(await appended).toEqual({ nextRevision: 0, position: 1 });
    expect((await store.readStream(stream)).map((event) => event.revision)).toEqual([0]);
  });

  it('refuses appends as unavailable, without hanging, when the writer thread stops', async () => {
    const stopping = { worker: new URL('data:text/javascript,process.exit(3)') };
    const store = track(SqliteEventStore.open({ file: temporaryFile(), writerThread: stopping }));
    const refused = await rejectionOf(store.append(uniqueStream(), [newEvent()]));
    expect(refused).toBeInstanceOf(EventStoreUnavailableError);
    expect((refused as Error).message).toMatch(/writer stopped/);
    expect(await rejectionOf(store.append(uniqueStream(), [newEvent()]))).toBeInstanceOf(EventStoreUnavailableError);
    expect(await rejectionOf(store.writerSettings())).toBeInstanceOf(EventStoreUnavailableError);
  });
});
