import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryReadStore } from '../readStore/InMemoryReadStore.ts';
import type { Doc, ReadStore } from '../readStore/ReadStore.ts';
import { CHECKPOINTS, PARKED } from '../runner/runnerTypes.ts';
import { loadSnapshot } from './loadSnapshot.ts';
import type { SnapshotOptions } from './readModelSnapshot.ts';
import { writeSnapshot } from './writeSnapshot.ts';
import { prefetchFrames } from './snapshotPrefetch.ts';

const noLog = { readAll: async () => [] };
const PROJECTIONS = [
  { name: 'projects', collection: 'projects' },
  { name: 'audit', collection: 'audit_log' },
];

/** Documents with their page-only fields somewhere in the middle, one without them, about 300 KB: several frames. */
const projects = Array.from({ length: 120 }, (_, i) => ({
  _id: `p${String(i).padStart(3, '0')}`,
  title: `Tower ${i}`,
  ...(i === 7
    ? {}
    : { description: `घर ${'about the tower '.repeat(120)}`, units: [{ bhk: 1 + (i % 4), price: 5_000_000 + i }] }),
  city: i % 2 ? 'Pune' : 'Noida',
}));

describe('a snapshot whose documents have late fields', () => {
  const dirs: string[] = [];
  const stores: InMemoryReadStore[] = [];
  /** A store closed after the test: closing lets go of the snapshot file its later loads still hold. */
  const newStore = () => {
    const store = new InMemoryReadStore();
    stores.push(store);
    return store;
  };
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  async function snapshotFile(): Promise<SnapshotOptions> {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'aangan-late-'));
    dirs.push(dir);
    const store = new InMemoryReadStore();
    await store.collection('projects').bulk(projects.map((doc) => ({ op: 'put' as const, doc })));
    await store
      .collection('audit_log')
      .bulk(
        Array.from({ length: 20 }, (_, i) => ({ op: 'put' as const, doc: { _id: `a${i}`, note: 'x'.repeat(500) } })),
      );
    await store
      .collection(CHECKPOINTS)
      .bulk(PROJECTIONS.map(({ name }) => ({ op: 'put' as const, doc: { _id: name, position: 0 } })));
    const options = {
      file: path.join(dir, 'read-models.snapshot'),
      key: randomBytes(32),
      codeVersion: 'test',
      deferred: ['audit_log'],
      lateFields: { projects: ['description', 'units'], audit_log: ['note'] },
    };
    await writeSnapshot(options, store, noLog, PROJECTIONS);
    return options;
  }

  const header = (file: string) =>
    JSON.parse(readFileSync(file).subarray(0, readFileSync(file).indexOf(0x0a)).toString()) as {
      collections: Array<{ name: string; count: number; late?: string[] }>;
    };

  it('loads the rest first, serves lists at once, and gives back every document whole, its fields in their order', async () => {
    const options = await snapshotFile();
    // The late part comes after the collections, before the deferred ones; a deferred collection keeps its fields.
    expect(
      header(options.file).collections.map(({ name, late }) => (late ? `${name} late: ${late.join(', ')}` : name)),
    ).toEqual(['projects', CHECKPOINTS, PARKED, 'projects late: description, units', 'audit_log']);
    const store = newStore();
    const result = await loadSnapshot(options, store, noLog);
    expect(result).toMatchObject({
      loaded: true,
      documents: 122,
      deferred: [
        { name: 'projects', count: 120, late: true },
        { name: 'audit_log', count: 20 },
      ],
    });
    const stored = await store
      .collection('projects')
      .find({ city: 'Pune' }, { projection: { title: 1 }, sort: { _id: 1 }, limit: 2 });
    expect(stored).toEqual([
      { _id: 'p001', title: 'Tower 1' },
      { _id: 'p003', title: 'Tower 3' },
    ]);

    const all = await store.collection('projects').find({}, { sort: { _id: 1 } });
    expect(all.map((doc) => JSON.stringify(doc))).toEqual(projects.map((doc) => JSON.stringify(doc)));
    expect(await store.collection('projects').count({ 'units.bhk': 2 })).toBe(
      projects.filter((doc) => doc.units?.[0]?.bhk === 2).length,
    );
    expect(await store.collection('audit_log').count()).toBe(20);
  });

  it('late fields dropped before they loaded leave the file open for the collections still to load', async () => {
    const options = await snapshotFile();
    const store = newStore();
    const reports: string[] = [];
    expect(
      (
        await loadSnapshot(
          options,
          store,
          noLog,
          async (collection, reason) => void reports.push(`${collection}: ${reason}`),
        )
      ).loaded,
    ).toBe(true);
    await store.drop('projects');
    expect(await store.collection('audit_log').count()).toBe(20);
    expect(reports).toEqual([]);
  });

  it('the read-ahead leaves the late part alone', async () => {
    const options = await snapshotFile();
    const { port1, port2 } = new MessageChannel();
    const indexes: number[] = [];
    port2.on('message', (message: { index?: number }) => {
      if (message.index !== undefined) indexes.push(message.index);
    });
    await prefetchFrames({ file: options.file, key: options.key, deferred: ['audit_log'] }, port1);
    await new Promise((resolve) => setImmediate(resolve));
    port1.close();
    port2.close();
    const late = header(options.file).collections.findIndex(({ late }) => late);
    // Frames are numbered in file order; the late part's come after every frame read ahead.
    expect(indexes.length).toBeGreaterThan(1);
    const file = readFileSync(options.file);
    const collectionOfFrame = new Map<number, number>();
    let offset = file.indexOf(0x0a) + 1;
    for (let frame = 0; offset < file.length - 12; frame++) {
      collectionOfFrame.set(frame, file.readUInt16BE(offset + 4));
      offset += 6 + file.readUInt32BE(offset);
    }
    expect(indexes.map((index) => collectionOfFrame.get(index))).not.toContain(late);
    expect([...collectionOfFrame.values()]).toContain(late);
  });

  it('a store that cannot complete documents later gets them whole at once', async () => {
    const options = await snapshotFile();
    const inner = newStore();
    // Only the port: no fillLater, no completeLater.
    const store: ReadStore = {
      collection: (name) => inner.collection(name),
      commit: (writes, options) => inner.commit(writes, options),
      drop: (name) => inner.drop(name),
      replaceCollection: (target, source) => inner.replaceCollection(target, source),
      ping: () => inner.ping(),
      close: () => inner.close(),
    };
    const result = await loadSnapshot(options, store, noLog);
    expect(result).toMatchObject({ loaded: true, deferred: [] });
    const all = await inner.collection('projects').find({}, { sort: { _id: 1 } });
    expect(all.map((doc) => JSON.stringify(doc))).toEqual(projects.map((doc) => JSON.stringify(doc)));
    expect(await inner.collection('audit_log').count()).toBe(20);
  });

  it('a damaged late part found after the start is reported, and its readers wait for what the report does', async () => {
    const options = await snapshotFile();
    const file = readFileSync(options.file);
    const late = header(options.file).collections.findIndex(({ late }) => late);
    let offset = file.indexOf(0x0a) + 1;
    while (file.readUInt16BE(offset + 4) !== late) offset += 6 + file.readUInt32BE(offset);
    file[offset + 30] = file[offset + 30] ^ 0xff;
    writeFileSync(options.file, file);

    const store = newStore();
    const reports: string[] = [];
    const result = await loadSnapshot(options, store, noLog, async (collection, reason) => {
      reports.push(`${collection}: ${reason}`);
      // What the server does: the models rebuilt beside the live ones and swapped in.
      await store.collection('projects_rebuilt').bulk(projects.map((doc) => ({ op: 'put' as const, doc })));
      await store.replaceCollection('projects', 'projects_rebuilt');
    });
    expect(result.loaded).toBe(true);
    expect(await store.collection('projects').find({}, { projection: { _id: 1 }, limit: 1 })).toEqual([
      { _id: 'p000' },
    ]);
    expect(reports).toEqual([]);
    const whole = await store.collection<Doc>('projects').get('p010');
    expect(reports).toEqual(['projects: damaged (checksum mismatch)']);
    expect(JSON.stringify(whole)).toBe(JSON.stringify(projects[10]));
  });
});
