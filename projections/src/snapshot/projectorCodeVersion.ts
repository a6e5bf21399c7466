import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['../projectors', '../runner', '../readStore', '../../../contracts/src'].map((folder) =>
  path.resolve(import.meta.dirname, folder),
);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Set by the server bundle's build (scripts/buildServer.ts): the digest of the sources it was built from. */
declare const PROJECTOR_CODE_VERSION: string | undefined;

/**
 * A digest of the code that shapes the read models (projectors, runner, read store, the shared
 * schemas): any change to it makes an earlier snapshot unusable, so the models are rebuilt rather
 * than kept in a shape the new code would not produce. The bundle carries the digest of the sources
 * it was built from (reading and hashing them costs every start about 20 ms); run from the sources,
 * it is computed from them.
 */
export function projectorCodeVersion(): string {
  if (typeof PROJECTOR_CODE_VERSION === 'string') return PROJECTOR_CODE_VERSION;
  const hash = createHash('sha256');
  for (const folder of SOURCES) {
    for (const file of sourceFiles(folder))
      hash.update(path.relative(folder, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('base64url').slice(0, 22);
}
