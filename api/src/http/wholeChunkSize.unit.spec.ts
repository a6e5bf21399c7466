import { randomBytes } from 'node:crypto';
import { createBrotliCompress, createGzip } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FAST_GZIP_LEVEL, fastBrotliParams, wholeChunkSize } from './wholeBodyCompression.ts';

/** The pieces zlib's thread hands back for `bytes` compressed in one call at the answers' settings. */
const piecesOf = (bytes: Buffer, coding: 'br' | 'gzip'): Promise<number> =>
  new Promise((resolve, reject) => {
    const chunkSize = wholeChunkSize(bytes.length);
    const stream =
      coding === 'br'
        ? createBrotliCompress({ params: fastBrotliParams(bytes.length), chunkSize })
        : createGzip({ level: FAST_GZIP_LEVEL, chunkSize });
    let pieces = 0;
    stream.on('data', () => (pieces += 1));
    stream.on('end', () => resolve(pieces));
    stream.on('error', reject);
    stream.end(bytes);
  });

describe('the output chunk of a body compressed whole', () => {
  it('holds the whole output in one piece, for a page and for bytes that do not compress', async () => {
    const page = Buffer.from(
      Array.from(
        { length: 3000 },
        (_, i) => `<li data-unit="${i}">${(i * 7919) % 10007} sq ft, ₹${i % 97} L</li>`,
      ).join(''),
    );
    const noise = randomBytes(200 * 1024);
    for (const bytes of [page, noise, Buffer.from('{"responseCode":200,"result":[]}'.repeat(40))]) {
      expect(await piecesOf(bytes, 'br')).toBe(1);
      // gzip hands back what the body's write made, then what ending the stream made.
      expect(await piecesOf(bytes, 'gzip')).toBeLessThanOrEqual(2);
    }
  });

  it('stays within bounds for tiny and huge bodies', () => {
    expect(wholeChunkSize(0)).toBe(16 * 1024);
    expect(wholeChunkSize(100 * 1024)).toBe(101 * 1024);
    expect(wholeChunkSize(64 * 1024 * 1024)).toBe(4 * 1024 * 1024);
  });
});
