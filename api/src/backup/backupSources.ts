import { lstat, open, readdir } from 'node:fs/promises';
import path from 'node:path';
import { DATA_FILES, ENTRY, SAFE_DATA_PATH } from './backupManifest.ts';

/** One entry to archive; `open` answers null when the file went away since it was listed. */
export interface Source {
  name: string;
  /** Size when listed (for progress); the entry takes the size found when the file is opened. */
  size: number;
  mode: number;
  open: () => Promise<{ size: number; body: Buffer | AsyncIterable<Buffer>; close: () => Promise<void> } | null>;
}

export const inMemory = (name: string, bytes: Buffer): Source => ({
  name,
  size: bytes.length,
  mode: 0o600,
  open: async () => ({ size: bytes.length, body: bytes, close: async () => undefined }),
});

/**
 * A file read through one open handle, sized when opened: uploads are replaced by rename, so the
 * handle keeps reading the version it opened whatever happens to the name meanwhile.
 */
export function fileSource(name: string, file: string, listedSize: number, mode: number): Source {
  return {
    name,
    size: listedSize,
    mode,
    async open() {
      let handle;
      try {
        handle = await open(file, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      const { size } = await handle.stat();
      const body =
        size === 0
          ? Buffer.alloc(0)
          : handle.createReadStream({ start: 0, end: size - 1, autoClose: false, highWaterMark: 256 * 1024 });
      return { size, body, close: () => handle.close().catch(() => undefined) };
    },
  };
}

/** Every stored upload (temporary files of writes in progress and anything odd are left out). */
export async function uploadSources(root: string): Promise<Source[]> {
  const sources: Source[] = [];
  const walk = async (dir: string, prefix: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (!SAFE_DATA_PATH.test(`${DATA_FILES.uploads}/${key}`)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full, key);
      else if (entry.isFile()) {
        try {
          const info = await lstat(full);
          sources.push(
            fileSource(`${ENTRY.dataPrefix}${DATA_FILES.uploads}/${key}`, full, info.size, info.mode & 0o777),
          );
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error; // removed meanwhile: not part of this backup
        }
      }
    }
  };
  await walk(root, '');
  return sources;
}
