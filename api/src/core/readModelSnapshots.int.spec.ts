import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validProjectFields } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

const SNAPSHOT = 'read-models.snapshot';

const messages = (logs: string[]) => logs.map((line) => JSON.parse(line) as { msg: string; reason?: string; position?: number });

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
      expect((await app.request('POST', '/api/v1/project/post-project', { token: app.adminToken, body: validProjectFields({ projectTitle }) })).status).toBe(201);
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

  it('a restart loads the snapshot, replays only what came after it, and answers as before', async () => {
    const { dataDir, listed } = await stoppedWithProjects(['Tapti Towers', 'Godavari Greens']);
    const { app, logs } = await restart(dataDir);
    const loaded = logs.find((line) => line.msg === 'read models loaded from snapshot');
    expect(loaded?.position).toBeGreaterThan(0);
    expect((await app.request('GET', '/api/v1/project/search-project?sort=Newest&limit=50')).body).toEqual(listed);

    // The models go on from where the snapshot left them.
    expect((await app.request('POST', '/api/v1/project/post-project', { token: app.adminToken, body: validProjectFields({ projectTitle: 'Narmada Nest' }) })).status).toBe(201);
    const search = await app.request('GET', '/api/v1/project/search-project?searchString=Narmada');
    expect(JSON.stringify(search.body)).toContain('Narmada Nest');
  });

  it('a damaged snapshot, one from other projector code, or one of another log is ignored with a reason, and the models are rebuilt', async () => {
    const { dataDir, listed } = await stoppedWithProjects(['Tapti Towers', 'Godavari Greens']);
    const file = path.join(dataDir, SNAPSHOT);
    const original = readFileSync(file);
    const headerEnd = original.indexOf(0x0a);
    const header = JSON.parse(original.subarray(0, headerEnd).toString('utf8')) as { codeVersion: string; eventId: string };

    const damaged = Buffer.from(original);
    damaged[damaged.length - 40] = damaged[damaged.length - 40]! ^ 0xff;
    const otherCode = Buffer.concat([Buffer.from(`${JSON.stringify({ ...header, codeVersion: 'other' })}\n`), original.subarray(headerEnd + 1)]);
    const otherLog = Buffer.concat([Buffer.from(`${JSON.stringify({ ...header, eventId: 'another-event' })}\n`), original.subarray(headerEnd + 1)]);

    for (const [bytes, reason] of [[damaged, 'damaged (checksum mismatch)'], [otherCode, 'written by other projector code'], [otherLog, 'does not match the event log']] as const) {
      writeFileSync(file, bytes);
      const { app, logs } = await restart(dataDir);
      expect(logs.find((line) => line.msg === 'read models snapshot ignored; rebuilding from the event log')?.reason).toBe(reason);
      expect(logs.some((line) => line.msg === 'read models loaded from snapshot')).toBe(false);
      expect((await app.request('GET', '/api/v1/project/search-project?sort=Newest&limit=50')).body).toEqual(listed);
      await started.pop()!.close({ keepData: true });
      // The clean stop wrote a good snapshot again: damage it afresh for the next case.
    }
  });
});
