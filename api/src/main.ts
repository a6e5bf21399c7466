/**
 * The entry point (`npm start` runs its bundle, api/dist/main.mjs). It turns on Node's compile cache
 * before the server's code loads, where Node has one (22.1 and later: compiled code is kept between
 * runs, so a restart loads the code faster); Node 20 has none and starts without it.
 */
import module from 'node:module';

(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

const { runServer, failedStart } = await import('./server.ts');
await runServer().catch(failedStart);
