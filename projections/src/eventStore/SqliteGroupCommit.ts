/**
 * Group commit for the SQLite event store. Appends are queued; one flush, scheduled with
 * setImmediate, writes every queued append in a single `BEGIN IMMEDIATE` transaction and pays one
 * sync to disk at COMMIT for the whole group. Each append runs inside its own SAVEPOINT, so an
 * append that is refused (wrong expected revision, colliding ids) is rolled back alone and only its
 * caller sees the error; the others in the group are committed and acknowledged together.
 */
import type Database from 'better-sqlite3';
import {
  DuplicateEventIdError,
  WrongExpectedRevisionError,
  type AppendResult,
  type ExpectedRevision,
  type NewEvent,
} from './EventStore.ts';
import {
  assertExpectedRevision,
  idempotentRetryResult,
  NO_EVENTS,
  type StoredEventRef,
  type StreamHead,
} from './appendRules.ts';
import { translateSqliteError } from './sqliteDatabase.ts';

/** An event already serialised, so that a value JSON cannot hold fails its own append only. */
interface EventRow {
  id: string;
  type: string;
  data: string;
  metadata: string;
}

interface PendingAppend {
  stream: string;
  rows: EventRow[];
  expected: ExpectedRevision;
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

type Outcome = { ok: true; result: AppendResult; wrote: boolean } | { ok: false; error: unknown };

/** Bounds one transaction, so that a burst cannot hold the write lock for long. */
const MAX_APPENDS_PER_GROUP = 1_000;

const isRefusal = (error: unknown): boolean =>
  error instanceof WrongExpectedRevisionError || error instanceof DuplicateEventIdError;

export class SqliteGroupCommit {
  readonly #db: Database.Database;
  readonly #now: () => Date;
  readonly #onCommit: () => void;
  #queue: PendingAppend[] = [];
  #scheduled: NodeJS.Immediate | undefined;

  readonly #begin;
  readonly #commit;
  readonly #rollback;
  readonly #savepoint;
  readonly #release;
  readonly #rollbackToSavepoint;
  readonly #findById;
  readonly #streamHead;
  readonly #positionAt;
  readonly #insertEvent;
  readonly #setStreamHead;

  constructor(db: Database.Database, now: () => Date, onCommit: () => void) {
    this.#db = db;
    this.#now = now;
    this.#onCommit = onCommit;
    this.#begin = db.prepare('BEGIN IMMEDIATE');
    this.#commit = db.prepare('COMMIT');
    this.#rollback = db.prepare('ROLLBACK');
    this.#savepoint = db.prepare('SAVEPOINT append_one');
    this.#release = db.prepare('RELEASE append_one');
    this.#rollbackToSavepoint = db.prepare('ROLLBACK TO append_one');
    this.#findById = db.prepare<[string], StoredEventRef>('SELECT stream, revision, position FROM events WHERE id = ?');
    this.#streamHead = db.prepare<[string], number>('SELECT revision FROM streams WHERE stream = ?').pluck();
    this.#positionAt = db
      .prepare<[string, number], number>('SELECT position FROM events WHERE stream = ? AND revision = ?')
      .pluck();
    this.#insertEvent = db.prepare<[string, string, number, string, string, string, string]>(
      'INSERT INTO events (id, stream, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.#setStreamHead = db.prepare<[string, number]>(
      'INSERT INTO streams (stream, revision) VALUES (?, ?) ON CONFLICT (stream) DO UPDATE SET revision = excluded.revision',
    );
  }

  get pending(): number {
    return this.#queue.length;
  }

  /** Queues an append (already validated); the promise settles once its group is on disk. */
  enqueue(stream: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    let rows: EventRow[];
    try {
      rows = events.map((event) => ({
        id: event.id,
        type: event.type,
        data: JSON.stringify(event.data ?? null) ?? 'null',
        metadata: JSON.stringify(event.metadata ?? {}) ?? '{}',
      }));
    } catch (error) {
      return Promise.reject(error);
    }
    return new Promise<AppendResult>((resolve, reject) => {
      this.#queue.push({ stream, rows, expected, resolve, reject });
      this.#scheduled ??= setImmediate(() => this.flush());
    });
  }

  /** Writes everything queued now, synchronously (also used by close()). */
  flush(): void {
    if (this.#scheduled !== undefined) {
      clearImmediate(this.#scheduled);
      this.#scheduled = undefined;
    }
    while (this.#queue.length > 0) {
      const group = this.#queue.slice(0, MAX_APPENDS_PER_GROUP);
      this.#queue = this.#queue.slice(group.length);
      this.#commitGroup(group);
    }
  }

  /** Refuses everything still queued (the store is going away without being able to write). */
  failPending(error: unknown): void {
    const queued = this.#queue;
    this.#queue = [];
    for (const pending of queued) pending.reject(error);
  }

  #commitGroup(group: PendingAppend[]): void {
    const outcomes: Outcome[] = [];
    try {
      this.#begin.run();
      for (const pending of group) outcomes.push(this.#applyInSavepoint(pending));
      this.#commit.run();
    } catch (error) {
      if (this.#db.inTransaction) {
        try {
          this.#rollback.run();
        } catch {
          // The connection already rolled back (SQLite does on some I/O errors); nothing is written either way.
        }
      }
      const failure = translateSqliteError(error, 'append to the event store');
      group.forEach((pending, index) => {
        const outcome = outcomes[index];
        pending.reject(outcome && !outcome.ok ? outcome.error : failure);
      });
      return;
    }
    let wrote = false;
    group.forEach((pending, index) => {
      const outcome = outcomes[index];
      if (outcome.ok) {
        wrote ||= outcome.wrote;
        pending.resolve(outcome.result);
      } else {
        pending.reject(outcome.error);
      }
    });
    if (wrote) this.#onCommit();
  }

  #applyInSavepoint(pending: PendingAppend): Outcome {
    this.#savepoint.run();
    try {
      const outcome = this.#apply(pending);
      this.#release.run();
      return outcome;
    } catch (error) {
      if (!isRefusal(error)) throw error; // a storage failure fails the whole group
      this.#rollbackToSavepoint.run();
      this.#release.run();
      return { ok: false, error };
    }
  }

  #apply({ stream, rows, expected }: PendingAppend): Outcome {
    const stored = rows.map((row) => this.#findById.get(row.id));
    const retry = idempotentRetryResult(
      stream,
      rows.map((row) => row.id),
      stored,
    );
    if (retry) return { ok: true, result: retry, wrote: false };

    const head: StreamHead = this.#streamHead.get(stream) ?? NO_EVENTS;
    assertExpectedRevision(stream, expected, head);
    if (rows.length === 0) {
      const position = head === NO_EVENTS ? 0 : (this.#positionAt.get(stream, head) ?? 0);
      return { ok: true, result: { nextRevision: head, position }, wrote: false };
    }

    const recordedAt = this.#now().toISOString();
    let revision = head;
    let position = 0;
    for (const row of rows) {
      revision += 1;
      const info = this.#insertEvent.run(row.id, stream, revision, row.type, row.data, row.metadata, recordedAt);
      position = Number(info.lastInsertRowid);
    }
    this.#setStreamHead.run(stream, revision);
    return { ok: true, result: { nextRevision: revision, position }, wrote: true };
  }
}
