import { stat } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';

export interface SqliteSnapshotOptions {
  /** The live database file (another process or connection may be writing to it). */
  source: string;
  /** Where the consistent copy is written; the file must not exist. */
  target: string;
  /** The journal mode the copy keeps: the same one the application opens that file with. */
  journalMode: 'WAL' | 'DELETE';
  /** Named single-number queries run on the copy (counts for the manifest). */
  queries: Record<string, string>;
}

export interface SqliteSnapshot {
  bytes: number;
  results: Record<string, number>;
}

/**
 * A consistent copy of a live SQLite file through SQLite's online backup API (never a raw file
 * copy, which can catch pages mid-write), checked with `PRAGMA integrity_check`. The copy runs on
 * a worker thread so a serving process keeps answering while a large file is read.
 */
export async function snapshotSqlite(options: SqliteSnapshotOptions): Promise<SqliteSnapshot> {
  const outcome = await new Promise<{ integrity: string; results: Record<string, number> }>((resolve, reject) => {
    const worker = new Worker(new URL('./sqliteSnapshotWorker.js', import.meta.url), { workerData: options });
    let answered = false;
    worker.once('message', (message: { integrity: string; results: Record<string, number> }) => {
      answered = true;
      resolve(message);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`Copying ${options.source} stopped unexpectedly (worker exit code ${code})`));
    });
  });
  if (outcome.integrity !== 'ok')
    throw new Error(
      `The copy of ${options.source} fails SQLite's integrity check (${outcome.integrity}); the live file may be damaged`,
    );
  return { bytes: (await stat(options.target)).size, results: outcome.results };
}
