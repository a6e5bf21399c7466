import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { IdGenerator } from '../core/ids.ts';
import type { BlobStore } from '../uploads/BlobStore.ts';
import { LocalBlobStore } from '../uploads/LocalBlobStore.ts';
import { createImageVariantLookup } from '../uploads/imageVariantLookup.ts';
import { createPublicUrls } from '../uploads/publicUrls.ts';
import { createUploadService } from '../uploads/uploadService.ts';

/** Where uploads are kept, the service that takes them and the lookup of an image's variants. */
export async function createUploads(config: Config, deps: { now: () => Date; ids: IdGenerator; logger: Logger }) {
  const { now, ids, logger } = deps;
  // Uploads: an S3-compatible bucket when S3_BUCKET is set, else a folder under DATA_DIR.
  const s3 = config.S3_BUCKET ? await import('../uploads/S3BlobStore.ts') : null;
  const s3Options = s3?.s3OptionsOf(config);
  const blobs: BlobStore =
    s3 && s3Options ? new s3.S3BlobStore(s3Options) : new LocalBlobStore(path.join(config.DATA_DIR, 'uploads'));
  const publicUrls = createPublicUrls({
    publicBaseUrl: s3Options ? config.S3_PUBLIC_BASE_URL : undefined,
    siteOrigin: config.PUBLIC_ORIGIN,
  });
  const uploads = createUploadService({
    blobs,
    now,
    uuid: ids.uuid,
    logger: logger.child({ component: 'uploads' }),
    urls: publicUrls,
  });
  const imageVariants = createImageVariantLookup({ blobs, urls: publicUrls });
  return { blobs, uploads, imageVariants };
}
