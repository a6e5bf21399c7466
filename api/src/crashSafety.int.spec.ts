import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pino from 'pino';
import { eventProjectors, projectAll, type ProjectedDoc } from '@aangan/projections';
import { loadConfig } from './config.ts';
import { systemContext } from './core/commandContext.ts';
import { createSystem } from './system.ts';
import { embeddedEnv } from './testing/embeddedEnv.ts';
import { validProjectFields } from './testing/fixtures.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aangan-crash-'));
/** Every server this file starts is killed when it ends, whatever became of the test. */
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const config = () => loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
const quiet = pino({ level: 'silent' });

/** Starts the real server in its own process, as `npm start` runs it (the built bundle), and answers its base URL once it listens. */
function startServer(): Promise<{ base: string; kill: () => void; exited: Promise<void> }> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, '../dist/main.mjs')], {
    env: {
      ...embeddedEnv(),
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      PROCESS_ROLES: 'api,projections',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = buffer.match(/"url":"(http:\/\/localhost:\d+)\/"/);
      if (match)
        resolve({ base: match[1].replace('localhost', '127.0.0.1'), kill: () => child.kill('SIGKILL'), exited });
    });
    child.on('exit', (code) => reject(new Error(`server exited early with ${code}`)));
  });
}

describe('crash safety (R4, R8)', () => {
  it('kill -9 during a burst of writes: the file is intact, every acknowledged write survived, read models equal a rebuild', async () => {
    const setup = await createSystem(config(), { runProjections: true, logger: quiet });
    await setup.start();
    await setup.adminUsers.create(systemContext(setup.ids, 'test'), {
      email: 'crash@aangan.test',
      name: 'Crash Test',
      role: 'admin',
      password: 'correct horse battery',
    });
    const token = await setup.adminUsers.tokenFor('crash@aangan.test', 'correct horse battery');
    await setup.close();

    const server = await startServer();
    const acknowledged: string[] = [];
    const refused: number[] = [];
    let stop = false;
    const writer = async (w: number) => {
      for (let i = 0; !stop; i += 1) {
        try {
          const response = await fetch(`${server.base}/api/v1/project/post-project`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify(validProjectFields({ projectTitle: `Burst ${w}-${i}` })),
          });
          if (response.status === 201)
            acknowledged.push(((await response.json()) as { result: { _id: string } }).result._id);
          else refused.push(response.status);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = Array.from({ length: 8 }, (_, w) => writer(w));
    while (acknowledged.length < 40) {
      // A server that refuses the writes would leave this loop waiting for ever.
      expect(refused).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    server.kill();
    stop = true;
    await Promise.all(writers);
    await server.exited;

    const db = new Database(path.join(dataDir, 'events.sqlite'));
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();

    const restarted = await createSystem(config(), { runProjections: true, logger: quiet });
    await restarted.start();
    const projects = restarted.readStore.collection<ProjectedDoc>('projects');
    const stored = await projects.getMany(acknowledged);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);

    const events = await restarted.eventStore.readAll({ after: 0, maxCount: 1_000_000 });
    const readModelsEqualFold = async () => {
      for (const projector of eventProjectors({ eventStore: restarted.eventStore })) {
        const expected = [...(await projectAll(projector, events)).values()].sort((a, b) => a._id.localeCompare(b._id));
        const actual = await restarted.readStore
          .collection<ProjectedDoc>(projector.collection)
          .find({}, { sort: { _id: 1 } });
        expect(actual).toEqual(expected);
      }
    };
    await readModelsEqualFold();
    await restarted.runner!.rebuild();
    await readModelsEqualFold();
    await restarted.close();
  }, 60_000);
});
