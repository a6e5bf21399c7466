import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EVENT_SCHEMA_VERSION, type EventMetadata, type EventOf } from '@aangan/contracts';
import { EventStoreUnavailableError } from '@aangan/projections';
import { appendRecord, handleCommand, withIdentity } from './commandHandler.ts';
import type { Decider } from './decider.ts';
import { faultySqliteEventStores } from '../testing/faultySqlite.ts';

/** A note kept as a FAQ entry (any event of the catalogue would do; appends take only those). */
type NoteEvent = EventOf<'SiteFaqSaved'>;
type NoteCommand = { type: 'AddNote'; text: string };

/** A notebook that records every note it is given. */
const notebook: Decider<string[], NoteCommand, NoteEvent> = {
  initialState: () => [],
  evolve: (notes, event) => [...notes, event.data.question],
  decide: (command) => [note(command.text)],
};

const note = (text: string): NoteEvent => ({
  type: 'SiteFaqSaved',
  data: { faqId: 'notes', question: text, answer: 'noted', order: 0 },
});

const metadata = (requestId: string): EventMetadata => ({
  actor: { id: 'u1', role: 'admin' },
  at: '2026-11-20T04:30:00.000Z',
  correlationId: requestId,
  causationId: requestId,
  schemaVersion: EVENT_SCHEMA_VERSION,
});

const store = faultySqliteEventStores();

const texts = async (events: { readStream(stream: string): Promise<{ data: unknown }[]> }) =>
  (await events.readStream('notes-1')).map((event) => (event.data as NoteEvent['data']).question);

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
    const exported = note('exported 12 leads');
    await appendRecord(faulty.store, 'notes-1', exported, metadata('req-1'));
    await appendRecord(faulty.store, 'notes-1', exported, metadata('req-2'));
    expect(faulty.appendCalls()).toBe(3);
    expect(await texts(faulty.store)).toEqual(['exported 12 leads', 'exported 12 leads']);
  });

  it('a log record whose answer was lost is recorded once by a store that does not recognise an id sent again with any', async () => {
    const faulty = store({ anyForgetsIds: true });
    await appendRecord(faulty.store, 'notes-1', note('signed in'), metadata('req-0'));
    faulty.loseNextAnswers(1);
    await appendRecord(faulty.store, 'notes-1', note('exported 12 leads'), metadata('req-1'));
    expect(await texts(faulty.store)).toEqual(['signed in', 'exported 12 leads']);
  });

  it('records of one stream sent at once are each recorded once, in one append when given together', async () => {
    const faulty = store({ anyForgetsIds: true });
    const texts10 = Array.from({ length: 10 }, (_, index) => `record ${index}`);
    faulty.loseNextAnswers(1);
    await Promise.all(
      texts10.map((text, index) => appendRecord(faulty.store, 'notes-1', note(text), metadata(`r${index}`))),
    );
    expect(await texts(faulty.store)).toEqual(texts10);
    expect(faulty.appendCalls()).toBe(2);
  });

  it('records written by another writer meanwhile are appended after, the expected revision learnt from the refusal', async () => {
    const faulty = store({ anyForgetsIds: true });
    await appendRecord(faulty.store, 'notes-1', note('ours'), metadata('req-1'));
    await faulty.store.append('notes-1', [withIdentity(note('theirs'), randomUUID(), metadata('other'))], {
      expected: 0,
    });
    faulty.loseNextAnswers(1);
    await appendRecord(faulty.store, 'notes-1', note('ours again'), metadata('req-2'));
    expect(await texts(faulty.store)).toEqual(['ours', 'theirs', 'ours again']);
  });
});

describe('appendChecked', () => {
  it('refuses an event whose data does not fit its schema, and appends nothing', async () => {
    const faulty = store();
    const bad = { type: 'SiteFaqSaved', data: { faqId: 'notes', question: 7 } } as unknown as NoteEvent;
    await expect(appendRecord(faulty.store, 'notes-1', bad, metadata('req-1'))).rejects.toThrow(
      /SiteFaqSaved does not match its schema at data\.question, data\.answer, data\.order/,
    );
    expect(await texts(faulty.store)).toEqual([]);
  });
});
