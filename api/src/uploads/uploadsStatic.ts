import path from 'node:path';
import type { Context, Middleware } from 'koa';
import serve from 'koa-static';
import { writeDefaultSlidePictures } from '../demoPictures/defaultSlidePictures.ts';
import { writeIllustrationCopy, writeProjectArtCopy } from '../demoPictures/demoFolder.ts';
import { demoCopyNamed } from '../demoPictures/demoIllustrations.ts';
import { projectArtCopyNamed } from '../demoPictures/projectArt.ts';
import { demoVideoKeyOf, demoVideoMaker } from '../demoPictures/demoVideoFiles.ts';
import { LocalBlobStore } from './LocalBlobStore.ts';
import type { BlobStore, ByteRange } from './BlobStore.ts';
import { IMMUTABLE_CACHE, dispositionOf, parsePublicKey } from './uploadKeys.ts';

const PREFIX = '/uploads/';
const DEMO = 'demo/';
/**
 * What the demo folder serves: the seed's pictures and QR codes (SVG, and WebP copies), nothing else.
 * Earlier seeds also put brochures there under names made from the project: guessable, so a PDF is
 * never served from it, however its name is spelled or encoded (the contact form gates brochures,
 * spec §6; the seed now stores them as uploads, seedDemo.ts).
 */
const DEMO_FILE = /\.(?:svg|webp)$/;
/** The path as the file server will read it (it decodes once); an undecodable one names no file. */
function decodedPath(rawPath: string): string {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return '';
  }
}

/** Files are inert: no sniffing, and a policy that lets no script run even in an SVG opened directly. */
function inert(ctx: Context): void {
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
}

function notFound(ctx: Context): void {
  ctx.remove('Content-Disposition');
  ctx.status = 404;
  ctx.type = 'text/plain; charset=utf-8';
  ctx.body = 'Not found';
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range; anything else (several ranges, other units) is ignored. */
function requestedRange(header: string, size: number): ByteRange | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const length = Number(match[2]);
    return length === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start >= size || end < start ? 'unsatisfiable' : { start, end };
}

/**
 * Makes a demo picture's WebP copy the first time it is asked for if it is not there yet (the demo
 * seed makes the shared illustrations ahead, and leaves a recipe for each project's own pictures;
 * without the demo, the default hero slides' copies are made so), once however many ask at the
 * same moment. Other paths are left alone.
 */
function demoCopies(dataDir: string): (pathInDemo: string) => Promise<void> {
  const making = new Map<string, Promise<void>>();
  /** Copies known to be there: their requests skip the look on disk. */
  const made = new Set<string>();
  return async (pathInDemo) => {
    if (made.has(pathInDemo)) return;
    const copy = demoCopyNamed(pathInDemo);
    const art = copy ? null : projectArtCopyNamed(pathInDemo);
    if (!copy && !art) return;
    let pending = making.get(pathInDemo);
    if (!pending) {
      pending = (copy ? writeIllustrationCopy(dataDir, copy) : writeProjectArtCopy(dataDir, art!))
        .then((there) => {
          if (there !== false) made.add(pathInDemo);
        })
        .finally(() => making.delete(pathInDemo));
      making.set(pathInDemo, pending);
    }
    await pending;
  };
}

/**
 * Serves /uploads/: the demo pictures and QR codes from DATA_DIR/uploads/demo, and the public uploads from
 * the blob store (local folder or bucket, proxied), with byte ranges so videos can seek. Only keys
 * this service makes public are answered; everything else, `private/...` first of all, is 404.
 */
