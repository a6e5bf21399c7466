import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import type { WriterThreadModule } from '../eventStore/SqliteWriterThread.ts';

const WRITER_SOURCE = fileURLToPath(new URL('../eventStore/sqliteWriterWorker.ts', import.meta.url));
/** Inside the repository's node_modules, so that the built writer finds better-sqlite3 as the server's does. */
const CACHE = fileURLToPath(new URL('../../../node_modules/.cache/aangan', import.meta.url));

let built: URL | null = null;

/**
 * The writer thread built from the sources once per process, as the server's build makes it (one
 * ES module, better-sqlite3 left outside), and kept by its content: a worker thread starts without
 * the TypeScript loader, and a fresh loader in every worker cost a third of a second each.
 */
function buildFromSources(): URL {
  if (built) return built;
  const output = buildSync({
    entryPoints: [WRITER_SOURCE],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    external: ['better-sqlite3'],
    write: false,
    logLevel: 'silent',
  }).outputFiles[0].contents;
  const hash = createHash('sha256').update(output).digest('hex').slice(0, 16);
  const file = path.join(CACHE, `sqliteWriterWorker-${hash}.mjs`);
  if (!existsSync(file) || !readFileSync(file).equals(output)) {
    mkdirSync(CACHE, { recursive: true });
    // Written whole, then renamed: test processes building at once never load half a file.
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    writeFileSync(partial, output);
    renameSync(partial, file);
  }
  built = pathToFileURL(file);
  return built;
}

/** The event log's writer thread run from the sources (the built server has its own). */
export const sourceWriterThread: WriterThreadModule = {
  get worker() {
    return buildFromSources();
  },
};
