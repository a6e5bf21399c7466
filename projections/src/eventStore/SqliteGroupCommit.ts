/**
 * Group commit on the thread that serves, for an event log held in memory (another connection
 * cannot share it). Appends are queued; one flush, scheduled with setImmediate, writes every queued
 * append as one group (`SqliteAppendGroup`) and pays one sync to disk for the whole group.
 */
import type Database from 'better-sqlite3';
import type { AppendResult, ExpectedRevision, NewEvent } from './EventStore.ts';
import { MAX_APPENDS_PER_GROUP, pendingAppend, SqliteAppendGroup, type PendingAppend } from './sqliteAppendGroup.ts';

/** Where appends go: a queue that settles each one once its group is on disk. */
export interface AppendWriter {
  /** Queues an append (already validated); the promise settles once its group is on disk. */
  enqueue(stream: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /** Writes what is queued, then refuses anything later with `error`. */
  close(error: Error): Promise<void>;
}

export class SqliteGroupCommit implements AppendWriter {
  readonly #group: SqliteAppendGroup;
  readonly #now: () => Date;
  readonly #onCommit: () => void;
  #queue: PendingAppend[] = [];
  #scheduled: NodeJS.Immediate | undefined;

  constructor(db: Database.Database, now: () => Date, onCommit: () => void) {
    this.#group = new SqliteAppendGroup(db);
    this.#now = now;
    this.#onCommit = onCommit;
  }

  enqueue(stream: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    return pendingAppend(stream, events, expected, (pending) => {
      this.#queue.push(pending);
      this.#scheduled ??= setImmediate(() => this.flush());
    });
  }

  /** Writes everything queued now, synchronously. */
  flush(): void {
    if (this.#scheduled !== undefined) {
      clearImmediate(this.#scheduled);
      this.#scheduled = undefined;
    }
    while (this.#queue.length > 0) {
      const group = this.#queue.slice(0, MAX_APPENDS_PER_GROUP);
      this.#queue = this.#queue.slice(group.length);
      const outcomes = this.#group.commit(group, this.#now().toISOString());
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
  }

  async close(error: Error): Promise<void> {
    try {
      this.flush();
    } finally {
      const queued = this.#queue;
      this.#queue = [];
      for (const pending of queued) pending.reject(error);
    }
  }
}
