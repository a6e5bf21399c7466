import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Context } from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryReadStore, SqliteEventStore } from '@aangan/projections';
import { sourceWriterThread } from '@aangan/projections/testing';
import { anonymousContext } from '../routing/requestContext.ts';
import { systemRoutes } from './systemRoutes.ts';

const folders: string[] = [];
const stores: SqliteEventStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The health answer over a real event log written by `writerThread`. */
async function healthWith(writerThread: { worker: URL }) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'aangan-health-'));
  folders.push(folder);
  const eventStore = SqliteEventStore.open({ file: path.join(folder, 'events.sqlite'), writerThread });
  stores.push(eventStore);
  const [health] = systemRoutes(
    {
      config: { embedded: true },
      eventStore,
      readStore: new InMemoryReadStore(),
      runner: null,
      backups: null,
      pageCache: {
        stats: () => ({
          enabled: false,
          entries: 0,
          bytes: 0,
          maxBytes: 0,
          hits: 0,
          misses: 0,
          notModified: 0,
          bypassed: 0,
          reused: 0,
        }),
      },
    },
    () => [],
  );
  const answer = () =>
    health.handler({
      body: undefined,
      query: undefined,
      params: undefined,
      principal: null,
      command: anonymousContext('test'),
      ctx: {} as Context,
    });
  return { eventStore, answer };
}

describe('health and the event log’s writer thread', () => {
  it('is healthy while the writer thread takes appends', async () => {
    const { eventStore, answer } = await healthWith(sourceWriterThread);
    await eventStore.append('project-1', [{ id: crypto.randomUUID(), type: 'ProjectPosted', data: {}, metadata: {} }]);
    const reply = await answer();
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      status: 'ok',
      eventStore: { ok: true, head: 1, writer: 'thread', writing: true },
    });
  });

  it('answers 503 when the writer thread has stopped, though the log still reads', async () => {
    const { eventStore, answer } = await healthWith({ worker: new URL('data:text/javascript,process.exit(3)') });
    await eventStore.append('project-1', []).catch(() => undefined);
    const reply = await answer();
    expect(reply.status).toBe(503);
    expect(reply.headers).toMatchObject({ 'Retry-After': '5' });
    expect(reply.body).toMatchObject({ status: 'degraded', eventStore: { ok: false, head: 0, writing: false } });
  });
});
