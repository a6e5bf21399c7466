import type { Context } from 'koa';
import { ValidationError, type Role } from '@aangan/contracts';
import type { CommandContext } from '../core/commandContext.ts';
import type { Principal } from './routeTable.ts';

/** The command context of an authenticated request: actor, correlation and causation ids. */
export function commandContextOf(ctx: Context, principal: Principal | null): CommandContext {
  const requestId = String(ctx.state['requestId']);
  const correlation = ctx.get('x-correlation-id');
  const ipHash = ctx.state['clientIpHash'];
  return {
    actor: principal ? { id: principal.userId, role: principal.role as Role } : { id: 'anonymous', role: 'system' },
    correlationId: /^[\w.:-]{1,100}$/.test(correlation) ? correlation : requestId,
    causationId: requestId,
    ...(typeof ipHash === 'string' ? { clientIpHash: ipHash } : {}),
  };
}

/** Reads `If-Match: W/"<revision>"` (strong form accepted too); absent means "whatever is current". */
export function expectedRevisionOf(ctx: Context): number | undefined {
  const header = ctx.get('if-match').trim();
  if (!header || header === '*') return undefined;
  const match = header.match(/^(?:W\/)?"(-?\d+)"$/);
  if (!match) throw new ValidationError('If-Match must be a revision tag such as W/"3"', [{ path: 'If-Match', message: 'Invalid revision tag' }]);
  return Number(match[1]);
}

export const etagOf = (revision: number): string => `W/"${revision}"`;
