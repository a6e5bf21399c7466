import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { brotliWindowBits } from '../../../web-static/encoding.ts';
import { wholeChunkSize } from './wholeBodyCompression.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The compressed bytes a page is kept with once it is asked for again: a 140 KB project page takes
 * about 5 ms of a core at these settings (28 KB), against about 300 ms at brotli's best (25 KB).
 */
const KEPT_BROTLI_QUALITY = 6;
const KEPT_GZIP_LEVEL = 6;
/** A page answered from its kept bytes this many times is worth brotli's best. */
export const BEST_AFTER_HITS = 20;
/** Pages waiting for the background compression; more go out through the fast one meanwhile. */
const MAX_WAITING = 32;

/**
 * The answers of the app's middleware to a cached page, kept once the page has gone out through it,
 * and replayed for later hits: everything but what each request sets for itself (its id, the
 * encoding and length of the bytes sent, CORS answers to an Origin).
 */
export interface PageHeaders {
  /** As Node's flat header list (name, value, name, value…), for a 200 and for a 304 (no Content-Type). */
  ok: readonly (string | string[])[];
  notModified: readonly (string | string[])[];
  /** Whether they were given over HTTPS (Strict-Transport-Security is sent only then). */
  secure: boolean;
}

/** One rendered page: its HTML and, once compressed in the background, its brotli and gzip bytes. */
export interface CachedPage {
  /** The read-model position the page is known to be current at: where it was rendered, or found unchanged since. */
  version: number;
  /** A strong validator: the position it was first rendered at and a digest of its bytes. */
  etag: string;
  /** The digest of the data it was rendered from (pageReuse.ts), when the renderer gave it. */
  dataDigest: string | null;
  html: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  bytes: number;
  /** The app's headers for the page, once it has gone out through the app (replayed by cachedPageAnswers.ts). */
  answers?: PageHeaders;
  /** Its compressed bytes are being made, or it waits for its turn. */
  compressing?: boolean;
  /** Its compressed bytes are brotli's and gzip's best (made for a page answered often). */
  best?: boolean;
  /** Times it was asked for again since its compressed bytes were made. */
  hits?: number;
}

export interface PageCacheStats {
  enabled: boolean;
  entries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  misses: number;
  notModified: number;
  bypassed: number;
  /** Pages found unchanged at a later position: their data was loaded again, nothing rendered. */
  reused: number;
}

export interface PageCacheOptions {
  /** Bound on the HTML and compressed bytes held; 0 turns the cache off. */
  maxBytes: number;
  /** The position of the read models pages are rendered from: a page cached at another position is stale. */
  version: () => number | Promise<number>;
}

/**
 * Rendered anonymous pages by URL, valid while the read models stay at the position they were
 * rendered at. Least recently used pages leave first once the bytes exceed the bound. A page's
 * compressed bytes are made off the event loop (zlib's thread pool), one page at a time, when it is
 * asked for again: a page the next change replaces before anyone asks for it again (the site under
 * steady edits) costs no compression beyond the fast one on its way out. They are made at moderate
 * settings first, and at the highest levels once the page has been answered from them
 * `BEST_AFTER_HITS` times (brotli at quality 11 takes a few hundred milliseconds of a core per page:
 * made for every page asked twice, under steady edits that took about half a core from the answers).
 */
