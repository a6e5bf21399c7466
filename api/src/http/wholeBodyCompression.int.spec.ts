import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { SYNC_COMPRESSION_BELOW } from './wholeBodyCompression.ts';
import { validProjectFields } from '../testing/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  for (const projectTitle of ['Neem Residency', 'Neem Heights', 'Neem Gardens']) {
    const posted = await t.request('POST', '/api/v1/project/post-project', {
      token: t.adminToken,
      body: validProjectFields({ projectTitle }),
    });
    expect(posted.status).toBe(201);
  }
});
afterAll(async () => {
  await t.close();
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

/** The answer as it crossed the wire: headers and bytes, nothing decoded. */
const raw = (path: string, headers: Record<string, string>, method = 'GET'): Promise<Raw> =>
  new Promise((resolve, reject) => {
    const req = request(`${t.base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });

const SEARCH = '/api/v1/project/search-project?searchString=neem&limit=12';
/** The API's own description, larger than an answer compressed on the main thread. */
const LARGE = '/api/v1/openapi.json';

describe('answers held whole', () => {
  it('go out compressed in one piece with their length, brotli first, decoding to the same JSON', async () => {
    const plain = await raw(SEARCH, {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThan(1024);
    const json = JSON.parse(plain.bytes.toString('utf8'));
    expect(json.total).toBe(3);

    const browser = await raw(SEARCH, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers['transfer-encoding']).toBeUndefined();
    expect(Number(browser.headers['content-length'])).toBe(browser.bytes.length);
    expect(browser.bytes.length).toBeLessThan(plain.bytes.length);
    expect(browser.headers['content-type']).toMatch(/^application\/json/);
    expect(browser.headers['vary']).toMatch(/Accept-Encoding/);
    expect(JSON.parse(brotliDecompressSync(browser.bytes).toString('utf8'))).toEqual(json);

    const older = await raw(SEARCH, { 'accept-encoding': 'gzip' });
    expect(older.headers['content-encoding']).toBe('gzip');
    expect(Number(older.headers['content-length'])).toBe(older.bytes.length);
    expect(JSON.parse(gunzipSync(older.bytes).toString('utf8'))).toEqual(json);
  });

  it('decode to the same bytes on both sides of the size compressed on the main thread', async () => {
    const sizes: number[] = [];
    for (const path of [SEARCH, LARGE]) {
      const plain = await raw(path, {});
      expect(plain.status).toBe(200);
      sizes.push(plain.bytes.length);
      for (const [coding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const sent = await raw(path, { 'accept-encoding': coding });
        expect(sent.headers['content-encoding']).toBe(coding);
        expect(Number(sent.headers['content-length'])).toBe(sent.bytes.length);
        expect(decode(sent.bytes)).toEqual(plain.bytes);
      }
    }
    expect(sizes[0]).toBeLessThan(SYNC_COMPRESSION_BELOW);
    expect(sizes[1]).toBeGreaterThanOrEqual(SYNC_COMPRESSION_BELOW);
  });

  it('go as they are when the client takes no compression, when small, and to a HEAD request', async () => {
    const identity = await raw(SEARCH, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(identity.bytes.toString('utf8')).total).toBe(3);

    const small = await raw('/api/v1/project/view-project?_id=000000000000000000000000', { 'accept-encoding': 'br' });
    expect(small.status).toBe(404);
    expect(small.bytes.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['content-type']).toMatch(/json/);

    const head = await raw(SEARCH, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.bytes.length).toBe(0);
  });
});
