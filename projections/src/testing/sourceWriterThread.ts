import type { WriterThreadModule } from '../eventStore/SqliteWriterThread.ts';

/** The event log's writer thread run from the sources (the built server has its own). */
export const sourceWriterThread: WriterThreadModule = { worker: new URL('./sourceWorker.mjs', import.meta.url) };
