import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validProjectFields } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

const SNAPSHOT = 'read-models.snapshot';

const messages = (logs: string[]) =>
  logs.map((line) => JSON.parse(line) as { msg: string; reason?: string; position?: number; deferred?: unknown });

describe('read models kept on disk between runs', () => {
  const started: TestApp[] = [];
  const dataDirs: string[] = [];
  afterEach(async () => {
    for (const app of started.splice(0)) await app.close({ keepData: true });
    for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** An app with two projects, stopped cleanly (which writes the snapshot); answers its folder and its project list. */
  async function stoppedWithProjects(titles: string[]): Promise<{ dataDir: string; listed: unknown }> {
    const app = await startTestApp();
    dataDirs.push(app.dataDir);
    for (const projectTitle of titles) {
      expect(
        (
          await app.request('POST', '/api/v1/project/post-project', {
            token: app.adminToken,
            body: validProjectFields({ projectTitle }),
          })
        ).status,
      ).toBe(201);
    }
    const listed = (await app.request('GET', '/api/v1/project/search-project?sort=Newest&limit=50')).body;
    await app.close({ keepData: true });
    return { dataDir: app.dataDir, listed };
  }

  async function restart(dataDir: string): Promise<{ app: TestApp; logs: ReturnType<typeof messages> }> {
    const lines: string[] = [];
    const app = await startTestApp({}, { dataDir, logs: lines });
    started.push(app);
    return { app, logs: messages(lines) };
  }

  /** A restart after a byte of the first frame of `collection` (or of its late fields) was changed: the rest of the snapshot loads. */
  async function restartDamaged(
    dataDir: string,
    collection: string,
    options: { late?: boolean } = {},
  ): Promise<{ app: TestApp; lines: string[] }> {
    const file = path.join(dataDir, SNAPSHOT);
    const damaged = readFileSync(file);
    const inFrame = frameOf(damaged, collection, options) + 20;
    damaged[inFrame] = damaged[inFrame] ^ 0xff;
    writeFileSync(file, damaged);
    const lines: string[] = [];
    const app = await startTestApp({}, { dataDir, logs: lines });
    started.push(app);
    expect(messages(lines).some((line) => line.msg === 'read models loaded from snapshot')).toBe(true);
    return { app, lines };
  }

  it('a restart loads the snapshot, replays only what came after it, and answers as before', async () => {
    const { dataDir, listed } = await stoppedWithProjects(['Tapti Towers', 'Godavari Greens']);
    const { app, logs } = await restart(dataDir);
    const loaded = logs.find((line) => line.msg === 'read models loaded from snapshot');
    expect(loaded?.position).toBeGreaterThan(0);
    expect((await app.request('GET', '/api/v1/project/search-project?sort=Newest&limit=50')).body).toEqual(listed);

    // The models go on from where the snapshot left them.
    expect(
      (
        await app.request('POST', '/api/v1/project/post-project', {
          token: app.adminToken,
          body: validProjectFields({ projectTitle: 'Narmada Nest' }),
        })
      ).status,
    ).toBe(201);
    const search = await app.request('GET', '/api/v1/project/search-project?searchString=Narmada');
    expect(JSON.stringify(search.body)).toContain('Narmada Nest');
  });

  it('a damaged snapshot, one from other projector code, or one of another log is ignored with a reason, and the models are rebuilt', async () => {
    const { dataDir, listed } = await stoppedWithProjects(['Tapti Towers', 'Godavari Greens']);
    const file = path.join(dataDir, SNAPSHOT);
    const original = readFileSync(file);
    const headerEnd = original.indexOf(0x0a);
    const header = JSON.parse(original.subarray(0, headerEnd).toString('utf8')) as {
      codeVersion: string;
      eventId: string;
    };

    const damaged = Buffer.from(original);
    const inProjects = frameOf(original, 'projects') + 20;
    damaged[inProjects] = damaged[inProjects] ^ 0xff;
    const otherCode = Buffer.concat([
      Buffer.from(`${JSON.stringify({ ...header, codeVersion: 'other' })}\n`),
      original.subarray(headerEnd + 1),
    ]);
    const otherLog = Buffer.concat([
      Buffer.from(`${JSON.stringify({ ...header, eventId: 'another-event' })}\n`),
      original.subarray(headerEnd + 1),
    ]);
    const cutShort = original.subarray(0, original.length - 10);
    // The frame table (the last frame, found from the trailer) and the prefixes it lists.
    const table = frameOf(original, 'frame table');
    const tableDamaged = Buffer.from(original);
    tableDamaged[table + 8] = tableDamaged[table + 8] ^ 0xff;
    const prefixChanged = Buffer.from(original);
    prefixChanged.writeUInt16BE(
      prefixChanged.readUInt16BE(frameOf(original, 'projects') + 4) + 1,
      frameOf(original, 'projects') + 4,
    );
    const trailerMoved = Buffer.from(original);
    trailerMoved.writeUInt32BE(trailerMoved.readUInt32BE(trailerMoved.length - 8) - 1, trailerMoved.length - 8);

    for (const [bytes, reason] of [
      [damaged, 'damaged (checksum mismatch)'],
      [otherCode, 'written by other projector code'],
      [otherLog, 'does not match the event log'],
      [cutShort, 'truncated'],
      [tableDamaged, 'damaged (checksum mismatch)'],
      [prefixChanged, 'damaged (checksum mismatch)'],
      [trailerMoved, 'truncated'],
    ] as const) {
      writeFileSync(file, bytes);
      const { app, logs } = await restart(dataDir);
      expect(
        logs.find((line) => line.msg === 'read models snapshot ignored; rebuilding from the event log')?.reason,
      ).toBe(reason);
      expect(logs.some((line) => line.msg === 'read models loaded from snapshot')).toBe(false);
      expect((await app.request('GET', '/api/v1/project/search-project?sort=Newest&limit=50')).body).toEqual(listed);
      await started.pop()!.close({ keepData: true });
      // The clean stop wrote a good snapshot again: damage it afresh for the next case.
    }
  });

  it('the audit log is loaded after the start and answers as before; a damaged part of it found then rebuilds the read models', async () => {
    const app = await startTestApp();
    dataDirs.push(app.dataDir);
    expect(
      (
        await app.request('POST', '/api/v1/project/post-project', {
          token: app.adminToken,
          body: validProjectFields({ projectTitle: 'Kaveri Court' }),
        })
      ).status,
    ).toBe(201);
    const audit = (await app.request('GET', '/api/v1/admin/audit', { token: app.adminToken })).body;
    expect(JSON.stringify(audit)).toContain('Kaveri Court');
    await app.close({ keepData: true });

    const first = await restart(app.dataDir);
    expect(first.logs.find((line) => line.msg === 'read models loaded from snapshot')?.deferred).toEqual([
      { name: 'projects', count: 1, late: true },
      { name: 'audit_log', count: expect.any(Number) },
    ]);
    expect((await first.app.request('GET', '/api/v1/admin/audit', { token: first.app.adminToken })).body).toEqual(
      audit,
    );
    await started.pop()!.close({ keepData: true });

    const { app: second, lines } = await restartDamaged(app.dataDir, 'audit_log');
    // The first reader of the audit log waits while the damage is found and the models are rebuilt.
    expect((await second.request('GET', '/api/v1/admin/audit', { token: second.adminToken })).body).toEqual(audit);
    const ignored = messages(lines).find(
      (line) => line.msg === 'read models snapshot ignored; rebuilding from the event log',
    );
    expect(ignored?.reason).toBe('damaged (checksum mismatch)');
    expect(messages(lines).some((line) => line.msg === 'read models rebuilt from the event log')).toBe(true);
  });

  it("a project's page-only fields are loaded after the start: lists answer as before, its page waits for them; a damaged part of them rebuilds the read models", async () => {
    const app = await startTestApp();
    dataDirs.push(app.dataDir);
    const posted = await app.request('POST', '/api/v1/project/post-project', {
      token: app.adminToken,
      body: validProjectFields({ projectTitle: 'Sabarmati Square' }),
    });
    expect(posted.status).toBe(201);
    const id = (posted.body as { result: { _id: string } }).result._id;
    const page = (await app.request('GET', `/api/v1/project/view-project?_id=${id}`)).body;
    expect(JSON.stringify(page)).toContain('"units"');
    const listed = (await app.request('GET', '/api/v1/project/search-project?sort=Newest&limit=50')).body;
    await app.close({ keepData: true });

    const first = await restart(app.dataDir);
    expect((await first.app.request('GET', '/api/v1/project/search-project?sort=Newest&limit=50')).body).toEqual(
      listed,
    );
    // The same answer, fields in the same order.
    expect(JSON.stringify((await first.app.request('GET', `/api/v1/project/view-project?_id=${id}`)).body)).toBe(
      JSON.stringify(page),
    );
    await started.pop()!.close({ keepData: true });

    const { app: second, lines } = await restartDamaged(app.dataDir, 'projects', { late: true });
    expect(JSON.stringify((await second.request('GET', `/api/v1/project/view-project?_id=${id}`)).body)).toBe(
      JSON.stringify(page),
    );
    expect(
      messages(lines).find((line) => line.msg === 'read models snapshot ignored; rebuilding from the event log')
        ?.reason,
    ).toBe('damaged (checksum mismatch)');
    expect((await second.request('GET', '/api/v1/project/search-project?sort=Newest&limit=50')).body).toEqual(listed);
  });
});

/**
 * Offset of the first frame of `collection` in a snapshot file (frames: u32 sealed length, u16
 * collection index, sealed bytes), of its late fields, or of the frame table (collection 0xffff).
 */
function frameOf(file: Buffer, collection: string, options: { late?: boolean } = {}): number {
  const headerEnd = file.indexOf(0x0a);
  const { collections } = JSON.parse(file.subarray(0, headerEnd).toString('utf8')) as {
    collections: Array<{ name: string; late?: string[] }>;
  };
  const wanted =
    collection === 'frame table'
      ? 0xffff
      : collections.findIndex(({ name, late }) => name === collection && Boolean(late) === Boolean(options.late));
  for (let offset = headerEnd + 1; offset < file.length; offset += 6 + file.readUInt32BE(offset)) {
    if (file.readUInt16BE(offset + 4) === wanted) return offset;
  }
  throw new Error(`no frame of ${collection}`);
}
