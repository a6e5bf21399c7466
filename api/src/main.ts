/**
 * The entry point (`npm start` runs its bundle, api/dist/main.mjs). It turns on Node's compile cache
 * before the server's code loads, where Node has one (22.1 and later: compiled code is kept between
 * runs, so a restart loads the code faster); Node 20 has none and starts without it.
 *
 * Run as the bundle, it also starts a worker thread on itself that reads and opens the read
 * models' snapshot while the main thread loads the server's code, which leaves the main thread
 * only the parsing (see `readAheadSnapshot`).
 */
import { existsSync } from 'node:fs';
import module from 'node:module';
import { isMainThread, workerData } from 'node:worker_threads';
import type { PrefetchSettings, SnapshotPrefetch } from '@aangan/projections';

(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

if (isMainThread) {
  const snapshotPrefetch = await readAheadSnapshot();
  const { runServer, failedStart } = await import('./server.ts');
  await runServer({ snapshotPrefetch }).catch(failedStart);
} else {
  const { prefetchFrames } = await import('@aangan/projections/snapshot-prefetch');
  await prefetchFrames((workerData as { snapshotPrefetch: PrefetchSettings }).snapshotPrefetch);
}

/**
 * The read-ahead of the snapshot, where there is one to read: only from the bundle (a worker
 * thread started from the TypeScript sources would have no loader for them). Anything amiss here
 * (configuration included) only means no read-ahead: the server finds and reports it itself.
 */
async function readAheadSnapshot(): Promise<SnapshotPrefetch | null> {
  if (!import.meta.url.endsWith('.mjs')) return null;
  try {
    const [{ loadConfig }, secrets, { startSnapshotPrefetch }] = await Promise.all([
      import('./config.ts'),
      import('./core/serverSecrets.ts'),
      import('@aangan/projections/snapshot-prefetch'),
    ]);
    const config = loadConfig();
    const file = secrets.readModelSnapshotPath(config, config.PROCESS_ROLES.includes('projections'));
    if (!file || !existsSync(file)) return null;
    return startSnapshotPrefetch(new URL(import.meta.url), { file, key: secrets.readModelSnapshotKey(secrets.dataKeyOf(config)), deferred: secrets.DEFERRED_READ_MODELS });
  } catch {
    return null;
  }
}
