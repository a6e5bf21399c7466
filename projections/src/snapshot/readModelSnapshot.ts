import { randomBytes } from 'node:crypto';
import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import type { EventStore } from '../eventStore/EventStore.ts';
import { fillsLater, type FillLoader } from '../readStore/deferredFill.ts';
import type { Collection, Doc, ReadStore, WriteOp } from '../readStore/ReadStore.ts';
import { CHECKPOINTS, PARKED } from '../runner/ProjectionRunner.ts';
import type { SnapshotPrefetch } from './snapshotPrefetch.ts';
import {
  DamagedSnapshotError,
  END_OF_FRAMES,
  FORMAT,
  FRAME_BYTES,
  asciiJson,
  fileKey,
  listFrames,
  openFrame,
  PREFIX_BYTES,
  readHeader,
  sealFrame,
  trailer,
  TRAILER_BYTES,
  type FrameRef,
  type SnapshotHeader,
} from './snapshotFrames.ts';

export interface SnapshotOptions {
  file: string;
  /** 32 bytes: the file is sealed (AES-256-GCM), so it is as private as the data it holds and any change to it is detected. */
  key: Uint8Array;
  /** Changes whenever the code that builds the read models changes: a snapshot from other code is not used. */
  codeVersion: string;
  /**
   * Collections nobody needs to start serving (the audit log): written last, and on a store that
   * can fill collections later, loaded after the start, when first used or asked for.
   */
  deferred?: readonly string[];
  /**
   * By collection, top-level fields nobody needs to start serving (those only a document's own
   * page shows): their values are written apart, after the collections, and on a store that can
   * complete documents later, set on the documents after the start, or when a call first reads
   * them (see FillsLater.completeLater). Which fields these are changes how soon a start serves,
   * never what any read answers.
   */
  lateFields?: Readonly<Record<string, readonly string[]>>;
}

/** What the snapshot holds: each projection's collection, with the runner's checkpoints and parked events. */
export type SnapshotProjections = ReadonlyArray<{ name: string; collection: string }>;

export type LoadResult =
  | {
      loaded: true;
      position: number;
      documents: number;
      /** Collections loaded later, and (with `late`) collections whose late fields are. */
      deferred: Array<{ name: string; count: number; late?: true }>;
      /** Frames taken from the read-ahead. */
      readAhead: number;
    }
  | { loaded: false; reason: string };

/** Called when a deferred collection, or a late part, turns out damaged; what it had not added stays out and its fill ends after it. */
export type LateDamage = (collection: string, reason: string) => Promise<void>;

const collectionsOf = (projections: SnapshotProjections): string[] => [
  ...new Set([...projections.map((p) => p.collection), CHECKPOINTS, PARKED]),
];

const smallestCheckpoint = (checkpoints: readonly Doc[], names: readonly string[]): number => {
  const positions = new Map(checkpoints.map((doc) => [doc._id, Number((doc as { position?: unknown }).position ?? 0)]));
  return names.length === 0 ? 0 : Math.min(...names.map((name) => positions.get(name) ?? 0));
};

const eventIdAt = async (eventStore: Pick<EventStore, 'readAll'>, position: number): Promise<string | null> => {
  if (position <= 0) return null;
  const [event] = await eventStore.readAll({ after: position - 1, maxCount: 1 });
  return event && event.position === position ? event.id : null;
};

type Fields = Doc & Record<string, unknown>;

/** A document as its collection's frames hold it when `late` fields are written apart: those hold null. */
const withoutLate =
  (late: readonly string[]) =>
  (doc: Doc): Doc => {
    if (!late.some((field) => Object.hasOwn(doc, field))) return doc;
    // Field by field, never reading a late one: the store may keep those packed (see packedFields.ts).
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(doc)) copy[key] = late.includes(key) ? null : (doc as Fields)[key];
    return copy as unknown as Doc;
  };

/** What the late part of a collection holds for a document: its `_id` and the `late` fields it has. */
const onlyLate =
  (late: readonly string[]) =>
  (doc: Doc): Doc => {
    const part: Fields = { _id: doc._id };
    for (const field of late) if (Object.hasOwn(doc, field)) part[field] = (doc as Fields)[field];
    return part;
  };

