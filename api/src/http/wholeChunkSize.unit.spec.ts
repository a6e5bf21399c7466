import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, createBrotliCompress, createGzip, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FAST_GZIP_LEVEL, fastBrotliParams, wholeChunkSize } from './wholeBodyCompression.ts';

/** The pieces zlib's thread hands back for `bytes` compressed in one call at the answers' settings, and their bytes. */
const piecesOf = (bytes: Buffer, coding: 'br' | 'gzip'): Promise<{ pieces: number; output: Buffer }> =>
  new Promise((resolve, reject) => {
    const chunkSize = wholeChunkSize(bytes.length);
    const stream =
      coding === 'br'
        ? createBrotliCompress({ params: fastBrotliParams(bytes.length), chunkSize })
        : createGzip({ level: FAST_GZIP_LEVEL, chunkSize });
    const parts: Buffer[] = [];
    stream.on('data', (part: Buffer) => parts.push(part));
    stream.on('end', () => resolve({ pieces: parts.length, output: Buffer.concat(parts) }));
    stream.on('error', reject);
    stream.end(bytes);
  });

describe('the output chunk of a body compressed whole', () => {
  it('holds a page or JSON compressed in one piece, and bytes that do not compress in several', async () => {
    const page = Buffer.from(
      Array.from(
        { length: 3000 },
        (_, i) => `<li data-unit="${i}">${(i * 7919) % 10007} sq ft, ₹${i % 97} L</li>`,
      ).join(''),
    );
    const json = Buffer.from(
      JSON.stringify(
        Array.from({ length: 400 }, (_, i) => ({
          _id: `p${i}`,
          title: `Tower ${i}`,
          price: i * 1_00_000,
          city: 'Pune',
        })),
      ),
    );
    for (const bytes of [page, json]) {
      expect((await piecesOf(bytes, 'br')).pieces).toBe(1);
      // gzip hands back what the body's write made, then what ending the stream made.
      expect((await piecesOf(bytes, 'gzip')).pieces).toBeLessThanOrEqual(2);
    }
    const noise = randomBytes(200 * 1024);
    const br = await piecesOf(noise, 'br');
    expect(br.pieces).toBeGreaterThan(1);
    expect(brotliDecompressSync(br.output).equals(noise)).toBe(true);
    expect(gunzipSync((await piecesOf(noise, 'gzip')).output).equals(noise)).toBe(true);
  });

  it('is a third of the body, within bounds for tiny and huge bodies', () => {
    expect(wholeChunkSize(0)).toBe(4 * 1024);
    expect(wholeChunkSize(96 * 1024)).toBe(33 * 1024);
    expect(wholeChunkSize(64 * 1024 * 1024)).toBe(4 * 1024 * 1024);
  });
});
