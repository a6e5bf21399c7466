import {
  AccessDeniedError,
  DeadlineExceededError,
  ErrorType,
  UnavailableError,
  UnknownError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import { describe, expect, it } from 'vitest';
import { EventStoreUnavailableError } from './EventStore.ts';
import { toRecordedEvent, toStreamState, translateKurrentError, type KurrentStoredEvent } from './kurrentDbMapping.ts';

const stored = (overrides: Partial<KurrentStoredEvent> = {}): KurrentStoredEvent => ({
  streamId: 'project-42',
  id: '5b0c2b8e-4f1e-4a53-9a3c-1f0d6f3f1a11',
  type: 'ProjectPosted',
  revision: 3n,
  created: new Date('2025-01-26T10:30:00.000Z'),
  isJson: true,
  data: { projectName: 'Aangan Residency' },
  metadata: { actor: { id: 'admin-1', role: 'admin' } },
  position: { commit: 1_234_567n, prepare: 1_234_567n },
  ...overrides,
});

describe('KurrentDB mapping', () => {
  it('gives an event its log position as its one position', () => {
    expect(toRecordedEvent({ event: stored() }, true)).toEqual({
      id: '5b0c2b8e-4f1e-4a53-9a3c-1f0d6f3f1a11',
      type: 'ProjectPosted',
      stream: 'project-42',
      revision: 3,
      position: 1_234_567,
      data: { projectName: 'Aangan Residency' },
      metadata: { actor: { id: 'admin-1', role: 'admin' } },
      recordedAt: '2025-01-26T10:30:00.000Z',
    });
  });

  it('refuses to number an event from an explicit transaction in the log, and needs a reported position', () => {
    const inTransaction = stored({ position: { commit: 2_000n, prepare: 1_500n } });
    expect(() => toRecordedEvent({ event: inTransaction }, true)).toThrow(/explicit transaction/);
    expect(toRecordedEvent({ event: inTransaction }, false)?.position).toBe(1_500);
    expect(() => toRecordedEvent({ event: stored({ position: undefined }) }, false)).toThrow(/did not report/);
  });

  it('hides the store’s own records and links to deleted events', () => {
    expect(toRecordedEvent({ event: stored({ type: '$metadata' }) }, true)).toBeUndefined();
    expect(toRecordedEvent({ event: stored({ streamId: '$stats-127.0.0.1:2113' }) }, true)).toBeUndefined();
    expect(toRecordedEvent({}, true)).toBeUndefined();
  });

  it('maps expected revisions to stream states', () => {
    expect([
      toStreamState('any'),
      toStreamState('no_stream'),
      toStreamState('stream_exists'),
      toStreamState(7),
    ]).toEqual(['any', 'no_stream', 'stream_exists', 7n]);
  });

  it('reports an unreachable server as unavailable and leaves other errors alone', () => {
    const down = translateKurrentError(new UnavailableError(), 'append to project-42');
    expect(down).toBeInstanceOf(EventStoreUnavailableError);
    // An append past its deadline may still land: unavailable, so the command re-sends the same ids.
    expect(translateKurrentError(new DeadlineExceededError(), 'append to project-42')).toBeInstanceOf(
      EventStoreUnavailableError,
    );
    const conflict = new WrongExpectedVersionError(undefined, { streamName: 'project-42', expected: 1n, current: 2n });
    expect(conflict.type).toBe(ErrorType.WRONG_EXPECTED_VERSION);
    expect(translateKurrentError(conflict, 'append to project-42')).toBe(conflict);
  });

  it('names the missing rights when access is denied; an unknown failure is an outage of a read, not of an append', () => {
    const denied = translateKurrentError(new AccessDeniedError(), 'read $all', 'read');
    expect(denied).not.toBeInstanceOf(EventStoreUnavailableError);
    expect((denied as Error).message).toMatch(/read rights on \$all/);
    // Reads go through a native bridge whose failures carry no type: 503, so the caller retries.
    const bridge = new Error('transport error: connection reset by peer');
    const read = translateKurrentError(bridge, 'read $all', 'read');
    expect(read).toBeInstanceOf(EventStoreUnavailableError);
    expect((read as Error).message).toBe('KurrentDB could not read $all: transport error: connection reset by peer');
    expect(translateKurrentError(new UnknownError(), 'read $all', 'read')).toBeInstanceOf(EventStoreUnavailableError);
    const unknown = new UnknownError();
    expect(translateKurrentError(unknown, 'append to project-42')).toBe(unknown);
    // A fault of our own stays one.
    const ours = new RangeError('the position of the append is not a safe integer');
    expect(translateKurrentError(ours, 'read $all', 'read')).toBe(ours);
  });
});
