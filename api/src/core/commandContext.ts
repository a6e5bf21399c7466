import { EVENT_SCHEMA_VERSION, type Actor, type EventMetadata } from '@aangan/contracts';
import type { IdGenerator } from './ids.ts';

/** Everything a command needs to know about who sent it and why. */
export interface CommandContext {
  actor: Actor;
  correlationId: string;
  /** Id of the request (or command) that caused the events. */
  causationId: string;
  clientIpHash?: string;
  /** When the change took effect, if before it is recorded (the server's own imports only; see EventMetadata). */
  effectiveAt?: Date;
}

export function eventMetadata(context: CommandContext, now: Date): EventMetadata {
  return {
    actor: context.actor,
    at: now.toISOString(),
    correlationId: context.correlationId,
    causationId: context.causationId,
    schemaVersion: EVENT_SCHEMA_VERSION,
    ...(context.clientIpHash ? { clientIpHash: context.clientIpHash } : {}),
    ...(context.effectiveAt && context.effectiveAt < now ? { effectiveAt: context.effectiveAt.toISOString() } : {}),
  };
}

export const systemContext = (ids: IdGenerator, reason: string): CommandContext => {
  const id = ids.uuid();
  return { actor: { id: `system:${reason}`, role: 'system' }, correlationId: id, causationId: id };
};
