/**
 * How the built server's code is loaded: api/dist/server.cjs (server/src/index.ts and every package
 * it starts with, in one CommonJS file), compiled with the V8 code cache the build made for it beside
 * it, so a start does not parse and compile the same 2 MB of JavaScript again. V8 checks that a cache
 * was made by this V8 with these flags, and compiles from the source when it was not; it does not
 * check that the cache is whole or made from this very source (a damaged one crashes the process), so
 * the file carries the SHA-256 of both, checked first (about 3 ms).
 *
 * The bundle's dynamic imports go through the module that loads it (`$mport`, see
 * scripts/buildServer.ts): code compiled this way has no import() of its own.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import type { StartOptions } from './server.ts';

/** What the bundle exports: the server as server/src/index.ts composes it (the API, the site and the console). */
export interface ServerModule {
  runServer: (options?: StartOptions) => Promise<void>;
  failedStart: (error: unknown) => never;
}

/** `import(specifier)` as the entry module does it (it resolves packages from api/dist as Node would). */
export type ImportModule = (specifier: string) => Promise<unknown>;

/** The cache beside the bundle, by V8 version: a cache made by another V8 is never read. */
export const codeCacheFile = (bundle: string): string => `${bundle}.v8-${process.versions.v8}.cache`;

/** The cache file: this tag, the SHA-256 of the bundle it was made from, that of the V8 data, then the data. */
const TAG = Buffer.from('aangan-v8-cache1');
const HASH_BYTES = 32;
const HEADER_BYTES = TAG.length + 2 * HASH_BYTES;

const sha256 = (bytes: Uint8Array): Buffer => createHash('sha256').update(bytes).digest();

/** The V8 data of a cache file made from `source`; null when the file is not one, is damaged, or was made from another source. */
function cachedDataFor(cache: Buffer, source: Buffer): Buffer | null {
  if (cache.length <= HEADER_BYTES || !cache.subarray(0, TAG.length).equals(TAG)) return null;
  const data = cache.subarray(HEADER_BYTES);
  const sourceHash = cache.subarray(TAG.length, TAG.length + HASH_BYTES);
  const dataHash = cache.subarray(TAG.length + HASH_BYTES, HEADER_BYTES);
  return sourceHash.equals(sha256(source)) && dataHash.equals(sha256(data)) ? data : null;
}

/** The bundle's text compiled as Node compiles a CommonJS module, with `$mport` beside its usual arguments. */
function compile(file: string, source: Buffer, cachedData?: Buffer): vm.Script {
  return new vm.Script(
    `(function (exports, require, module, __filename, __dirname, $mport) {${source.toString('utf8')}\n})`,
    { filename: file, cachedData },
  );
}

function evaluate(script: vm.Script, file: string, importModule: ImportModule): ServerModule {
  const module = { exports: {} as Partial<ServerModule> };
  const body = script.runInThisContext() as (...args: unknown[]) => void;
  body.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file), importModule);
  if (typeof module.exports.runServer !== 'function' || typeof module.exports.failedStart !== 'function')
    throw new Error(`${file} is not the server's bundle`);
  return module.exports as ServerModule;
}

/**
 * Whether a start compiled the bundle from its code cache (`rejected`: it did not fit; `off`: the
 * process maps stack traces through source maps, which Node does only for modules it loads itself).
 */
export type CodeCacheUse = 'used' | 'rejected' | 'missing' | 'off';

/** Loads the bundle, with its code cache where there is one that fits. */
export function loadServerBundle(
  bundle: URL,
  importModule: ImportModule,
): { server: ServerModule; codeCache: CodeCacheUse } {
  const file = fileURLToPath(bundle);
  if ((process as { sourceMapsEnabled?: boolean }).sourceMapsEnabled) {
    // `node --enable-source-maps`: Node's loader reads the bundle (and its source map); the
    // bundle's `$mport` then finds the entry's import() as a global.
    (globalThis as { $mport?: ImportModule }).$mport = importModule;
    return { server: createRequire(file)(file) as ServerModule, codeCache: 'off' };
  }
  const cacheFile = codeCacheFile(file);
  const source = readFileSync(file);
  const cache = existsSync(cacheFile) ? readFileSync(cacheFile) : null;
  const cachedData = cache ? cachedDataFor(cache, source) : null;
  const script = compile(file, source, cachedData ?? undefined);
  const codeCache = !cache ? 'missing' : !cachedData || script.cachedDataRejected ? 'rejected' : 'used';
  return { server: evaluate(script, file, importModule), codeCache };
}

/**
 * Writes the bundle's code cache (the build runs this once, in a process of its own): the bundle is
 * compiled and its modules evaluated, as at a start, so the cache holds what a start compiles.
 * Answers the cache's size in bytes.
 */
export function writeServerCodeCache(bundle: URL, importModule: ImportModule): number {
  const file = fileURLToPath(bundle);
  const cacheFile = codeCacheFile(file);
  rmSync(cacheFile, { force: true });
  const source = readFileSync(file);
  const script = compile(file, source);
  evaluate(script, file, importModule);
  const data = script.createCachedData();
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  writeFileSync(temporary, Buffer.concat([TAG, sha256(source), sha256(data), data]));
  renameSync(temporary, cacheFile);
  return data.length;
}