/** JSON arrays of about FRAME_BYTES each (of the documents as `shape` gives them): one frame's plain text at a time. */
function* framesOf(docs: readonly Doc[], shape: (doc: Doc) => Doc = (doc) => doc): Generator<Buffer> {
  let parts: string[] = [];
  let size = 0;
  for (const doc of docs) {
    const text = asciiJson(shape(doc));
    parts.push(text);
    size += text.length;
    if (size >= FRAME_BYTES) {
      yield Buffer.from(`[${parts.join(',')}]`, 'latin1');
      parts = [];
      size = 0;
    }
  }
  if (parts.length > 0) yield Buffer.from(`[${parts.join(',')}]`, 'latin1');
}

/**
 * Writes every collection of the read store to `file` (through a temporary file renamed over it).
 * The documents are frozen, so the arrays taken at the start are a fixed picture even while the
 * runner goes on; each collection is at least as new as the checkpoints taken first, and replaying
 * the tail over a newer document changes nothing (documents remember their position).
 * The smallest checkpoint of `projections` is the snapshot's position.
 */
export async function writeSnapshot(
  options: SnapshotOptions,
  readStore: ReadStore,
  eventStore: Pick<EventStore, 'readAll'>,
  projections: SnapshotProjections,
): Promise<{ position: number; documents: number; bytes: number }> {
  const checkpoints = await readStore.collection(CHECKPOINTS).find({});
  const position = smallestCheckpoint(
    checkpoints,
    projections.map((p) => p.name),
  );
  type Part = { name: string; docs: Doc[]; late?: string[]; shape?: (doc: Doc) => Doc };
  const eager: Part[] = [];
  const lateParts: Part[] = [];
  const deferred: Part[] = [];
  for (const name of collectionsOf(projections)) {
    const docs = name === CHECKPOINTS ? checkpoints : await readStore.collection(name).find({});
    if (options.deferred?.includes(name)) {
      deferred.push({ name, docs });
      continue;
    }
    const late = [...new Set(options.lateFields?.[name] ?? [])].filter((field) => field !== '_id');
    if (late.length === 0) {
      eager.push({ name, docs });
      continue;
    }
    eager.push({ name, docs, shape: withoutLate(late) });
    lateParts.push({ name, docs, late, shape: onlyLate(late) });
  }
  const contents = [...eager, ...lateParts, ...deferred];
  const salt = randomBytes(16);
  const header: SnapshotHeader = {
    format: FORMAT,
    codeVersion: options.codeVersion,
    position,
    eventId: await eventIdAt(eventStore, position),
    collections: contents.map(({ name, docs, late }) => ({ name, count: docs.length, ...(late ? { late } : {}) })),
    salt: salt.toString('base64'),
  };
  const headerLine = Buffer.from(`${JSON.stringify(header)}\n`);
  const key = fileKey(options.key, salt);
  const temporary = `${options.file}.${process.pid}.tmp`;
  const handle = await open(temporary, 'w', 0o600);
  let bytes = headerLine.length;
  let frame = 0;
  const table: Buffer[] = [];
  const put = async (sealed: Buffer) => {
    await handle.write(sealed);
    bytes += sealed.length;
    frame += 1;
  };
  try {
    await handle.write(headerLine);
    let documents = 0;
    for (const [collection, { docs, shape }] of contents.entries()) {
      for (const plain of framesOf(docs, shape)) {
        const sealed = sealFrame(key, headerLine, frame, collection, plain);
        // A copy: a view would keep every sealed frame of the file in memory until the table is written.
        table.push(Buffer.from(sealed.subarray(0, PREFIX_BYTES)));
        await put(sealed);
        // Requests keep flowing while a snapshot is written in the background.
        await new Promise((resolve) => setImmediate(resolve));
      }
      documents += docs.length;
    }
    const tableOffset = bytes;
    const tableIndex = frame;
    await put(sealFrame(key, headerLine, frame, END_OF_FRAMES, Buffer.concat(table)));
    await handle.write(trailer(tableOffset, tableIndex));
    bytes += TRAILER_BYTES;
    await handle.sync();
    await handle.close();
    await rename(temporary, options.file);
    return { position, documents, bytes };
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(temporary, { force: true });
    throw error;
  }
}

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
