import type { WriterThreadModule } from './SqliteWriterThread.ts';

/** Set by the server's build (scripts/buildServer.ts): the built writer thread's file URL, beside the bundle. */
declare const SQLITE_WRITER_WORKER: string | undefined;

/**
 * The writer thread's module in the built server; null when running from the sources, where a
 * worker thread would start without the TypeScript loader (tests opt in with `sourceWriterThread`).
 */
export const builtWriterThread = (): WriterThreadModule | null =>
  typeof SQLITE_WRITER_WORKER === 'string' ? { worker: new URL(SQLITE_WRITER_WORKER) } : null;
