import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  type DeleteObjectsCommandInput,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { UnavailableError } from '@aangan/contracts';
import {
  assertBlobKey,
  assertBlobPrefix,
  clampRange,
  type BlobInfo,
  type BlobStore,
  type ByteRange,
  type PutOptions,
  type StoredBlob,
} from './BlobStore.ts';

export interface S3BlobStoreOptions {
  bucket: string;
  region: string;
  /** For S3-compatible stores (MinIO, R2, Spaces...): addressed path-style. */
  endpoint?: string;
  /** Without them the SDK's default chain applies (instance or task role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** The S3 settings of the configuration, or null when uploads stay on local disk. */
export function s3OptionsOf(config: {
  S3_BUCKET?: string | undefined;
  S3_REGION?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
}): S3BlobStoreOptions | null {
  if (!config.S3_BUCKET) return null;
  return {
    bucket: config.S3_BUCKET,
    region: config.S3_REGION ?? 'us-east-1',
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } }
      : {}),
  };
}

const statusOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

const isNotFound = (error: unknown): boolean => {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
};

/**
 * Vendor errors stop here: a store that cannot be reached or answers 5xx becomes a 503 with
 * Retry-After; anything else (access denied, no such bucket) is a configuration fault and stays a 500.
 */
function translate(error: unknown): unknown {
  const status = statusOf(error);
  if (status === undefined || status >= 500) {
    return new UnavailableError('The file store is temporarily unavailable. Please try again shortly.', 5, error);
  }
  return error;
}

/**
 * A multi-object delete carrying Content-MD5. S3 itself takes the SDK's CRC32 checksum instead, but
 * several S3-compatible stores refuse a DeleteObjects without Content-MD5, and an erasure must not
 * fail there. Added at the build step: the body is final, and the signature (later) covers the header.
 */
function deleteObjectsWithMd5(input: DeleteObjectsCommandInput): DeleteObjectsCommand {
  const command = new DeleteObjectsCommand(input);
  command.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as { headers?: Record<string, string>; body?: unknown };
      if (request.headers && (typeof request.body === 'string' || request.body instanceof Uint8Array)) {
        request.headers['content-md5'] = createHash('md5').update(request.body).digest('base64');
      }
      return next(args);
    },
    { step: 'build', name: 'deleteObjectsContentMd5' },
  );
  return command;
}

/** Blobs as objects of one bucket; S3 writes are atomic by nature. */
export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3BlobStoreOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      // Many S3-compatible stores refuse the newer default checksums; send them only when required.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private async call<T>(send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (error) {
      throw translate(error);
    }
  }

  async put(key: string, bytes: Uint8Array, options: PutOptions): Promise<void> {
    assertBlobKey(key);
    await this.call(() =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: options.contentType,
          ...(options.cacheControl ? { CacheControl: options.cacheControl } : {}),
          ...(options.contentDisposition ? { ContentDisposition: options.contentDisposition } : {}),
        }),
      ),
    );
  }

  async stat(key: string): Promise<BlobInfo | null> {
    assertBlobKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { contentType: head.ContentType ?? 'application/octet-stream', size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw translate(error);
    }
  }

  async get(key: string, options: { range?: ByteRange } = {}): Promise<StoredBlob | null> {
    assertBlobKey(key);
    let range: ByteRange | undefined;
    if (options.range) {
      // The total size is needed to clamp the range and to answer Content-Range.
      const info = await this.stat(key);
      if (!info) return null;
      const clamped = clampRange(options.range, info.size);
      if (!clamped) throw new RangeError(`Range starts beyond the end of ${key}`);
      range = clamped;
    }
    try {
      const out = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      const total = out.ContentRange ? Number(out.ContentRange.split('/')[1]) : (out.ContentLength ?? 0);
      return {
        body: out.Body as Readable,
        contentType: out.ContentType ?? 'application/octet-stream',
        size: total,
        ...(range ? { range } : {}),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw translate(error);
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    assertBlobKey(key);
    // S3 answers 204 for a missing key too.
    await this.call(() => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })));
  }

  async deletePrefix(prefix: string): Promise<number> {
    assertBlobPrefix(prefix);
    let removed = 0;
    let token: string | undefined;
    do {
      const page = await this.call(() =>
        this.client.send(
          new ListObjectsV2Command({
            Bucket: this.bucket,
            Prefix: prefix,
            ...(token ? { ContinuationToken: token } : {}),
          }),
        ),
      );
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (keys.length > 0) {
        const result = await this.call(() =>
          this.client.send(deleteObjectsWithMd5({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } })),
        );
        if (result.Errors && result.Errors.length > 0) {
          throw new Error(
            `Could not delete ${result.Errors.length} objects under ${prefix}: ${result.Errors[0]?.Code ?? 'unknown'}`,
          );
        }
        removed += keys.length;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return removed;
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
