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
  /**
   * Settles when the subscription ends: resolves after `stop()` (or the store's `close()`),
   * rejects with the handler's error or with the store's error when delivery cannot go on.
   */
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
   * True when positions number the events one by one (1, 2, 3, …), so the events between two
   * positions are their difference; KurrentDB's are byte offsets in its log, and count nothing.
   */
  readonly positionsCountEvents?: boolean;
  /**
   * Catch-up subscription: delivers every event after `after` in log order, in batches, then keeps
   * delivering new events as they are appended. The handler is never called concurrently; a
   * handler that throws ends the subscription (`done` rejects).
   */
  subscribe(options: { after: number }, handler: BatchHandler): Subscription;
  /**
   * Where appends are written, for the health answer: on a writer thread or on the thread that
   * serves, and whether that writer can still take appends. Stores without one leave it out.
   */
  appendWriter?(): { thread: boolean; ok: boolean };
  /**
   * This process's threads (Linux task ids) that every append waits for, such as the embedded log's
   * writer: they keep the serving thread's scheduling priority when helper threads are lowered.
   */
  writerThreadIds?(): Promise<number[]>;
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

/**
 * Some event ids of an append are already stored, but not as that same append: only part of them,
 * elsewhere in the stream, in another stream, or twice in one append. Retrying cannot succeed;
 * the caller chose ids that collide.
 */
export class DuplicateEventIdError extends Error {
  readonly code = 'DUPLICATE_EVENT_ID';
  constructor(
    readonly stream: string,
    readonly eventId: string,
    /** Where the id is already stored, when the store can tell. */
    readonly storedIn?: { stream: string; revision: number },
  ) {
    super(
      `Event id ${eventId} of an append to ${stream} is already used` +
        (storedIn ? ` (${storedIn.stream} at revision ${storedIn.revision})` : ' in the same append') +
        '; an append is an idempotent retry only when all of its events are already stored, in the same stream and order',
    );
    this.name = 'DuplicateEventIdError';
  }
}

export const isEventStoreUnavailable = (error: unknown): error is EventStoreUnavailableError =>
  error instanceof EventStoreUnavailableError;

/** When an event happened: the `at` of its metadata (the command's clock), else when the store recorded it. */
export function eventTime(event: Pick<RecordedEvent, 'metadata' | 'recordedAt'>): string {
  const at = event.metadata['at'];
  return typeof at === 'string' ? at : event.recordedAt;
}

/**
 * When the change took effect: the business date an import gave it (`effectiveAt`, e.g. a price
 * revision of the demo catalogue's past), else when it was recorded. Read models that tell a
 * project's story (listed on, price history) use this; the audit log shows both.
 */
export function effectiveTime(event: Pick<RecordedEvent, 'metadata' | 'recordedAt'>): string {
  const effective = event.metadata['effectiveAt'];
  return typeof effective === 'string' ? effective : eventTime(event);
}

/** A text field of an event's metadata (ids such as `correlationId`), or '' when it has none. */
export function metadataText(event: Pick<RecordedEvent, 'metadata'>, key: string): string {
  const value = event.metadata[key];
  return typeof value === 'string' ? value : '';
}