export function createPageCache(options: PageCacheOptions) {
  const pages = new Map<string, CachedPage>();
  const counts = { hits: 0, misses: 0, notModified: 0, bypassed: 0, reused: 0 };
  let bytes = 0;

  const evict = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes;
  };
  const trim = () => {
    // A Map iterates in insertion order and `get` re-inserts: the first key is the least recently used.
    for (const key of pages.keys()) {
      if (bytes <= options.maxBytes) break;
      evict(key);
    }
  };

  // One compression at a time, in the background: a page asked for again waits its turn, and
  // when too many wait it goes on through the fast compression on the way out until it is asked
  // again. The answers' own compression uses zlib's other threads meanwhile.
  const waiting: { key: string; page: CachedPage }[] = [];
  let busy = false;

  const compress = async (page: CachedPage, best: boolean): Promise<{ br: Buffer; gzip: Buffer }> => {
    const [br, gz] = await Promise.all([
      brotli(page.html, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: best ? zlib.BROTLI_MAX_QUALITY : KEPT_BROTLI_QUALITY,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: page.html.length,
          [zlib.BROTLI_PARAM_LGWIN]: brotliWindowBits(page.html.length),
        },
        chunkSize: wholeChunkSize(page.html.length),
      }),
      gzipped(page.html, {
        level: best ? zlib.Z_BEST_COMPRESSION : KEPT_GZIP_LEVEL,
        chunkSize: wholeChunkSize(page.html.length),
      }),
    ]);
    // Kept for long: copied out of zlib's output chunk, which is sized for the whole page.
    return { br: Buffer.from(br), gzip: Buffer.from(gz) };
  };

  const drain = async () => {
    busy = true;
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      const { key, page } = next;
      // The page may have been replaced or evicted while it waited or was compressed: only the
      // entry still held gets the bytes.
      if (pages.get(key) !== page) continue;
      const best = page.br !== null;
      try {
        const made = await compress(page, best);
        if (pages.get(key) !== page) continue;
        const added = made.br.length + made.gzip.length - (page.br?.length ?? 0) - (page.gzip?.length ?? 0);
        page.br = made.br;
        page.gzip = made.gzip;
        page.best = best;
        page.bytes += added;
        bytes += added;
        trim();
      } catch {
        if (pages.get(key) === page) evict(key);
      } finally {
        page.compressing = false;
      }
    }
    busy = false;
  };

  /**
   * The page asked for again, or found unchanged: its compressed bytes are made once, quickly; a
   * page answered from the cache often enough is given brotli's and gzip's best bytes, when
   * nothing else waits for the compression.
   */
  const askedAgain = (key: string, page: CachedPage) => {
    if (page.compressing || page.best) return;
    if (page.br) {
      page.hits = (page.hits ?? 0) + 1;
      if (page.hits < BEST_AFTER_HITS || busy || waiting.length > 0) return;
    } else if (waiting.length >= MAX_WAITING) return;
    page.compressing = true;
    waiting.push({ key, page });
    if (!busy) void drain();
  };

  return {
    enabled: options.maxBytes > 0,
    version: options.version,
    /**
     * The page for `key` if it is current at `version` (and, with `usable`, if it can answer this
     * request; otherwise null, and nothing counted). A page from another position stays held
     * (`earlier`) until it is found unchanged or replaced.
     */
    get(key: string, version: number, usable?: (page: CachedPage) => boolean): CachedPage | null {
      const page = pages.get(key);
      if (!page || page.version !== version) return null;
      askedAgain(key, page);
      if (usable && !usable(page)) return null;
      pages.delete(key);
      pages.set(key, page);
      counts.hits += 1;
      return page;
    },
    /** The page held for `key`, at whatever position (null when none is held). */
    peek(key: string): CachedPage | null {
      return pages.get(key) ?? null;
    },
    /** The page held for `key` from a position other than `version`, if its data's digest is known. */
    earlier(key: string, version: number): CachedPage | null {
      const page = pages.get(key);
      return page && page.version !== version && page.dataDigest !== null ? page : null;
    },
    /**
     * `page` (from `earlier`) found unchanged at `version`: its data loaded again is what it was
     * rendered from. It is current there, with its ETag and compressed bytes; null if it left the
     * cache meanwhile.
     */
    unchanged(key: string, version: number, page: CachedPage): CachedPage | null {
      if (pages.get(key) !== page) return null;
      counts.reused += 1;
      page.version = version;
      pages.delete(key);
      pages.set(key, page);
      askedAgain(key, page);
      return page;
    },
    put(key: string, version: number, body: Buffer, dataDigest: string | null = null): CachedPage {
      counts.misses += 1;
      const digest = createHash('sha256').update(body).digest('base64url').slice(0, 16);
      const page: CachedPage = {
        version,
        etag: `"p${version}-${digest}"`,
        dataDigest,
        html: body,
        br: null,
        gzip: null,
        bytes: body.length,
      };
      if (!this.enabled || body.length > options.maxBytes / 4) return page;
      evict(key);
      pages.set(key, page);
      bytes += page.bytes;
      trim();
      return page;
    },
    countNotModified() {
      counts.notModified += 1;
    },
    countBypassed() {
      counts.bypassed += 1;
    },
    stats(): PageCacheStats {
      return { enabled: this.enabled, entries: pages.size, bytes, maxBytes: options.maxBytes, ...counts };
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
