// Plain JavaScript on purpose: a worker thread starts without the TypeScript loader of its parent
// (under the test runner in particular), and this file must load the same everywhere.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

/** @type {{ source: string, target: string, journalMode: 'WAL' | 'DELETE', queries: Record<string, string> }} */
const { source, target, journalMode, queries } = workerData;

const from = new Database(source, { fileMustExist: true });
try {
  // The serving process may hold the write lock for a moment; wait for it rather than fail.
  from.pragma('busy_timeout = 10000');
  // Every page in one step, under one read snapshot: copied step by step, a file that another
  // connection keeps writing would make SQLite start the copy over and over.
  await from.backup(target, { progress: () => 0x7fffffff });
} finally {
  from.close();
}

const copy = new Database(target, { fileMustExist: true });
try {
  copy.pragma(`journal_mode = ${journalMode}`);
  copy.pragma('synchronous = FULL');
  const integrity = copy.pragma('integrity_check', { simple: true });
  /** @type {Record<string, number>} */
  const results = {};
  for (const [name, sql] of Object.entries(queries)) results[name] = Number(copy.prepare(sql).pluck().get() ?? 0);
  parentPort?.postMessage({ integrity: String(integrity), results });
} finally {
  copy.close();
}
