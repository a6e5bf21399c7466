/**
 * One group of appends written to the embedded event log in a single `BEGIN IMMEDIATE`
 * transaction, with one sync to disk at COMMIT for the whole group. Each append runs inside its own
 * SAVEPOINT, so an append that is refused (wrong expected revision, colliding ids) is rolled back
 * alone and only its caller sees the error; the others in the group are committed together. The
 * same code runs on the thread that serves (in-memory files) and on the writer thread.
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
export interface EventRow {
  id: string;
  type: string;
  data: string;
  metadata: string;
}

/** An append as the transaction takes it. */
export interface QueuedAppend {
  stream: string;
  rows: EventRow[];
  expected: ExpectedRevision;
}

export type AppendOutcome = { ok: true; result: AppendResult; wrote: boolean } | { ok: false; error: unknown };

/** Bounds one transaction, so that a burst cannot hold the write lock for long. */
export const MAX_APPENDS_PER_GROUP = 1_000;

const isRefusal = (error: unknown): boolean =>
  error instanceof WrongExpectedRevisionError || error instanceof DuplicateEventIdError;

export class SqliteAppendGroup {
  readonly #db: Database.Database;
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

  constructor(db: Database.Database) {
    this.#db = db;
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

  /**
   * Writes the group; answers each append's outcome in order. When the storage fails, nothing of
   * the group is written: a refused append keeps its refusal, every other one gets the failure.
   */
  commit(group: readonly QueuedAppend[], recordedAt: string): AppendOutcome[] {
    const outcomes: AppendOutcome[] = [];
    try {
      this.#begin.run();
      for (const pending of group) outcomes.push(this.#applyInSavepoint(pending, recordedAt));
      this.#commit.run();
      return outcomes;
    } catch (error) {
      if (this.#db.inTransaction) {
        try {
          this.#rollback.run();
        } catch {
          // The connection already rolled back (SQLite does on some I/O errors); nothing is written either way.
        }
      }
      const failure = translateSqliteError(error, 'append to the event store');
      return group.map((_, index) => {
        const outcome = outcomes[index];
        return outcome && !outcome.ok ? outcome : { ok: false, error: failure };
      });
    }
  }

  #applyInSavepoint(pending: QueuedAppend, recordedAt: string): AppendOutcome {
    this.#savepoint.run();
    try {
      const outcome = this.#apply(pending, recordedAt);
      this.#release.run();
      return outcome;
    } catch (error) {
      if (!isRefusal(error)) throw error; // a storage failure fails the whole group
      this.#rollbackToSavepoint.run();
      this.#release.run();
      return { ok: false, error };
    }
  }

  #apply({ stream, rows, expected }: QueuedAppend, recordedAt: string): AppendOutcome {
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

/** The append's events as rows; throws when a value cannot be held as JSON. */
const rowsOf = (events: readonly NewEvent[]): EventRow[] =>
  events.map((event) => ({
    id: event.id,
    type: event.type,
    data: JSON.stringify(event.data ?? null) ?? 'null',
    metadata: JSON.stringify(event.metadata ?? {}) ?? '{}',
  }));

/** An append waiting in a writer's queue, settled once its group is written. */
export interface PendingAppend extends QueuedAppend {
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

/**
 * Makes the append a pending one and hands it to `queue`; the promise settles when the writer
 * settles it. A value JSON cannot hold refuses that append alone, at once.
 */
export function pendingAppend(
  stream: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
  queue: (pending: PendingAppend) => void,
): Promise<AppendResult> {
  let rows: EventRow[];
  try {
    rows = rowsOf(events);
  } catch (error) {
    return Promise.reject(error);
  }
  return new Promise<AppendResult>((resolve, reject) => queue({ stream, rows, expected, resolve, reject }));
}
