import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { indexStaticFiles } from './staticFiles.ts';

let dir: string;
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'static-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'app-1a2b.js'), script);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const index = () => indexStaticFiles(dir, '/', () => false);

describe('built files', () => {
  it('are compressed once: the copies are written beside them and read back at the next start', async () => {
    const first = (await index()).get('/assets/app-1a2b.js')!;
    expect(brotliDecompressSync(first.brotli!).toString()).toBe(script);
    expect(gunzipSync(first.gzip!).toString()).toBe(script);

    // A marker in the kept copy proves the next start reads it instead of compressing again.
    writeFileSync(path.join(dir, 'assets', 'app-1a2b.js.br'), 'kept copy');
    const files = await index();
    expect(files.get('/assets/app-1a2b.js')!.brotli!.toString()).toBe('kept copy');
    expect([...files.keys()]).toEqual(['/assets/app-1a2b.js']);
  });

  it('are compressed again when the file is newer than its copies', async () => {
    await index();
    writeFileSync(path.join(dir, 'assets', 'app-1a2b.js.br'), 'stale copy');
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(dir, 'assets', 'app-1a2b.js'), later, later);
    const file = (await index()).get('/assets/app-1a2b.js')!;
    expect(brotliDecompressSync(file.brotli!).toString()).toBe(script);
  });
});
