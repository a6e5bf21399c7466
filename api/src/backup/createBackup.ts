import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { readErasureLedger, formatErasureEntry } from '../privacy/erasureLedger.ts';
import { encryptingStream } from './archiveCipher.ts';
import { BackupError } from './backupErrors.ts';
import {
  appVersion,
  archiveName,
  BACKUP_FORMAT,
  DATA_FILES,
  dataKeyCheck,
  ENTRY,
  manifestSeal,
  type BackupManifest,
  type FormatEntry,
} from './backupManifest.ts';
import { fileSource, inMemory, uploadSources, type Source } from './backupSources.ts';
import { snapshotSqlite } from './sqliteSnapshot.ts';
import { writeTarEntry } from './tarEntries.ts';

export interface BackupOptions {
  dataDir: string;
  outDir: string;
  /** The erasure ledger in force (a copy travels with the archive); null when there is none. */
  ledgerFile: string | null;
  /** Secrets given by the environment instead of files in the data folder (DATA_KEY, JWT_SECRET). */
  environment: { dataKey?: string | undefined; jwtSecret?: string | undefined };
  /** Encrypts the archive; without it anyone holding the archive can read every lead. */
  passphrase?: string | undefined;
  now: () => Date;
  onProgress?: (progress: BackupProgress) => void;
}

