/**
 * Production event store on KurrentDB (@kurrent/kurrentdb-client). Vendor errors are translated
 * here: a wrong expected version becomes WrongExpectedRevisionError, an unreachable or failing
 * server becomes EventStoreUnavailableError. Positions: see kurrentDbMapping.ts.
 *
 * Idempotency follows the server, completed by the adapter: KurrentDB itself answers a retry sent
 * with the same expected revision (or with `any`/`stream_exists` while the original is in its recent
 * commits cache) with the original result. When it refuses an append as a wrong expected version,
 * the adapter reads a few events of the stream (refusalSettlement.ts): if all the ids are already
 * there, in order, it answers the original result; if only some are, it throws DuplicateEventIdError.
 * Gaps remain compared to SQLite, all outside retries sent with the original expected revision:
 * KurrentDB does not check ids when the expected revision equals the current one, nor across
 * streams, and a retry with another revision is recognised only near the stream's end.
 */
import {
  BACKWARDS,
  END,
  KurrentDBClient,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  type CurrentStreamState,
} from '@kurrent/kurrentdb-client';
import {
  EventStoreUnavailableError,
  type AppendResult,
  type BatchHandler,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type Subscription,
} from './EventStore.ts';
import { assertExpectedRevision, assertValidAppend, NO_EVENTS } from './appendRules.ts';
import {
  exactLogPosition,
  toEventData,
  toRecordedEvent,
  toSafeNumber,
  toStreamState,
  translateKurrentError,
} from './kurrentDbMapping.ts';
import { DEFAULT_KURRENT_DEADLINE_MS, answerWithin, readWithin } from './kurrentDbDeadline.ts';
import { startKurrentDbSubscription } from './kurrentDbSubscription.ts';
import { settleRefusal } from './refusalSettlement.ts';

export interface KurrentDbEventStoreOptions {
  /** e.g. `kurrentdb://admin:changeit@localhost:2113?tls=false` */
  connectionString: string;
  /** Events per `readAll` when no `maxCount` is given, and at most per subscription batch. */
  readBatchSize?: number;
  /** How long one read or append may take before the store is reported unavailable. */
  deadlineMs?: number;
}

