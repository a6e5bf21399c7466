// Serves built files for both web servers (the public site and the console), so neither imports the other.
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { extname, join, relative, sep } from 'node:path';
import type { Context } from 'koa';
import { compressedCopyFor } from './encoding.ts';

export interface StaticFile {
  absolutePath: string;
  content: Buffer;
  /** Compressed once at start for text files, so no request pays for compression. */
  brotli?: Buffer;
  gzip?: Buffer;
  modified: Date;
  cacheControl: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.txt', '.json', '.webmanifest', '.html']);

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** On zlib's thread pool, every file at once: a start does not wait for them one after another on the event loop. */
async function compressed(path: string, content: Buffer): Promise<Pick<StaticFile, 'brotli' | 'gzip'>> {
  if (!COMPRESSIBLE.has(extname(path)) || content.length < 1024) return {};
  const [brotli, gzipped] = await Promise.all([
    brotliAsync(content, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 10, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  return { brotli, gzip: gzipped };
}

const COMPRESSED_COPIES = /\.(br|gz)$/;

/**
 * The compressed copies kept beside a built file (`file.js.br`, `file.js.gz`) when they are at least
 * as new as it, else made now and written there for the next start. A build folder the process may
 * not write to only means compressing at every start.
 */
async function compressedOnce(
  path: string,
  content: Buffer,
  modifiedMs: number,
): Promise<Pick<StaticFile, 'brotli' | 'gzip'>> {
  if (!COMPRESSIBLE.has(extname(path)) || content.length < 1024) return {};
  try {
    const [brotliInfo, gzipInfo] = await Promise.all([stat(`${path}.br`), stat(`${path}.gz`)]);
    if (brotliInfo.mtimeMs >= modifiedMs && gzipInfo.mtimeMs >= modifiedMs) {
      const [brotli, gzipped] = await Promise.all([readFile(`${path}.br`), readFile(`${path}.gz`)]);
      return { brotli, gzip: gzipped };
    }
  } catch {
    // No copies yet: made below.
  }
  const made = await compressed(path, content);
  if (made.brotli && made.gzip)
    await Promise.all([writeFile(`${path}.br`, made.brotli), writeFile(`${path}.gz`, made.gzip)]).catch(
      () => undefined,
    );
  return made;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile() && !COMPRESSED_COPIES.test(entry.name)) yield path;
  }
}

/**
 * Loads the built files once and indexes them by URL (a build is a few hundred kilobytes). Requests are looked up in this map and never joined onto
 * a disk path, so no URL can reach outside the build folder. Files under `assets/` carry a content
 * hash in their name and are cached for a year; the rest (favicon, robots.txt) for an hour.
 */
export const indexStaticFiles = async (
  rootDir: string,
  urlPrefix: string,
  skip: (relativePath: string) => boolean,
): Promise<Map<string, StaticFile>> => {
  const loading: Promise<[string, StaticFile]>[] = [];
  for await (const absolutePath of walk(rootDir)) {
    const relativePath = relative(rootDir, absolutePath).split(sep).join('/');
    if (skip(relativePath)) continue;
    loading.push(
      (async (): Promise<[string, StaticFile]> => {
        const [info, content] = await Promise.all([stat(absolutePath), readFile(absolutePath)]);
        const file: StaticFile = {
          absolutePath,
          content,
          ...(await compressedOnce(absolutePath, content, info.mtimeMs)),
          modified: info.mtime,
          cacheControl: relativePath.startsWith('assets/') ? IMMUTABLE : SHORT,
        };
        return [`${urlPrefix}${relativePath}`, file];
      })(),
    );
  }
  return new Map(await Promise.all(loading));
};

export const sendStaticFile = (ctx: Context, file: StaticFile): void => {
  ctx.status = 200;
  ctx.set('Cache-Control', file.cacheControl);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.lastModified = file.modified;
  const extension = extname(file.absolutePath);
  const contentType = CONTENT_TYPES[extension];
  if (contentType) ctx.set('Content-Type', contentType);
  else ctx.type = extension;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  if (file.brotli || file.gzip) ctx.vary('Accept-Encoding');
  const copy = compressedCopyFor(ctx, { br: file.brotli, gzip: file.gzip });
  if (copy) {
    ctx.set('Content-Encoding', copy.coding);
    ctx.body = copy.bytes;
  } else {
    ctx.body = file.content;
  }
};
