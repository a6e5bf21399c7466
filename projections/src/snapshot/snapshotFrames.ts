import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto';
import { readSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';

/**
 * The body of a snapshot file is a run of sealed frames. A frame is
 *   u32 sealed length | u16 collection index | AES-256-GCM ciphertext | 16-byte tag
 * and holds a JSON array of documents of one collection (about `FRAME_BYTES` of them), so no
 * step ever needs a buffer or a string of the whole file. The JSON is plain ASCII (every other
 * character escaped): it is read back as a one-byte string, which decodes and parses several
 * times faster than UTF-8 text with a few Indian or typographic characters in it. Each frame is sealed with a key made
 * for this file (from a random salt in the header) and the frame's number as its IV, with the
 * header and the frame's own prefix as additional data: a changed, moved, dropped or foreign
 * frame, or a changed header, fails the tag.
 *
 * The last frame (collection `END_OF_FRAMES`) is the table of the frames before it: their
 * prefixes, one after the other. A fixed trailer after it gives its offset and number, so a
 * reader finds every frame from two small reads instead of a read per frame across the whole
 * file (a million-event audit log is ten thousand frames). The table is sealed like any frame,
 * and a file cut short loses its trailer.
 *   trailer: u64 offset of the table frame | u32 its number
 */
/** Bumped when the file layout changes; the projectors' code has its own version (`codeVersion`). */
export const FORMAT = 'aangan-read-models/4';
/** The header line is read in one go: it names the collections and their counts, never documents. */
const HEADER_MAX_BYTES = 64 * 1024;

export interface SnapshotHeader {
  format: string;
  codeVersion: string;
  /** Position every read model in the file has reached (their smallest checkpoint). */
  position: number;
  /** The id of the event at `position`: a log that holds another event there is not the one snapshotted. */
  eventId: string | null;
  /**
   * What the frames hold, by their collection number: a collection's documents, or with `late`
   * the values of those fields of its documents (one entry per document: its `_id` and the late
   * fields it has), which the collection's own frames hold as null.
   */
  collections: Array<{ name: string; count: number; late?: string[] }>;
  /** Makes this file's own frame key (see below). */
  salt: string;
}

export const PREFIX_BYTES = 6;
export const TAG_BYTES = 16;
export const END_OF_FRAMES = 0xffff;
export const TRAILER_BYTES = 12;
/** Small frames keep buffers and strings out of V8's large-object space, which costs more than the cipher here. */
export const FRAME_BYTES = 64 * 1024;

/** JSON with every non-ASCII character written as a \u escape (JSON.parse reads it back the same). */
export const asciiJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

export const fileKey = (key: Uint8Array, salt: Buffer): Buffer => createHmac('sha256', key).update(salt).digest();

const frameIv = (index: number): Buffer => {
  const iv = Buffer.alloc(12);
  iv.writeUInt32BE(index, 8);
  return iv;
};

const prefixOf = (sealedLength: number, collection: number): Buffer => {
  const prefix = Buffer.alloc(PREFIX_BYTES);
  prefix.writeUInt32BE(sealedLength, 0);
  prefix.writeUInt16BE(collection, 4);
  return prefix;
};

/** The bytes of frame `index` as they go into the file (prefix included). */
export function sealFrame(key: Buffer, header: Buffer, index: number, collection: number, plain: Buffer): Buffer {
  const prefix = prefixOf(plain.length + TAG_BYTES, collection);
  const cipher = createCipheriv('aes-256-gcm', key, frameIv(index));
  cipher.setAAD(Buffer.concat([header, prefix]));
  return Buffer.concat([prefix, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

/** A frame's place in the file, as read from its prefix (nothing verified yet). */
export interface FrameRef {
  index: number;
  collection: number;
  /** Offset of the prefix. */
  offset: number;
  sealedLength: number;
}

export class DamagedSnapshotError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'DamagedSnapshotError';
  }
}

/** The trailer of a file whose frame table (frame number `index`) starts at `offset`. */
export function trailer(offset: number, index: number): Buffer {
  const bytes = Buffer.alloc(TRAILER_BYTES);
  bytes.writeBigUInt64BE(BigInt(offset), 0);
  bytes.writeUInt32BE(index, 8);
  return bytes;
}

/**
 * Every frame of the file from its table (the last frame, found from the trailer), the table
 * itself last; the table is opened, so the header and the file's end are vouched for. The
 * frames' contents are checked as each one is opened.
 */
export function listFrames(handle: FileHandle, key: Buffer, header: Buffer, fileSize: number): FrameRef[] {
  const bodyEnd = fileSize - TRAILER_BYTES;
  if (bodyEnd < header.length + PREFIX_BYTES) throw new DamagedSnapshotError('truncated');
  const tail = Buffer.alloc(TRAILER_BYTES);
  readSync(handle.fd, tail, 0, TRAILER_BYTES, bodyEnd);
  const tableOffset = Number(tail.readBigUInt64BE(0));
  const tableIndex = tail.readUInt32BE(8);
  if (tableOffset < header.length || tableOffset > bodyEnd - PREFIX_BYTES) throw new DamagedSnapshotError('truncated');
  const prefix = Buffer.alloc(PREFIX_BYTES);
  readSync(handle.fd, prefix, 0, PREFIX_BYTES, tableOffset);
  const table: FrameRef = {
    index: tableIndex,
    collection: prefix.readUInt16BE(4),
    offset: tableOffset,
    sealedLength: prefix.readUInt32BE(0),
  };
  if (table.collection !== END_OF_FRAMES || tableOffset + PREFIX_BYTES + table.sealedLength !== bodyEnd)
    throw new DamagedSnapshotError('truncated');
  const listed = openFrame(handle, key, header, table);
  if (listed.length !== tableIndex * PREFIX_BYTES) throw new DamagedSnapshotError('damaged (checksum mismatch)');
  const frames: FrameRef[] = [];
  let at = header.length;
  for (let index = 0; index < tableIndex; index++) {
    const sealedLength = listed.readUInt32BE(index * PREFIX_BYTES);
    frames.push({ index, collection: listed.readUInt16BE(index * PREFIX_BYTES + 4), offset: at, sealedLength });
    at += PREFIX_BYTES + sealedLength;
  }
  if (at !== tableOffset) throw new DamagedSnapshotError('damaged (checksum mismatch)');
  frames.push(table);
  return frames;
}

/** Reads (synchronously: a frame is small) and opens one frame; one that fails its tag throws DamagedSnapshotError. */
export function openFrame(handle: FileHandle, key: Buffer, header: Buffer, frame: FrameRef): Buffer {
  const sealed = Buffer.allocUnsafe(PREFIX_BYTES + frame.sealedLength);
  const bytesRead = readSync(handle.fd, sealed, 0, sealed.length, frame.offset);
  if (bytesRead !== sealed.length) throw new DamagedSnapshotError('truncated');
  if (sealed.readUInt32BE(0) !== frame.sealedLength || sealed.readUInt16BE(4) !== frame.collection)
    throw new DamagedSnapshotError('damaged (checksum mismatch)');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, frameIv(frame.index));
    decipher.setAAD(Buffer.concat([header, sealed.subarray(0, PREFIX_BYTES)]));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(PREFIX_BYTES, sealed.length - TAG_BYTES)), decipher.final()]);
  } catch {
    throw new DamagedSnapshotError('damaged (checksum mismatch)');
  }
}

/** The header line (JSON, then a newline) at the start of the file, or why it cannot be read. */
export async function readHeader(
  handle: FileHandle,
): Promise<{ header: SnapshotHeader; line: Buffer } | { reason: string }> {
  const start = Buffer.alloc(HEADER_MAX_BYTES);
  const { bytesRead } = await handle.read(start, 0, start.length, 0);
  const end = start.subarray(0, bytesRead).indexOf(0x0a);
  if (end < 0) return { reason: bytesRead < start.length ? 'truncated' : 'unreadable header' };
  try {
    return {
      header: JSON.parse(start.toString('utf8', 0, end)) as SnapshotHeader,
      line: Buffer.from(start.subarray(0, end + 1)),
    };
  } catch {
    return { reason: 'unreadable header' };
  }
}
