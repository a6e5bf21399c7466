import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validProjectFields } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { createBackup, type BackupResult } from './createBackup.ts';
import { restoreBackup } from './restoreBackup.ts';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'aangan-refusals-'));
const PASSPHRASE = 'monsoon over the western ghats';
let live: TestApp;
let plain: BackupResult;
let encrypted: BackupResult;
let folders = 0;

beforeAll(async () => {
  live = await startTestApp();
  await live.request('POST', '/api/v1/project/post-project', { token: live.adminToken, body: validProjectFields({ projectTitle: 'Prakriti Greens' }) });
  plain = await createBackup({ dataDir: live.dataDir, outDir: path.join(scratch, 'out'), ledgerFile: null, environment: {}, now: () => new Date() });
  encrypted = await createBackup({ dataDir: live.dataDir, outDir: path.join(scratch, 'out'), ledgerFile: null, environment: {}, passphrase: PASSPHRASE, now: () => new Date() });
});
afterAll(async () => {
  await live.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** Restores into a new empty folder; answers the folder, or the refusal. */
async function restoreInto(archive: string, options: { passphrase?: string; environmentDataKey?: string } = {}) {
  const dataDir = path.join(scratch, `target-${(folders += 1)}`);
  const restoring = restoreBackup({ archive, dataDir, ledgerFile: path.join(dataDir, 'erasure-ledger.jsonl'), force: false, now: () => new Date(), ...options });
  return { dataDir, restoring };
}

/** A copy of an archive changed by `change`. */
function variant(source: string, name: string, change: (bytes: Buffer) => Buffer): string {
  const file = path.join(scratch, name);
  writeFileSync(file, change(Buffer.from(readFileSync(source))));
  return file;
}

/** Expects a refusal with this code and message, and a target folder left with nothing in it. */
async function expectRefused(attempt: { dataDir: string; restoring: Promise<unknown> }, code: string, message: RegExp): Promise<void> {
  await expect(attempt.restoring).rejects.toMatchObject({ code, message: expect.stringMatching(message) });
  expect(existsSync(attempt.dataDir) ? readdirSync(attempt.dataDir) : []).toEqual([]);
}

describe('the archive a backup writes', () => {
  it('is readable by its owner only, named by its time, and describes what it holds', () => {
    for (const result of [plain, encrypted]) expect(statSync(result.file).mode & 0o777).toBe(0o600);
    expect(path.basename(plain.file)).toMatch(/^aangan-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(-\d+)?\.tar\.gz$/);
    expect(path.basename(encrypted.file)).toMatch(/\.tar\.gz\.enc$/);
    expect(plain.manifest).toMatchObject({ format: 1, appVersion: '0.1.0', secrets: { jwtSecret: 'archived', dataKey: 'archived' } });
    expect(plain.manifest.eventLog.events).toBeGreaterThan(0);
    expect(plain.manifest.eventLog.lastPosition).toBe(plain.manifest.eventLog.events);
    expect(plain.manifest.files.map((f) => f.path)).toEqual(expect.arrayContaining(['data/events.sqlite', 'data/personal-keys.sqlite', 'data/jwt-secret', 'data/data-key', 'erasure-ledger.jsonl']));
    // Nothing of the encrypted archive reads as plain text.
    expect(readFileSync(encrypted.file).includes(Buffer.from('Prakriti'))).toBe(false);
    expect(readFileSync(encrypted.file).includes(readFileSync(path.join(live.dataDir, 'data-key')))).toBe(false);
  });
});

describe('a restore refuses, and changes nothing, when', () => {
  it('a byte of the archive is damaged', async () => {
    const damaged = variant(plain.file, 'damaged.tar.gz', (bytes) => {
      bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
      return bytes;
    });
    await expectRefused(await restoreInto(damaged), 'CORRUPTED', /^The archive is corrupted \(.+\); nothing was restored/);
  });

  it("a file's content no longer matches its checksum", async () => {
    const secret = readFileSync(path.join(live.dataDir, 'jwt-secret'));
    const tampered = variant(plain.file, 'tampered.tar.gz', (bytes) => {
      const tar = gunzipSync(bytes);
      const at = tar.indexOf(secret);
      tar[at] = tar[at] === 0x41 ? 0x42 : 0x41;
      return gzipSync(tar);
    });
    await expectRefused(await restoreInto(tampered), 'CORRUPTED', /checksum mismatch for data\/jwt-secret/);
  });

  it('the archive was cut short', async () => {
    const cut = variant(plain.file, 'cut.tar.gz', (bytes) => bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    await expectRefused(await restoreInto(cut), 'CORRUPTED', /The archive is corrupted/);
    const cutEncrypted = variant(encrypted.file, 'cut.tar.gz.enc', (bytes) => bytes.subarray(0, bytes.length - 40));
    await expectRefused(await restoreInto(cutEncrypted, { passphrase: PASSPHRASE }), 'CORRUPTED', /cut short|authentication/);
  });

  it('it was written in a backup format newer than this version reads', async () => {
    const future = variant(plain.file, 'future.tar.gz', (bytes) => {
      const tar = gunzipSync(bytes);
      const at = tar.indexOf('"format": 1');
      tar.write('"format": 7', at);
      return gzipSync(tar);
    });
    await expectRefused(await restoreInto(future), 'UNSUPPORTED', /backup format 7 .*restores format 1 only/);
  });

  it('the file is not a backup at all', async () => {
    const other = variant(plain.file, 'notes.txt', () => Buffer.from('shopping list'));
    await expectRefused(await restoreInto(other), 'NOT_A_BACKUP', /not an Aangan backup archive/);
  });

  it('the passphrase is wrong or missing, or an encrypted chunk was altered', async () => {
    await expectRefused(await restoreInto(encrypted.file, { passphrase: 'monsoon over the eastern ghats' }), 'WRONG_PASSPHRASE', /^Wrong passphrase/);
    await expectRefused(await restoreInto(encrypted.file), 'PASSPHRASE_REQUIRED', /This archive is encrypted/);
    const altered = variant(encrypted.file, 'altered.tar.gz.enc', (bytes) => {
      bytes[bytes.length - 100]! ^= 0x01;
      return bytes;
    });
    await expectRefused(await restoreInto(altered, { passphrase: PASSPHRASE }), 'CORRUPTED', /fails its authentication check/);
  });

  it('DATA_KEY in the environment is not the key the backup was taken with', async () => {
    await expectRefused(await restoreInto(plain.file, { environmentDataKey: 'x'.repeat(40) }), 'DATA_KEY_MISMATCH', /DATA_KEY in the environment is not the data key this backup was taken with/);
  });

  it('the data folder already holds data and --force was not given', async () => {
    const target = await restoreInto(encrypted.file, { passphrase: PASSPHRASE });
    await target.restoring;
    const before = readdirSync(target.dataDir).sort();
    const again = restoreBackup({ archive: plain.file, dataDir: target.dataDir, ledgerFile: path.join(target.dataDir, 'erasure-ledger.jsonl'), force: false, now: () => new Date() });
    await expect(again).rejects.toMatchObject({ code: 'TARGET_NOT_EMPTY', message: expect.stringMatching(/is not empty .*add --force/) });
    expect(readdirSync(target.dataDir).sort()).toEqual(before);
  });

  it('the data folder is in use by a running site, even with --force', async () => {
    const before = readdirSync(live.dataDir).sort();
    const underLive = restoreBackup({ archive: plain.file, dataDir: live.dataDir, ledgerFile: path.join(live.dataDir, 'erasure-ledger.jsonl'), force: true, now: () => new Date() });
    await expect(underLive).rejects.toMatchObject({ code: 'IN_USE', message: expect.stringMatching(/is in use by a running Aangan: stop it first/) });
    expect(readdirSync(live.dataDir).sort()).toEqual(before);
  });
});
