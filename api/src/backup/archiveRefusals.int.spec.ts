import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validProjectFields } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { createBackup, type BackupResult } from './createBackup.ts';
import { manifestSeal } from './backupManifest.ts';
import { restoreBackup, type RestoreOptions } from './restoreBackup.ts';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'aangan-refusals-'));
const PASSPHRASE = 'monsoon over the western ghats';
let live: TestApp;
let plain: BackupResult;
let encrypted: BackupResult;
/** A plain archive of a site that runs with DATA_KEY in its environment: the key is not inside. */
let keyOutside: BackupResult;
let dataKey: string;
let folders = 0;

beforeAll(async () => {
  live = await startTestApp();
  await live.request('POST', '/api/v1/project/post-project', {
    token: live.adminToken,
    body: validProjectFields({ projectTitle: 'Prakriti Greens' }),
  });
  plain = await createBackup({
    dataDir: live.dataDir,
    outDir: path.join(scratch, 'out'),
    ledgerFile: null,
    environment: {},
    now: () => new Date(),
  });
  encrypted = await createBackup({
    dataDir: live.dataDir,
    outDir: path.join(scratch, 'out'),
    ledgerFile: null,
    environment: {},
    passphrase: PASSPHRASE,
    now: () => new Date(),
  });
  dataKey = readFileSync(path.join(live.dataDir, 'data-key'), 'utf8').trim();
  keyOutside = await createBackup({
    dataDir: live.dataDir,
    outDir: path.join(scratch, 'out-key-outside'),
    ledgerFile: null,
    environment: { dataKey },
    now: () => new Date(),
  });
});
afterAll(async () => {
  await live.close();
  rmSync(scratch, { recursive: true, force: true });
});

/**
 * Restores into a new empty folder; answers the folder, or the refusal. Unless a case says
 * otherwise the operator vouches for plain archives and for the missing ledger, so each case
 * meets only the refusal it is about.
 */
async function restoreInto(
  archive: string,
  options: Partial<
    Pick<RestoreOptions, 'passphrase' | 'environmentDataKey' | 'trustUnencrypted' | 'acceptLostErasures' | 'ledgerFile'>
  > = {},
) {
  const dataDir = path.join(scratch, `target-${(folders += 1)}`);
  const restoring = restoreBackup({
    archive,
    dataDir,
    ledgerFile: path.join(dataDir, 'erasure-ledger.jsonl'),
    force: false,
    now: () => new Date(),
    trustUnencrypted: true,
    acceptLostErasures: true,
    ...options,
  });
  return { dataDir, restoring };
}

/** A plain archive unpacked, changed entry by entry, and packed again in the same order. */
async function rewritten(
  source: string,
  name: string,
  change: (entries: Map<string, Buffer>) => void,
): Promise<string> {
  const entries = new Map<string, Buffer>();
  const extract = tar.extract();
  const reading = (async () => {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
      entries.set(entry.header.name, Buffer.concat(chunks));
    }
  })();
  extract.end(gunzipSync(readFileSync(source)));
  await reading;
  change(entries);
  const pack = tar.pack();
  const packed: Buffer[] = [];
  pack.on('data', (chunk: Buffer) => packed.push(chunk));
  const ended = new Promise((resolve) => pack.on('end', resolve));
  for (const [entryName, body] of entries) pack.entry({ name: entryName, size: body.length, mode: 0o600 }, body);
  pack.finalize();
  await ended;
  const file = path.join(scratch, name);
  writeFileSync(file, gzipSync(Buffer.concat(packed)));
  return file;
}

/** An archive whose JWT secret was swapped and whose manifest lists the new file's size and SHA-256. */
const withForgedSecret = (source: string, name: string, sealWith: string | null) =>
  rewritten(source, name, (entries) => {
    const forged = Buffer.from('a secret the attacker chose, long enough to sign tokens');
    entries.set('data/jwt-secret', forged);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8')) as {
      files: { path: string; bytes: number; sha256: string }[];
    };
    const listed = manifest.files.find((f) => f.path === 'data/jwt-secret')!;
    listed.bytes = forged.length;
    listed.sha256 = createHash('sha256').update(forged).digest('hex');
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    entries.set('manifest.json', manifestBytes);
    if (sealWith !== null) entries.set('manifest.seal', Buffer.from(manifestSeal(manifestBytes, sealWith)));
  });

