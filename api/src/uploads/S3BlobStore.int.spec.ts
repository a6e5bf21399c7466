import { createHash } from 'node:crypto';
import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
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
    const store = new S3BlobStore({
      bucket: 'aangan-test',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${await closedPort()}`,
      credentials: { accessKeyId: 'x', secretAccessKey: 'y' },
    });
    try {
      const failure = await store.get('public/images/a.png').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(UnavailableError);
      expect((failure as UnavailableError).headers['Retry-After']).toBe('5');
      await expect(store.exists('public/images/a.png')).rejects.toBeInstanceOf(UnavailableError);
      await expect(
        store.put('public/images/a.png', new Uint8Array([1]), { contentType: 'image/png' }),
      ).rejects.toBeInstanceOf(UnavailableError);
    } finally {
      await store.close();
    }
  });

  it('refuses bad keys before any request', async () => {
    const store = new S3BlobStore({
      bucket: 'aangan-test',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9',
      credentials: { accessKeyId: 'x', secretAccessKey: 'y' },
    });
    await expect(store.get('../etc/passwd')).rejects.toBeInstanceOf(InvalidBlobKeyError);
    await expect(store.deletePrefix('')).rejects.toBeInstanceOf(InvalidBlobKeyError);
    await store.close();
  });
});

/** A loopback stand-in for an S3-compatible store that lists `keys` and records each multi-object delete. */
async function listingStore(keys: string[]) {
  const deletes: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://store');
      response.setHeader('Content-Type', 'application/xml');
      if (request.method === 'POST' && url.searchParams.has('delete')) {
        deletes.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.end('<?xml version="1.0" encoding="UTF-8"?><DeleteResult></DeleteResult>');
        return;
      }
      const contents = keys.map((key) => `<Contents><Key>${key}</Key><Size>1</Size></Contents>`).join('');
      response.end(
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>aangan-test</Name><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    deletes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('S3BlobStore deleting many objects', () => {
  it('sends Content-MD5 of the request body, which S3-compatible stores require for DeleteObjects', async () => {
    const keys = ['private/resumes/2025/07/a.pdf', 'private/resumes/2025/07/b.pdf'];
    const remote = await listingStore(keys);
    const store = new S3BlobStore({
      bucket: 'aangan-test',
      region: 'us-east-1',
      endpoint: remote.endpoint,
      credentials: { accessKeyId: 'x', secretAccessKey: 'y' },
    });
    try {
      expect(await store.deletePrefix('private/resumes/2025/07/')).toBe(2);
      expect(remote.deletes).toHaveLength(1);
      const [sent] = remote.deletes;
      for (const key of keys) expect(sent.body).toContain(`<Key>${key}</Key>`);
      expect(sent.headers['content-md5']).toBe(createHash('md5').update(sent.body).digest('base64'));
      // The header is signed with the rest, so a store checking signatures accepts it.
      expect(String(sent.headers.authorization)).toContain('content-md5');
    } finally {
      await store.close();
      await remote.close();
    }
  });
});
