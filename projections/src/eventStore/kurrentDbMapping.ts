/**
 * Translation between the event store port and @kurrent/kurrentdb-client: expected revisions,
 * recorded events, log positions and errors.
 *
 * Positions. KurrentDB locates an event in $all by a pair (commit, prepare) of byte offsets in its
 * transaction log. Every append is written as one self-committed prepare record per event (flags
 * Data | IsCommitted; see StorageWriterService.WritePrepares), and $all reads report such an event at
 * (commit, prepare) = (its own log position, its own log position); so for a multi-event append each
 * event has its own, strictly increasing commit position, and the append result carries the position
 * of its last event (an idempotent retry answers that same position). The port's single number is
 * therefore that log position: unique, increasing in $all order, and resumable exactly, because
 * (n, n) is the event's own position: `readAll` starts there inclusively and skips it,
 * `subscribeToAll` starts there exclusively.
 * Only events written through the legacy TCP explicit-transaction API share a commit position
 * (commit != prepare); they cannot be given one number in log order, so reading them fails loudly.
 * Positions are byte offsets: they have gaps, and stay below 2^53 for any log under 8 PiB.
 */
import {
  ANY,
  ErrorType,
  NO_STREAM,
  STREAM_EXISTS,
  isCommandError,
  type AppendStreamState,
  type EventData,
  type JSONType,
  type Position,
} from '@kurrent/kurrentdb-client';
import {
  DuplicateEventIdError,
  EventStoreUnavailableError,
  WrongExpectedRevisionError,
  type EventMetadataShape,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
} from './EventStore.ts';

/** The parts of a KurrentDB recorded event the port needs (JSON and binary events both fit). */
export interface KurrentStoredEvent {
  streamId: string;
  id: string;
  type: string;
  revision: bigint;
  created: Date;
  isJson: boolean;
  data: unknown;
  metadata: unknown;
  position?: Position;
}

export const toStreamState = (expected: ExpectedRevision): AppendStreamState => {
  switch (expected) {
    case 'any':
      return ANY;
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    default:
      return BigInt(expected);
  }
};

export const toEventData = (event: NewEvent): EventData => ({
  id: event.id,
  contentType: 'application/json',
  type: event.type,
  // The client writes `JSON.stringify(data)`, which takes any JSON value, not only objects.
  data: (event.data ?? null) as JSONType,
  metadata: { ...event.metadata },
});

const NO_POSITION = 2n ** 64n - 1n;

/** The exact (commit, prepare) position of an event whose port position is `position`. */
export const exactLogPosition = (position: number): Position => ({
  commit: BigInt(position),
  prepare: BigInt(position),
});

export function toSafeNumber(value: bigint, what: string): number {
  if (value < 0n || value > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`KurrentDB reported ${what} ${value}, outside the range this store can represent`);
  }
  return Number(value);
}

/**
 * The port position of a stored event. `fromLog`: the event was read from $all, where commit and
 * prepare must agree (see the comment at the top); stream reads report the prepare position only reliably.
 */
export function portPosition(event: KurrentStoredEvent, fromLog: boolean): number {
  const { position } = event;
  // Servers before 22.6 send no position on stream reads, or the largest 64-bit value instead of one.
  if (position === undefined || position.prepare === NO_POSITION) {
    throw new Error(`KurrentDB did not report the log position of event ${event.id}; servers from 22.6 on report it`);
  }
  if (fromLog && position.commit !== position.prepare) {
    throw new Error(
      `Event ${event.id} in ${event.streamId} was written in an explicit transaction (commit ${position.commit}, ` +
        `prepare ${position.prepare}); such events have no single position in log order`,
    );
  }
  return toSafeNumber(position.prepare, `the log position of event ${event.id}`);
}

const isSystemEvent = (event: KurrentStoredEvent): boolean =>
  event.streamId.startsWith('$') || event.type.startsWith('$');

const isMetadataObject = (value: unknown): value is EventMetadataShape =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);

function decodeBinary(data: unknown): unknown {
  if (!(data instanceof Uint8Array)) return data;
  const text = Buffer.from(data).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Maps one read result; `undefined` for links to deleted events and for the store's own records. */
export function toRecordedEvent(
  resolved: { event?: KurrentStoredEvent | undefined },
  fromLog: boolean,
): RecordedEvent | undefined {
  const { event } = resolved;
  if (event === undefined || isSystemEvent(event)) return undefined;
  return {
    id: event.id,
    type: event.type,
    stream: event.streamId,
    revision: toSafeNumber(event.revision, `the revision of event ${event.id}`),
    position: portPosition(event, fromLog),
    data: event.isJson ? event.data : decodeBinary(event.data),
    metadata: isMetadataObject(event.metadata) ? event.metadata : {},
    recordedAt: event.created.toISOString(),
  };
}

const UNAVAILABLE_TYPES = new Set<string>([
  ErrorType.UNAVAILABLE,
  ErrorType.DEADLINE_EXCEEDED,
  ErrorType.TIMEOUT,
  ErrorType.NOT_LEADER,
]);

/** gRPC status codes UNAVAILABLE (14) and DEADLINE_EXCEEDED (4), when an error escapes untranslated. */
const UNAVAILABLE_GRPC_CODES = new Set<unknown>([14, 4]);
const UNAVAILABLE_NODE_CODES = new Set<unknown>([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * Server or network failures become EventStoreUnavailableError (503); a refused access becomes an
 * error naming the rights to grant. Of a read, any other failure of the client (its reads go through
 * a native bridge whose errors carry no type or code) is the store not answering as it should: 503
 * too, so a caller retries rather than reporting a fault of ours. Of an append, other errors are
 * returned as they are. Errors of our own code (RangeError, TypeError) are never taken for an outage.
 */
export function translateKurrentError(error: unknown, action: string, kind: 'read' | 'append' = 'append'): unknown {
  if (
    error instanceof EventStoreUnavailableError ||
    error instanceof WrongExpectedRevisionError ||
    error instanceof DuplicateEventIdError ||
    !(error instanceof Error)
  ) {
    return error;
  }
  if (isCommandError(error) && error.type === ErrorType.ACCESS_DENIED) {
    // A configuration mistake, not an outage: retrying will not help, the operator must act.
    return new Error(
      `KurrentDB refused to ${action}: the app's user needs read rights on $all and write rights on the app's streams`,
      { cause: error },
    );
  }
  const code = (error as { code?: unknown }).code;
  const unavailable =
    (isCommandError(error) && UNAVAILABLE_TYPES.has(error.type)) ||
    UNAVAILABLE_GRPC_CODES.has(code) ||
    UNAVAILABLE_NODE_CODES.has(code);
  const ours = error instanceof RangeError || error instanceof TypeError;
  return unavailable || (kind === 'read' && !ours)
    ? new EventStoreUnavailableError(`KurrentDB could not ${action}: ${error.message}`, { cause: error })
    : error;
}
