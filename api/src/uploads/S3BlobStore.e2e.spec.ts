import { describe } from 'vitest';
import { loadConfig } from '../config.ts';
import { describeBlobStoreContract } from './blobStoreContract.ts';
import { S3BlobStore, s3OptionsOf } from './S3BlobStore.ts';

const bucket = process.env.S3_BUCKET;

if (!bucket) console.warn('S3 blob store suite skipped: S3_BUCKET is not set');

describe.skipIf(!bucket)('S3BlobStore', () => {
  describeBlobStoreContract('S3', async () => {
    // The same validation as the application: only the S3_* variables are taken from the environment.
    const config = loadConfig(
      Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('S3_'))),
    );
    const store = new S3BlobStore(s3OptionsOf(config)!);
    return { store, cleanup: () => store.close() };
  });
});
