/**
 * Embedded event store: one SQLite file in WAL mode with `synchronous=FULL`, written through group
 * commit: on a writer thread with its own connection when the file is on disk and the writer's
 * module is known (SqliteWriterThread), else on this thread (SqliteGroupCommit). Positions are the
 * `events` table's AUTOINCREMENT key: they start at 1, only grow, and are never reused.
 */
import type Database from 'better-sqlite3';
import {
  EventStoreUnavailableError,
  type AppendResult,
  type BatchHandler,
  type EventMetadataShape,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type Subscription,
} from './EventStore.ts';
import { assertValidAppend } from './appendRules.ts';
import { AppendSignal, startCatchUpSubscription } from './catchUpSubscription.ts';
import { SqliteGroupCommit, type AppendWriter } from './SqliteGroupCommit.ts';
import { SqliteWriterThread, type WriterThreadModule } from './SqliteWriterThread.ts';
import { isInMemory, openSqliteDatabase, synchronousLevel, translateSqliteError } from './sqliteDatabase.ts';
import { builtWriterThread } from './writerThreadModule.ts';

export interface SqliteEventStoreOptions {
  /** Path of the database file (its folder is created), or ':memory:'. */
  file: string;
  /** Clock for `recordedAt`. */
  now?: () => Date;
  /** Events per `readAll` when no `maxCount` is given, and per subscription batch. */
  readBatchSize?: number;
  /** How often an idle subscription looks for appends made by another process on the same file. */
  pollIntervalMs?: number;
  /** How long a write waits for another process holding the write lock before giving up. */
  busyTimeoutMs?: number;
  /**
   * The writer thread's module: by default the built server's (appends from the sources are written
   * on this thread). `null` writes on this thread. A file held in memory is always written here.
   */
  writerThread?: WriterThreadModule | null;
}

/** A row as `[position, id, stream, revision, type, data, metadata, recorded_at]` (raw mode reads faster). */
type EventRow = [number, string, string, number, string, string, string, string];

const toRecordedEvent = (row: EventRow): RecordedEvent => ({
  position: row[0],
  id: row[1],
  stream: row[2],
  revision: row[3],
  type: row[4],
  data: JSON.parse(row[5]) as unknown,
  metadata: JSON.parse(row[6]) as EventMetadataShape,
  recordedAt: row[7],
});

const DEFAULT_BUSY_TIMEOUT_MS = 5_000;

const EVENT_COLUMNS = 'position, id, stream, revision, type, data, metadata, recorded_at';
/** SQLite reads a negative LIMIT as "no limit". */
const NO_LIMIT = -1;

