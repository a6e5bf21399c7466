/**
 * What an append refused as a wrong expected revision is, decided from a few events of the stream
 * rather than all of it: a stored append sent again (its original result), ids that collide
 * (DuplicateEventIdError), or a real conflict (WrongExpectedRevisionError with the current revision).
 */
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type ExpectedRevision,
  type RecordedEvent,
} from './EventStore.ts';
import { idempotentRetryResult, NO_EVENTS, type StreamHead } from './appendRules.ts';

/** Up to `maxCount` events of the refused stream, in revision order, from `fromRevision` on. */
export type StreamRangeReader = (fromRevision: number, maxCount: number) => Promise<readonly RecordedEvent[]>;

/** How many events before the end, beyond the append's own, a refused append's ids are looked for. */
export const REFUSAL_LOOKBACK = 20;

interface Range {
  from: number;
  /** Inclusive. */
  to: number;
}

const covers = (outer: Range, inner: Range): boolean => outer.from <= inner.from && inner.to <= outer.to;

/**
 * Settles a refusal by reading where the append's events would be if it was already stored: just
 * after its expected revision (where a resend of an append whose answer was lost finds them) and
 * among the stream's last events (a retry sent with another expected revision soon after). Reads at
 * most twice the append's length plus REFUSAL_LOOKBACK events, whatever the stream's length; an
 * append stored further back than that and sent again with another revision is refused as a conflict.
 */
export async function settleRefusal(
  stream: string,
  eventIds: readonly string[],
  expected: ExpectedRevision,
  head: StreamHead,
  read: StreamRangeReader,
): Promise<AppendResult> {
  const conflict = () => new WrongExpectedRevisionError(stream, expected, head === NO_EVENTS ? 'no_stream' : head);
  if (head === NO_EVENTS || eventIds.length === 0) throw conflict();
  const count = eventIds.length;
  const stored = new Map<string, RecordedEvent>();
  const done: Range[] = [];
  const readRange = async (range: Range) => {
    const from = Math.max(0, range.from);
    const to = Math.min(head, range.to);
    if (to < from || done.some((known) => covers(known, { from, to }))) return;
    done.push({ from, to });
    for (const event of await read(from, to - from + 1)) stored.set(event.id, event);
  };

  await readRange({ from: head - count - REFUSAL_LOOKBACK + 1, to: head });
  const after = expected === 'no_stream' ? NO_EVENTS : typeof expected === 'number' ? expected : undefined;
  if (after !== undefined) await readRange({ from: after + 1, to: after + count });

  const firstFound = eventIds.findIndex((id) => stored.has(id));
  if (firstFound === -1) throw conflict();
  // Where the append would start, given one of its events: read all of it, so a stored append is
  // told from ids that collide.
  const start = stored.get(eventIds[firstFound])!.revision - firstFound;
  await readRange({ from: start, to: start + count - 1 });
  const retry = idempotentRetryResult(
    stream,
    eventIds,
    eventIds.map((id) => stored.get(id)),
  );
  if (!retry) throw conflict();
  return retry;
}
