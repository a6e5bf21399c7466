import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupStatusSchema } from '@aangan/contracts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { ARCHIVE_NAME, compareArchiveNames } from './backupManifest.ts';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'aangan-scheduled-'));
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function start(env: Record<string, string>): Promise<TestApp> {
  const app = await startTestApp(env);
  apps.push(app);
  return app;
}

const health = async (app: TestApp) => (await app.request('GET', '/api/v1/health')).body;

/** Polls the health report until its backup entry appears. */
async function firstBackupOf(app: TestApp) {
  for (;;) {
    const { backup } = await health(app);
    if (backup) return backup;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('scheduled backups (BACKUP_EVERY)', () => {
  it('are off unless asked for: the health report says null', async () => {
    const app = await start({});
    expect((await health(app)).backup).toBeNull();
  });

  it('back up at once when BACKUP_DIR has none yet, report the last one in /health, never overlap, and keep BACKUP_KEEP archives', async () => {
    const dir = path.join(scratch, 'backups');
    const app = await start({ BACKUP_EVERY: '6h', BACKUP_DIR: dir, BACKUP_KEEP: '2' });
    app.system.startHousekeeping();
    const first = await firstBackupOf(app);
    expect(backupStatusSchema.parse(first)).toEqual({
      lastAt: expect.any(String),
      ok: true,
      file: expect.stringMatching(ARCHIVE_NAME),
      bytes: statSync(path.join(dir, first.file)).size,
      error: null,
    });
    expect(statSync(path.join(dir, first.file)).mode & 0o777).toBe(0o600);

    // Two requests at once share one backup.
    const [a, b] = await Promise.all([app.system.backups!.runNow(), app.system.backups!.runNow()]);
    expect(a).toBe(b);
    expect(readdirSync(dir).filter((name) => ARCHIVE_NAME.test(name))).toHaveLength(2);

    const third = await app.system.backups!.runNow();
    const kept = readdirSync(dir)
      .filter((name) => ARCHIVE_NAME.test(name))
      .sort(compareArchiveNames);
    expect(kept).toEqual([a.file, third.file]);
    expect((await health(app)).backup).toEqual(third);
    // The console's dashboard shows the same.
    expect((await app.request('GET', '/api/v1/admin/dashboard', { token: app.adminToken })).body.backup).toEqual(third);

    // After a restart the newest archive counts as the last backup; the next one waits its turn.
    const restarted = await start({ BACKUP_EVERY: '6h', BACKUP_DIR: dir, BACKUP_KEEP: '2' });
    restarted.system.startHousekeeping();
    expect(await firstBackupOf(restarted)).toMatchObject({ ok: true, file: third.file, bytes: third.bytes });
    expect(
      readdirSync(dir)
        .filter((name) => ARCHIVE_NAME.test(name))
        .sort(compareArchiveNames),
    ).toEqual(kept);
  });

  it('report a failure in a few words, without paths, and recover on the next run', async () => {
    const notAFolder = path.join(scratch, 'occupied');
    writeFileSync(notAFolder, 'a file where the backups should go');
    const app = await start({ BACKUP_EVERY: '1d', BACKUP_DIR: notAFolder });
    const failed = await app.system.backups!.runNow();
    expect(failed).toEqual({
      lastAt: expect.any(String),
      ok: false,
      file: null,
      bytes: null,
      error: 'BACKUP_DIR is not a folder',
    });
    expect((await health(app)).backup).toEqual(failed);
    expect(JSON.stringify(await health(app))).not.toContain(scratch);

    rmSync(notAFolder);
    expect(await app.system.backups!.runNow()).toMatchObject({ ok: true, error: null });
  });
});
