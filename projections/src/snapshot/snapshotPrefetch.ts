import { open } from 'node:fs/promises';
import { parentPort, Worker, type MessagePort } from 'node:worker_threads';
import { fileKey, listFrames, openFrame, readHeader } from './snapshotFrames.ts';

/** Which snapshot to read ahead: its file and key, and the collections loaded later (not read ahead, like late fields). */
export interface PrefetchSettings {
  file: string;
  key: Uint8Array;
  deferred: readonly string[];
}

/** What the worker posts: the file's header line, then frames in file order, then the end. */
type PrefetchMessage = { header: Uint8Array } | { index: number; plain: ArrayBuffer } | { end: true };

/**
 * Runs on a worker thread while the main thread is still loading the server's code: reads and
 * opens (decrypts and checks) the frames of the collections loaded at start, in file order, and
 * hands each one's plain text over (moved, not copied), so the main thread only has to parse them.
 * It stops at the first problem without saying which: the main thread opens what it did not get
 * itself, finds the same problem and reports it. With no `settings` (no snapshot to read) it only
 * posts the end.
 */
export async function prefetchFrames(
  settings: PrefetchSettings | null,
  port: MessagePort | null = parentPort,
): Promise<void> {
  if (!port) return;
  const post = (message: PrefetchMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
  let handle;
  try {
    if (!settings) return;
    handle = await open(settings.file, 'r');
    const read = await readHeader(handle);
    if ('reason' in read) return;
    post({ header: new Uint8Array(read.line) });
    const key = fileKey(settings.key, Buffer.from(read.header.salt, 'base64'));
    const frames = listFrames(handle, key, read.line, (await handle.stat()).size);
    // Neither the deferred collections nor the late fields are loaded at start: neither is read ahead.
    const wanted = new Set(
      read.header.collections.flatMap(({ name, late }, index) =>
        late || settings.deferred.includes(name) ? [] : [index],
      ),
    );
    for (const frame of frames) {
      if (!wanted.has(frame.collection)) continue;
      const plain = openFrame(handle, key, read.line, frame);
      // A frame's plain text has a memory block of its own (Buffer.concat of more than a pool's worth): moved as it is.
      const block =
        plain.byteOffset === 0 && plain.buffer.byteLength === plain.length
          ? plain.buffer
          : plain.buffer.slice(plain.byteOffset, plain.byteOffset + plain.length);
      post({ index: frame.index, plain: block as ArrayBuffer }, [block as ArrayBuffer]);
    }
  } catch {
    // The main thread finds the problem when it opens the frame itself.
  } finally {
    post({ end: true });
    await handle?.close();
  }
}

/** The main thread's side of a read-ahead. */
export interface SnapshotPrefetch {
  /**
   * The plain text of frame `index` of the file whose header line is `header`, if the worker has
   * opened it by now (what it posted is taken in first); null otherwise: the caller opens that frame
   * itself, so a slow or stuck worker never holds a start up. Each frame is handed out once.
   */
  frame(header: Buffer, index: number): Promise<Buffer | null>;
  /** Ends the worker and lets go of what it read and nobody took. */
  stop(): Promise<void>;
}

/**
 * Starts a worker on `entry`: a module that finds the snapshot to read, if any, and calls
 * `prefetchFrames` with it (the worker works that out itself, so that it starts at once).
 */
export function startSnapshotPrefetch(entry: URL): SnapshotPrefetch {
  const worker = new Worker(entry);
  worker.unref();
  return receivePrefetch(worker, () => worker.terminate());
}

/** The main thread's side of what `prefetchFrames` posts to `source` (a worker, or a message port); `end` stops the sender. */
export function receivePrefetch(
  source: { on(event: string, listener: (message: PrefetchMessage) => void): unknown },
  end: () => Promise<unknown> | void,
): SnapshotPrefetch {
  const frames = new Map<number, Buffer>();
  let header: Buffer | null = null;
  let ended = false;
  const over = () => {
    ended = true;
  };
  source.on('message', (message: PrefetchMessage) => {
    if ('header' in message) header = Buffer.from(message.header);
    else if ('index' in message) frames.set(message.index, Buffer.from(message.plain));
    else ended = true;
  });
  for (const event of ['error', 'exit', 'close']) source.on(event, over);
  return {
    async frame(line, index) {
      if (header && !header.equals(line)) return null;
      // Messages arrive between turns of the event loop: one turn lets what the worker posted in.
      if (!frames.has(index) && !ended) await new Promise((resolve) => setImmediate(resolve));
      if (!header || !header.equals(line)) return null;
      const plain = frames.get(index) ?? null;
      frames.delete(index);
      return plain;
    },
    async stop() {
      over();
      frames.clear();
      // Not awaited: ending the worker never holds anything up.
      void Promise.resolve(end()).catch(() => undefined);
    },
  };
}
