/**
 * Event store port. Semantics follow KurrentDB: stream revisions are 0-based, an append is
 * all-or-nothing, the expected revision is checked before anything is written, and an append whose
 * event ids are all already in the stream (same ids, same order, at its end or anywhere) is a no-op
 * that answers the original result (idempotent retry).
 *
 * `position` is the event's place in the global log ($all): strictly increasing in log order,
 * unique per event, a safe integer. `readAll`/`subscribe` take `after` = the last position already
 * seen (0 or -1 before the first event; positions start at 1 on SQLite).
 */
export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | number;

export interface EventMetadataShape {
  [key: string]: unknown;
}

export interface NewEvent<Type extends string = string, Data = unknown> {
  /** Client-chosen UUID; the idempotency key of the append. */
  id: string;
  type: Type;
  data: Data;
  metadata: EventMetadataShape;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  id: string;
  type: Type;
  stream: string;
  /** 0-based revision inside its stream. */
  revision: number;
  /** Global position in the log. */
  position: number;
  data: Data;
  metadata: EventMetadataShape;
  /** ISO-8601 time the store recorded the event. */
  recordedAt: string;
}

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  nextRevision: number;
  /** Global position of the last event of this append. */
  position: number;
}

export interface ReadStreamOptions {
  fromRevision?: number;
  maxCount?: number;
}

export interface ReadAllOptions {
  after?: number;
  maxCount?: number;
}

export interface Subscription {
  /** Stops delivery; resolves once the handler is no longer running. */
  stop(): Promise<void>;
  /** Resolves when the subscription has delivered everything up to `position` (or rejects on error). */
  readonly done: Promise<void>;
}

export type BatchHandler = (events: RecordedEvent[]) => Promise<void> | void;

export interface EventStore {
  append(stream: string, events: NewEvent[], options?: { expected?: ExpectedRevision }): Promise<AppendResult>;
  /** Events of one stream in revision order; `[]` when the stream does not exist. */
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Events of every stream in log order, strictly after `after`. */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Position of the newest event in the log (0 when empty). */
  headPosition(): Promise<number>;
  /**
   * Catch-up subscription: delivers every event after `after` in log order, in batches, then keeps
   * delivering new events as they are appended. The handler is never called concurrently; a
   * handler that throws ends the subscription (`done` rejects).
   */
  subscribe(options: { after: number }, handler: BatchHandler): Subscription;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  readonly code = 'WRONG_EXPECTED_REVISION';
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Append to ${stream} expected ${String(expected)} but the stream is at ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export const isWrongExpectedRevision = (error: unknown): error is WrongExpectedRevisionError =>
  error instanceof WrongExpectedRevisionError;

/** The store cannot be reached or refused to work; callers answer 503, never a false success. */
export class EventStoreUnavailableError extends Error {
  readonly code = 'EVENT_STORE_UNAVAILABLE';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EventStoreUnavailableError';
  }
}
