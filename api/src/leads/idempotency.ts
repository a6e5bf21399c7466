import { createHash } from 'node:crypto';
import { ConflictError, IdempotencyKeyReusedError, ValidationError, type EventMetadata } from '@aangan/contracts';
import { eventTime, isWrongExpectedRevision, type EventStore } from '@aangan/projections';
import { appendChecked } from '../core/commandHandler.ts';

/** A request still running under this key is waited for this long before answering 409. */
const IN_FLIGHT_WAIT_MS = 3000;
/** A reservation without a result this old belongs to a request that died: the next retry runs again. */
const ABANDONED_AFTER_MS = 30_000;

export const IDEMPOTENCY_KEY = /^[\w.:-]{8,100}$/;

export function parseIdempotencyKey(header: string): string | undefined {
  const key = header.trim();
  if (!key) return undefined;
  if (!IDEMPOTENCY_KEY.test(key))
    throw new ValidationError(
      'Idempotency-Key must be 8 to 100 letters, digits, dots, colons, dashes or underscores (a UUID is ideal)',
      [{ path: 'Idempotency-Key', message: 'Invalid key' }],
    );
  return key;
}

interface Deps {
  eventStore: EventStore;
  newId: () => string;
  now: () => Date;
  metadata: () => EventMetadata;
  sleep?: (ms: number) => Promise<void>;
}

const idempotencyStream = (scope: string, key: string): string =>
  `idempotency-${scope}-${createHash('sha256').update(key).digest('base64url')}`;

/**
 * The answer already recorded for this key, if any (a 422 when the key came with another
 * request). Cheap enough to ask before spending rate limits or form tokens on a retry.
 */
export async function recordedAnswer<R>(
  eventStore: EventStore,
  scope: string,
  key: string,
  requestHash: string,
): Promise<{ result: R } | null> {
  const recorded = await eventStore.readStream(idempotencyStream(scope, key));
  const reservation = recorded.find((e) => e.type === 'IdempotencyKeyReserved');
  if (!reservation) return null;
  if ((reservation.data as { requestHash: string }).requestHash !== requestHash) throw new IdempotencyKeyReusedError();
  const result = recorded.find((e) => e.type === 'IdempotentResultRecorded');
  return result ? { result: (result.data as { result: R }).result } : null;
}

/**
 * Runs `work` once per (scope, key): the key is reserved in its own stream with a hash of the
 * request, then the result is recorded beside it. The same key again answers the recorded result;
 * with a different request it is a 422. `requestHash` must not be reversible (keyed hash).
 *
 * A crash between `work` and recording its result leaves the reservation without an answer: the
 * retry runs `work` again, so `work` must find or finish what the first run did (the leads derive
 * their ids from the key, see leadIdentity.ts).
 */
export async function idempotent<R>(
  deps: Deps,
  scope: string,
  key: string | undefined,
  requestHash: string,
  work: () => Promise<R>,
): Promise<R> {
  if (!key) return work();
  const stream = idempotencyStream(scope, key);
  const sleep = deps.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
  const startedAt = Date.now();
  for (;;) {
    const recorded = await deps.eventStore.readStream(stream);
    const reservation = recorded.find((e) => e.type === 'IdempotencyKeyReserved');
    if (!reservation) {
      try {
        await appendChecked(
          deps.eventStore,
          stream,
          [{ id: deps.newId(), type: 'IdempotencyKeyReserved', data: { requestHash }, metadata: deps.metadata() }],
          'no_stream',
        );
      } catch (error) {
        if (isWrongExpectedRevision(error)) continue;
        throw error;
      }
      return record(stream, 0, work);
    }
    if ((reservation.data as { requestHash: string }).requestHash !== requestHash)
      throw new IdempotencyKeyReusedError();
    const result = recorded.find((e) => e.type === 'IdempotentResultRecorded');
    if (result) return (result.data as { result: R }).result;
    const last = recorded[recorded.length - 1];
    const age = deps.now().getTime() - Date.parse(eventTime(last));
    if (age > ABANDONED_AFTER_MS || last.type === 'IdempotentRequestFailed') {
      // Taking the request over is itself recorded with the expected revision: one retry wins.
      try {
        await appendChecked(
          deps.eventStore,
          stream,
          [{ id: deps.newId(), type: 'IdempotentRequestResumed', data: {}, metadata: deps.metadata() }],
          last.revision,
        );
      } catch (error) {
        if (isWrongExpectedRevision(error)) continue;
        throw error;
      }
      return record(stream, last.revision + 1, work);
    }
    if (Date.now() - startedAt > IN_FLIGHT_WAIT_MS)
      throw new ConflictError(
        'A request with this Idempotency-Key is still being processed. Please retry in a moment.',
      );
    await sleep(100);
  }

  async function record(stream: string, revision: number, run: () => Promise<R>): Promise<R> {
    let result: R;
    try {
      result = await run();
    } catch (error) {
      // Nothing was decided: a retry with this key may run again at once.
      await appendChecked(
        deps.eventStore,
        stream,
        [{ id: deps.newId(), type: 'IdempotentRequestFailed', data: {}, metadata: deps.metadata() }],
        revision,
      ).catch(() => undefined);
      throw error;
    }
    await appendChecked(
      deps.eventStore,
      stream,
      [{ id: deps.newId(), type: 'IdempotentResultRecorded', data: { result }, metadata: deps.metadata() }],
      revision,
    );
    return result;
  }
}
