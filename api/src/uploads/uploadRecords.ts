import { z } from 'zod';
import type { BlobStore } from './BlobStore.ts';
import { recordKey } from './uploadKeys.ts';

/**
 * The record of a public upload: the name it came with (the stored name is random), its type and
 * size, and when. Kept as a small private blob beside no public file (see recordKey), removed with
 * the upload.
 */
const uploadRecordSchema = z.object({
  name: z.string().min(1).max(200),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  at: z.string(),
});

export type UploadRecord = z.infer<typeof uploadRecordSchema>;

/** A record is a few hundred bytes; anything much larger is not one of ours. */
const MAX_RECORD_BYTES = 4096;

export function uploadRecords(blobs: BlobStore) {
  return {
    async write(base: string, record: UploadRecord): Promise<void> {
      await blobs.put(recordKey(base), new TextEncoder().encode(JSON.stringify(record)), {
        contentType: 'application/json',
        cacheControl: 'private, no-store',
      });
    },

    /** The record, or null when there is none (an upload made before records were kept) or it cannot be read. */
    async read(base: string): Promise<UploadRecord | null> {
      const blob = await blobs.get(recordKey(base));
      if (!blob) return null;
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of blob.body as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MAX_RECORD_BYTES) {
          blob.body.destroy();
          return null;
        }
        chunks.push(chunk);
      }
      try {
        const parsed = uploadRecordSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
