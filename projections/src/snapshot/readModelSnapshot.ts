import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { open, readFile, rename, rm } from 'node:fs/promises';
import type { EventStore } from '../eventStore/EventStore.ts';
import type { Doc, ReadStore } from '../readStore/ReadStore.ts';
import { CHECKPOINTS, PARKED } from '../runner/ProjectionRunner.ts';

/** Bumped when the file layout changes; the projectors' code has its own version (`codeVersion`). */
const FORMAT = 'aangan-read-models/1';
const TAG_BYTES = 16;
/** Documents serialised between two turns of the event loop, so requests keep flowing during a write. */
const SLICE = 2000;

interface SnapshotHeader {
  format: string;
  codeVersion: string;
  /** Position every read model in the file has reached (their smallest checkpoint). */
  position: number;
  /** The id of the event at `position`: a log that holds another event there is not the one snapshotted. */
  eventId: string | null;
  collections: Array<{ name: string; count: number }>;
  iv: string;
}

export interface SnapshotOptions {
  file: string;
  /** 32 bytes: the file is sealed (AES-256-GCM), so it is as private as the data it holds and any change to it is detected. */
  key: Uint8Array;
  /** Changes whenever the code that builds the read models changes: a snapshot from other code is not used. */
  codeVersion: string;
}

/** What the snapshot holds: each projection's collection, with the runner's checkpoints and parked events. */
export type SnapshotProjections = ReadonlyArray<{ name: string; collection: string }>;

export type LoadResult = { loaded: true; position: number; documents: number } | { loaded: false; reason: string };

const collectionsOf = (projections: SnapshotProjections) => [...new Set([...projections.map((p) => p.collection), CHECKPOINTS, PARKED])];

const smallestCheckpoint = (checkpoints: readonly Doc[], names: readonly string[]): number => {
  const positions = new Map(checkpoints.map((doc) => [doc._id, Number((doc as { position?: unknown }).position ?? 0)]));
  return names.length === 0 ? 0 : Math.min(...names.map((name) => positions.get(name) ?? 0));
};

const eventIdAt = async (eventStore: Pick<EventStore, 'readAll'>, position: number): Promise<string | null> => {
  if (position <= 0) return null;
  const [event] = await eventStore.readAll({ after: position - 1, maxCount: 1 });
  return event && event.position === position ? event.id : null;
};

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
  const position = smallestCheckpoint(checkpoints, projections.map((p) => p.name));
  const contents: Array<{ name: string; docs: Doc[] }> = [];
  for (const name of collectionsOf(projections)) contents.push({ name, docs: name === CHECKPOINTS ? checkpoints : await readStore.collection(name).find({}) });
  const iv = randomBytes(12);
  const header: SnapshotHeader = {
    format: FORMAT, codeVersion: options.codeVersion, position, eventId: await eventIdAt(eventStore, position),
    collections: contents.map(({ name, docs }) => ({ name, count: docs.length })), iv: iv.toString('base64'),
  };
  const headerLine = Buffer.from(`${JSON.stringify(header)}\n`);
  const cipher = createCipheriv('aes-256-gcm', options.key, iv);
  cipher.setAAD(headerLine);
  const temporary = `${options.file}.${process.pid}.tmp`;
  const handle = await open(temporary, 'w', 0o600);
  let bytes = headerLine.length;
  try {
    await handle.write(headerLine);
    let documents = 0;
    for (const { docs } of contents) {
      for (let start = 0; start < docs.length; start += SLICE) {
        const lines = docs.slice(start, start + SLICE).map((doc) => JSON.stringify(doc)).join('\n');
        const sealed = cipher.update(`${lines}\n`, 'utf8');
        bytes += sealed.length;
        await handle.write(sealed);
        documents += Math.min(SLICE, docs.length - start);
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    const last = Buffer.concat([cipher.final(), cipher.getAuthTag()]);
    bytes += last.length;
    await handle.write(last);
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

/**
 * Fills an empty read store from `file` when the file is whole, was written by the same code and
 * matches the event log; otherwise answers why not and leaves the store empty (the runner then
 * rebuilds from the log).
 */
export async function loadSnapshot(options: SnapshotOptions, readStore: ReadStore, eventStore: Pick<EventStore, 'readAll'>): Promise<LoadResult> {
  let raw: Buffer;
  try {
    raw = await readFile(options.file);
  } catch {
    return { loaded: false, reason: 'no snapshot' };
  }
  const headerEnd = raw.indexOf(0x0a);
  let header: SnapshotHeader;
  try {
    header = JSON.parse(raw.subarray(0, headerEnd).toString('utf8')) as SnapshotHeader;
  } catch {
    return { loaded: false, reason: 'unreadable header' };
  }
  if (headerEnd < 0 || header.format !== FORMAT) return { loaded: false, reason: 'unknown format' };
  if (header.codeVersion !== options.codeVersion) return { loaded: false, reason: 'written by other projector code' };
  if (header.position > 0 && (await eventIdAt(eventStore, header.position)) !== header.eventId) return { loaded: false, reason: 'does not match the event log' };
  if (raw.length < headerEnd + 1 + TAG_BYTES) return { loaded: false, reason: 'truncated' };
  let plain: Buffer;
  try {
    const decipher = createDecipheriv('aes-256-gcm', options.key, Buffer.from(header.iv, 'base64'));
    decipher.setAAD(raw.subarray(0, headerEnd + 1));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    plain = Buffer.concat([decipher.update(raw.subarray(headerEnd + 1, raw.length - TAG_BYTES)), decipher.final()]);
  } catch {
    return { loaded: false, reason: 'damaged (checksum mismatch)' };
  }
  raw = Buffer.alloc(0);
  let offset = 0;
  let documents = 0;
  for (const { name, count } of header.collections) {
    const docs: Doc[] = [];
    for (let i = 0; i < count; i += 1) {
      const end = plain.indexOf(0x0a, offset);
      docs.push(JSON.parse(plain.toString('utf8', offset, end)) as Doc);
      offset = end + 1;
    }
    // Parsed here from the file: nobody else holds these objects.
    if (docs.length > 0) await readStore.collection(name).bulk(docs.map((doc) => ({ op: 'put' as const, doc })), { handOver: true });
    documents += docs.length;
  }
  return { loaded: true, position: header.position, documents };
}
