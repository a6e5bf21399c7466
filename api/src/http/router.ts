import Router from '@koa/router';
import type { Context } from 'koa';
import { ForbiddenError, UnauthorizedError, ValidationError, toFieldErrors } from '@aangan/contracts';
import type { z } from 'zod';
import type { TokenService } from '../auth/tokens.ts';
import { ACCESS_ROLES, type AnyRoute, type Principal } from './routeTable.ts';

export interface AuditLogger {
  warn(obj: object, msg: string): void;
}


function parse<T>(schema: z.ZodType<T> | undefined, value: unknown, where: string): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = toFieldErrors(result.error).map((e) => (where === 'body' ? e : { ...e, path: [where, e.path].filter(Boolean).join('.') }));
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

/** Builds the router from the declarative table: authenticate, authorize, parse, handle, answer. */
export interface SessionGuard {
  assertActive(principal: Principal): Promise<void>;
}

export function buildRouter(routes: readonly AnyRoute[], deps: { tokens: TokenService; sessions: SessionGuard; audit: AuditLogger }): Router {
  const router = new Router({ prefix: '/api/v1' });
  for (const spec of routes) {
    router[spec.method](spec.path, async (ctx) => {
      const token = bearerToken(ctx);
      let principal: Principal | null = null;
      if (spec.access !== 'public') {
        try {
          if (!token) throw new UnauthorizedError();
          principal = await deps.tokens.verify(token);
          await deps.sessions.assertActive(principal);
        } catch (error) {
          // Every denial is recorded: which route, and why; never the token itself.
          deps.audit.warn({ method: spec.method, route: spec.path, reason: error instanceof Error ? error.message : 'unknown' }, 'access denied: not signed in');
          throw error;
        }
        if (!ACCESS_ROLES[spec.access].includes(principal.role)) {
          deps.audit.warn({ userId: principal.userId, role: principal.role, method: spec.method, route: spec.path }, 'access denied');
          throw new ForbiddenError();
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
      const body = spec.upload ? await spec.upload.read(ctx) : parse(spec.body, (ctx.request as { body?: unknown }).body ?? {}, 'body');
      let reply;
      try {
        reply = await spec.handler({ body, query, params, principal, ctx });
      } catch (error) {
        // A handler's own refusal (a sales user reaching for a lead not assigned to them) is a denial too.
        if (error instanceof ForbiddenError) deps.audit.warn({ userId: principal?.userId, role: principal?.role, method: spec.method, route: spec.path, reason: error.message }, 'access denied');
        throw error;
      }
      for (const [name, value] of Object.entries(reply.headers ?? {})) ctx.set(name, value);
      ctx.status = reply.status ?? 200;
      ctx.body = reply.body;
    });
  }
  return router;
}
