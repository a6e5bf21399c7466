import { StaleRevisionError, checkDomainEvent, type DomainEvent, type EventMetadata } from '@aangan/contracts';
import {
  isEventStoreUnavailable,
  isWrongExpectedRevision,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type RecordedEvent,
} from '@aangan/projections';
import type { Decider } from './decider.ts';
import { commandEventId, derivedUuid } from './derivedIds.ts';
import { acceptStaleBase, type UnsavedRecord } from './staleRevision.ts';
import type { StateCache } from './stateCache.ts';

/** An event of the product's catalogue, with the id and metadata it is appended with. */
export type NewDomainEvent = DomainEvent & { id: string; metadata: EventMetadata };

export const withIdentity = (event: DomainEvent, id: string, metadata: EventMetadata): NewDomainEvent => ({
  ...event,
  id,
  metadata,
});

export interface CommandOptions<State, Event> {
  metadata: EventMetadata;
  /**
   * The client's Idempotency-Key: the event ids are then derived from it (without the revision), so
   * the client's retry of a command that already landed appends nothing new.
   */
  idempotencyKey?: string;
  /**
   * Ids chosen by the caller, in order (a public form derives its own); by default they are derived
   * from the command (commandEventId) so that a retried append is recognised by the store.
   */
  eventId?: () => string;
  /**
   * Revision the client last saw (`If-Match`): when the record moved on since, the command goes on
   * only if nothing a reader sees changed (acceptStaleBase); otherwise 412 with what changed.
   */
  expectedRevision?: number;
  /** How the record shows before its first event (a section's defaults): a revision named for it then is stale, not missing. */
  unsaved?: UnsavedRecord;
  /** Recently folded states; the stream is still read from the cached revision on. */
  cache?: StateCache<State>;
  /**
   * Side effects a decision needs before it is recorded (reserving a unique URL), given the events
   * decided; answers the events to append (e.g. with the URL it reserved). Runs again if the append
   * is retried on fresh state, so it must be safe to repeat.
   */
  beforeAppend?: (events: Event[], state: State) => Promise<Event[]>;
}

export interface CommandResult<State, Event> {
  /** Stream revision after the command (-1: the stream still does not exist). */
  revision: number;
  /** Global position of the last appended event, or null when the command changed nothing. */
  position: number | null;
  events: Event[];
  state: State;
}

const MAX_ATTEMPTS = 3;
/** Appends re-sent with the same ids after the store did not answer (it may have written them). */
const MAX_UNANSWERED_APPENDS = 3;

export async function loadState<State, Command, Event extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<State, Command, Event>,
  cache?: StateCache<State>,
): Promise<{ state: State; revision: number }> {
  const cached = cache?.get(stream);
  const recorded = await store.readStream(stream, cached ? { fromRevision: cached.revision + 1 } : {});
  const state = recorded.reduce(
    (s: State, e: RecordedEvent) => decider.evolve(s, { type: e.type, data: e.data } as Event),
    cached ? cached.state : decider.initialState(),
  );
  const revision = recorded.length === 0 ? (cached?.revision ?? -1) : recorded[recorded.length - 1].revision;
  if (revision >= 0) cache?.set(stream, state, revision);
  return { state, revision };
}

/**
 * Read, fold, decide, append with the expected revision. A concurrent writer is retried (the
 * decision is re-made on fresh state); with `If-Match`, a change by someone else that the client
 * did not see is the client's 412.
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  options: CommandOptions<State, Event>,
): Promise<CommandResult<State, Event>> {
  for (let attempt = 1; ; attempt += 1) {
    const { cache } = options;
    const { state, revision } = await loadState(store, stream, decider, cache);
    if (options.expectedRevision !== undefined && options.expectedRevision !== revision) {
      await acceptStaleBase(store, stream, options.expectedRevision, revision, options.unsaved);
    }
    const decided = decider.decide(command, state);
    if (decided.length === 0) return { revision, position: null, events: decided, state };
    const events = options.beforeAppend ? await options.beforeAppend(decided, state) : decided;
    const naming = {
      key: options.idempotencyKey ?? options.metadata.causationId,
      keyIsIdempotent: options.idempotencyKey !== undefined,
      stream,
      revision,
    };
    const toAppend = events.map((event, index) =>
      withIdentity(event, options.eventId ? options.eventId() : commandEventId(naming, index, event), options.metadata),
    );
    try {
      const result = await appendResending(store, stream, toAppend, revision);
      if (result.nextRevision !== revision + events.length) {
        // The store recognised the events as already recorded (a retry): the state is as stored.
        const stored = await loadState(store, stream, decider);
        return { revision: result.nextRevision, position: result.position, events, state: stored.state };
      }
      const next = events.reduce(decider.evolve, state);
      cache?.set(stream, next, result.nextRevision);
      return { revision: result.nextRevision, position: result.position, events, state: next };
    } catch (error) {
      if (!isWrongExpectedRevision(error)) throw error;
      // Someone appended meanwhile: the next attempt sees what they changed (a 412 naming it, with If-Match).
      if (attempt >= MAX_ATTEMPTS) throw options.expectedRevision === undefined ? error : new StaleRevisionError();
    }
  }
}

/**
 * Appends events of the catalogue, each checked against its schema first: the log holds nothing its
 * readers cannot read as typed. Every append of the product goes through here.
 */
