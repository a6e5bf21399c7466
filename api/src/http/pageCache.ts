import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { brotliWindowBits } from '../../../web-static/encoding.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

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
  /** Its compressed bytes are being made. */
  compressing?: boolean;
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
 * rendered at. Least recently used pages leave first once the bytes exceed the bound. The
 * compressed bytes are made once, at the highest levels, off the event loop (zlib's thread pool),
 * when a page is asked for again at the same position: a page the next change replaces before
 * anyone asks for it again (the site under steady edits) costs no compression beyond the fast one
 * on its way out (brotli at quality 11 takes a few hundred milliseconds of a core per page).
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

  const compressInBackground = async (key: string, page: CachedPage) => {
    const [br, gz] = await Promise.all([
      brotli(page.html, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: page.html.length,
          [zlib.BROTLI_PARAM_LGWIN]: brotliWindowBits(page.html.length),
        },
      }),
      gzipped(page.html, { level: zlib.Z_BEST_COMPRESSION }),
    ]);
    // The page may have been replaced or evicted meanwhile: only the entry still held gets the bytes.
    if (pages.get(key) !== page) return;
    page.br = br;
    page.gzip = gz;
    page.bytes += br.length + gz.length;
    bytes += br.length + gz.length;
    trim();
  };

  /** The page asked for again, or found unchanged: its best compressed bytes are made, once. */
  const askedAgain = (key: string, page: CachedPage) => {
    if (page.br || page.compressing) return;
    page.compressing = true;
    compressInBackground(key, page).catch(() => evict(key));
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
