import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeBlobStoreContract } from './blobStoreContract.ts';
import { LocalBlobStore } from './LocalBlobStore.ts';

describeBlobStoreContract('local folder', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'aangan-blobs-'));
  const store = new LocalBlobStore(root);
  return { store, cleanup: async () => rmSync(root, { recursive: true, force: true }) };
});

/** Every file under a folder, relative to it. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));

describe('LocalBlobStore on disk', () => {
  it('writes keys as files under its folder and leaves no temporary file behind', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'aangan-blobs-'));
    try {
      const store = new LocalBlobStore(root);
      await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          store.put('public/images/2025/01/same.png', new Uint8Array(10_000 + i), { contentType: 'image/png' }),
        ),
      );
      expect(filesUnder(root)).toEqual([path.join('public', 'images', '2025', '01', 'same.png')]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('never serves the temporary files of a write in progress, nor a folder as a blob', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'aangan-blobs-'));
    try {
      const store = new LocalBlobStore(root);
      await store.put('public/a/b.pdf', new Uint8Array([1]), { contentType: 'application/pdf' });
      expect(await store.get('public/a')).toBeNull();
      expect(await store.exists('public')).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
