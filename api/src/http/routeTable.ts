import type { Context } from 'koa';
import type { z } from 'zod';
import type { Role } from '@aangan/contracts';

/**
 * Who may call a route: anyone; anyone signed in (their own profile, password, logout); staff who
 * read everything (admin or auditor); or admins only.
 */
export type Access = 'public' | 'signedIn' | 'staff' | 'admin';

export const ACCESS_ROLES: Record<Exclude<Access, 'public'>, readonly Role[]> = {
  signedIn: ['admin', 'auditor', 'sales'],
  staff: ['admin', 'auditor'],
  admin: ['admin'],
};

export interface Principal {
  userId: string;
  role: Role;
  tokenId: string;
  /** When the token stops being accepted anyway (ISO). */
  expiresAt: string;
  /** When the token was issued (milliseconds since the epoch). */
  issuedAtMs: number;
}

export interface Reply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface RouteInput<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  principal: Principal | null;
  ctx: Context;
}

export interface RouteSpec<B = unknown, Q = unknown, P = unknown> {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Path under /api/v1 in @koa/router syntax. */
  path: string;
  access: Access;
  summary: string;
  tag: string;
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  params?: z.ZodType<P>;
  /** Schema of the success body, for the OpenAPI document. */
  response?: z.ZodType;
  // Method syntax on purpose: routes with different input types share one table.
  handler(input: RouteInput<B, Q, P>): Promise<Reply>;
}

/** Keeps the input types of one route tied to its schemas. */
export const route = <B = undefined, Q = undefined, P = undefined>(spec: RouteSpec<B, Q, P>): RouteSpec<B, Q, P> => spec;

export type AnyRoute = RouteSpec<unknown, unknown, unknown>;
