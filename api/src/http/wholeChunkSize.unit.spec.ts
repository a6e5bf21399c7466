import { randomBytes } from 'node:crypto';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants as zlib,
  createBrotliCompress,
  createGzip,
  gunzipSync,
} from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FAST_BROTLI_QUALITY, FAST_GZIP_LEVEL, fastBrotliParams, wholeChunkSize } from './wholeBodyCompression.ts';

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
    // Brotli's quick qualities hand back what they have made every 96 KB or so of input: a page of
    // 130 KB comes in two pieces (four in zlib's default chunks), JSON of 26 KB in one.
    expect((await piecesOf(page, 'br')).pieces).toBeLessThanOrEqual(2);
    expect((await piecesOf(json, 'br')).pieces).toBe(1);
    for (const bytes of [page, json]) {
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

describe('the fast brotli settings', () => {
  it('cost few bytes against quality 4 on a page of markup', async () => {
    const page = Buffer.from(
      Array.from(
        { length: 1500 },
        (_, i) =>
          `<article class="project-card"><a href="/project/view/tower-${i}-sector-${i % 150}-noida">` +
          `<h3>Tower ${i}</h3><p>${(i % 4) + 1} BHK · ${(i * 7919) % 3000} sq ft · ₹${(i % 97) + 20} L</p></a></article>`,
      ).join(''),
    );
    const at = (quality: number) =>
      brotliCompressSync(page, {
        params: { ...fastBrotliParams(page.length), [zlib.BROTLI_PARAM_QUALITY]: quality },
      }).length;
    const { output } = await piecesOf(page, 'br');
    expect(brotliDecompressSync(output).equals(page)).toBe(true);
    expect(FAST_BROTLI_QUALITY).toBeLessThan(4);
    // Brotli's quick hash costs well under a tenth of the bytes of quality 4's.
    expect(output.length).toBeLessThan(at(4) * 1.1);
  });
});
