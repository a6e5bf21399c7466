import Router from '@koa/router';
import type { Context } from 'koa';
import { ForbiddenError, UnauthorizedError, ValidationError, toFieldErrors } from '@aangan/contracts';
import type { z } from 'zod';
import type { TokenService } from '../auth/tokens.ts';
import type { SecurityLog } from '../security/securityLog.ts';
import { CommandAccepted } from '../core/commandAccepted.ts';
import { acceptedReply, commandContextOf } from './requestContext.ts';
import { ACCESS_ROLES, type AnyRoute, type Principal } from './routeTable.ts';

export interface AuditLogger {
  warn(obj: object, msg: string): void;
}

function parse<T>(schema: z.ZodType<T> | undefined, value: unknown, where: string): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = toFieldErrors(result.error).map((e) =>
    where === 'body' ? e : { ...e, path: [where, e.path].filter(Boolean).join('.') },
  );
  throw new ValidationError(errors[0]?.message ?? 'Please enter a valid input', errors);
}

/** The session token: `Authorization: Bearer`, the `token` header, or the `token` cookie (spec §4). */
export function bearerToken(ctx: Context): string | null {
  const header = ctx.get('authorization');
  if (header.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || null;
  const raw = ctx.get('token');
  if (raw) return raw;
  return ctx.cookies.get('token') ?? null;
}

export interface SessionGuard {
  assertActive(principal: Principal): Promise<void>;
}

/** Builds the router from the declarative table: authenticate, authorize, parse, handle, answer. */
export function buildRouter(
  routes: readonly AnyRoute[],
  deps: { tokens: TokenService; sessions: SessionGuard; audit: AuditLogger; security: SecurityLog },
): Router {
  const prefix = '/api/v1';
  const router = new Router({ prefix });
  /**
   * A signed-in user refused (403) is logged and recorded as an AccessDenied event. Requests
   * without a valid session (401) are only logged: anyone can send those, and recording them
   * would let anyone grow the event log.
   */
  const denied = (ctx: Context, principal: Principal, spec: AnyRoute, reason: string) => {
    deps.audit.warn(
      { userId: principal.userId, role: principal.role, method: spec.method, route: spec.path, reason },
      'access denied',
    );
    deps.security.record(commandContextOf(ctx, principal), {
      type: 'AccessDenied',
      data: {
        userId: principal.userId,
        role: principal.role,
        method: spec.method.toUpperCase(),
        route: prefix + spec.path,
        reason,
      },
    });
  };
  for (const spec of routes) {
    router[spec.method](spec.path, async (ctx) => {
      // Staff answers hold personal data, tokens or unpublished work, and a public write's answer may
      // hold a session (sign-in) or a lead's id: no cache, shared or the browser's, may keep them. A
      // handler that knows better (a file download) sets its own. Public reads keep theirs.
      if (spec.access !== 'public' || spec.method !== 'get') ctx.set('Cache-Control', 'no-store');
      const token = bearerToken(ctx);
      let principal: Principal | null = null;
      if (spec.access !== 'public') {
        try {
          if (!token) throw new UnauthorizedError();
          principal = await deps.tokens.verify(token);
          await deps.sessions.assertActive(principal);
        } catch (error) {
          // Every denial is recorded: which route, and why; never the token itself.
          deps.audit.warn(
            { method: spec.method, route: spec.path, reason: error instanceof Error ? error.message : 'unknown' },
            'access denied: not signed in',
          );
          throw error;
        }
        if (!ACCESS_ROLES[spec.access].includes(principal.role)) {
          const refusal = new ForbiddenError();
          denied(ctx, principal, spec, refusal.message);
          throw refusal;
        }
      } else if (token) {
        // A public route works the same for a visitor whose token has gone stale.
        try {
          principal = await deps.tokens.verify(token);
          await deps.sessions.assertActive(principal);
        } catch {
          principal = null;
        }
      }
      const params = parse(spec.params, ctx.params, 'params');
      const query = parse(spec.query, ctx.query, 'query');
      const body = spec.upload
        ? await spec.upload.read(ctx)
        : parse(spec.body, (ctx.request as { body?: unknown }).body ?? {}, 'body');
      let reply;
      try {
        // A public route acts for nobody: a visitor's form or sign-in is recorded as anonymous even when a session rides along.
        const command = commandContextOf(ctx, spec.access === 'public' ? null : principal);
        reply = await spec.handler({ body, query, params, principal, command, ctx });
      } catch (error) {
        // Stored, but its answer cannot be read yet: 202 with the revision and where to read it.
        if (!(error instanceof CommandAccepted)) {
          // A handler's own refusal (a sales user reaching for a lead not assigned to them) is a denial too.
          if (error instanceof ForbiddenError) {
            if (principal) denied(ctx, principal, spec, error.message);
            else deps.audit.warn({ method: spec.method, route: spec.path, reason: error.message }, 'access denied');
          }
          throw error;
        }
        reply = acceptedReply(error.stored);
      }
      for (const [name, value] of Object.entries(reply.headers ?? {})) ctx.set(name, value);
      ctx.status = reply.status ?? 200;
      ctx.body = reply.body;
    });
  }
  return router;
}
