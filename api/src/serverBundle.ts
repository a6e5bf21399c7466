/**
 * How the built server's code is loaded: api/dist/server.cjs (the server and every package it starts
 * with, in one CommonJS file), compiled with the V8 code cache the build made for it beside it, so a
 * start does not parse and compile the same 2 MB of JavaScript again. V8 checks that a cache fits
 * this source, this V8 and its flags, and compiles from the source when it does not.
 *
 * The bundle's dynamic imports go through the module that loads it (`$mport`, see
 * scripts/buildServer.ts): code compiled this way has no import() of its own.
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import type { failedStart, runServer } from './server.ts';

export interface ServerModule {
  runServer: typeof runServer;
  failedStart: typeof failedStart;
}

/** `import(specifier)` as the entry module does it (it resolves packages from api/dist as Node would). */
export type ImportModule = (specifier: string) => Promise<unknown>;

/** The cache beside the bundle, by V8 version: a cache made by another V8 is never read. */
export const codeCacheFile = (bundle: string): string => `${bundle}.v8-${process.versions.v8}.cache`;

/** The bundle's text compiled as Node compiles a CommonJS module, with `$mport` beside its usual arguments. */
function compile(file: string, cachedData?: Buffer): vm.Script {
  const source = readFileSync(file, 'utf8');
  return new vm.Script(`(function (exports, require, module, __filename, __dirname, $mport) {${source}\n})`, { filename: file, cachedData });
}

function evaluate(script: vm.Script, file: string, importModule: ImportModule): ServerModule {
  const module = { exports: {} as Partial<ServerModule> };
  const body = script.runInThisContext() as (...args: unknown[]) => void;
  body.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file), importModule);
  if (typeof module.exports.runServer !== 'function' || typeof module.exports.failedStart !== 'function') throw new Error(`${file} is not the server's bundle`);
  return module.exports as ServerModule;
}

/** Whether a start compiled the bundle from its code cache (`rejected`: V8 found it did not fit). */
export type CodeCacheUse = 'used' | 'rejected' | 'missing';

/** Loads the bundle, with its code cache where there is one that fits. */
export function loadServerBundle(bundle: URL, importModule: ImportModule): { server: ServerModule; codeCache: CodeCacheUse } {
  const file = fileURLToPath(bundle);
  const cacheFile = codeCacheFile(file);
  const cachedData = existsSync(cacheFile) ? readFileSync(cacheFile) : undefined;
  const script = compile(file, cachedData);
  const codeCache = !cachedData ? 'missing' : script.cachedDataRejected ? 'rejected' : 'used';
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
  const script = compile(file);
  evaluate(script, file, importModule);
  const data = script.createCachedData();
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, cacheFile);
  return data.length;
}
