import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryReadStore } from '../readStore/InMemoryReadStore.ts';
import type { Doc } from '../readStore/ReadStore.ts';
import { CHECKPOINTS } from '../runner/runnerTypes.ts';
import { loadSnapshot } from './loadSnapshot.ts';
import { writeSnapshot } from './writeSnapshot.ts';
import { prefetchFrames, receivePrefetch, type PrefetchSettings, type SnapshotPrefetch } from './snapshotPrefetch.ts';

const noLog = { readAll: async () => [] };
const PROJECTIONS = [
  { name: 'projects', collection: 'projects' },
  { name: 'audit', collection: 'audit_log' },
];

describe('reading a snapshot ahead on another thread', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** A snapshot of several frames of projects (loaded at start) and of an audit log (deferred). */
  async function snapshotFile(): Promise<{ settings: PrefetchSettings; projects: Doc[] }> {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'aangan-prefetch-'));
    dirs.push(dir);
    const store = new InMemoryReadStore();
    // Text with characters outside ASCII, about 200 KB in all: several frames.
    const projects = Array.from({ length: 160 }, (_, i) => ({
      _id: `p${i}`,
      title: `Tower ${i} — ₹ ${'घर '.repeat(200)}`,
      units: [{ bhk: 1 + (i % 4) }],
    }));
    await store.collection('projects').bulk(projects.map((doc) => ({ op: 'put' as const, doc })));
    await store
      .collection('audit_log')
      .bulk(
        Array.from({ length: 50 }, (_, i) => ({ op: 'put' as const, doc: { _id: `a${i}`, note: 'x'.repeat(2000) } })),
      );
    await store
      .collection(CHECKPOINTS)
      .bulk(PROJECTIONS.map(({ name }) => ({ op: 'put' as const, doc: { _id: name, position: 0 } })));
    const settings = { file: path.join(dir, 'read-models.snapshot'), key: randomBytes(32), deferred: ['audit_log'] };
    await writeSnapshot({ ...settings, codeVersion: 'test' }, store, noLog, PROJECTIONS);
    return { settings, projects: await store.collection('projects').find({}) };
  }

  /** Runs `prefetchFrames` here, over a message channel, and answers the receiving side with what was asked of it. */
  function prefetchOver(settings: PrefetchSettings): {
    prefetch: SnapshotPrefetch;
    asked: number[];
    sent: Promise<void>;
  } {
    const { port1, port2 } = new MessageChannel();
    const received = receivePrefetch(port2, () => port2.close());
    const asked: number[] = [];
    const prefetch: SnapshotPrefetch = {
      frame: (header, index) => {
        asked.push(index);
        return received.frame(header, index);
      },
      stop: () => received.stop(),
    };
    return { prefetch, asked, sent: prefetchFrames(settings, port1).finally(() => port1.close()) };
  }

  it('hands over the plain text of every frame loaded at start, in order, and none of the deferred ones', async () => {
    const { settings } = await snapshotFile();
    const { port1, port2 } = new MessageChannel();
    const messages: unknown[] = [];
    port2.on('message', (message) => messages.push(message));
    await prefetchFrames(settings, port1);
    await new Promise((resolve) => setImmediate(resolve));
    port1.close();

    const header = messages[0] as { header: Uint8Array };
    expect(Buffer.from(header.header).toString()).toBe(
      readFileSync(settings.file)
        .subarray(0, readFileSync(settings.file).indexOf(0x0a) + 1)
        .toString(),
    );
    const frames = messages.slice(1, -1) as { index: number; plain: ArrayBuffer }[];
    expect(frames.length).toBeGreaterThan(2);
    expect(frames.map(({ index }) => index)).toEqual(frames.map((_, i) => i));
    const ids = frames.flatMap(({ plain }) =>
      (JSON.parse(Buffer.from(plain).toString('latin1')) as Doc[]).map((doc) => doc._id),
    );
    expect(ids).toContain('p0');
    expect(ids).toContain('p159');
    expect(ids.some((id) => /^a\d+$/.test(id))).toBe(false);
    expect(messages.at(-1)).toEqual({ end: true });
  });

  it('loads the same documents with the read-ahead as without, taking every frame from it', async () => {
    const { settings, projects } = await snapshotFile();
    const { prefetch, asked, sent } = prefetchOver(settings);
    await sent;
    const store = new InMemoryReadStore();
    const result = await loadSnapshot({ ...settings, codeVersion: 'test' }, store, noLog, undefined, prefetch);
    await prefetch.stop();
    expect(result).toMatchObject({ loaded: true, documents: 160 + PROJECTIONS.length, readAhead: asked.length });
    expect(await store.collection('projects').find({})).toEqual(projects);
    expect(asked.length).toBeGreaterThan(2);
    expect(await store.collection('audit_log').count()).toBe(50);
  });

  it('a frame damaged on disk: the read-ahead stops before it and the load finds and reports the damage', async () => {
    const { settings } = await snapshotFile();
    const bytes = readFileSync(settings.file);
    const headerEnd = bytes.indexOf(0x0a) + 1;
    // The second frame of projects: past the first frame's prefix and sealed bytes.
    const second = headerEnd + 6 + bytes.readUInt32BE(headerEnd);
    bytes[second + 40] = bytes[second + 40] ^ 0xff;
    writeFileSync(settings.file, bytes);

    const { prefetch, asked, sent } = prefetchOver(settings);
    const store = new InMemoryReadStore();
    const result = await loadSnapshot({ ...settings, codeVersion: 'test' }, store, noLog, undefined, prefetch);
    await sent;
    await prefetch.stop();
    expect(result).toEqual({ loaded: false, reason: 'damaged (checksum mismatch)' });
    expect(asked).toEqual([0, 1]);
    expect(await store.collection('projects').count()).toBe(0);
  });

  it('a frame the worker has not opened yet is opened by the load itself: no waiting on the worker', async () => {
    const { settings, projects } = await snapshotFile();
    // A worker that never posts anything (stuck, or still starting).
    const silent = receivePrefetch({ on: () => undefined }, () => undefined);
    const store = new InMemoryReadStore();
    const result = await loadSnapshot({ ...settings, codeVersion: 'test' }, store, noLog, undefined, silent);
    expect(result).toMatchObject({ loaded: true, readAhead: 0 });
    expect(await store.collection('projects').find({})).toEqual(projects);
  });

  it('a read-ahead of another file is not used', async () => {
    const first = await snapshotFile();
    const second = await snapshotFile();
    const { prefetch, sent } = prefetchOver(first.settings);
    const store = new InMemoryReadStore();
    const result = await loadSnapshot({ ...second.settings, codeVersion: 'test' }, store, noLog, undefined, prefetch);
    await sent;
    await prefetch.stop();
    expect(result).toMatchObject({ loaded: true, readAhead: 0 });
    expect(await store.collection('projects').find({})).toEqual(second.projects);
  });
});
