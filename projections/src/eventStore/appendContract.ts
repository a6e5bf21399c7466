/** Contract: expected revisions, all-or-nothing appends, idempotent retries by event id. */
import { describe, expect, it } from 'vitest';
import { DuplicateEventIdError, WrongExpectedRevisionError } from './EventStore.ts';
import {
  expectWrongRevision,
  ids,
  newEvent,
  newEvents,
  rejectionOf,
  uniqueStream,
  type CurrentStore,
} from './eventStoreContractFixtures.ts';

export function describeAppendContract(store: CurrentStore): void {
  describe('append with an expected revision', () => {
    it('creates a stream with no_stream; revisions start at 0 and events read back as written', async () => {
      const stream = uniqueStream();
      const events = [newEvent('ProjectDraftSaved'), newEvent('ProjectPosted', { price: 12_500_000 })];

      const result = await store().append(stream, events, { expected: 'no_stream' });

      expect(result.nextRevision).toBe(1);
      const stored = await store().readStream(stream);
      expect(stored.map((event) => [event.id, event.type, event.stream, event.revision])).toEqual([
        [events[0]?.id, 'ProjectDraftSaved', stream, 0],
        [events[1]?.id, 'ProjectPosted', stream, 1],
      ]);
      expect(stored[1]?.data).toEqual(events[1]?.data);
      expect(stored[1]?.metadata).toMatchObject(events[1]?.metadata ?? {});
      expect(stored[1]?.position).toBe(result.position);
      expect(Number.isNaN(Date.parse(stored[0]?.recordedAt ?? ''))).toBe(false);
    });

    it('refuses no_stream on an existing stream, naming its current revision, and writes nothing', async () => {
      const stream = uniqueStream();
      await store().append(stream, newEvents(2), { expected: 'no_stream' });

      await expectWrongRevision(
        store().append(stream, [newEvent()], { expected: 'no_stream' }),
        stream,
        'no_stream',
        1,
      );
      expect(await store().readStream(stream)).toHaveLength(2);
    });

    it('refuses stream_exists on a missing stream and accepts it on an existing one', async () => {
      const stream = uniqueStream();
      await expectWrongRevision(
        store().append(stream, [newEvent()], { expected: 'stream_exists' }),
        stream,
        'stream_exists',
        'no_stream',
      );
      expect(await store().readStream(stream)).toEqual([]);

      await store().append(stream, [newEvent()], { expected: 'no_stream' });
      const result = await store().append(stream, newEvents(2), { expected: 'stream_exists' });
      expect(result.nextRevision).toBe(2);
    });

    it('appends when the expected revision is the revision of the last event', async () => {
      const stream = uniqueStream();
      await store().append(stream, newEvents(2), { expected: 'no_stream' });

      const result = await store().append(stream, [newEvent('ProjectEdited')], { expected: 1 });

      expect(result.nextRevision).toBe(2);
      expect((await store().readStream(stream)).map((event) => event.revision)).toEqual([0, 1, 2]);
    });

    it('refuses a stale or a future revision with the actual revision, and writes nothing', async () => {
      const stream = uniqueStream();
      await store().append(stream, newEvents(2), { expected: 'no_stream' });

      await expectWrongRevision(store().append(stream, [newEvent()], { expected: 0 }), stream, 0, 1);
      await expectWrongRevision(store().append(stream, [newEvent()], { expected: 5 }), stream, 5, 1);
      expect(await store().readStream(stream)).toHaveLength(2);
    });

    it('refuses an exact revision on a missing stream with actual no_stream', async () => {
      const stream = uniqueStream();
      await expectWrongRevision(store().append(stream, [newEvent()], { expected: 0 }), stream, 0, 'no_stream');
      expect(await store().readStream(stream)).toEqual([]);
    });

    it('appends with any whether or not the stream exists (any is also the default)', async () => {
      const stream = uniqueStream();
      expect((await store().append(stream, [newEvent()], { expected: 'any' })).nextRevision).toBe(0);
      expect((await store().append(stream, newEvents(2))).nextRevision).toBe(2);
    });

    it('answers the current state for an empty append, still checking the expectation', async () => {
      const stream = uniqueStream();
      expect(await store().append(stream, [], { expected: 'no_stream' })).toEqual({ nextRevision: -1, position: 0 });

      const written = await store().append(stream, newEvents(2), { expected: 'no_stream' });
      expect(await store().append(stream, [], { expected: 1 })).toEqual(written);
      expect(await store().append(stream, [], { expected: 'any' })).toEqual(written);
      await expectWrongRevision(store().append(stream, [], { expected: 0 }), stream, 0, 1);
      await expectWrongRevision(store().append(stream, [], { expected: 'no_stream' }), stream, 'no_stream', 1);
      expect(await store().readStream(stream)).toHaveLength(2);
    });

    it('rejects malformed appends before writing anything', async () => {
      const stream = uniqueStream();
      await expect(store().append(stream, [newEvent()], { expected: -1 })).rejects.toBeInstanceOf(RangeError);
      await expect(store().append('$reserved', [newEvent()])).rejects.toBeInstanceOf(RangeError);
      await expect(store().append(stream, [{ ...newEvent(), id: '' }])).rejects.toBeInstanceOf(RangeError);
      expect(await store().readStream(stream)).toEqual([]);
    });
  });

  describe('all-or-nothing appends', () => {
    it('stores concurrent appends independently: a refused one changes nothing, the others are stored', async () => {
      const [created, refused, alsoCreated] = [uniqueStream(), uniqueStream(), uniqueStream()];
      await store().append(refused, [newEvent()], { expected: 'no_stream' });

      const outcomes = await Promise.allSettled([
        store().append(created, newEvents(2), { expected: 'no_stream' }),
        store().append(refused, newEvents(3), { expected: 5 }),
        store().append(alsoCreated, newEvents(1), { expected: 'no_stream' }),
      ]);

      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(outcomes[1]).toMatchObject({ reason: expect.any(WrongExpectedRevisionError) });
      expect(await store().readStream(created)).toHaveLength(2);
      expect(await store().readStream(refused)).toHaveLength(1);
      expect(await store().readStream(alsoCreated)).toHaveLength(1);
    });

    it('lets exactly one of two concurrent writers with the same expected revision win', async () => {
      const stream = uniqueStream();
      await store().append(stream, [newEvent()], { expected: 'no_stream' });
      const first = newEvents(2, 'ProjectEdited');
      const second = newEvents(2, 'ProjectEdited');

      const outcomes = await Promise.allSettled([
        store().append(stream, first, { expected: 0 }),
        store().append(stream, second, { expected: 0 }),
      ]);

      const winners = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      const losers = outcomes.filter((outcome) => outcome.status === 'rejected');
      expect(winners).toHaveLength(1);
      expect(losers[0]).toMatchObject({ reason: { code: 'WRONG_EXPECTED_REVISION', stream, expected: 0, actual: 2 } });
      const stored = ids(await store().readStream(stream)).slice(1);
      expect([ids(first), ids(second)]).toContainEqual(stored);
    });
  });

  describe('idempotent appends by event id', () => {
    it('answers a retried no_stream append with the original result and writes nothing', async () => {
      const stream = uniqueStream();
      const events = newEvents(2);
      const original = await store().append(stream, events, { expected: 'no_stream' });

      expect(await store().append(stream, events, { expected: 'no_stream' })).toEqual(original);
      expect(await store().readStream(stream)).toHaveLength(2);
    });

    it('answers a retry with the original result even when its expected revision is now stale', async () => {
      const stream = uniqueStream();
      await store().append(stream, [newEvent()], { expected: 'no_stream' });
      const edits = newEvents(2, 'ProjectEdited');
      const original = await store().append(stream, edits, { expected: 0 });

      expect(await store().append(stream, edits, { expected: 0 })).toEqual(original);
      expect(await store().append(stream, edits, { expected: 'no_stream' })).toEqual(original);
      expect(await store().append(stream, edits, { expected: 7 })).toEqual(original);
      expect(await store().readStream(stream)).toHaveLength(3);
    });

    it('answers a resend with its original expected revision after many appends by others, writing nothing', async () => {
      const stream = uniqueStream();
      await store().append(stream, [newEvent()], { expected: 'no_stream' });
      const record = [newEvent('ProjectEdited')];
      const original = await store().append(stream, record, { expected: 0 });
      await store().append(stream, newEvents(60, 'ProjectEdited'), { expected: 1 });

      expect(await store().append(stream, record, { expected: 0 })).toEqual(original);
      await expectWrongRevision(store().append(stream, [newEvent()], { expected: 0 }), stream, 0, 61);
      expect(await store().readStream(stream)).toHaveLength(62);
    });

    it('refuses an append whose ids are only partly stored, writing none of it', async () => {
      const stream = uniqueStream();
      const [first, second, third] = newEvents(3);
      await store().append(stream, [first, second, third], { expected: 'no_stream' });
      const fresh = newEvent('ProjectEdited');

      const error = await rejectionOf(store().append(stream, [third, fresh], { expected: 1 }));

      expect(error).toBeInstanceOf(DuplicateEventIdError);
      expect(error).toMatchObject({ code: 'DUPLICATE_EVENT_ID', stream, eventId: third?.id });
      expect(ids(await store().readStream(stream))).toEqual(ids([first, second, third]));
    });

    it('refuses an append that carries the same id twice', async () => {
      const stream = uniqueStream();
      const event = newEvent();

      const error = await rejectionOf(store().append(stream, [event, event], { expected: 'no_stream' }));

      expect(error).toMatchObject({ code: 'DUPLICATE_EVENT_ID', eventId: event.id });
      expect(await store().readStream(stream)).toEqual([]);
    });
  });
}