export interface BackupProgress {
  doneBytes: number;
  totalBytes: number;
  doneFiles: number;
  totalFiles: number;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

/**
 * One consistent, timestamped archive of the embedded data folder while the application keeps
 * serving: the event log first, then the personal-data keys (so every lead in the copied log has
 * its key: a key without a lead is harmless, a lead without a key would be lost), then uploads,
 * secrets and the erasure ledger (last, so it covers every erasure the copied key store misses).
 * Written to a hidden file and renamed when complete: a failed backup never leaves a half archive.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const { dataDir } = options;
  const eventsFile = path.join(dataDir, DATA_FILES.events);
  if (!existsSync(eventsFile))
    throw new BackupError(
      'NOTHING_TO_BACK_UP',
      `There is no event log at ${eventsFile}: is DATA_DIR right? Nothing was backed up.`,
    );
  const createdAt = options.now();
  await mkdir(options.outDir, { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(path.join(options.outDir, '.aangan-backup-'));
  const final = await freeName(options.outDir, createdAt, Boolean(options.passphrase));
  const partial = path.join(options.outDir, `.${path.basename(final)}.partial`);
  const sources: Source[] = [];
  try {
    const events = await snapshotSqlite({
      source: eventsFile,
      target: path.join(staging, DATA_FILES.events),
      journalMode: 'WAL',
      queries: {
        events: 'SELECT COUNT(*) FROM events',
        lastPosition: 'SELECT COALESCE(MAX(position), 0) FROM events',
        schemaVersion: 'PRAGMA user_version',
      },
    });
    sources.push(
      fileSource(`${ENTRY.dataPrefix}${DATA_FILES.events}`, path.join(staging, DATA_FILES.events), events.bytes, 0o600),
    );
    const keysFile = path.join(dataDir, DATA_FILES.personalKeys);
    let people = 0;
    if (existsSync(keysFile)) {
      const keys = await snapshotSqlite({
        source: keysFile,
        target: path.join(staging, DATA_FILES.personalKeys),
        journalMode: 'DELETE',
        queries: { people: 'SELECT COUNT(*) FROM subject_keys' },
      });
      people = keys.results['people'] ?? 0;
      sources.push(
        fileSource(
          `${ENTRY.dataPrefix}${DATA_FILES.personalKeys}`,
          path.join(staging, DATA_FILES.personalKeys),
          keys.bytes,
          0o600,
        ),
      );
    }
    const uploads = await uploadSources(path.join(dataDir, DATA_FILES.uploads));
    sources.push(...uploads);
    const secret = (fileName: string, fromEnvironment: string | undefined) => {
      const file = path.join(dataDir, fileName);
      if (fromEnvironment !== undefined || !existsSync(file)) return null;
      const bytes = readFileSync(file);
      sources.push(inMemory(`${ENTRY.dataPrefix}${fileName}`, bytes));
      return bytes.toString('utf8').trim();
    };
    const jwtSecret = secret(DATA_FILES.jwtSecret, options.environment.jwtSecret);
    const dataKey = secret(DATA_FILES.dataKey, options.environment.dataKey) ?? options.environment.dataKey;
    if (dataKey === undefined)
      throw new BackupError(
        'NOTHING_TO_BACK_UP',
        `There is no data key: neither ${path.join(dataDir, DATA_FILES.dataKey)} nor DATA_KEY. Without it no lead can be read; nothing was backed up.`,
      );
    const erasures = options.ledgerFile ? readErasureLedger(options.ledgerFile) : [];
    const ledgerText = Buffer.from(erasures.map(formatErasureEntry).join(''));
    sources.push(inMemory(ENTRY.ledger, ledgerText));

    const manifestBase = {
      format: BACKUP_FORMAT,
      appVersion: appVersion(),
      createdAt: createdAt.toISOString(),
      eventLog: {
        events: events.results['events'] ?? 0,
        lastPosition: events.results['lastPosition'] ?? 0,
        schemaVersion: events.results['schemaVersion'] ?? 0,
      },
      personalKeys: { people },
      uploads: { files: uploads.length, bytes: uploads.reduce((sum, s) => sum + s.size, 0) },
      erasures: erasures.length,
      secrets: {
        jwtSecret: jwtSecret === null ? ('environment' as const) : ('archived' as const),
        dataKey: options.environment.dataKey === undefined ? ('archived' as const) : ('environment' as const),
        dataKeyCheck: dataKeyCheck(new TextEncoder().encode(dataKey)),
      },
    };
    const files = await writeArchive(partial, sources, manifestBase, dataKey, options);
    const manifest: BackupManifest = { ...manifestBase, files };
    const handle = await open(partial, 'r');
    const bytes = (await handle.stat()).size;
    await handle.close();
    await rename(partial, final);
    await syncFolder(options.outDir);
    return { file: final, bytes, manifest };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function writeArchive(
  file: string,
  sources: readonly Source[],
  manifestBase: Omit<BackupManifest, 'files'>,
  dataKey: string,
  options: BackupOptions,
): Promise<BackupManifest['files']> {
  const pack = tar.pack();
  const out = await open(file, 'wx', 0o600);
  const stages = [
    pack,
    createGzip({ level: 6 }),
    ...(options.passphrase ? [await encryptingStream(options.passphrase)] : []),
    out.createWriteStream(),
  ];
  const written = pipeline(stages);
  const totalBytes = sources.reduce((sum, s) => sum + s.size, 0);
  const progress: BackupProgress = { doneBytes: 0, totalBytes, doneFiles: 0, totalFiles: sources.length };
  const mtime = new Date(manifestBase.createdAt);
  const produce = async () => {
    const format: FormatEntry = {
      app: 'aangan',
      format: BACKUP_FORMAT,
      appVersion: manifestBase.appVersion,
      createdAt: manifestBase.createdAt,
    };
    const formatBytes = Buffer.from(JSON.stringify(format, null, 2));
    await writeTarEntry(pack, { name: ENTRY.format, size: formatBytes.length, mode: 0o600, mtime }, formatBytes);
    const files: BackupManifest['files'] = [];
    for (const source of sources) {
      const opened = await source.open();
      if (opened) {
        try {
          const entry = await writeTarEntry(
            pack,
            { name: source.name, size: opened.size, mode: source.mode, mtime },
            opened.body,
            (bytes) => {
              progress.doneBytes += bytes;
              options.onProgress?.(progress);
            },
          );
          files.push({ path: source.name, ...entry });
        } finally {
          await opened.close();
        }
      }
      progress.doneFiles += 1;
      options.onProgress?.(progress);
    }
    const manifest = Buffer.from(JSON.stringify({ ...manifestBase, files } satisfies BackupManifest, null, 2));
    await writeTarEntry(pack, { name: ENTRY.manifest, size: manifest.length, mode: 0o600, mtime }, manifest);
    const seal = Buffer.from(manifestSeal(manifest, dataKey));
    await writeTarEntry(pack, { name: ENTRY.seal, size: seal.length, mode: 0o600, mtime }, seal);
    pack.finalize();
    return files;
  };
  try {
    const [files] = await Promise.all([produce(), written]);
    await syncFile(file);
    return files;
  } catch (error) {
    pack.destroy();
    throw error;
  } finally {
    await out.close().catch(() => undefined);
  }
}

/** The archive's name for this time; a second backup in the same second gets a suffix. */
async function freeName(dir: string, at: Date, encrypted: boolean): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const candidate = path.join(dir, archiveName(at, encrypted, attempt));
    if (!existsSync(candidate)) return candidate;
  }
}

async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Makes a rename in the folder durable (a no-op where folders cannot be opened for syncing). */
export async function syncFolder(dir: string): Promise<void> {
  try {
    await syncFile(dir);
  } catch {
    // Some file systems refuse fsync on a folder; the rename is still atomic.
  }
}