export function uploadsStatic(options: { dataDir: string; blobs: BlobStore }): Middleware {
  writeDefaultSlidePictures(options.dataDir);
  // Rooted at the demo folder itself, so no path can climb from it to a sibling folder.
  const demo = serve(path.join(options.dataDir, 'uploads', 'demo'), {
    maxage: 86_400_000,
    hidden: false,
    index: false,
    gzip: false,
    brotli: false,
  });
  const ensureDemoCopy = demoCopies(options.dataDir);
  // The demo videos (made from the seed's recipes on first request) are served with byte ranges, for seeking.
  const demoFiles = new LocalBlobStore(path.join(options.dataDir, 'uploads', 'demo'));
  const ensureDemoVideo = demoVideoMaker(options.dataDir);

  return async (ctx, next) => {
    if (!ctx.path.startsWith(PREFIX) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) {
      await next();
      return;
    }
    inert(ctx);
    const rest = ctx.path.slice(PREFIX.length);
    if (rest.startsWith(DEMO)) {
      const videoKey = demoVideoKeyOf(rest.slice(DEMO.length));
      if (videoKey) {
        if (!(await ensureDemoVideo(videoKey))) return notFound(ctx);
        return sendBlob(ctx, demoFiles, `videos/${videoKey}.webm`, {
          disposition: 'inline',
          cacheControl: 'public, max-age=86400',
        });
      }
      if (!DEMO_FILE.test(decodedPath(rest))) return notFound(ctx);
      const original = ctx.path;
      ctx.path = `/${rest.slice(DEMO.length)}`;
      try {
        await ensureDemoCopy(ctx.path.slice(1));
        await demo(ctx, async () => notFound(ctx));
      } catch (error) {
        // koa-send refuses a climb out of its root with 403; every refusal here looks the same.
        const status = (error as { status?: number }).status;
        if (typeof status !== 'number' || status >= 500) throw error;
        notFound(ctx);
      } finally {
        ctx.path = original;
      }
      if (ctx.status === 404) notFound(ctx);
      return;
    }
    const parts = parsePublicKey(rest);
    if (!parts) return notFound(ctx);
    await sendBlob(ctx, options.blobs, rest, {
      disposition: dispositionOf(parts.folder),
      cacheControl: IMMUTABLE_CACHE,
    });
  };
}

/**
 * Answers a stored blob (GET or HEAD, with one byte range if asked). Exported for routes that serve
 * non-public blobs after their own access check, e.g. an admin reading a résumé with
 * `{ disposition: 'attachment; filename="resume.pdf"', cacheControl: 'private, no-store' }`.
 */
export async function sendBlob(
  ctx: Context,
  blobs: BlobStore,
  key: string,
  headers: { disposition: string; cacheControl: string },
): Promise<void> {
  const rangeHeader = ctx.get('range');
  let range: ByteRange | undefined;
  if (ctx.method === 'HEAD' || rangeHeader) {
    const info = await blobs.stat(key);
    if (!info) return notFound(ctx);
    const requested = rangeHeader ? requestedRange(rangeHeader, info.size) : null;
    if (requested === 'unsatisfiable') {
      ctx.status = 416;
      ctx.set('Content-Range', `bytes */${info.size}`);
      ctx.body = '';
      return;
    }
    if (ctx.method === 'HEAD') {
      ctx.status = 200;
      ctx.set('Accept-Ranges', 'bytes');
      ctx.set('Content-Disposition', headers.disposition);
      ctx.set('Cache-Control', headers.cacheControl);
      ctx.type = info.contentType;
      ctx.length = info.size;
      return;
    }
    if (requested) range = requested;
  }
  const blob = await blobs.get(key, range ? { range } : {});
  if (!blob) return notFound(ctx);
  // Koa closes the stream if the client goes away.
  ctx.body = blob.body;
  // Already compressed formats; compressing would also break byte ranges.
  (ctx as Context & { compress?: boolean }).compress = false;
  ctx.set('Accept-Ranges', 'bytes');
  ctx.set('Content-Disposition', headers.disposition);
  ctx.set('Cache-Control', headers.cacheControl);
  ctx.type = blob.contentType;
  if (blob.range) {
    ctx.status = 206;
    ctx.set('Content-Range', `bytes ${blob.range.start}-${blob.range.end}/${blob.size}`);
    ctx.length = blob.range.end - blob.range.start + 1;
  } else {
    ctx.status = 200;
    ctx.length = blob.size;
  }
}
