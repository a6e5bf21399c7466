import { createServer } from 'node:http';
import type Koa from 'koa';
import type { SnapshotPrefetch } from '@aangan/projections';
import { allRoutes, createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { answerCachedPages } from './http/cachedPageAnswers.ts';
import { closeConnections } from './http/closeConnections.ts';
import { createInProcessClient } from './http/inProcessClient.ts';
import { pageCacheMiddleware } from './http/pageCacheMiddleware.ts';
import { languageChoiceMiddleware } from './http/languageChoice.ts';
import { seedDemoIfEmpty } from './seed/seedDemo.ts';
import { createSystem } from './system.ts';
import { lowerHelperThreads } from './system/helperThreads.ts';

/**
 * What the `web` role serves besides the API (the admin console and the server-rendered site), as
 * middlewares mounted after the API's routes. `fetchJson` reads public API answers in-process (given a
 * page request's context, the handler sees that visitor); `siteOrigin` fixes canonical and share links.
 */
export type WebMounting = (
  fetchJson: (path: string, ctx?: Koa.Context) => Promise<unknown>,
  siteOrigin?: string,
  options?: { renderThread?: boolean },
) => Promise<Koa.Middleware[]>;

/** Ends what the web's middlewares hold beyond the requests (the site's render thread). */
export const closeWebMiddlewares = async (middlewares: readonly Koa.Middleware[]): Promise<void> => {
  await Promise.all(
    middlewares.map((middleware) => (middleware as { close?: () => Promise<void> }).close?.() ?? Promise.resolve()),
  );
};

/**
 * How a start is run: `snapshotPrefetch`, the read models' snapshot as read ahead while this code
 * loaded; `codeCache`, whether this code was compiled from its code cache (reported in the start's log line).
 */
export interface StartOptions {
  snapshotPrefetch?: SnapshotPrefetch | null;
  codeCache?: string;
}

/**
 * The process `npm start` runs: configuration from the environment, every role it names, until a
 * signal stops it. `web` mounts what the `web` role serves besides the API; the server workspace
 * (server/src/index.ts) hands in the site and the console.
 */
export async function runServer(options: StartOptions & { web?: WebMounting } = {}): Promise<void> {
  const config = loadConfig();
  const roles = new Set(config.PROCESS_ROLES);
  const system = await createSystem(config, {
    runProjections: roles.has('projections'),
    snapshotPrefetch: options.snapshotPrefetch ?? null,
  });
  const { logger } = system;
  const fetchJson = createInProcessClient(allRoutes(system), { readPosition: system.readModelsPosition });
  // The site's code and files (compressed once) load while the read models do.
  const [, siteMiddlewares] = await Promise.all([
    system.start(),
    roles.has('web') && options.web
      ? options.web(fetchJson, config.PUBLIC_ORIGIN, { renderThread: config.RENDER_THREAD })
      : Promise.resolve([]),
  ]);
  await seedDemoIfEmpty(system);
  if (roles.has('api')) system.startHousekeeping();
  if (roles.has('projections')) system.startAlerts();

  // Every role listens: api and web serve the site, a projections-only process answers /api/v1/health.
  const serving = roles.has('api') || roles.has('web');
  const siteOrigin = config.PUBLIC_ORIGIN ? { siteOrigin: new URL(config.PUBLIC_ORIGIN).origin } : {};
  const app = createApp(system, {
    systemOnly: !roles.has('api') && !roles.has('web'),
    beforeApi: roles.has('web') ? [languageChoiceMiddleware(), pageCacheMiddleware(system.pageCache, siteOrigin)] : [],
    afterApi: siteMiddlewares,
  });
  // Page cache hits are answered before the middleware stack, with the headers it gave each page.
  const server = createServer(
    roles.has('web')
      ? answerCachedPages(system.pageCache, { ...siteOrigin, proxies: config.TRUST_PROXY }, app.callback())
      : app.callback(),
  );
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  const helpers = lowerHelperThreads(
    config.HELPER_THREAD_NICE,
    undefined,
    (await system.eventStore.writerThreadIds?.()) ?? [],
  );
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  // Before the line that says it serves: a stop asked for as soon as that line is read is a clean one.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    helpers.stop();
    logger.info({ signal }, 'shutting down');
    await closeConnections(server);
    await system.close();
    logger.flush(() => process.exit(0));
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  const mode = config.embedded ? 'embedded' : 'production';
  if (serving) {
    logger.info(
      {
        url: `http://localhost:${port}/`,
        admin: `http://localhost:${port}/admin`,
        mode,
        roles: [...roles],
        codeCache: options.codeCache,
      },
      `Aangan is running at http://localhost:${port}/`,
    );
  } else {
    logger.info(
      { health: `http://localhost:${port}/api/v1/health`, mode, roles: [...roles], codeCache: options.codeCache },
      'projections running',
    );
  }
  // Serving already: the read models a snapshot left for later (nobody needs them to start) load now.
  void system
    .loadDeferredReadModels()
    .catch((error: unknown) => logger.error({ err: error }, 'deferred read models could not be loaded'));
  // And what searches read from memory (the columns, the suggestions, the assistant's catalogue) is
  // built now, a page of projects at a time between requests, rather than when a first visitor
  // searches or opens a page: they waited for all of it (seconds on a large catalogue).
  if (serving) {
    const building = performance.now();
    void system.searchState.look().then(
      () => logger.info({ ms: Math.round(performance.now() - building) }, 'search state built'),
      (error: unknown) => {
        if (!closing) logger.warn({ err: error }, 'search state could not be built yet: the first search builds it');
      },
    );
  }
}

/** How a start that failed ends: a configuration mistake as its message, anything else with its stack. */
export function failedStart(error: unknown): never {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
}
