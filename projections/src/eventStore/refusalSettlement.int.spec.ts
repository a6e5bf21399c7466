import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuplicateEventIdError, WrongExpectedRevisionError, type NewEvent } from './EventStore.ts';
import { SqliteEventStore } from './SqliteEventStore.ts';
import { newEvent, newEvents, rejectionOf, uniqueStream } from './eventStoreContractFixtures.ts';
import { REFUSAL_LOOKBACK, settleRefusal, type StreamRangeReader } from './refusalSettlement.ts';

const LONG = 10_000;

/** A refusal on a stream of 10,000 events, settled over the real SQLite store's reads, counting the events read. */
describe('settleRefusal on a long stream', () => {
  const store = SqliteEventStore.open({ file: ':memory:' });
  const stream = uniqueStream();
  let written: NewEvent[] = [];
  let eventsRead = 0;
  const read: StreamRangeReader = async (fromRevision, maxCount) => {
    const events = await store.readStream(stream, { fromRevision, maxCount });
    eventsRead += events.length;
    return events;
  };
  const settle = (events: readonly NewEvent[], expected: Parameters<typeof settleRefusal>[2]) => {
    eventsRead = 0;
    return settleRefusal(
      stream,
      events.map((event) => event.id),
      expected,
      LONG - 1,
      read,
    );
  };

  beforeAll(async () => {
    written = newEvents(LONG, 'ProjectEdited');
    for (let from = 0; from < LONG; from += 1_000)
      await store.append(stream, written.slice(from, from + 1_000), { expected: from === 0 ? 'no_stream' : from - 1 });
  });
  afterAll(() => store.close());

  it('a real conflict names the current revision after reading only the stream end and the expected place', async () => {
    const error = await rejectionOf(settle([newEvent(), newEvent()], 4_000));
    expect(error).toBeInstanceOf(WrongExpectedRevisionError);
    expect(error).toMatchObject({ expected: 4_000, actual: LONG - 1 });
    expect(eventsRead).toBe(2 + REFUSAL_LOOKBACK + 2);
  });

  it('a resend whose first send was stored, with the revision it was sent with, answers the original result', async () => {
    const resent = written.slice(5_000, 5_003);
    const stored = await store.readStream(stream, { fromRevision: 5_002, maxCount: 1 });
    expect(await settle(resent, 4_999)).toEqual({ nextRevision: 5_002, position: stored[0].position });
    expect(eventsRead).toBe(3 + REFUSAL_LOOKBACK + 3);
  });

  it('a retry near the end with another revision answers the original result from the end alone', async () => {
    const last = written.slice(LONG - 2);
    expect(await settle(last, 'no_stream')).toMatchObject({ nextRevision: LONG - 1 });
    expect(eventsRead).toBe(2 + REFUSAL_LOOKBACK + 2);
  });

  it('ids only partly stored are a collision, told after reading where the append would lie', async () => {
    const error = await rejectionOf(settle([written[7_000], newEvent()], 6_999));
    expect(error).toBeInstanceOf(DuplicateEventIdError);
    expect(error).toMatchObject({ eventId: written[7_000].id });
    expect(eventsRead).toBeLessThanOrEqual(2 + REFUSAL_LOOKBACK + 2 + 2);
  });

  it('a stream that does not exist is a conflict without any read', async () => {
    eventsRead = 0;
    await expect(settleRefusal(stream, [newEvent().id], 3, -1, read)).rejects.toMatchObject({ actual: 'no_stream' });
    expect(eventsRead).toBe(0);
  });
});