function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be an integer >= 0, not ${value}`);
}

export class SqliteEventStore implements EventStore {
  readonly positionsCountEvents = true;
  readonly #db: Database.Database;
  readonly #writer: AppendWriter;
  readonly #writerThread: SqliteWriterThread | null;
  readonly #appended = new AppendSignal();
  readonly #subscriptions = new Set<Subscription>();
  readonly #readBatchSize: number;
  readonly #pollIntervalMs: number;
  #closed = false;

  readonly #readAll;
  readonly #readStream;
  readonly #head;

  static open(options: SqliteEventStoreOptions): SqliteEventStore {
    const db = openSqliteDatabase({
      file: options.file,
      busyTimeoutMs: options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS,
    });
    return new SqliteEventStore(db, options);
  }

  private constructor(db: Database.Database, options: SqliteEventStoreOptions) {
    this.#db = db;
    this.#readBatchSize = options.readBatchSize ?? 1_000;
    this.#pollIntervalMs = options.pollIntervalMs ?? 1_000;
    const now = options.now ?? (() => new Date());
    const onCommit = () => this.#appended.notify();
    const module = options.writerThread === undefined ? builtWriterThread() : options.writerThread;
    this.#writerThread =
      module && !isInMemory(options.file)
        ? new SqliteWriterThread({
            file: options.file,
            busyTimeoutMs: options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS,
            now,
            onCommit,
            module,
          })
        : null;
    this.#writer = this.#writerThread ?? new SqliteGroupCommit(db, now, onCommit);
    this.#readAll = db
      .prepare<[number, number], EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`,
      )
      .raw(true);
    this.#readStream = db
      .prepare<[string, number, number], EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events WHERE stream = ? AND revision >= ? ORDER BY revision LIMIT ?`,
      )
      .raw(true);
    this.#head = db.prepare<[], number>('SELECT COALESCE(MAX(position), 0) FROM events').pluck();
  }

  append(stream: string, events: NewEvent[], options?: { expected?: ExpectedRevision }): Promise<AppendResult> {
    const expected = options?.expected ?? 'any';
    try {
      this.#assertOpen();
      assertValidAppend(stream, events, expected);
    } catch (error) {
      return Promise.reject(error);
    }
    return this.#writer.enqueue(stream, events, expected);
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const { fromRevision = 0, maxCount } = options;
    assertCount('fromRevision', fromRevision);
    if (maxCount !== undefined) assertCount('maxCount', maxCount);
    return this.#read('read a stream', () =>
      this.#readStream.all(stream, fromRevision, maxCount ?? NO_LIMIT).map(toRecordedEvent),
    );
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const { after = 0, maxCount = this.#readBatchSize } = options;
    if (!Number.isSafeInteger(after)) throw new RangeError(`after must be an integer, not ${after}`);
    assertCount('maxCount', maxCount);
    return this.#read('read the event log', () => this.#readAll.all(after, maxCount).map(toRecordedEvent));
  }

  async headPosition(): Promise<number> {
    return this.#read('read the head of the event log', () => this.#head.get() ?? 0);
  }

  subscribe(options: { after: number }, handler: BatchHandler): Subscription {
    this.#assertOpen();
    const source = {
      readAfter: (after: number) => this.readAll({ after, maxCount: this.#readBatchSize }),
      appended: this.#appended,
      pollIntervalMs: this.#pollIntervalMs,
    };
    const subscription = startCatchUpSubscription(source, options.after, handler, () =>
      this.#subscriptions.delete(subscription),
    );
    this.#subscriptions.add(subscription);
    return subscription;
  }

  /** Durability settings in force on this connection (health checks, tests). */
  storageSettings(): { journalMode: string; synchronous: string; schemaVersion: number } {
    return this.#read('read the storage settings', () => ({
      journalMode: String(this.#db.pragma('journal_mode', { simple: true })),
      synchronous: synchronousLevel(this.#db.pragma('synchronous', { simple: true })),
      schemaVersion: Number(this.#db.pragma('user_version', { simple: true })),
    }));
  }

  appendWriter(): { thread: boolean; ok: boolean } {
    return { thread: this.#writerThread !== null, ok: !this.#closed && (this.#writerThread?.ok ?? true) };
  }

  /** The writer thread's task id (Linux), once it has opened the file: every write waits for that thread. */
  async writerThreadIds(): Promise<number[]> {
    const taskId = this.#writerThread ? (await this.#writerThread.ready.catch(() => null))?.taskId : null;
    return taskId ? [taskId] : [];
  }

  /**
   * Where appends are written: on a writer thread (with its connection's `synchronous` level, once
   * it has opened the file) or on this thread, through the connection `storageSettings` describes.
   */
  async writerSettings(): Promise<{ thread: boolean; synchronous: string }> {
    if (!this.#writerThread) return { thread: false, synchronous: this.storageSettings().synchronous };
    const { synchronous } = await this.#writerThread.ready;
    return { thread: true, synchronous };
  }

  /** `PRAGMA integrity_check`: `['ok']` when the file is sound, otherwise the problems found. */
  integrityCheck(): string[] {
    return this.#read('check the event store file', () =>
      (this.#db.pragma('integrity_check') as { integrity_check: string }[]).map((row) => row.integrity_check),
    );
  }

  /** Writes what is queued, ends subscriptions, then closes the file. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    try {
      await this.#writer.close(new EventStoreUnavailableError('The event store is closed'));
    } finally {
      await Promise.all([...this.#subscriptions].map((subscription) => subscription.stop()));
      this.#db.close();
    }
  }

  #assertOpen(): void {
    if (this.#closed) throw new EventStoreUnavailableError('The event store is closed');
  }

  #read<T>(action: string, read: () => T): T {
    this.#assertOpen();
    try {
      return read();
    } catch (error) {
      throw translateSqliteError(error, action);
    }
  }
}
