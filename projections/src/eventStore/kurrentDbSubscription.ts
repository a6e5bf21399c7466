/**
 * A catch-up subscription on KurrentDB's $all, filtered server-side to the product's events. The
 * client's subscription is a readable stream; it is read in paused mode, so events that arrive while
 * the handler runs wait in the stream (and back-pressure the server) and become the next batch.
 */
import {
  START,
  excludeSystemEvents,
  type AllStreamResolvedEvent,
  type KurrentDBClient,
} from '@kurrent/kurrentdb-client';
import { EventStoreUnavailableError, type BatchHandler, type RecordedEvent, type Subscription } from './EventStore.ts';
import { exactLogPosition, toRecordedEvent, translateKurrentError } from './kurrentDbMapping.ts';

export function startKurrentDbSubscription(
  client: KurrentDBClient,
  after: number,
  handler: BatchHandler,
  batchSize: number,
  onEnd: () => void,
): Subscription {
  // Catch-up subscriptions start strictly after `fromPosition`.
  const source = client.subscribeToAll({
    fromPosition: after > 0 ? exactLogPosition(after) : START,
    filter: excludeSystemEvents(),
  });
  let stopping = false;
  let ended = false;
  let failure: unknown;
  let wake: (() => void) | undefined;
  const poke = (): void => {
    const resume = wake;
    wake = undefined;
    resume?.();
  };
  const onError = (error: unknown): void => {
    failure ??= error;
    poke();
  };
  const onEnded = (): void => {
    ended = true;
    poke();
  };
  source.on('readable', poke);
  source.on('error', onError);
  source.on('end', onEnded);
  source.on('close', onEnded);

  const nextBatch = (position: number): RecordedEvent[] => {
    const batch: RecordedEvent[] = [];
    while (batch.length < batchSize) {
      const resolved = source.read() as AllStreamResolvedEvent | null;
      if (resolved === null) break;
      const event = toRecordedEvent(resolved, true);
      if (event !== undefined && event.position > position) batch.push(event);
    }
    return batch;
  };

  const deliver = async (): Promise<void> => {
    let position = after;
    while (!stopping) {
      const batch = nextBatch(position);
      if (batch.length > 0) {
        await handler(batch);
        position = batch[batch.length - 1].position;
        continue;
      }
      if (failure !== undefined) throw translateKurrentError(failure, 'keep the subscription to $all', 'read');
      if (ended) throw new EventStoreUnavailableError('KurrentDB ended the subscription to $all');
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  };

  let unsubscribed: Promise<void> | undefined;
  const unsubscribe = (): Promise<void> => {
    unsubscribed ??= source.unsubscribe().catch(() => undefined);
    return unsubscribed;
  };

  const done = deliver().finally(async () => {
    await unsubscribe();
    source.off('readable', poke);
    source.off('end', onEnded);
    source.off('close', onEnded);
    // The 'error' listener stays: a late stream error must not become an uncaught exception.
    onEnd();
  });
  // Whoever awaits `done` still sees the rejection; nobody awaiting it must not crash the process.
  done.catch(() => undefined);

  return {
    done,
    async stop() {
      stopping = true;
      poke();
      await unsubscribe();
      await done.catch(() => undefined);
    },
  };
}
