/**
 * The entry point of the built server: `npm start` runs its bundle, api/dist/main.mjs.
 *
 * First it starts a worker thread that reads the read models' snapshot ahead (readAheadWorker.ts),
 * then it loads the server's code (api/dist/server.cjs) with the V8 code cache the build made for
 * it (serverBundle.ts), while the worker reads and opens the snapshot on the other core. Node's own
 * compile cache (Node 22.1 and later) is turned on for the rest: this file, the worker and packages.
 *
 * `node api/dist/main.mjs --write-code-cache` writes that code cache and exits (the build runs it).
 */
import module from 'node:module';
import { startSnapshotPrefetch } from '@aangan/projections/snapshot-prefetch';
import { loadServerBundle, writeServerCodeCache } from './serverBundle.ts';

(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

const bundle = new URL('./server.cjs', import.meta.url);
// The bundle's dynamic imports, resolved from here (api/dist) like those of any module beside it.
const importModule = (specifier: string): Promise<unknown> => import(specifier);

if (process.argv.includes('--write-code-cache')) {
  console.log(`code cache: ${writeServerCodeCache(bundle, importModule)} bytes`);
  process.exit(0);
}
const snapshotPrefetch = startSnapshotPrefetch(new URL('./readAheadWorker.mjs', import.meta.url));
const { server, codeCache } = loadServerBundle(bundle, importModule);
await server.runServer({ snapshotPrefetch, codeCache }).catch(server.failedStart);
