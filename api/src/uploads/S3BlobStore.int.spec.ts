import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { UnavailableError } from '@aangan/contracts';
import { InvalidBlobKeyError } from './BlobStore.ts';
import { S3BlobStore } from './S3BlobStore.ts';

/** A loopback port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// The contract suite needs a bucket (S3BlobStore.e2e.spec.ts); these need none.
describe('S3BlobStore without a reachable store', () => {
  it('reports the store as unavailable (503 with Retry-After), never as missing data', async () => {
    const store = new S3BlobStore({ bucket: 'aangan-test', region: 'us-east-1', endpoint: `http://127.0.0.1:${await closedPort()}`, credentials: { accessKeyId: 'x', secretAccessKey: 'y' } });
    try {
      const failure = await store.get('public/images/a.png').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(UnavailableError);
      expect((failure as UnavailableError).headers['Retry-After']).toBe('5');
      await expect(store.exists('public/images/a.png')).rejects.toBeInstanceOf(UnavailableError);
      await expect(store.put('public/images/a.png', new Uint8Array([1]), { contentType: 'image/png' })).rejects.toBeInstanceOf(UnavailableError);
    } finally {
      await store.close();
    }
  });

  it('refuses bad keys before any request', async () => {
    const store = new S3BlobStore({ bucket: 'aangan-test', region: 'us-east-1', endpoint: 'http://127.0.0.1:9', credentials: { accessKeyId: 'x', secretAccessKey: 'y' } });
    await expect(store.get('../etc/passwd')).rejects.toBeInstanceOf(InvalidBlobKeyError);
    await expect(store.deletePrefix('')).rejects.toBeInstanceOf(InvalidBlobKeyError);
    await store.close();
  });
});