export async function appendChecked(
  store: Pick<EventStore, 'append'>,
  stream: string,
  events: readonly NewDomainEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  for (const event of events) checkDomainEvent(event);
  return store.append(stream, [...events], { expected });
}

/**
 * Appends, sending the very same append again when the store did not answer: it may have written
 * the events before the answer was lost, and the same ids make the store answer the first result.
 * `revision` is the stream's last revision (-1: no stream) or 'any'.
 */
export async function appendResending(
  store: EventStore,
  stream: string,
  events: readonly NewDomainEvent[],
  revision: number | 'any',
): Promise<AppendResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await appendChecked(store, stream, events, revision === -1 ? 'no_stream' : revision);
    } catch (error) {
      if (!isEventStoreUnavailable(error) || attempt >= MAX_UNANSWERED_APPENDS) throw error;
    }
  }
}

/** Records sent in one append at most, when several of a stream wait for each other. */
const MAX_RECORDS_PER_APPEND = 100;
/** Refusals (another writer appended first) before a batch of records is given up. */
const MAX_RECORD_REFUSALS = 10;
/** Log streams whose revision a process remembers while idle, and ids of records it remembers per stream. */
const REMEMBERED_STREAMS = 1_000;
const REMEMBERED_RECORDS = 100;

interface PendingRecord {
  event: NewDomainEvent;
  done: Promise<void>;
  recorded(): void;
  failed(error: Error): void;
}

/** What this process knows of one log stream: its last revision, the records waiting and lately recorded. */
interface RecordStream {
  revision: number;
  queued: PendingRecord[];
  /** Queued or being appended, by id: the same record given again waits for the first. */
  pending: Map<string, PendingRecord>;
  recorded: Set<string>;
  sending: boolean;
}

const recordStreams = new WeakMap<EventStore, Map<string, RecordStream>>();

function recordStreamOf(store: EventStore, stream: string): RecordStream {
  let streams = recordStreams.get(store);
  if (!streams) recordStreams.set(store, (streams = new Map<string, RecordStream>()));
  let known = streams.get(stream);
  if (known) streams.delete(stream);
  else known = { revision: -1, queued: [], pending: new Map(), recorded: new Set(), sending: false };
  streams.set(stream, known);
  for (const [name, other] of streams) {
    if (streams.size <= REMEMBERED_STREAMS) break;
    if (!other.sending) streams.delete(name);
  }
  return known;
}

/**
 * Appends a batch of records at the stream's revision as last known, learning the current one from
 * a refusal: with an expected revision, a resend finds the records where its first send put them.
 */
async function appendAtRevision(
  store: EventStore,
  stream: string,
  known: RecordStream,
  events: NewDomainEvent[],
): Promise<void> {
  for (let refusals = 0; ; refusals += 1) {
    try {
      known.revision = (await appendResending(store, stream, events, known.revision)).nextRevision;
      return;
    } catch (error) {
      if (!isWrongExpectedRevision(error) || refusals >= MAX_RECORD_REFUSALS) throw error;
      known.revision = error.actual === 'no_stream' ? -1 : error.actual;
    }
  }
}

async function sendRecords(store: EventStore, stream: string, known: RecordStream): Promise<void> {
  // Records given in the same turn (a burst of requests) go in the first append together.
  await Promise.resolve();
  while (known.queued.length > 0) {
    const batch = known.queued.splice(0, MAX_RECORDS_PER_APPEND);
    let failure: Error | undefined;
    try {
      await appendAtRevision(
        store,
        stream,
        known,
        batch.map((record) => record.event),
      );
    } catch (error) {
      failure = error instanceof Error ? error : new Error(`Append to ${stream} failed: ${String(error)}`);
    }
    for (const record of batch) {
      known.pending.delete(record.event.id);
      if (failure) {
        record.failed(failure);
        continue;
      }
      known.recorded.add(record.event.id);
      if (known.recorded.size > REMEMBERED_RECORDS) known.recorded.delete(known.recorded.values().next().value!);
      record.recorded();
    }
  }
  known.sending = false;
}

/**
 * Appends one record to a log stream that any number of writers add to (security events, exports,
 * erasures, assistant exchanges): no decision rests on the stream's revision, yet the record is
 * appended at the stream's revision (learnt from a refusal when another writer moved it on), so an
 * append whose answer was lost, sent again with the same id and revision, is found where it was
 * stored instead of being recorded twice (a store's memory of recent ids for `any` may be gone, as
 * KurrentDB's is after a leader change). The id is derived from the request that caused the record,
 * its time and content. Records of one stream are sent one append at a time, those that waited
 * together in one append.
 */
export async function appendRecord(
  store: EventStore,
  stream: string,
  event: DomainEvent,
  metadata: EventMetadata,
): Promise<void> {
  const id = derivedUuid(
    'record',
    metadata.causationId,
    metadata.at,
    stream,
    event.type,
    JSON.stringify(event.data) ?? '',
  );
  const record = withIdentity(event, id, metadata);
  checkDomainEvent(record);
  const known = recordStreamOf(store, stream);
  if (known.recorded.has(id)) return;
  const waiting = known.pending.get(id);
  if (waiting) return waiting.done;
  let recorded!: () => void;
  let failed!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    recorded = resolve;
    failed = reject;
  });
  const pending = { event: record, done, recorded, failed };
  known.pending.set(id, pending);
  known.queued.push(pending);
  if (!known.sending) {
    known.sending = true;
    void sendRecords(store, stream, known);
  }
  return done;
}