/** A copy of an archive changed by `change`. */
function variant(source: string, name: string, change: (bytes: Buffer) => Buffer): string {
  const file = path.join(scratch, name);
  writeFileSync(file, change(Buffer.from(readFileSync(source))));
  return file;
}

/** Expects a refusal with this code and message, and a target folder left with nothing in it. */
async function expectRefused(
  attempt: { dataDir: string; restoring: Promise<unknown> },
  code: string,
  message: RegExp,
): Promise<void> {
  await expect(attempt.restoring).rejects.toMatchObject({ code, message: expect.stringMatching(message) });
  expect(existsSync(attempt.dataDir) ? readdirSync(attempt.dataDir) : []).toEqual([]);
}

describe('the archive a backup writes', () => {
  it('is readable by its owner only, named by its time, and describes what it holds', () => {
    for (const result of [plain, encrypted]) expect(statSync(result.file).mode & 0o777).toBe(0o600);
    expect(path.basename(plain.file)).toMatch(/^aangan-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(-\d+)?\.tar\.gz$/);
    expect(path.basename(encrypted.file)).toMatch(/\.tar\.gz\.enc$/);
    expect(plain.manifest).toMatchObject({
      format: 2,
      appVersion: '0.1.0',
      secrets: { jwtSecret: 'archived', dataKey: 'archived' },
    });
    expect(keyOutside.manifest.secrets.dataKey).toBe('environment');
    expect(plain.manifest.eventLog.events).toBeGreaterThan(0);
    expect(plain.manifest.eventLog.lastPosition).toBe(plain.manifest.eventLog.events);
    expect(plain.manifest.files.map((f) => f.path)).toEqual(
      expect.arrayContaining([
        'data/events.sqlite',
        'data/personal-keys.sqlite',
        'data/jwt-secret',
        'data/data-key',
        'erasure-ledger.jsonl',
      ]),
    );
    // Nothing of the encrypted archive reads as plain text.
    expect(readFileSync(encrypted.file).includes(Buffer.from('Prakriti'))).toBe(false);
    expect(readFileSync(encrypted.file).includes(readFileSync(path.join(live.dataDir, 'data-key')))).toBe(false);
  });
});

