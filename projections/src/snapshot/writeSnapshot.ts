import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import type { EventStore } from '../eventStore/EventStore.ts';
import type { Doc, ReadStore } from '../readStore/ReadStore.ts';
import { CHECKPOINTS, PARKED } from '../runner/ProjectionRunner.ts';
import { eventIdAt, type SnapshotOptions, type SnapshotProjections } from './readModelSnapshot.ts';
import {
  END_OF_FRAMES,
  FORMAT,
  FRAME_BYTES,
  asciiJson,
  fileKey,
  PREFIX_BYTES,
  sealFrame,
  trailer,
  TRAILER_BYTES,
  type SnapshotHeader,
} from './snapshotFrames.ts';

const collectionsOf = (projections: SnapshotProjections): string[] => [
  ...new Set([...projections.map((p) => p.collection), CHECKPOINTS, PARKED]),
];

const smallestCheckpoint = (checkpoints: readonly Doc[], names: readonly string[]): number => {
  const positions = new Map(checkpoints.map((doc) => [doc._id, Number((doc as { position?: unknown }).position ?? 0)]));
  return names.length === 0 ? 0 : Math.min(...names.map((name) => positions.get(name) ?? 0));
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
