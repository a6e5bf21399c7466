import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { Pack } from 'tar-stream';

export interface WrittenEntry {
  bytes: number;
  sha256: string;
}

/**
 * Writes one file entry into the tar stream, hashing what goes in. `size` must be exact: the tar
 * header announces it before the data. `onBytes` reports progress.
 */
export async function writeTarEntry(
  pack: Pack,
  header: { name: string; size: number; mode: number; mtime: Date },
  body: Buffer | AsyncIterable<Buffer>,
  onBytes: (bytes: number) => void = () => undefined,
): Promise<WrittenEntry> {
  const hash = createHash('sha256');
  let bytes = 0;
  let settle: (error?: Error | null) => void = () => undefined;
  const done = new Promise<void>((resolve, reject) => {
    settle = (error) => (error ? reject(error) : resolve());
  });
  const entry: Writable = pack.entry({ ...header, type: 'file' }, (error) => settle(error));
  const write = async (chunk: Buffer) => {
    hash.update(chunk);
    bytes += chunk.length;
    if (!entry.write(chunk)) await Promise.race([once(entry, 'drain'), done]);
    onBytes(chunk.length);
  };
  if (Buffer.isBuffer(body)) await write(body);
  else for await (const chunk of body) await write(chunk);
  if (bytes !== header.size)
    throw new Error(
      `${header.name} changed size while it was being archived (${header.size} bytes announced, ${bytes} read)`,
    );
  entry.end();
  await done;
  return { bytes, sha256: hash.digest('hex') };
}
