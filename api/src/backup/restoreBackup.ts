import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SQLITE_SCHEMA_VERSION } from '@aangan/projections';
import {
  appendErasureEntries,
  parseErasureLedger,
  readErasureLedger,
  type ErasureEntry,
} from '../privacy/erasureLedger.ts';
import { BackupError, corrupted } from './backupErrors.ts';
import { DATA_FILES, dataKeyCheck, manifestSeal, type BackupManifest } from './backupManifest.ts';
import { syncFolder } from './createBackup.ts';
import { readArchive, type ArchiveContents } from './readArchive.ts';

export interface RestoreOptions {
  archive: string;
  dataDir: string;
  /** The erasure ledger in force: never replaced, only added to. */
  ledgerFile: string;
  passphrase?: string | undefined;
  /** Replace a data folder that already holds data (its contents are moved aside, not deleted). */
  force: boolean;
  /** DATA_KEY from the environment, when the application runs with one. */
  environmentDataKey?: string | undefined;
  /**
   * Restore a plain archive that carries its own data key, which nothing can prove unchanged
   * (whoever held it could rewrite files, checksums and seal alike). The operator's explicit word.
   */
  trustUnencrypted?: boolean;
  /**
   * Restore although the erasure ledger is missing, so people erased after the backup was taken
   * would be readable again. The operator's explicit word.
   */
  acceptLostErasures?: boolean;
  now: () => Date;
  onProgress?: (progress: { doneBytes: number; totalBytes: number }) => void;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the folder's previous contents were moved, when there were any. */
  setAside: string | null;
  /** Every erasure known after the restore (the ledger in force and the archive's copy): replay them. */
  erasures: ErasureEntry[];
  /** How many of them the archive's key store still holds keys for: erased after the backup was taken. */
  erasedSinceBackup: number;
}

/**
 * Restores an archive into the data folder: unpacked beside it and checked whole first (format,
 * checksums, SQLite integrity, the data key), then swapped in, so a refused archive changes
 * nothing. The erasure ledger is kept and merged, never rolled back; the caller then replays it
 * on the restored stores (settleRestoredFolder) before anything serves the data again.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const dataDir = path.resolve(options.dataDir);
  const ledgerName =
    path.dirname(path.resolve(options.ledgerFile)) === dataDir ? path.basename(options.ledgerFile) : null;
  const present = await contentsOf(dataDir, ledgerName);
  if (present.length && !options.force) {
    throw new BackupError(
      'TARGET_NOT_EMPTY',
      `The data folder ${dataDir} is not empty (it holds ${present.slice(0, 4).join(', ')}${present.length > 4 ? ', …' : ''}). Restore into an empty folder with --data-dir, or add --force to move its contents aside and restore in their place.`,
    );
  }
  if (present.length) assertNotInUse(dataDir);
  // The ledger is created with the data folder: missing, it was lost, and with it who was erased since.
  if (!existsSync(options.ledgerFile) && !options.acceptLostErasures) throw ledgerMissing(options.ledgerFile);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(path.join(dataDir, '.restore-'));
  try {
    const contents = await readArchive({
      archive: options.archive,
      passphrase: options.passphrase,
      staging,
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    });
    const { manifest } = contents;
    checkDatabases(staging, manifest);
    const dataKey = checkDataKey(staging, manifest, options.environmentDataKey);
    checkSeal(contents, dataKey, options.trustUnencrypted ?? false);
    const restoredKeys = subjectsWithKeys(staging);
    await assertLedgerWritable(options.ledgerFile);

    const stamp = options.now().toISOString().replace(/[:.]/g, '-');
    const setAside = present.length ? path.join(dataDir, `.replaced-${stamp}`) : null;
    if (setAside) {
      await mkdir(setAside, { mode: 0o700 });
      for (const name of present) await rename(path.join(dataDir, name), path.join(setAside, name));
    }
    for (const name of await readdir(staging)) await rename(path.join(staging, name), path.join(dataDir, name));
    await syncFolder(dataDir);

    const live = readErasureLedger(options.ledgerFile);
    const known = new Set(live.map((e) => e.subjectId));
    const fromArchive = parseErasureLedger(contents.ledger).filter((e) => !known.has(e.subjectId));
    await appendErasureEntries(options.ledgerFile, fromArchive);
    const erasures = [...live, ...fromArchive];
    return {
      manifest,
      setAside,
      erasures,
      erasedSinceBackup: erasures.filter((e) => restoredKeys.has(e.subjectId)).length,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** A restore that could not record the erasures it must re-apply does not start swapping files. */
async function assertLedgerWritable(file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await (await open(file, 'a', 0o600)).close();
}

/** What the folder holds besides the erasure ledger and leftovers of earlier restores. */
async function contentsOf(dir: string, ledgerName: string | null): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => name !== ledgerName && !name.startsWith('.restore-')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * A running application keeps the event log open; a connection that asks for the file alone is
 * then refused at once. Restoring under a running application would lose whatever it writes next.
 */
function assertNotInUse(dataDir: string): void {
  const file = path.join(dataDir, DATA_FILES.events);
  if (!existsSync(file)) return;
  let db: Database.Database | null = null;
  try {
    db = new Database(file, { fileMustExist: true, timeout: 0 });
    db.pragma('locking_mode = EXCLUSIVE');
    db.prepare('SELECT COUNT(*) FROM sqlite_master').get();
  } catch (error) {
    if (String((error as NodeJS.ErrnoException).code).startsWith('SQLITE_BUSY')) {
      throw new BackupError(
        'IN_USE',
        `The data folder ${dataDir} is in use by a running Aangan: stop it first, then restore.`,
      );
    }
    // A damaged file is no reason to keep it: it is about to be set aside.
  } finally {
    db?.close();
  }
}

