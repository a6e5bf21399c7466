import { open, type FileHandle } from 'node:fs/promises';
import type { EventStore } from '../eventStore/EventStore.ts';
import { fillsLater, type FillLoader } from '../readStore/deferredFill.ts';
import type { Collection, Doc, ReadStore, WriteOp } from '../readStore/ReadStore.ts';
import { eventIdAt, type LateDamage, type LoadResult, type SnapshotOptions } from './readModelSnapshot.ts';
import type { SnapshotPrefetch } from './snapshotPrefetch.ts';
import {
  DamagedSnapshotError,
  FORMAT,
  fileKey,
  listFrames,
  openFrame,
  readHeader,
  type FrameRef,
} from './snapshotFrames.ts';

/** Sets late fields on stored documents through the port (a store that cannot complete documents later). */
async function completeStored(collection: Collection, parts: readonly Doc[]): Promise<void> {
  const stored = await collection.getMany(parts.map((part) => part._id));
  const ops: WriteOp[] = [];
  for (const part of parts) {
    const doc = stored.get(part._id);
    if (doc) ops.push({ op: 'put', doc: { ...doc, ...part } });
  }
  await collection.bulk(ops, { handOver: true });
}

/** Frames opened between two turns of the event loop while a deferred collection loads (about 1 MB). */
const FRAMES_PER_TURN = 16;

/**
 * Opens a collection's frames one after the other, handing each one's documents to `add`;
 * answers how many. With `signal` (a load in the background) it lets other work run in between.
 */
async function readCollection(
  handle: FileHandle,
  key: Buffer,
  headerLine: Buffer,
  frames: readonly FrameRef[],
  add: (docs: Doc[]) => void | Promise<unknown>,
  signal?: AbortSignal,
  prefetch?: SnapshotPrefetch,
  readAhead = { frames: 0 },
): Promise<number> {
  let count = 0;
  for (const [i, frame] of frames.entries()) {
    if (signal?.aborted) return count;
    const ahead = prefetch ? await prefetch.frame(headerLine, frame.index) : null;
    if (ahead) readAhead.frames += 1;
    const plain = ahead ?? openFrame(handle, key, headerLine, frame);
    const docs = JSON.parse(plain.toString('latin1')) as Doc[];
    count += docs.length;
    await add(docs);
    if (signal && i % FRAMES_PER_TURN === FRAMES_PER_TURN - 1) await new Promise((resolve) => setImmediate(resolve));
  }
  return count;
}

/**
 * Fills an empty read store from `file` when the file is whole, was written by the same code and
 * matches the event log; otherwise answers why not and leaves the store empty (the runner then
 * rebuilds from the log). The `deferred` collections are handed to the store to fill later (when
 * it can); should one of them turn out damaged then, `lateDamage` is told and awaited. Frames a
 * `prefetch` of this file has opened already are taken from it.
 */
export async function loadSnapshot(
  options: SnapshotOptions,
  readStore: ReadStore,
  eventStore: Pick<EventStore, 'readAll'>,
  lateDamage?: LateDamage,
  prefetch?: SnapshotPrefetch,
): Promise<LoadResult> {
  let handle: FileHandle;
  try {
    handle = await open(options.file, 'r');
  } catch {
    return { loaded: false, reason: 'no snapshot' };
  }
  let keepOpen = false;
  const loadedNames: string[] = [];
  try {
    const read = await readHeader(handle);
    if ('reason' in read) return { loaded: false, reason: read.reason };
    const { header, line } = read;
    if (header.format !== FORMAT) return { loaded: false, reason: 'unknown format' };
    if (header.codeVersion !== options.codeVersion) return { loaded: false, reason: 'written by other projector code' };
    if (header.position > 0 && (await eventIdAt(eventStore, header.position)) !== header.eventId)
      return { loaded: false, reason: 'does not match the event log' };
    const key = fileKey(options.key, Buffer.from(header.salt, 'base64'));
    // The frame table (the last frame) vouches for the header and for the file's end before anything is loaded.
    const frames = listFrames(handle, key, line, (await handle.stat()).size);
    const framesOf = (index: number) => frames.filter((frame) => frame.collection === index);
    const store = fillsLater(readStore) ? readStore : null;
    // Loaded after the start, on a store that can: deferred collections, and late fields.
    const later = header.collections.flatMap((entry, index) =>
      store && framesOf(index).length > 0 && (entry.late || options.deferred?.includes(entry.name))
        ? [{ ...entry, index }]
        : [],
    );
    const loadedLater = new Set(later.map(({ index }) => index));
    let documents = 0;
    const readAhead = { frames: 0 };
    for (const [index, { name, count, late }] of header.collections.entries()) {
      if (late || loadedLater.has(index)) continue;
      loadedNames.push(name);
      // Parsed here from the file: nobody else holds these objects.
      const loaded = await readCollection(
        handle,
        key,
        line,
        framesOf(index),
        (docs) =>
          readStore.collection(name).bulk(
            docs.map((doc) => ({ op: 'put' as const, doc })),
            { handOver: 'parsed' },
          ),
        undefined,
        prefetch,
        readAhead,
      );
      if (loaded !== count) throw new DamagedSnapshotError('damaged (checksum mismatch)');
      documents += loaded;
    }
    // Late fields a store cannot take later are set now, on the documents just stored.
    for (const [index, { name, count, late }] of header.collections.entries()) {
      if (!late || loadedLater.has(index)) continue;
      const loaded = await readCollection(handle, key, line, framesOf(index), (parts) =>
        completeStored(readStore.collection(name), parts),
      );
      if (loaded !== count) throw new DamagedSnapshotError('damaged (checksum mismatch)');
    }
    if (store && later.length > 0) {
      keepOpen = true;
      let remaining = later.length;
      for (const { name, count, late, index } of later) {
        const load: FillLoader = async (add, signal) => {
          try {
            const loaded = await readCollection(handle, key, line, framesOf(index), add, signal);
            if (loaded !== count && !signal.aborted) throw new DamagedSnapshotError('damaged (checksum mismatch)');
          } catch (error) {
            if (!signal.aborted)
              await lateDamage?.(name, error instanceof DamagedSnapshotError ? error.reason : 'unreadable');
          } finally {
            remaining -= 1;
            // The file is shared: it stays open until every one of them has ended (a discarded one is still called).
            if (remaining === 0) await handle.close().catch(() => undefined);
          }
        };
        if (late) store.completeLater(name, late, load);
        else store.fillLater(name, load);
      }
    }
    return {
      loaded: true,
      position: header.position,
      documents,
      deferred: later.map(({ name, count, late }) => ({ name, count, ...(late ? { late: true as const } : {}) })),
      readAhead: readAhead.frames,
    };
  } catch (error) {
    for (const name of loadedNames) await readStore.drop(name);
    if (error instanceof DamagedSnapshotError) return { loaded: false, reason: error.reason };
    throw error;
  } finally {
    if (!keepOpen) await handle.close();
  }
}
