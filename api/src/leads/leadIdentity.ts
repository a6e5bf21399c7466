import { createHash } from 'node:crypto';
import { uuidFromHash } from '../core/derivedIds.ts';

/**
 * The ids of what one idempotent form submission records, derived from its Idempotency-Key and
 * the form (its request hash) instead of drawn at random. A retry after a crash (the lead stored,
 * the answer not yet recorded) therefore looks for the same lead and appends events with the same
 * ids: the event store takes an append whose ids are already stored as the retry it is, so the
 * retry can only find or finish the first attempt, never add a second lead or repeat.
 */
export interface LeadIdentity {
  /** 24 hex characters, the shape of every `_id`. */
  leadId: string;
  /** A stable event id for one step of the submission (`window`, `receive`, `repeat`...). */
  eventId(step: string): string;
  /** Ids for the events of one command, in order: the same sequence on every attempt. */
  eventIds(step: string): () => string;
}

export function leadIdentity(scope: string, idempotencyKey: string, requestHash: string): LeadIdentity {
  const seed = createHash('sha256').update(`lead\u0000${scope}\u0000${idempotencyKey}\u0000${requestHash}`).digest();
  const eventId = (step: string) => uuidFromHash(createHash('sha256').update(seed).update(step).digest());
  return {
    leadId: seed.subarray(0, 12).toString('hex'),
    eventId,
    eventIds(step) {
      let next = 0;
      return () => eventId(`${step}:${next++}`);
    },
  };
}
