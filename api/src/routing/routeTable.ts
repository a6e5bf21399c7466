import type { Context } from 'koa';
import type { z } from 'zod';
import type { Role } from '@aangan/contracts';

/**
 * Who may call a route: anyone; anyone signed in (their own profile, password, logout, and the
 * lead lists, which a sales user sees only as far as assigned); staff who read everything (admin or
 * auditor); admins and sales working leads; or admins only.
 */
export type Access = 'public' | 'signedIn' | 'staff' | 'admin' | 'leadWork';

export const ACCESS_ROLES: Record<Exclude<Access, 'public'>, readonly Role[]> = {
  signedIn: ['admin', 'auditor', 'sales'],
  staff: ['admin', 'auditor'],
  admin: ['admin'],
  /** Working leads: admins, and sales users on the leads assigned to them (checked per lead). */
  leadWork: ['admin', 'sales'],
};

import type { Principal } from '../auth/principal.ts';
import type { CommandContext } from '../core/commandContext.ts';

export type { Principal };

export interface Reply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** Behind a sign-in the router has checked the token: the handler always has its principal. */
export type PrincipalFor<A extends Access> = A extends 'public' ? Principal | null : Principal;

export interface RouteInput<B, Q, P, A extends Access = Access> {
  body: B;
  query: Q;
  params: P;
  principal: PrincipalFor<A>;
  /** Who sends the command: the signed-in user, or anonymous on a public route. */
  command: CommandContext;
  ctx: Context;
}

/**
 * A multipart/form-data body with one file, taken instead of a JSON `body`; build it with
 * `multipartBody()` from uploads/multipart.ts. It is read after the access check, so a caller without
 * the role never gets a file buffered.
 */
export interface MultipartBody<B> {
  /** The file field, accepted types and size limit, for the OpenAPI document. */
  readonly field: string;
  readonly accept: readonly string[];
  readonly maxBytes: number;
  readonly fields?: z.ZodType;
  read(ctx: Context): Promise<B>;
}

export interface RouteSpec<B = unknown, Q = unknown, P = unknown, A extends Access = Access> {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Path under /api/v1 in @koa/router syntax. */
  path: string;
  access: A;
  summary: string;
  tag: string;
  body?: z.ZodType<B>;
  /** Instead of `body`: a multipart upload; the handler receives what it reads as `body`. */
  upload?: MultipartBody<B>;
  query?: z.ZodType<Q>;
  params?: z.ZodType<P>;
  /** Schema of the success body, for the OpenAPI document. */
  response?: z.ZodType;
  /**
   * The answer depends on nothing but the request's path and query and the read models (not on the
   * visitor, the clock or configuration that changes while running): server renders may reuse it
   * until the read models' position moves.
   */
  followsReadModels?: true;
  // Method syntax on purpose: routes with different input types share one table.
  handler(input: RouteInput<B, Q, P, A>): Promise<Reply>;
}

/** Keeps the input types of one route tied to its schemas and its access. */
export const route = <B = undefined, Q = undefined, P = undefined, A extends Access = Access>(
  spec: RouteSpec<B, Q, P, A>,
): RouteSpec<B, Q, P, A> => spec;

export type AnyRoute = RouteSpec<unknown, unknown, unknown, Access>;

/** The spec's success answer: `responseCode` 200 (a 201 too), then the message and the result when given. */
export function ok(result: unknown, message?: string, reply: Omit<Reply, 'body'> = {}): Reply {
  return {
    ...reply,
    body: {
      responseCode: 200,
      ...(message === undefined ? {} : { message }),
      ...(result === undefined ? {} : { result }),
    },
  };
}

/** A success answer that only confirms, e.g. 'Logged out successfully'. */
export const okMessage = (message: string, reply: Omit<Reply, 'body'> = {}): Reply => ok(undefined, message, reply);

export interface ListPage<T> {
  items: T[];
  start: number;
  end: number;
  total: number;
}

/** One page of a console list: the items, and their place in the whole as ra-data-simple-rest reads it. */
export const listReply = <T>(resource: string, page: ListPage<T>): Reply => ({
  headers: { 'Content-Range': `${resource} ${page.start}-${page.end}/${page.total}` },
  body: page.items,
});
