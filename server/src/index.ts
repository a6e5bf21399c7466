/**
 * The product as one process: the API (`@aangan/api/server`) with what the `web` role serves besides
 * it, the admin console and the public site (web.ts). `npm start` runs this through its bundle,
 * api/dist/server.cjs (scripts/buildServer.ts), loaded by api/src/main.ts.
 */
import { failedStart, runServer as runApiServer, type StartOptions } from '@aangan/api/server';
import { webMiddlewares } from './web.ts';

export { failedStart };

/** The process `npm start` runs: configuration from the environment, every role it names, until a signal stops it. */
export const runServer = (options: StartOptions = {}): Promise<void> =>
  runApiServer({ ...options, web: webMiddlewares });
