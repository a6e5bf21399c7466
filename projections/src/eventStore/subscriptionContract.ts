/** Contract: catch-up subscriptions deliver every event once, in order, one batch at a time. */
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from './EventStore.ts';
import {
  expectStrictlyIncreasingPositions,
  ids,
  newEvent,
  newEvents,
  readAllAfter,
  sleep,
  uniqueStream,
  waitUntil,
  type CurrentStore,
} from './eventStoreContractFixtures.ts';

/**
 * Collects what a subscription delivers; `broken` turns true if the handler is ever entered while
 * still running, or is handed something other than a non-empty batch.
 */
function recorder(belongsToTest: (event: RecordedEvent) => boolean) {
  const delivered: RecordedEvent[] = [];
  const everything: RecordedEvent[] = [];
  let running = false;
  let broken = false;
  let batches = 0;
  const handler = async (batch: RecordedEvent[]): Promise<void> => {
    if (running) broken = true;
    running = true;
    if (!Array.isArray(batch) || batch.length === 0) broken = true; // reported as a broken delivery
    batches += 1;
    everything.push(...batch);
    delivered.push(...batch.filter(belongsToTest));
    if (batches % 3 === 0) await sleep(2); // a slow handler lets new events pile up into bigger batches
    running = false;
  };
  return {
    handler,
    delivered,
    get broken() {
      return broken;
    },
    get everything() {
      return everything;
    },
  };
}

export function describeSubscriptionContract(store: CurrentStore): void {
  describe('subscribe', () => {
    it('catches up with stored events, then delivers new ones live, in log order', async () => {
      const head = await store().headPosition();
      const stream = uniqueStream();
      const stored = newEvents(3);
      await store().append(stream, stored, { expected: 'no_stream' });
      const seen = recorder((event) => event.stream === stream);

      const subscription = store().subscribe({ after: head }, seen.handler);
      await waitUntil(() => seen.delivered.length === 3, 'the stored events are delivered');
      const live = newEvents(2, 'ProjectEdited');
      await store().append(stream, live.slice(0, 1), { expected: 2 });
      await store().append(stream, live.slice(1), { expected: 3 });
      await waitUntil(() => seen.delivered.length === 5, 'the new events are delivered');
      await subscription.stop();

      expect(ids(seen.delivered)).toEqual(ids([...stored, ...live]));
      expectStrictlyIncreasingPositions(seen.everything);
      expect(seen.broken).toBe(false);
      await expect(subscription.done).resolves.toBeUndefined();
    });

    it('starts strictly after the given position', async () => {
      const stream = uniqueStream();
      const [first, second] = newEvents(2);
      const { position: firstPosition } = await store().append(stream, [first], { expected: 'no_stream' });
      await store().append(stream, [second], { expected: 0 });
      const seen = recorder((event) => event.stream === stream);

      const subscription = store().subscribe({ after: firstPosition }, seen.handler);
      await waitUntil(() => seen.delivered.length === 1, 'the second event is delivered');
      await sleep(50);
      await subscription.stop();

      expect(ids(seen.delivered)).toEqual([second.id]);
    });

    it('delivers every stored event exactly once while 100 writers append concurrently (R5)', async () => {
      const head = await store().headPosition();
      const category = `lead${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
      const ours = (event: RecordedEvent): boolean => event.stream.startsWith(`${category}-`);
      const seen = recorder(ours);
      const subscription = store().subscribe({ after: head }, seen.handler);
      const shared = uniqueStream(category);
      let appended = 0;

      await Promise.all(
        Array.from({ length: 100 }, async (_, writer) => {
          const stream = uniqueStream(category);
          const notes = newEvents(1 + (writer % 3), 'LeadNoteAdded');
          await store().append(stream, [newEvent('LeadCaptured', { writer })], { expected: 'no_stream' });
          await store().append(stream, notes, { expected: 0 });
          await store().append(shared, [newEvent('LeadAssigned', { writer })], { expected: 'any' });
          appended += 1 + notes.length + 1;
        }),
      );
      const stored = (await readAllAfter(store(), head)).filter(ours);
      await waitUntil(() => seen.delivered.length >= stored.length, 'every stored event is delivered');
      await sleep(50);
      await subscription.stop();

      expect(stored).toHaveLength(appended);
      expect(seen.delivered).toHaveLength(stored.length);
      expect(ids(seen.delivered)).toEqual(ids(stored));
      expect(new Set(ids(seen.delivered)).size).toBe(stored.length);
      expectStrictlyIncreasingPositions(seen.everything);
      expect(seen.broken).toBe(false);
    });

    it('ends the subscription when the handler throws, and delivers nothing more', async () => {
      const head = await store().headPosition();
      const stream = uniqueStream();
      await store().append(stream, [newEvent()], { expected: 'no_stream' });
      let calls = 0;

      const subscription = store().subscribe({ after: head }, (batch) => {
        if (batch.some((event) => event.stream === stream)) {
          calls += 1;
          throw new Error('The project search projection could not apply the event');
        }
      });

      await expect(subscription.done).rejects.toThrow('could not apply the event');
      await store().append(stream, [newEvent('ProjectEdited')], { expected: 0 });
      await sleep(100);
      expect(calls).toBe(1);
      await subscription.stop();
    });

    it('stops cleanly: stop() waits for a running handler, then nothing more is delivered', async () => {
      const head = await store().headPosition();
      const stream = uniqueStream();
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const delivered: RecordedEvent[] = [];
      let handlerFinished = false;
      const subscription = store().subscribe({ after: head }, async (batch) => {
        const mine = batch.filter((event) => event.stream === stream);
        delivered.push(...mine);
        if (mine.length > 0 && delivered.length === mine.length) {
          await gate;
          handlerFinished = true;
        }
      });
      await store().append(stream, [newEvent()], { expected: 'no_stream' });
      await waitUntil(() => delivered.length === 1, 'the first event reaches the handler');

      let stopped = false;
      const stopping = subscription.stop().then(() => {
        stopped = true;
      });
      await sleep(30);
      expect(stopped).toBe(false);
      release();
      await stopping;

      expect(handlerFinished).toBe(true);
      await expect(subscription.done).resolves.toBeUndefined();
      await store().append(stream, [newEvent('ProjectEdited')], { expected: 0 });
      await sleep(100);
      expect(delivered).toHaveLength(1);
    });
  });
}
