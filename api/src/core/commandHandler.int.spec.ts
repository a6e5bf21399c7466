import { describe, expect, it } from 'vitest';
import { EVENT_SCHEMA_VERSION, type EventMetadata } from '@aangan/contracts';
import { EventStoreUnavailableError } from '@aangan/projections';
import { appendRecord, handleCommand } from './commandHandler.ts';
import type { Decider } from './decider.ts';
import { faultySqliteEventStores } from '../testing/faultySqlite.ts';

type NoteEvent = { type: 'NoteAdded'; data: { text: string } };
type NoteCommand = { type: 'AddNote'; text: string };

/** A notebook that records every note it is given. */
const notebook: Decider<string[], NoteCommand, NoteEvent> = {
  initialState: () => [],
  evolve: (notes, event) => [...notes, event.data.text],
  decide: (command) => [{ type: 'NoteAdded', data: { text: command.text } }],
};

const metadata = (requestId: string): EventMetadata => ({
  actor: { id: 'u1', role: 'admin' },
  at: '2026-11-20T04:30:00.000Z',
  correlationId: requestId,
  causationId: requestId,
  schemaVersion: EVENT_SCHEMA_VERSION,
});

const store = faultySqliteEventStores();

const texts = async (events: { readStream(stream: string): Promise<{ data: unknown }[]> }) =>
  (await events.readStream('notes-1')).map((event) => (event.data as { text: string }).text);

describe('handleCommand and unanswered appends', () => {
  it('an append whose answer was lost is sent again and recorded once', async () => {
    const faulty = store();
    await handleCommand(
      faulty.store,
      'notes-1',
      notebook,
      { type: 'AddNote', text: 'first' },
      { metadata: metadata('req-1') },
    );
    faulty.loseNextAnswers(1);
    const result = await handleCommand(
      faulty.store,
      'notes-1',
      notebook,
      { type: 'AddNote', text: 'second' },
      { metadata: metadata('req-2') },
    );
    expect(result.revision).toBe(1);
    expect(await texts(faulty.store)).toEqual(['first', 'second']);
  });

  it('a client retry with the same Idempotency-Key after the first attempt landed adds nothing', async () => {
    const faulty = store();
    faulty.loseNextAnswers(3);
    const command = { type: 'AddNote', text: 'call me back' } as const;
    await expect(
      handleCommand(faulty.store, 'notes-1', notebook, command, {
        metadata: metadata('req-1'),
        idempotencyKey: 'key-1',
      }),
    ).rejects.toBeInstanceOf(EventStoreUnavailableError);
    const retried = await handleCommand(faulty.store, 'notes-1', notebook, command, {
      metadata: metadata('req-2'),
      idempotencyKey: 'key-1',
    });
    expect(retried.revision).toBe(0);
    expect(retried.state).toEqual(['call me back']);
    expect(await texts(faulty.store)).toEqual(['call me back']);
  });

  it('two different commands sent under one request id are both recorded', async () => {
    const faulty = store();
    await handleCommand(
      faulty.store,
      'notes-1',
      notebook,
      { type: 'AddNote', text: 'one' },
      { metadata: metadata('same') },
    );
    await handleCommand(
      faulty.store,
      'notes-1',
      notebook,
      { type: 'AddNote', text: 'two' },
      { metadata: metadata('same') },
    );
    expect(await texts(faulty.store)).toEqual(['one', 'two']);
  });

  it('an event store that stays down is reported, not retried for ever', async () => {
    const faulty = store();
    faulty.setDown(true);
    await expect(
      handleCommand(faulty.store, 'notes-1', notebook, { type: 'AddNote', text: 'x' }, { metadata: metadata('r') }),
    ).rejects.toBeInstanceOf(EventStoreUnavailableError);
  });
});

describe('appendRecord', () => {
  it('a log record whose answer was lost is recorded once; the same record from another request is recorded again', async () => {
    const faulty = store();
    faulty.loseNextAnswers(1);
    const note = { type: 'NoteAdded', data: { text: 'exported 12 leads' } };
    await appendRecord(faulty.store, 'notes-1', note, metadata('req-1'));
    await appendRecord(faulty.store, 'notes-1', note, metadata('req-2'));
    expect(faulty.appendCalls()).toBe(3);
    expect(await texts(faulty.store)).toEqual(['exported 12 leads', 'exported 12 leads']);
  });
});
