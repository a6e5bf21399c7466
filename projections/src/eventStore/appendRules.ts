/**
 * Append rules shared by every event store adapter, so that both stores judge an append the same
 * way: what a valid append looks like, when an expected revision holds, and when an append is an
 * idempotent retry of one already stored.
 */
import {
  DuplicateEventIdError,
  WrongExpectedRevisionError,
  type AppendResult,
  type ExpectedRevision,
  type NewEvent,
} from './EventStore.ts';

/** Revision of the last event of a stream; -1 when the stream has no events. */
export type StreamHead = number;

export const NO_EVENTS: StreamHead = -1;

/** Where an event id is already stored. */
export interface StoredEventRef {
  stream: string;
  revision: number;
  position: number;
}

const isExpectedRevision = (value: unknown): value is ExpectedRevision =>
  value === 'no_stream' ||
  value === 'stream_exists' ||
  value === 'any' ||
  (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0);

/**
 * Rejects appends no store could accept. `$`-prefixed stream names and event types are reserved
 * (KurrentDB keeps its own records under them and hides them from `readAll`).
 */
export function assertValidAppend(stream: string, events: readonly NewEvent[], expected: unknown): void {
  if (typeof stream !== 'string' || stream.length === 0) {
    throw new RangeError('A stream name must be a non-empty string');
  }
  if (stream.startsWith('$'))
    throw new RangeError(`Stream name ${stream} is reserved: names starting with $ belong to the store`);
  if (!isExpectedRevision(expected)) {
    throw new RangeError(
      `Expected revision must be 'no_stream', 'stream_exists', 'any' or a revision >= 0, not ${String(expected)}`,
    );
  }
  // Checked through a copy: Array.isArray would narrow `events` itself to any[].
  const given: unknown = events;
  if (!Array.isArray(given)) throw new RangeError('Events must be an array');
  const seen = new Set<string>();
  for (const event of events) {
    if (typeof event?.id !== 'string' || event.id.length === 0) {
      throw new RangeError(`Every event appended to ${stream} needs a non-empty string id`);
    }
    if (typeof event.type !== 'string' || event.type.length === 0 || event.type.startsWith('$')) {
      throw new RangeError(`Event ${event.id} needs a type that is a non-empty string not starting with $`);
    }
    if (seen.has(event.id)) throw new DuplicateEventIdError(stream, event.id);
    seen.add(event.id);
  }
}

/** Throws WrongExpectedRevisionError unless `head` satisfies `expected`. */
export function assertExpectedRevision(stream: string, expected: ExpectedRevision, head: StreamHead): void {
  const holds =
    expected === 'any' ||
    (expected === 'no_stream' && head === NO_EVENTS) ||
    (expected === 'stream_exists' && head !== NO_EVENTS) ||
    expected === head;
  if (!holds) throw new WrongExpectedRevisionError(stream, expected, head === NO_EVENTS ? 'no_stream' : head);
}

/**
 * Decides what an append is, given where each of its event ids is already stored (same order as
 * the append's events, `undefined` where not stored):
 * - none stored: a new append (`undefined` is returned);
 * - all stored in this stream, consecutively and in the same order: a retry; the original result
 *   is returned and nothing must be written, whatever revision the retry expected;
 * - anything else: DuplicateEventIdError.
 */
export function idempotentRetryResult(
  stream: string,
  eventIds: readonly string[],
  stored: readonly (StoredEventRef | undefined)[],
): AppendResult | undefined {
  const firstStored = stored.findIndex((ref) => ref !== undefined);
  if (firstStored === -1) return undefined;
  const first = stored[0];
  const collision = (index: number): DuplicateEventIdError => {
    const ref = stored[index] as StoredEventRef;
    return new DuplicateEventIdError(stream, eventIds[index], { stream: ref.stream, revision: ref.revision });
  };
  stored.forEach((ref, index) => {
    if (ref === undefined || first === undefined) throw collision(firstStored);
    if (ref.stream !== stream || ref.revision !== first.revision + index) throw collision(index);
  });
  const last = stored[stored.length - 1] as StoredEventRef;
  return { nextRevision: last.revision, position: last.position };
}
