import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: a folder under DATA_DIR (embedded) or an S3-compatible bucket.
 *
 * Keys are made by the server (see uploadKeys.ts), never taken from a request: slash-separated
 * segments of letters, digits, '.', '_' and '-', each starting with a letter or digit, so '..',
 * absolute paths and empty segments cannot be expressed. Every adapter refuses any other key.
 * A key ends in the extension of its content type (the local store derives the type from it).
 */
export interface BlobStore {
  /** Stores the bytes under `key`, replacing what was there; readers see the old or the new file, never a part. */
  put(key: string, bytes: Uint8Array, options: PutOptions): Promise<void>;
  /** The blob as a stream (the whole of it, or one byte range), or null when there is none. */
  get(key: string, options?: { range?: ByteRange }): Promise<StoredBlob | null>;
  /** Type and size without the bytes, or null. */
  stat(key: string): Promise<BlobInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the blob; removing a missing blob is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every blob whose key starts with `prefix` (not empty); answers how many there were. */
  deletePrefix(prefix: string): Promise<number>;
  close(): Promise<void>;
}

export interface PutOptions {
  contentType: string;
  /** Kept with the object where the store can (S3), for files served straight from the bucket. */
  cacheControl?: string;
  contentDisposition?: string;
}

/** Inclusive byte positions, as in an HTTP `Range` header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface BlobInfo {
  contentType: string;
  /** Size of the whole blob in bytes. */
  size: number;
}

export interface StoredBlob extends BlobInfo {
  body: Readable;
  /** The part `body` holds when a range was asked for (its end clamped to the blob). */
  range?: ByteRange;
}

export class InvalidBlobKeyError extends Error {
  constructor(key: string) {
    super(`Not a valid blob key: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'InvalidBlobKeyError';
  }
}

const SEGMENT = '[A-Za-z0-9][A-Za-z0-9._-]{0,127}';
const KEY = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*$`);
const MAX_KEY_LENGTH = 512;

export function assertBlobKey(key: string): void {
  if (key.length > MAX_KEY_LENGTH || !KEY.test(key)) throw new InvalidBlobKeyError(key);
}

/** A prefix is a key, or a key followed by '/': never empty, so one call cannot empty the store. */
export function assertBlobPrefix(prefix: string): void {
  assertBlobKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
}

/** Clamps a requested range to a blob of `size` bytes; null when it starts beyond the end. */
export function clampRange(range: ByteRange, size: number): ByteRange | null {
  if (range.start < 0 || range.start >= size || range.end < range.start) return null;
  return { start: range.start, end: Math.min(range.end, size - 1) };
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mpg: 'video/mpeg',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
};

/** The content type a key's extension stands for (application/octet-stream when unknown). */
export function contentTypeOfKey(key: string): string {
  const dot = key.lastIndexOf('.');
  const ext = dot > key.lastIndexOf('/') ? key.slice(dot + 1).toLowerCase() : '';
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}
