/**
 * The writer thread of the embedded event log: its own connection to the file (WAL,
 * `synchronous=FULL`), writing the groups of appends the serving thread sends, one at a time, in
 * the order sent. The commit's sync to disk waits here, not on the thread that answers requests.
 */
import { readlinkSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { SqliteAppendGroup } from './sqliteAppendGroup.ts';
import { openSqliteDatabase, synchronousLevel } from './sqliteDatabase.ts';
import {
  errorToWire,
  outcomeToWire,
  type GroupMessage,
  type WriterMessage,
  type WriterThreadData,
} from './sqliteWriterWire.ts';

const port = parentPort;
if (!port) throw new Error('sqliteWriterWorker runs as a worker thread');
const { file, busyTimeoutMs } = workerData as WriterThreadData;
const send = (message: WriterMessage) => port.postMessage(message);

/** This thread's task id on Linux (`/proc/thread-self` names it), so that its priority can be left alone. */
function taskId(): number | null {
  try {
    const match = /\/task\/(\d+)$/.exec(readlinkSync('/proc/thread-self'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

try {
  const db = openSqliteDatabase({ file, busyTimeoutMs });
  const group = new SqliteAppendGroup(db);
  port.on('message', (message: GroupMessage | 'close') => {
    if (message === 'close') {
      db.close();
      port.close();
      return;
    }
    send({ outcomes: group.commit(message.group, message.recordedAt).map(outcomeToWire) });
  });
  send({ ready: true, synchronous: synchronousLevel(db.pragma('synchronous', { simple: true })), taskId: taskId() });
} catch (error) {
  send({ failed: errorToWire(error) });
}
