import type { BlobStore } from '../uploads/BlobStore.ts';
import type { PrivateFiles } from './leadService.ts';

/** Sealed files (résumés) kept in the blob store under `private/`, which no public route serves. */
export function blobPrivateFiles(blobs: BlobStore): PrivateFiles {
  return {
    put: (key, bytes, options) => blobs.put(key, bytes, options),
    async get(key) {
      const blob = await blobs.get(key);
      if (!blob) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of blob.body)
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
      return { bytes: Buffer.concat(chunks) };
    },
    delete: (key) => blobs.delete(key),
  };
}
