import { mkdtempSync, rmSync } from 'node:fs';
import type { AdminUserDoc } from '@aangan/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { allRoutes, createApp } from '../app.ts';
import { createInProcessClient } from '../http/inProcessClient.ts';
import { answerCachedPages } from '../http/cachedPageAnswers.ts';
import { pageCacheMiddleware } from '../http/pageCacheMiddleware.ts';
import { languageChoiceMiddleware } from '../http/languageChoice.ts';
import { loadConfig } from '../config.ts';
import { systemContext } from '../core/commandContext.ts';
import { closeWebMiddlewares, type WebMounting } from '../server.ts';
import { createSystem, type System, type SystemOptions } from '../system.ts';
import { writeDemoImages } from '../seed/seedDemo.ts';
import { requestsTo, type TestRequest } from './requests.ts';

export type { TestResponse } from './requests.ts';

export interface TestApp {
  base: string;
  system: System;
  dataDir: string;
  request: TestRequest;
  adminToken: string;
  auditorToken: string;
  /** The user ids of the admin ('Asha Admin') and the auditor ('Ravi Auditor'). */
  adminId: string;
  auditorId: string;
  /** Stops the app and deletes its data folder, unless `keepData` (to restart on it, or restore over it). */
  close(options?: { keepData?: boolean }): Promise<void>;
}

export interface TestAppOptions {
  /**
   * What the `web` role serves besides the API, mounted after it, with the page cache before it
   * (`@aangan/server/testing` mounts the site and the console).
   */
  web?: WebMounting;
  logs?: string[];
  now?: () => Date;
  dataDir?: string;
  wrapReadStore?: SystemOptions['wrapReadStore'];
  wrapEventStore?: SystemOptions['wrapEventStore'];
}

/**
 * The real application on the embedded stores (a SQLite file in a temp folder, the in-memory read
 * store), served on an ephemeral loopback port, with one admin and one auditor signed in. With
 * `dataDir`, it starts on a folder a test app used before (a restored backup, say): the two
 * accounts are there already and only sign in.
 */
export async function startTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  // `env.DATA_DIR` names a folder that may not exist yet (to see how the app creates it); it is removed at close.
  const dataDir = options.dataDir ?? env['DATA_DIR'] ?? mkdtempSync(path.join(os.tmpdir(), 'aangan-test-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env, DATA_DIR: dataDir });
  // With `logs`, every line the application logs is kept there (to check what logs may not hold).
  const logs = options.logs;
  const logger = logs
    ? pino({ level: 'debug' }, { write: (line: string) => void logs.push(line) })
    : pino({ level: 'silent' });
  const system = await createSystem(config, {
    runProjections: true,
    logger,
    ...(options.now ? { now: options.now } : {}),
    ...(options.wrapReadStore ? { wrapReadStore: options.wrapReadStore } : {}),
    ...(options.wrapEventStore ? { wrapEventStore: options.wrapEventStore } : {}),
  });
  await system.start();
  writeDemoImages(dataDir);
  const webParts = options.web
    ? await options.web(
        createInProcessClient(allRoutes(system), { readPosition: system.readModelsPosition }),
        undefined,
        { renderThread: config.RENDER_THREAD },
      )
    : [];
  const app = createApp(system, {
    beforeApi: options.web ? [languageChoiceMiddleware(), pageCacheMiddleware(system.pageCache)] : [],
    afterApi: webParts,
  });
  const server: Server = createServer(
    options.web ? answerCachedPages(system.pageCache, { proxies: config.TRUST_PROXY }, app.callback()) : app.callback(),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  if (!options.dataDir) {
    const context = systemContext(system.ids, 'test');
    await system.adminUsers.create(context, {
      email: 'admin@aangan.test',
      name: 'Asha Admin',
      role: 'admin',
      password: 'correct horse battery',
    });
    await system.adminUsers.create(context, {
      email: 'auditor@aangan.test',
      name: 'Ravi Auditor',
      role: 'auditor',
      password: 'correct horse battery',
    });
  }
  const accounts = await system.readStore
    .collection<AdminUserDoc>('admin_users')
    .find({ email: { $in: ['admin@aangan.test', 'auditor@aangan.test'] } });
  const idOf = (email: string): string => accounts.find((account) => account.email === email)!._id;
  const adminToken = await system.adminUsers.tokenFor('admin@aangan.test', 'correct horse battery');
  const auditorToken = await system.adminUsers.tokenFor('auditor@aangan.test', 'correct horse battery');

  return {
    base,
    system,
    dataDir,
    adminToken,
    auditorToken,
    adminId: idOf('admin@aangan.test'),
    auditorId: idOf('auditor@aangan.test'),
    request: requestsTo(base),
    async close({ keepData = false } = {}) {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeWebMiddlewares(webParts);
      await system.close();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
