/** Contract: reading a stream, reading the log by position, and what positions promise. */
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from './EventStore.ts';
import {
  expectStrictlyIncreasingPositions,
  ids,
  newEvent,
  newEvents,
  readAllAfter,
  uniqueStream,
  type CurrentStore,
} from './eventStoreContractFixtures.ts';

/**
 * The events of `streams` only: on a shared server other writers append meanwhile, so the log read
 * from a position holds their events too.
 */
const onlyOf = (streams: readonly string[], events: RecordedEvent[]): RecordedEvent[] =>
  events.filter((event) => streams.includes(event.stream));

export function describeReadContract(store: CurrentStore): void {
  describe('readStream', () => {
    it('answers [] for a stream that does not exist', async () => {
      expect(await store().readStream(uniqueStream())).toEqual([]);
    });

    it('reads in revision order from a revision, at most maxCount events', async () => {
      const stream = uniqueStream();
      await store().append(stream, newEvents(5), { expected: 'no_stream' });
      const revisions = (events: RecordedEvent[]): number[] => events.map((event) => event.revision);

      expect(revisions(await store().readStream(stream))).toEqual([0, 1, 2, 3, 4]);
      expect(revisions(await store().readStream(stream, { fromRevision: 2 }))).toEqual([2, 3, 4]);
      expect(revisions(await store().readStream(stream, { maxCount: 2 }))).toEqual([0, 1]);
      expect(revisions(await store().readStream(stream, { fromRevision: 1, maxCount: 2 }))).toEqual([1, 2]);
      expect(await store().readStream(stream, { fromRevision: 10 })).toEqual([]);
    });
  });

  describe('readAll and positions', () => {
    it('reads every stream in log order, strictly after a position, at most maxCount events', async () => {
      const head = await store().headPosition();
      const [lead, project] = [uniqueStream('lead'), uniqueStream('project')];
      const [a, b, c, d] = newEvents(4);
      await store().append(project, [a, b], { expected: 'no_stream' });
      await store().append(lead, [c], { expected: 'no_stream' });
      await store().append(project, [d], { expected: 1 });

      const ours = [lead, project];
      const everything = await readAllAfter(store(), head);
      expectStrictlyIncreasingPositions(everything);
      const log = onlyOf(ours, everything);
      expect(ids(log)).toEqual(ids([a, b, c, d]));
      expect(log.map((event) => event.stream)).toEqual([project, project, lead, project]);

      // Other writers only ever add after what is stored, so the first events after b stay the same.
      const afterB = log[1].position;
      const rest = await readAllAfter(store(), afterB);
      expect(ids(onlyOf(ours, rest))).toEqual([c.id, d.id]);
      expect(ids(await store().readAll({ after: afterB, maxCount: 1 }))).toEqual(ids(rest.slice(0, 1)));
      expect(ids(await store().readAll({ after: afterB, maxCount: 2 }))).toEqual(ids(rest.slice(0, 2)));
      expect(onlyOf(ours, await readAllAfter(store(), log[3].position))).toEqual([]);
    });

    it('gives every event a unique, strictly increasing, safe-integer position; an append answers its last', async () => {
      const head = await store().headPosition();
      const streams = [uniqueStream(), uniqueStream(), uniqueStream()];
      const results: { lastId: string; position: number }[] = [];
      let appended = 0;
      for (let round = 0; round < 4; round += 1) {
        for (const stream of streams) {
          const events = newEvents(1 + (round % 3));
          const result = await store().append(stream, events, {
            expected: round === 0 ? 'no_stream' : 'stream_exists',
          });
          results.push({ lastId: events[events.length - 1].id, position: result.position });
          appended += events.length;
        }
      }

      const everything = await readAllAfter(store(), head, 7);
      expectStrictlyIncreasingPositions(everything);
      const log = onlyOf(streams, everything);
      expect(log).toHaveLength(appended);
      expectStrictlyIncreasingPositions(log);
      expect(new Set(log.map((event) => event.position)).size).toBe(log.length);
      const positionById = new Map(log.map((event) => [event.id, event.position]));
      for (const { lastId, position } of results) expect(positionById.get(lastId)).toBe(position);
      for (const stream of streams) {
        for (const event of await store().readStream(stream)) expect(event.position).toBe(positionById.get(event.id));
      }
    });

    it('reports the position of the newest event as the head', async () => {
      const stream = uniqueStream();
      const result = await store().append(stream, [newEvent(), newEvent()], { expected: 'no_stream' });

      const head = await store().headPosition();

      expect(head).toBeGreaterThanOrEqual(result.position);
      expect(Number.isSafeInteger(head)).toBe(true);
      // Nothing of this writer lies past the head (another writer's later events may).
      expect(onlyOf([stream], await store().readAll({ after: head }))).toEqual([]);
    });
  });
}
