import { readFile, readdir, stat } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import type { Context } from 'koa';

export interface StaticFile {
  absolutePath: string;
  content: Buffer;
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

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Loads the built files once and indexes them by URL (a build is a few hundred kilobytes). Requests are looked up in this map and never joined onto
 * a disk path, so no URL can reach outside the build folder. Files under `assets/` carry a content
 * hash in their name and are cached for a year; the rest (favicon) for an hour.
 */
export const indexStaticFiles = async (
  rootDir: string,
  urlPrefix: string,
  skip: (relativePath: string) => boolean,
): Promise<Map<string, StaticFile>> => {
  const files = new Map<string, StaticFile>();
  for await (const absolutePath of walk(rootDir)) {
    const relativePath = relative(rootDir, absolutePath).split(sep).join('/');
    if (skip(relativePath)) continue;
    const [info, content] = await Promise.all([stat(absolutePath), readFile(absolutePath)]);
    files.set(`${urlPrefix}${relativePath}`, {
      absolutePath,
      content,
      modified: info.mtime,
      cacheControl: relativePath.startsWith('assets/') ? IMMUTABLE : SHORT,
    });
  }
  return files;
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
  ctx.body = file.content;
};
