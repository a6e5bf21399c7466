/**
 * `@aangan/server/testing`: the real application on the embedded stores (`@aangan/api/testing`), and
 * with `web: true` the admin console and the server-rendered site mounted as `npm start` mounts them.
 */
import {
  startTestApp as startApiTestApp,
  type TestApp,
  type TestAppOptions,
  type TestResponse,
} from '@aangan/api/testing';
import { webMiddlewares } from '../web.ts';

export type { TestApp, TestResponse };

/** `startTestApp` of `@aangan/api/testing`; `web: true` serves the site and the console too (they need their builds). */
export function startTestApp(
  env: Record<string, string> = {},
  { web, ...options }: Omit<TestAppOptions, 'web'> & { web?: boolean } = {},
): Promise<TestApp> {
  return startApiTestApp(env, { ...options, ...(web ? { web: webMiddlewares } : {}) });
}
