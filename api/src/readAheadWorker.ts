/**
 * The worker thread the server's entry (main.ts) starts first thing: it works out which snapshot of
 * the read models this process would load, if any, and reads it ahead (see `prefetchFrames`) while
 * the main thread loads the server's code. Anything amiss here, configuration included, only means
 * no read-ahead: the server finds and reports it itself.
 */
import { existsSync } from 'node:fs';
import { prefetchFrames, type PrefetchSettings } from '@aangan/projections/snapshot-prefetch';
import { loadConfig } from './config.ts';
import { DEFERRED_READ_MODELS, dataKeyOf, readModelSnapshotKey, readModelSnapshotPath } from './core/serverSecrets.ts';

function snapshotToReadAhead(): PrefetchSettings | null {
  try {
    const config = loadConfig();
    const file = readModelSnapshotPath(config, config.PROCESS_ROLES.includes('projections'));
    // A snapshot is only ever written once the data key exists: reading the key here never makes one.
    if (!file || !existsSync(file)) return null;
    return { file, key: readModelSnapshotKey(dataKeyOf(config)), deferred: DEFERRED_READ_MODELS };
  } catch {
    return null;
  }
}

await prefetchFrames(snapshotToReadAhead());
