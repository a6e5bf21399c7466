/**
 * Opening the embedded event log: durability pragmas, schema creation and upgrades, and the
 * translation of SQLite failures that mean "the store cannot work right now".
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { EventStoreUnavailableError } from './EventStore.ts';

/** Stored in `PRAGMA user_version`; raise it with each schema change and add an upgrade step. */
export const SQLITE_SCHEMA_VERSION = 1;

const SCHEMA_V1 = `
  CREATE TABLE IF NOT EXISTS events (
    position    INTEGER PRIMARY KEY AUTOINCREMENT,
    id          TEXT    NOT NULL UNIQUE,
    stream      TEXT    NOT NULL,
    revision    INTEGER NOT NULL,
    type        TEXT    NOT NULL,
    data        TEXT    NOT NULL,
    metadata    TEXT    NOT NULL,
    recorded_at TEXT    NOT NULL,
    UNIQUE (stream, revision)
  );
  CREATE TABLE IF NOT EXISTS streams (
    stream   TEXT    PRIMARY KEY,
    revision INTEGER NOT NULL
  ) WITHOUT ROWID;
`;

export const isInMemory = (file: string): boolean => file === ':memory:' || file === '';

const SYNCHRONOUS_LEVELS = ['OFF', 'NORMAL', 'FULL', 'EXTRA'];

/** `PRAGMA synchronous`'s number by name. */
export const synchronousLevel = (pragma: unknown): string => SYNCHRONOUS_LEVELS[Number(pragma)] ?? 'unknown';

export interface SqliteOpenOptions {
  file: string;
  /** How long a write waits for another process holding the file's write lock. */
  busyTimeoutMs: number;
}

export function openSqliteDatabase({ file, busyTimeoutMs }: SqliteOpenOptions): Database.Database {
  try {
    if (!isInMemory(file)) createForOwnerOnly(file);
    const db = new Database(file);
    try {
      configure(db, file, busyTimeoutMs);
      migrate(db, file);
      return db;
    } catch (error) {
      db.close();
      throw error;
    }
  } catch (error) {
    throw translateSqliteError(error, `open the event store at ${file}`);
  }
}

/**
 * The log, its WAL and shared-memory files are for this process alone (0600, folder 0700): SQLite
 * gives the files it adds the database file's permissions, so the database file is made first.
 * Files an older version left readable are narrowed.
 */
function createForOwnerOnly(file: string): void {
  mkdirSync(dirname(resolve(file)), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  for (const each of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(each)) chmodSync(each, 0o600);
}

function configure(db: Database.Database, file: string, busyTimeoutMs: number): void {
  db.pragma(`busy_timeout = ${Math.max(0, Math.trunc(busyTimeoutMs))}`);
  const mode = String(db.pragma('journal_mode = WAL', { simple: true })).toLowerCase();
  if (mode !== 'wal' && !isInMemory(file)) {
    throw new EventStoreUnavailableError(
      `The event store at ${file} cannot use write-ahead logging (journal mode is ${mode})`,
    );
  }
  // FULL: every commit is on disk before an append is acknowledged (group commit pays one sync per group).
  db.pragma('synchronous = FULL');
}

function migrate(db: Database.Database, file: string): void {
  const version = Number(db.pragma('user_version', { simple: true }));
  if (version > SQLITE_SCHEMA_VERSION) {
    throw new Error(
      `The event store at ${file} has schema version ${version}, newer than this program understands (${SQLITE_SCHEMA_VERSION})`,
    );
  }
  if (version === SQLITE_SCHEMA_VERSION) return;
  db.transaction(() => {
    db.exec(SCHEMA_V1);
    db.pragma(`user_version = ${SQLITE_SCHEMA_VERSION}`);
  }).immediate();
}

/** SQLite result codes (extended codes start with these) that mean the store cannot work. */
const UNAVAILABLE_CODES = [
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_IOERR',
  'SQLITE_FULL',
  'SQLITE_CANTOPEN',
  'SQLITE_CORRUPT',
  'SQLITE_NOTADB',
  'SQLITE_READONLY',
  'SQLITE_PROTOCOL',
  'SQLITE_NOMEM',
  'SQLITE_NOLFS',
  'SQLITE_PERM',
];

function sqliteCode(error: unknown): string | undefined {
  const code: unknown = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** Store-level failures become EventStoreUnavailableError (503); anything else is returned as is. */
export function translateSqliteError(error: unknown, action: string): unknown {
  if (error instanceof EventStoreUnavailableError) return error;
  const code = sqliteCode(error);
  const closed = error instanceof TypeError && /database connection is not open/i.test(error.message);
  const fsFailure = code !== undefined && /^E[A-Z]+$/.test(code); // mkdir: EACCES, EROFS, ENOSPC...
  if (closed || fsFailure || (code !== undefined && UNAVAILABLE_CODES.some((prefix) => code.startsWith(prefix)))) {
    const reason = error instanceof Error ? error.message : String(error);
    return new EventStoreUnavailableError(`Could not ${action}: ${reason}`, { cause: error });
  }
  return error;
}
