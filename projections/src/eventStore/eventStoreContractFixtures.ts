/**
 * Helpers for the event store contract suite. Stream names carry a random suffix so that the suite
 * can run against a shared KurrentDB that already holds other events.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  WrongExpectedRevisionError,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
} from './EventStore.ts';

/** Returns the store of the running test. */
export type CurrentStore = () => EventStore;

export const uniqueStream = (category = 'project'): string => `${category}-${randomUUID()}`;

export const newEvent = (type = 'ProjectDraftSaved', data: Record<string, unknown> = {}): NewEvent => ({
  id: randomUUID(),
  type,
  data: { projectName: 'Aangan Residency', city: 'Pune', ...data },
  metadata: {
    actor: { id: 'admin-1', role: 'admin' },
    correlationId: randomUUID(),
    schemaVersion: 1,
  },
});

export const newEvents = (count: number, type?: string): NewEvent[] =>
  Array.from({ length: count }, (_, index) => newEvent(type, { step: index }));

export const ids = (events: readonly { id: string }[]): string[] => events.map((event) => event.id);

/** Settles a promise that should reject, returning what it rejected with. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the operation to be refused, but it succeeded');
}

export async function expectWrongRevision(
  promise: Promise<unknown>,
  stream: string,
  expected: ExpectedRevision,
  actual: number | 'no_stream',
): Promise<void> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  expect(error).toMatchObject({ code: 'WRONG_EXPECTED_REVISION', stream, expected, actual });
}

/** Every event after `after`, read page by page. */
export async function readAllAfter(store: EventStore, after: number, pageSize = 500): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  let position = after;
  for (;;) {
    const page = await store.readAll({ after: position, maxCount: pageSize });
    if (page.length === 0) return all;
    all.push(...page);
    position = page[page.length - 1].position;
  }
}

export function expectStrictlyIncreasingPositions(events: readonly RecordedEvent[]): void {
  events.forEach((event, index) => {
    expect(Number.isSafeInteger(event.position)).toBe(true);
    if (index > 0) expect(event.position).toBeGreaterThan(events[index - 1].position);
  });
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `condition` holds; fails with `what` after `timeoutMs`. */
export async function waitUntil(condition: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await sleep(5);
  }
}