function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be an integer >= 0, not ${value}`);
}

export class KurrentDbEventStore implements EventStore {
  readonly #client: KurrentDBClient;
  readonly #readBatchSize: number;
  readonly #deadlineMs: number;
  readonly #subscriptions = new Set<Subscription>();
  #closed = false;

  static connect(options: KurrentDbEventStoreOptions): KurrentDbEventStore {
    return new KurrentDbEventStore(KurrentDBClient.connectionString(options.connectionString), options);
  }

  private constructor(client: KurrentDBClient, options: KurrentDbEventStoreOptions) {
    this.#client = client;
    this.#readBatchSize = options.readBatchSize ?? 1_000;
    this.#deadlineMs = options.deadlineMs ?? DEFAULT_KURRENT_DEADLINE_MS;
  }

  async append(stream: string, events: NewEvent[], options?: { expected?: ExpectedRevision }): Promise<AppendResult> {
    const expected = options?.expected ?? 'any';
    this.#assertOpen();
    assertValidAppend(stream, events, expected);
    if (events.length === 0) return this.#currentState(stream, expected);

    let written;
    try {
      written = await answerWithin(
        this.#client.appendToStream(stream, events.map(toEventData), {
          streamState: toStreamState(expected),
          deadline: this.#deadlineMs,
        }),
        this.#deadlineMs,
        `append to ${stream}`,
      );
    } catch (error) {
      if (error instanceof WrongExpectedVersionError)
        return this.#settleRefusal(stream, events, expected, error.actualState);
      throw translateKurrentError(error, `append to ${stream}`);
    }
    // Only when the connection is set not to throw on append failures; the client then reports no
    // usable current revision, so the refusal is settled from the stream as read.
    if (!written.success) return this.#settleRefusal(stream, events, expected, undefined);
    if (written.position === undefined) {
      throw new EventStoreUnavailableError(`KurrentDB accepted the append to ${stream} without reporting its position`);
    }
    return {
      nextRevision: toSafeNumber(written.nextExpectedRevision, `the revision of ${stream}`),
      position: toSafeNumber(written.position.commit, `the position of the append to ${stream}`),
    };
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const { fromRevision = 0, maxCount } = options;
    assertCount('fromRevision', fromRevision);
    if (maxCount !== undefined) assertCount('maxCount', maxCount);
    this.#assertOpen();
    if (maxCount === 0) return [];
    const events: RecordedEvent[] = [];
    try {
      const reading = this.#client.readStream(stream, {
        fromRevision: BigInt(fromRevision),
        maxCount: maxCount ?? Number.MAX_SAFE_INTEGER,
      });
      await readWithin(reading, this.#deadlineMs, `read ${stream}`, (resolved) => {
        const event = toRecordedEvent(resolved, false);
        if (event !== undefined) events.push(event);
      });
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw translateKurrentError(error, `read ${stream}`, 'read');
    }
    return events;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const { after = 0, maxCount = this.#readBatchSize } = options;
    if (!Number.isSafeInteger(after)) throw new RangeError(`after must be an integer, not ${after}`);
    assertCount('maxCount', maxCount);
    this.#assertOpen();
    if (maxCount === 0) return [];
    // A read from a position includes the event there: ask for one more and drop it.
    const resuming = after > 0;
    const events: RecordedEvent[] = [];
    try {
      const reading = this.#client.readAll({
        fromPosition: resuming ? exactLogPosition(after) : START,
        maxCount: resuming ? maxCount + 1 : maxCount,
        filter: excludeSystemEvents(),
      });
      await readWithin(reading, this.#deadlineMs, 'read $all', (resolved) => {
        const event = toRecordedEvent(resolved, true);
        if (event !== undefined && event.position > after) events.push(event);
      });
    } catch (error) {
      throw translateKurrentError(error, 'read $all', 'read');
    }
    return events.slice(0, maxCount);
  }

  async headPosition(): Promise<number> {
    this.#assertOpen();
    let head = 0;
    try {
      const reading = this.#client.readAll({
        direction: BACKWARDS,
        fromPosition: END,
        maxCount: 20,
        filter: excludeSystemEvents(),
      });
      await readWithin(reading, this.#deadlineMs, 'read the end of $all', (resolved) => {
        const event = toRecordedEvent(resolved, true);
        if (event === undefined) return;
        head = event.position;
        return 'stop';
      });
    } catch (error) {
      throw translateKurrentError(error, 'read the end of $all', 'read');
    }
    return head;
  }

  subscribe(options: { after: number }, handler: BatchHandler): Subscription {
    this.#assertOpen();
    const subscription = startKurrentDbSubscription(this.#client, options.after, handler, this.#readBatchSize, () =>
      this.#subscriptions.delete(subscription),
    );
    this.#subscriptions.add(subscription);
    return subscription;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await Promise.all([...this.#subscriptions].map((subscription) => subscription.stop()));
    await this.#client.dispose();
  }

  #assertOpen(): void {
    if (this.#closed) throw new EventStoreUnavailableError('The event store is closed');
  }

  /** The stream's last revision and position, without writing anything. */
  async #currentState(stream: string, expected: ExpectedRevision): Promise<AppendResult> {
    const last = await this.#lastEvent(stream);
    const head = last?.revision ?? NO_EVENTS;
    assertExpectedRevision(stream, expected, head);
    return { nextRevision: head, position: last?.position ?? 0 };
  }

  async #lastEvent(stream: string): Promise<RecordedEvent | undefined> {
    let last: RecordedEvent | undefined;
    try {
      const reading = this.#client.readStream(stream, { direction: BACKWARDS, fromRevision: END, maxCount: 1 });
      await readWithin(reading, this.#deadlineMs, `read ${stream}`, (resolved) => {
        last = toRecordedEvent(resolved, false) ?? last;
      });
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw translateKurrentError(error, `read ${stream}`, 'read');
    }
    return last;
  }

  /**
   * The server refused the expected revision: a retry of a stored append, colliding ids, or a real
   * conflict, told apart from a few events of the stream (settleRefusal), never all of it.
   */
  async #settleRefusal(
    stream: string,
    events: readonly NewEvent[],
    expected: ExpectedRevision,
    actual: CurrentStreamState | undefined,
  ): Promise<AppendResult> {
    const head =
      actual === undefined
        ? ((await this.#lastEvent(stream))?.revision ?? NO_EVENTS)
        : actual === 'no_stream'
          ? NO_EVENTS
          : toSafeNumber(actual, `the revision of ${stream}`);
    return settleRefusal(
      stream,
      events.map((event) => event.id),
      expected,
      head,
      (fromRevision, maxCount) => this.readStream(stream, { fromRevision, maxCount }),
    );
  }
}
