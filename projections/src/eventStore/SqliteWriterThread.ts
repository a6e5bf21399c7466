/**
 * Group commit on a thread of its own, for an event log in a file. better-sqlite3 is synchronous,
 * so a commit made on the thread that serves holds every request while its sync to disk
 * (`synchronous=FULL`) completes: under load, about 4 ms a commit. Here the serving thread queues
 * the appends and sends them as one group to the writer thread (`sqliteWriterWorker.ts`), which
 * writes the group in one transaction on its own connection, with the same durability, and answers
 * each append's outcome. An append is acknowledged only once its group is committed there. One group
 * is in the writer's hands at a time: what is appended meanwhile waits and goes as the next group.
 */
import { Worker } from 'node:worker_threads';
import { EventStoreUnavailableError, type AppendResult, type ExpectedRevision, type NewEvent } from './EventStore.ts';
import { MAX_APPENDS_PER_GROUP, pendingAppend, type PendingAppend } from './sqliteAppendGroup.ts';
import type { AppendWriter } from './SqliteGroupCommit.ts';
import {
  errorFromWire,
  type GroupMessage,
  type WireOutcome,
  type WriterMessage,
  type WriterThreadData,
} from './sqliteWriterWire.ts';

/** The module a writer thread runs: the server's build of `sqliteWriterWorker.ts`, or a build from the sources. */
export interface WriterThreadModule {
  worker: URL;
}

export interface SqliteWriterThreadOptions {
  file: string;
  busyTimeoutMs: number;
  now: () => Date;
  /** Called on the serving thread after a group that wrote events is committed. */
  onCommit: () => void;
  module: WriterThreadModule;
}

export class SqliteWriterThread implements AppendWriter {
  readonly #worker: Worker;
  readonly #now: () => Date;
  readonly #onCommit: () => void;
  #queue: PendingAppend[] = [];
  #inFlight: PendingAppend[] | null = null;
  #scheduled: NodeJS.Immediate | undefined;
  /** Set once the writer cannot take appends (failed, or closed): every later append is refused with it. */
  #refusal: Error | null = null;
  #closing = false;
  #drained: (() => void) | null = null;
  readonly #exited: Promise<void>;
  /**
   * The writer's connection's `synchronous` level and its thread's task id, once it has opened the
   * file; rejects if it could not.
   */
  readonly ready: Promise<{ synchronous: string; taskId: number | null }>;

  constructor(options: SqliteWriterThreadOptions) {
    this.#now = options.now;
    this.#onCommit = options.onCommit;
    const workerData: WriterThreadData = {
      file: options.file,
      busyTimeoutMs: options.busyTimeoutMs,
    };
    // No flags of the parent's (a script's `--input-type`, a profiler's): the writer needs none.
    this.#worker = new Worker(options.module.worker, { workerData, execArgv: [] });
    // An idle writer never keeps the process alive; a group in its hands does (see #send).
    this.#worker.unref();
    let settleReady:
      | { resolve(value: { synchronous: string; taskId: number | null }): void; reject(error: unknown): void }
      | undefined;
    this.ready = new Promise((resolve, reject) => (settleReady = { resolve, reject }));
    this.ready.catch(() => undefined);
    this.#exited = new Promise((resolve) => this.#worker.once('exit', () => resolve()));
    this.#worker.on('message', (message: WriterMessage) => {
      if ('ready' in message) settleReady?.resolve({ synchronous: message.synchronous, taskId: message.taskId });
      else if ('failed' in message) {
        const error = errorFromWire(message.failed);
        settleReady?.reject(error);
        this.#fail(error);
      } else this.#settle(message.outcomes);
    });
    this.#worker.on('error', (error) => {
      const failure = new EventStoreUnavailableError(`The event store's writer stopped: ${error.message}`, {
        cause: error,
      });
      settleReady?.reject(failure);
      this.#fail(failure);
    });
    this.#worker.once('exit', (code) => {
      const failure = new EventStoreUnavailableError(`The event store's writer stopped (exit code ${code})`);
      settleReady?.reject(failure);
      this.#fail(failure);
    });
  }

  /** False once the writer has stopped or failed to open the file (appends are refused). */
  get ok(): boolean {
    return this.#refusal === null;
  }

  enqueue(stream: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (this.#refusal !== null) return Promise.reject(this.#refusal);
    return pendingAppend(stream, events, expected, (pending) => {
      this.#queue.push(pending);
      // The appends of this turn of the event loop go together.
      if (this.#inFlight === null) this.#scheduled ??= setImmediate(() => this.#send());
    });
  }

  /** Writes what is queued and waits for it, then stops the writer; later appends are refused with `error`. */
  async close(error: Error): Promise<void> {
    if (this.#closing) return this.#exited;
    this.#closing = true;
    if (this.#scheduled !== undefined) {
      clearImmediate(this.#scheduled);
      this.#scheduled = undefined;
      this.#send();
    }
    if (this.#inFlight !== null) await new Promise<void>((resolve) => (this.#drained = resolve));
    if (this.#refusal === null) {
      this.#refusal = error;
      this.#worker.ref();
      this.#worker.postMessage('close');
    }
    await this.#exited;
  }

  #send(): void {
    this.#scheduled = undefined;
    if (this.#inFlight !== null || this.#refusal !== null || this.#queue.length === 0) return;
    const group =
      this.#queue.length <= MAX_APPENDS_PER_GROUP ? this.#queue : this.#queue.slice(0, MAX_APPENDS_PER_GROUP);
    this.#queue = this.#queue.length <= MAX_APPENDS_PER_GROUP ? [] : this.#queue.slice(MAX_APPENDS_PER_GROUP);
    this.#inFlight = group;
    const message: GroupMessage = {
      group: group.map(({ stream, rows, expected }) => ({ stream, rows, expected })),
      recordedAt: this.#now().toISOString(),
    };
    this.#worker.ref();
    this.#worker.postMessage(message);
  }

  #settle(outcomes: WireOutcome[]): void {
    const group = this.#inFlight ?? [];
    this.#inFlight = null;
    let wrote = false;
    group.forEach((pending, index) => {
      const outcome = outcomes[index];
      if (outcome?.ok) {
        wrote ||= outcome.wrote;
        pending.resolve({ nextRevision: outcome.nextRevision, position: outcome.position });
      } else {
        pending.reject(
          outcome ? errorFromWire(outcome.error) : new EventStoreUnavailableError('The event store did not answer'),
        );
      }
    });
    if (wrote) this.#onCommit();
    if (this.#queue.length > 0) this.#send();
    else {
      this.#worker.unref();
      if (this.#drained) {
        this.#drained();
        this.#drained = null;
      }
    }
  }

  /** Refuses what is in the writer's hands and what waits: the writer cannot answer any more. */
  #fail(error: Error): void {
    if (this.#refusal === null) this.#refusal = error;
    const waiting = [...(this.#inFlight ?? []), ...this.#queue];
    this.#inFlight = null;
    this.#queue = [];
    for (const pending of waiting) pending.reject(this.#refusal);
    if (this.#drained) {
      this.#drained();
      this.#drained = null;
    }
  }
}
