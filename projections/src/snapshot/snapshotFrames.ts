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
 * frame, or a changed header, fails the tag. The last frame (collection `END_OF_FRAMES`, empty)
 * proves the file was not cut short.
 */
export const PREFIX_BYTES = 6;
export const TAG_BYTES = 16;
export const END_OF_FRAMES = 0xffff;
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

/**
 * Walks the frames' prefixes from `offset` to the end of the file without opening any of them.
 * Synchronous reads: thousands of six-byte reads through the thread pool would cost seconds.
 */
export function listFrames(handle: FileHandle, offset: number, fileSize: number): FrameRef[] {
  const frames: FrameRef[] = [];
  const prefix = Buffer.alloc(PREFIX_BYTES);
  let at = offset;
  while (at < fileSize) {
    if (at + PREFIX_BYTES > fileSize) throw new DamagedSnapshotError('truncated');
    readSync(handle.fd, prefix, 0, PREFIX_BYTES, at);
    const sealedLength = prefix.readUInt32BE(0);
    const collection = prefix.readUInt16BE(4);
    if (sealedLength < TAG_BYTES || at + PREFIX_BYTES + sealedLength > fileSize) throw new DamagedSnapshotError('truncated');
    frames.push({ index: frames.length, collection, offset: at, sealedLength });
    at += PREFIX_BYTES + sealedLength;
    if (collection === END_OF_FRAMES) break;
  }
  if (frames.at(-1)?.collection !== END_OF_FRAMES) throw new DamagedSnapshotError('truncated');
  if (at !== fileSize) throw new DamagedSnapshotError('damaged (checksum mismatch)');
  return frames;
}

/** Reads (synchronously: a frame is small) and opens one frame; one that fails its tag throws DamagedSnapshotError. */
export function openFrame(handle: FileHandle, key: Buffer, header: Buffer, frame: FrameRef): Buffer {
  const sealed = Buffer.allocUnsafe(PREFIX_BYTES + frame.sealedLength);
  const bytesRead = readSync(handle.fd, sealed, 0, sealed.length, frame.offset);
  if (bytesRead !== sealed.length) throw new DamagedSnapshotError('truncated');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, frameIv(frame.index));
    decipher.setAAD(Buffer.concat([header, sealed.subarray(0, PREFIX_BYTES)]));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(PREFIX_BYTES, sealed.length - TAG_BYTES)), decipher.final()]);
  } catch {
    throw new DamagedSnapshotError('damaged (checksum mismatch)');
  }
}
