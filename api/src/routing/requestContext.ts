import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import { RevisionRequiredError, ValidationError, type Actor } from '@aangan/contracts';
import type { StoredCommand } from '../core/commandAccepted.ts';
import type { CommandContext } from '../core/commandContext.ts';
import type { Principal, Reply } from './routeTable.ts';

/** The command context of an authenticated request: actor, correlation and causation ids. */
/** A request id as the app takes it: the caller's when it looks like one, else a new one. */
export const requestIdOf = (incoming: string | undefined): string =>
  incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();

export function commandContextOf(ctx: Context, principal: Principal | null): CommandContext {
  const requestId = String(ctx.state['requestId']);
  const correlation = ctx.get('x-correlation-id');
  const ipHash = ctx.state['clientIpHash'] as string | undefined;
  return {
    actor: principal ? { id: principal.userId, role: principal.role } : anonymousActor(),
    correlationId: /^[\w.:-]{1,100}$/.test(correlation) ? correlation : requestId,
    causationId: requestId,
    ...(typeof ipHash === 'string' ? { clientIpHash: ipHash } : {}),
  };
}

const anonymousActor = (): Actor => ({ id: 'anonymous', role: 'system' });

/** Nobody signed in and no HTTP request: a public read made in process. */
export const anonymousContext = (requestId: string): CommandContext => ({
  actor: anonymousActor(),
  correlationId: requestId,
  causationId: requestId,
});

/** Reads `If-Match: W/"<revision>"` (strong form accepted too); absent means "whatever is current". */
export function expectedRevisionOf(ctx: Context): number | undefined {
  const header = ctx.get('if-match').trim();
  if (!header || header === '*') return undefined;
  const match = header.match(/^(?:W\/)?"(-?\d+)"$/);
  if (!match)
    throw new ValidationError('If-Match must be a revision tag such as W/"3"', [
      { path: 'If-Match', message: 'Invalid revision tag' },
    ]);
  return Number(match[1]);
}

/**
 * The revision an edit is based on: `If-Match`, or `expectedRevision` in the body for clients that
 * cannot set headers. Without either the edit could overwrite a change it never saw, so it is refused (428).
 */
export function requiredRevisionOf(ctx: Context, bodyRevision?: number): number {
  const header = expectedRevisionOf(ctx);
  if (header !== undefined && bodyRevision !== undefined && header !== bodyRevision) {
    throw new ValidationError('If-Match and expectedRevision name different revisions', [
      { path: 'expectedRevision', message: 'Does not match If-Match' },
    ]);
  }
  const revision = header ?? bodyRevision;
  if (revision === undefined) throw new RevisionRequiredError();
  return revision;
}

export const etagOf = (revision: number): string => `W/"${revision}"`;

/** The reply with the revision it shows as its `ETag`, for the next edit's `If-Match`. */
export const withETag = (revision: number, reply: Reply): Reply => ({
  ...reply,
  headers: { ...reply.headers, ETag: etagOf(revision) },
});

export const COMMAND_ACCEPTED_MESSAGE = 'Saved. The change will show in a moment; do not send it again.';

/**
 * The 202 of a stored command not yet visible: the revision (also as ETag), and where to read the
 * record (also as Location) until its ETag shows that revision. `result` adds route-specific fields.
 */
export function acceptedReply(
  stored: StoredCommand,
  message = COMMAND_ACCEPTED_MESSAGE,
  result: Record<string, unknown> = {},
): Reply {
  return {
    status: 202,
    headers: { ETag: etagOf(stored.revision), Location: stored.poll },
    body: {
      responseCode: 202,
      message,
      result: { _id: stored.id, revision: stored.revision, visible: false, poll: stored.poll, ...result },
    },
  };
}
