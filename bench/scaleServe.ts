/** The scale bench's process plumbing: the served composition, the forked load generator, the CPU profile. */
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { allRoutes, createApp } from '../api/src/app.ts';
import { answerCachedPages } from '../api/src/http/cachedPageAnswers.ts';
import { closeConnections } from '../api/src/http/closeConnections.ts';
import { createInProcessClient } from '../api/src/http/inProcessClient.ts';
import { pageCacheMiddleware } from '../api/src/http/pageCacheMiddleware.ts';
import { closeWebMiddlewares } from '../api/src/server.ts';
import type { System } from '../api/src/system.ts';
import { lowerHelperThreads } from '../api/src/system/helperThreads.ts';
import { webMiddlewares } from '../server/src/web.ts';
import type { LoadPlan, LoadReport } from './scaleLoad.ts';
import { root } from './support.ts';

/** The API, the site and the console as `npm start` composes them (server/src/index.ts), in this process. */
export async function serve(system: System): Promise<{ base: string; stop: () => Promise<void> }> {
  const fetchJson = createInProcessClient(allRoutes(system), { readPosition: system.readModelsPosition });
  const webParts = await webMiddlewares(fetchJson, undefined, { renderThread: system.config.RENDER_THREAD });
  const app = createApp(system, { beforeApi: [pageCacheMiddleware(system.pageCache, {})], afterApi: webParts });
  const server = createServer(
    answerCachedPages(system.pageCache, { proxies: system.config.TRUST_PROXY }, app.callback()),
  );
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // As runServer does, while the bench serves: the main thread first.
  const helpers = lowerHelperThreads(
    system.config.HELPER_THREAD_NICE,
    undefined,
    (await system.eventStore.writerThreadIds?.()) ?? [],
  );
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      helpers.stop();
      await closeConnections(server);
      await closeWebMiddlewares(webParts);
    },
  };
}

/** The load generator in its own process: runs the plan and answers its report. */
export function generateLoad(plan: LoadPlan): Promise<LoadReport> {
  const child = fork(path.join(root, 'bench/scaleLoad.ts'), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (report: LoadReport) => resolve(report));
    child.once('exit', (code) => reject(new Error(`load generator exited with ${code}`)));
    child.send(plan);
  });
}

/** With BENCH_SCALE_PROFILE=<dir>, a CPU profile of this process during the load. */
export async function profiler(): Promise<() => Promise<void>> {
  const dir = process.env['BENCH_SCALE_PROFILE'];
  if (!dir) return () => Promise.resolve();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `scale-${Date.now()}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
    console.log(`  CPU profile of the load: ${file}`);
  };
}
