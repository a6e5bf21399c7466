import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import {
  assertBlobKey,
  assertBlobPrefix,
  clampRange,
  contentTypeOfKey,
  type BlobInfo,
  type BlobStore,
  type ByteRange,
  type PutOptions,
  type StoredBlob,
} from './BlobStore.ts';
import { OWNER_ONLY_DIR, OWNER_ONLY_FILE } from '../core/ownerOnly.ts';

/** Temporary files start with a dot, which no key segment can: they are never listed or served. */
const TEMP_PREFIX = '.tmp-';

const isMissing = (error: unknown): boolean =>
  (error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR';

/**
 * Blobs as files under one folder (DATA_DIR/uploads in the embedded mode). Writes go to a temporary
 * file in the target folder, are flushed to disk and then renamed over the target, so a reader or a
 * crash never sees half a file. The content type is the one the key's extension stands for.
 */
export class LocalBlobStore implements BlobStore {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file of a key; the key grammar already rules out '..', the containment check is a second lock. */
  private fileOf(key: string): string {
    assertBlobKey(key);
    const file = path.resolve(this.root, ...key.split('/'));
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Blob key escapes the store: ${key}`);
    return file;
  }

  async put(key: string, bytes: Uint8Array, _options: PutOptions): Promise<void> {
    const file = this.fileOf(key);
    const dir = path.dirname(file);
    await mkdir(dir, { recursive: true, mode: OWNER_ONLY_DIR });
    const temp = path.join(dir, `${TEMP_PREFIX}${randomUUID()}`);
    try {
      const handle = await open(temp, 'wx', OWNER_ONLY_FILE);
      try {
        await handle.writeFile(bytes);
        await handle.datasync();
      } finally {
        await handle.close();
      }
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async stat(key: string): Promise<BlobInfo | null> {
    const file = this.fileOf(key);
    try {
      const info = await stat(file);
      return info.isFile() ? { contentType: contentTypeOfKey(key), size: info.size } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(key: string, options: { range?: ByteRange } = {}): Promise<StoredBlob | null> {
    const file = this.fileOf(key);
    // Opening first pins the file: a rename or delete after this point does not change what is read.
    let handle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
    try {
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      const range = options.range ? clampRange(options.range, info.size) : undefined;
      if (range === null) throw new RangeError(`Range starts beyond the end of ${key}`);
      const body = handle.createReadStream({
        autoClose: true,
        ...(range ? { start: range.start, end: range.end } : {}),
      });
      return { body, contentType: contentTypeOfKey(key), size: info.size, ...(range ? { range } : {}) };
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.fileOf(key));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async deletePrefix(prefix: string): Promise<number> {
    assertBlobPrefix(prefix);
    const slash = prefix.lastIndexOf('/');
    const dir = path.resolve(
      this.root,
      ...prefix
        .slice(0, slash + 1)
        .split('/')
        .filter(Boolean),
    );
    const namePrefix = prefix.slice(slash + 1);
    if (dir !== this.root && !dir.startsWith(this.root + path.sep))
      throw new Error(`Blob prefix escapes the store: ${prefix}`);
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
    let removed = 0;
    for (const entry of entries) {
      if (!entry.name.startsWith(namePrefix) || entry.name.startsWith('.')) continue;
      const target = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        removed += await countFiles(target);
        await rm(target, { recursive: true, force: true });
      } else {
        await rm(target, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  async close(): Promise<void> {
    // Nothing held open between calls.
  }
}

async function countFiles(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) count += await countFiles(path.join(dir, entry.name));
    else if (!entry.name.startsWith('.')) count += 1;
  }
  return count;
}
