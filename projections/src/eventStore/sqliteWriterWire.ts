/**
 * What the writer thread and the thread that serves send each other: groups of appends one way,
 * their outcomes the other. Errors cross as plain records and are made again on arrival, so that
 * a refusal is the same `WrongExpectedRevisionError` or `DuplicateEventIdError` it is in one thread.
 */
import {
  DuplicateEventIdError,
  EventStoreUnavailableError,
  WrongExpectedRevisionError,
  type ExpectedRevision,
} from './EventStore.ts';
import type { AppendOutcome, QueuedAppend } from './sqliteAppendGroup.ts';

/** Given to the writer thread when it starts. */
export interface WriterThreadData {
  file: string;
  busyTimeoutMs: number;
}

export interface GroupMessage {
  group: QueuedAppend[];
  recordedAt: string;
}

export type WireError =
  | { kind: 'wrong-revision'; stream: string; expected: ExpectedRevision; actual: number | 'no_stream' }
  | { kind: 'duplicate-id'; stream: string; eventId: string; storedIn?: { stream: string; revision: number } }
  | { kind: 'unavailable'; message: string }
  | { kind: 'other'; message: string };

export type WireOutcome =
  { ok: true; nextRevision: number; position: number; wrote: boolean } | { ok: false; error: WireError };

export type WriterMessage =
  /** `taskId`: the writer's Linux task id (its thread), null elsewhere. */
  | { ready: true; synchronous: string; taskId: number | null }
  | { outcomes: WireOutcome[] }
  /** The writer could not open the file; it answers nothing after this. */
  | { failed: WireError };

export function errorToWire(error: unknown): WireError {
  if (error instanceof WrongExpectedRevisionError)
    return { kind: 'wrong-revision', stream: error.stream, expected: error.expected, actual: error.actual };
  if (error instanceof DuplicateEventIdError)
    return { kind: 'duplicate-id', stream: error.stream, eventId: error.eventId, storedIn: error.storedIn };
  const message = error instanceof Error ? error.message : String(error);
  return error instanceof EventStoreUnavailableError ? { kind: 'unavailable', message } : { kind: 'other', message };
}

export function errorFromWire(error: WireError): Error {
  switch (error.kind) {
    case 'wrong-revision':
      return new WrongExpectedRevisionError(error.stream, error.expected, error.actual);
    case 'duplicate-id':
      return new DuplicateEventIdError(error.stream, error.eventId, error.storedIn);
    case 'unavailable':
      return new EventStoreUnavailableError(error.message);
    default:
      return new Error(error.message);
  }
}

export const outcomeToWire = (outcome: AppendOutcome): WireOutcome =>
  outcome.ok
    ? { ok: true, nextRevision: outcome.result.nextRevision, position: outcome.result.position, wrote: outcome.wrote }
    : { ok: false, error: errorToWire(outcome.error) };