describe('a restore refuses, and changes nothing, when', () => {
  it('a byte of the archive is damaged', async () => {
    const damaged = variant(plain.file, 'damaged.tar.gz', (bytes) => {
      bytes[Math.floor(bytes.length / 2)] ^= 0xff;
      return bytes;
    });
    await expectRefused(
      await restoreInto(damaged),
      'CORRUPTED',
      /^The archive is corrupted \(.+\); nothing was restored/,
    );
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
    await expectRefused(
      await restoreInto(cutEncrypted, { passphrase: PASSPHRASE }),
      'CORRUPTED',
      /cut short|authentication/,
    );
  });

  it('it was written in a backup format newer than this version reads', async () => {
    const future = variant(plain.file, 'future.tar.gz', (bytes) => {
      const tar = gunzipSync(bytes);
      const at = tar.indexOf('"format": 2');
      tar.write('"format": 7', at);
      return gzipSync(tar);
    });
    await expectRefused(await restoreInto(future), 'UNSUPPORTED', /backup format 7 .*restores formats up to 2/);
  });

  it('the file is not a backup at all', async () => {
    const other = variant(plain.file, 'notes.txt', () => Buffer.from('shopping list'));
    await expectRefused(await restoreInto(other), 'NOT_A_BACKUP', /not an Aangan backup archive/);
  });

  it('the passphrase is wrong or missing, or an encrypted chunk was altered', async () => {
    await expectRefused(
      await restoreInto(encrypted.file, { passphrase: 'monsoon over the eastern ghats' }),
      'WRONG_PASSPHRASE',
      /^Wrong passphrase/,
    );
    await expectRefused(await restoreInto(encrypted.file), 'PASSPHRASE_REQUIRED', /This archive is encrypted/);
    const altered = variant(encrypted.file, 'altered.tar.gz.enc', (bytes) => {
      bytes[bytes.length - 100] ^= 0x01;
      return bytes;
    });
    await expectRefused(
      await restoreInto(altered, { passphrase: PASSPHRASE }),
      'CORRUPTED',
      /fails its authentication check/,
    );
  });

  it('DATA_KEY in the environment is not the key the backup was taken with', async () => {
    await expectRefused(
      await restoreInto(plain.file, { environmentDataKey: 'x'.repeat(40) }),
      'DATA_KEY_MISMATCH',
      /DATA_KEY in the environment is not the data key this backup was taken with/,
    );
  });

  it('files were changed and the manifest rewritten to match (sizes and SHA-256 updated)', async () => {
    // Without the data key nobody can seal the changed manifest: the old seal gives it away.
    const unsealed = await withForgedSecret(keyOutside.file, 'forged-unsealed.tar.gz', null);
    await expectRefused(
      await restoreInto(unsealed, { environmentDataKey: dataKey }),
      'CORRUPTED',
      /does not match its seal: files and checksums were changed/,
    );
    const sealedWithAGuess = await withForgedSecret(keyOutside.file, 'forged-guess.tar.gz', 'y'.repeat(40));
    await expectRefused(
      await restoreInto(sealedWithAGuess, { environmentDataKey: dataKey }),
      'CORRUPTED',
      /does not match its seal/,
    );
    // A plain archive carries its key, so a forger can seal it again: it is refused unless the operator vouches for it.
    const resealed = await withForgedSecret(plain.file, 'forged-resealed.tar.gz', dataKey);
    await expectRefused(
      await restoreInto(resealed, { trustUnencrypted: false }),
      'UNAUTHENTICATED',
      /nothing proves it was not changed since it was made.*--trust-unencrypted/,
    );
  });

  it('a plain archive that carries its own data key is not vouched for; an encrypted one, or one whose key stayed outside, needs no word', async () => {
    await expectRefused(
      await restoreInto(plain.file, { trustUnencrypted: false }),
      'UNAUTHENTICATED',
      /restore it with --trust-unencrypted/,
    );
    await (
      await restoreInto(encrypted.file, { passphrase: PASSPHRASE, trustUnencrypted: false })
    ).restoring;
    await (
      await restoreInto(keyOutside.file, { environmentDataKey: dataKey, trustUnencrypted: false })
    ).restoring;
  });

  it('the erasure ledger is missing, so people erased since the backup would come back', async () => {
    await expectRefused(
      await restoreInto(encrypted.file, { passphrase: PASSPHRASE, acceptLostErasures: false }),
      'LEDGER_MISSING',
      /There is no erasure ledger at .*--accept-lost-erasures/,
    );
  });

  it('the data folder already holds data and --force was not given', async () => {
    const target = await restoreInto(encrypted.file, { passphrase: PASSPHRASE });
    await target.restoring;
    const before = readdirSync(target.dataDir).sort();
    const again = restoreBackup({
      archive: plain.file,
      dataDir: target.dataDir,
      ledgerFile: path.join(target.dataDir, 'erasure-ledger.jsonl'),
      force: false,
      trustUnencrypted: true,
      now: () => new Date(),
    });
    await expect(again).rejects.toMatchObject({
      code: 'TARGET_NOT_EMPTY',
      message: expect.stringMatching(/is not empty .*add --force/),
    });
    expect(readdirSync(target.dataDir).sort()).toEqual(before);
  });

  it('the data folder is in use by a running site, even with --force', async () => {
    const before = readdirSync(live.dataDir).sort();
    const underLive = restoreBackup({
      archive: plain.file,
      dataDir: live.dataDir,
      ledgerFile: path.join(live.dataDir, 'erasure-ledger.jsonl'),
      force: true,
      trustUnencrypted: true,
      now: () => new Date(),
    });
    await expect(underLive).rejects.toMatchObject({
      code: 'IN_USE',
      message: expect.stringMatching(/is in use by a running Aangan: stop it first/),
    });
    expect(readdirSync(live.dataDir).sort()).toEqual(before);
  });
});
