import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { codeCacheFile, loadServerBundle, writeServerCodeCache } from './serverBundle.ts';

/**
 * The loader of the built server's code with its code cache, on a small bundle of its own: the
 * cache is used when it fits, and anything else (no cache, a damaged one, one made from another
 * source) loads the code from source instead of crashing the process.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), 'aangan-code-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const BODY = `
const table = Array.from({ length: 200 }, (_, i) => (x) => x * i + 1);
exports.runServer = async () => table.reduce((sum, f, i) => sum + f(i), 0);
exports.failedStart = (error) => { throw error; };
exports.platform = () => $mport('node:os').then((os) => os.platform());
exports.place = () => __filename;
`;

function bundleWith(name: string, body = BODY): URL {
  const file = path.join(dir, name);
  writeFileSync(file, body);
  return pathToFileURL(file);
}

const importModule = (specifier: string): Promise<unknown> => import(specifier);

describe('loading the server bundle with its code cache', () => {
  it('uses the cache the build wrote, and the code runs as from source', async () => {
    const bundle = bundleWith('used.cjs');
    expect(loadServerBundle(bundle, importModule).codeCache).toBe('missing');
    expect(writeServerCodeCache(bundle, importModule)).toBeGreaterThan(0);
    const { server, codeCache } = loadServerBundle(bundle, importModule);
    expect(codeCache).toBe('used');
    expect(await server.runServer()).toBe(Array.from({ length: 200 }, (_, i) => i * i + 1).reduce((a, b) => a + b, 0));
    // Its dynamic imports go through the entry's import(); its CommonJS arguments are the file's.
    expect(await (server as unknown as { platform: () => Promise<string> }).platform()).toBe(os.platform());
    expect((server as unknown as { place: () => string }).place()).toBe(path.join(dir, 'used.cjs'));
  });

  it('compiles from source when the cache is damaged, without handing it to V8', async () => {
    const bundle = bundleWith('damaged.cjs');
    writeServerCodeCache(bundle, importModule);
    const cacheFile = codeCacheFile(path.join(dir, 'damaged.cjs'));
    const cache = readFileSync(cacheFile);
    for (const at of [20, 60, Math.floor(cache.length / 2), cache.length - 1]) {
      const damaged = Buffer.from(cache);
      damaged[at] ^= 0xff;
      writeFileSync(cacheFile, damaged);
      const { server, codeCache } = loadServerBundle(bundle, importModule);
      expect(codeCache).toBe('rejected');
      expect(await server.runServer()).toBeGreaterThan(0);
    }
    writeFileSync(cacheFile, cache.subarray(0, 40));
    expect(loadServerBundle(bundle, importModule).codeCache).toBe('rejected');
  });

  it('compiles from source when the bundle changed since its cache was made, even to the same length', async () => {
    const bundle = bundleWith('changed.cjs');
    writeServerCodeCache(bundle, importModule);
    const changed = BODY.replace('x * i + 1', 'x * i + 2');
    expect(changed.length).toBe(BODY.length);
    bundleWith('changed.cjs', changed);
    const { server, codeCache } = loadServerBundle(bundle, importModule);
    expect(codeCache).toBe('rejected');
    expect(await server.runServer()).toBe(Array.from({ length: 200 }, (_, i) => i * i + 2).reduce((a, b) => a + b, 0));
  });

  it("leaves the bundle to Node's own loader when stack traces go through source maps (node --enable-source-maps)", async () => {
    const bundle = bundleWith('mapped.cjs');
    writeServerCodeCache(bundle, importModule);
    const before = process.sourceMapsEnabled;
    process.setSourceMapsEnabled(true);
    try {
      const { server, codeCache } = loadServerBundle(bundle, importModule);
      expect(codeCache).toBe('off');
      expect(await server.runServer()).toBeGreaterThan(0);
      expect(await (server as unknown as { platform: () => Promise<string> }).platform()).toBe(os.platform());
    } finally {
      process.setSourceMapsEnabled(before);
      delete (globalThis as { $mport?: unknown }).$mport;
    }
  });

  it('refuses a file that is not the server', () => {
    expect(() => loadServerBundle(bundleWith('other.cjs', 'exports.something = 1;'), importModule)).toThrow(
      /not the server's bundle/,
    );
  });
});