/** The unpacked databases open, pass `integrity_check` and hold what the manifest says. */
function checkDatabases(staging: string, manifest: BackupManifest): void {
  if (manifest.eventLog.schemaVersion > SQLITE_SCHEMA_VERSION) {
    throw new BackupError(
      'UNSUPPORTED',
      `This archive's event log has schema version ${manifest.eventLog.schemaVersion}; this version of Aangan reads up to ${SQLITE_SCHEMA_VERSION}. Restore it with Aangan ${manifest.appVersion} or later.`,
    );
  }
  const events = path.join(staging, DATA_FILES.events);
  if (!existsSync(events)) throw corrupted('it holds no event log');
  withDatabase(events, (db) => {
    const counts = db
      .prepare<[], { events: number; last: number }>(
        'SELECT COUNT(*) AS events, COALESCE(MAX(position), 0) AS last FROM events',
      )
      .get()!;
    if (counts.events !== manifest.eventLog.events || counts.last !== manifest.eventLog.lastPosition) {
      throw corrupted(
        `its event log holds ${counts.events} events up to position ${counts.last}, the manifest says ${manifest.eventLog.events} up to ${manifest.eventLog.lastPosition}`,
      );
    }
  });
  const keys = path.join(staging, DATA_FILES.personalKeys);
  if (existsSync(keys)) withDatabase(keys, () => undefined);
}

function withDatabase(file: string, check: (db: Database.Database) => void): void {
  const db = new Database(file, { fileMustExist: true });
  try {
    const integrity = String(db.pragma('integrity_check', { simple: true }));
    if (integrity !== 'ok') throw corrupted(`${path.basename(file)} fails SQLite's integrity check: ${integrity}`);
    check(db);
  } finally {
    db.close();
  }
}

function ledgerMissing(file: string): BackupError {
  return new BackupError(
    'LEDGER_MISSING',
    `There is no erasure ledger at ${file}: it records who was erased, and without it anyone erased after this backup was taken would be readable again. ` +
      'Point ERASURE_LEDGER at your copy of the ledger (it sits beside your backups if you keep one there) and restore again. ' +
      'Only if you are sure nobody was erased after the backup was taken, restore with --accept-lost-erasures.',
  );
}

/**
 * The manifest must be the one the backup wrote. An encrypted archive is proved by its passphrase
 * (every frame is authenticated); a plain one by its seal under the data key, which proves
 * something only when the key does not travel inside the archive (DATA_KEY set in the
 * environment). A plain archive carrying its own key, or one too old to have a seal, is restored
 * only on the operator's explicit word.
 */
function checkSeal(contents: ArchiveContents, dataKey: string, trustUnencrypted: boolean): void {
  if (contents.seal !== null && contents.seal !== manifestSeal(contents.manifestBytes, dataKey)) {
    throw corrupted('its manifest does not match its seal: files and checksums were changed after the backup was made');
  }
  const proved = contents.encrypted || (contents.seal !== null && contents.manifest.secrets.dataKey === 'environment');
  if (proved || trustUnencrypted) return;
  throw new BackupError(
    'UNAUTHENTICATED',
    contents.seal === null
      ? 'This archive is not encrypted and was made by an older Aangan without a seal, so nothing proves it was not changed since. If you made it and kept it where only you could write, restore it with --trust-unencrypted.'
      : 'This archive is not encrypted and carries its own data key, so nothing proves it was not changed since it was made: whoever held the file could rewrite it, its checksums and its seal. ' +
          'If you made it and kept it where only you could write, restore it with --trust-unencrypted. Back up with a passphrase (--passphrase-file, BACKUP_PASSPHRASE_FILE) to make archives tamper-evident.',
  );
}

/** The key the restored application will run with must be the one the backup was taken with. */
function checkDataKey(staging: string, manifest: BackupManifest, environmentKey: string | undefined): string {
  const file = path.join(staging, DATA_FILES.dataKey);
  const archived = existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
  const inForce = environmentKey ?? archived;
  if (inForce === undefined) {
    throw new BackupError(
      'DATA_KEY_MISMATCH',
      'This backup was taken with DATA_KEY set in the environment and carries no data key. Set DATA_KEY to that same value and restore again; without it no lead can be read.',
    );
  }
  if (dataKeyCheck(new TextEncoder().encode(inForce)) !== manifest.secrets.dataKeyCheck) {
    throw new BackupError(
      'DATA_KEY_MISMATCH',
      environmentKey !== undefined
        ? 'DATA_KEY in the environment is not the data key this backup was taken with: with it no lead could be read. Set the DATA_KEY of that time (or unset it if the backup carries its own key) and restore again.'
        : 'The data key in this archive does not match its manifest: the archive is damaged.',
    );
  }
  return inForce;
}

function subjectsWithKeys(staging: string): Set<string> {
  const file = path.join(staging, DATA_FILES.personalKeys);
  if (!existsSync(file)) return new Set();
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return new Set(db.prepare<[], string>('SELECT subject_id FROM subject_keys').pluck().all());
  } finally {
    db.close();
  }
}
