import { createHash } from 'node:crypto';

/**
 * A page's rendering offered a page rendered before: the page cache (api/src/http/pageCache.ts)
 * holds a page from an earlier read-model position, the site's renderer loads the page's data again
 * and, when that data is what the held page was rendered from, answers the held bytes instead of
 * rendering the same document again. A render is a function of its data alone (the data carries
 * the year of its copyright line, the assets carry the build), so equal data means equal bytes.
 * A change to any project, setting or menu the page shows changes its data, and the page is
 * rendered again.
 *
 * The cache puts the state in `ctx.state[PAGE_REUSE]` before the renderer runs and reads it after.
 */
export const PAGE_REUSE = 'pageReuse';

export interface PageReuse {
  /** The held page: the digest of the data it was rendered from, and its bytes. */
  readonly before: { readonly dataDigest: string; readonly html: Buffer } | null;
  /** Set by the renderer: the digest of the data of the page it answered. */
  dataDigest?: string;
  /** Set by the renderer when it answered the held page's bytes. */
  reused?: boolean;
}

/** The digest of a page's data as the page carries it (its JSON). */
export const pageDataDigest = (serializedData: string): string =>
  createHash('sha256').update(serializedData).digest('base64url');
