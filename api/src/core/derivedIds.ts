import { createHash } from 'node:crypto';

/** A UUID (version 8: application-defined) made of the first 16 bytes of a hash. */
export function uuidFromHash(hash: Buffer): string {
  const bytes = Buffer.from(hash.subarray(0, 16));
  bytes[6] = (bytes[6] & 0x0f) | 0x80;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A UUID that is always the same for the same parts (separated so that no two lists collide). */
export function derivedUuid(...parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(`${part.length}:${part}\u0000`);
  return uuidFromHash(hash.digest());
}

/**
 * The ids of the events one command appends, the same on every attempt of that command: an append
 * retried after its answer was lost (a timeout after the store wrote it) carries the same ids, and
 * the event store takes it as the retry it is instead of recording the events twice.
 *
 * With an Idempotency-Key the revision is left out, so a client's own retry after the first attempt
 * landed decides again on the newer state and finds its events already stored. Without one, the
 * request id and the expected revision name the attempt. The event's type and data are part of it
 * too: a different decision under a reused request id is never mistaken for a retry.
 */
export function commandEventId(
  command: { key: string; keyIsIdempotent: boolean; stream: string; revision: number },
  index: number,
  event: { type: string; data: unknown },
): string {
  const revision = command.keyIsIdempotent ? '' : String(command.revision);
  return derivedUuid(
    'event',
    command.key,
    command.stream,
    revision,
    String(index),
    event.type,
    JSON.stringify(event.data) ?? '',
  );
}
