import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BEST_AFTER_HITS, createPageCache, type CachedPage } from './pageCache.ts';

/** A page of some size whose text varies with `n`, as a catalogue's pages do. */
const pageHtml = (n: number): Buffer => {
  const rows = Array.from(
    { length: 600 },
    (_, i) => `<li class="unit"><span>${(n * 7919 + i * 104729) % 99991} sq ft</span><b>₹${(i * n) % 977} L</b></li>`,
  );
  return Buffer.from(`<!DOCTYPE html><html><body><h1>Project ${n}</h1><ul>${rows.join('')}</ul></body></html>`);
};

const settled = async (until: () => boolean) => {
  for (let turns = 0; !until(); turns += 1) {
    if (turns > 100_000) throw new Error('the background compression did not finish');
    await new Promise((resolve) => setImmediate(resolve));
  }
};

describe('the page cache: compressed bytes', () => {
  it('makes a page asked for again its compressed bytes once, then its best ones once it is asked for often', async () => {
    const cache = createPageCache({ maxBytes: 64 * 1024 * 1024, version: () => 1 });
    const html = pageHtml(1);
    const page = cache.put('/p/1', 1, html);
    expect(page.br).toBeNull();

    // Asked again: compressed in the background at moderate settings.
    expect(cache.get('/p/1', 1)).toBe(page);
    await settled(() => page.br !== null);
    expect(page.best).toBeFalsy();
    expect(brotliDecompressSync(page.br!).equals(html)).toBe(true);
    expect(gunzipSync(page.gzip!).equals(html)).toBe(true);
    const kept = { br: page.br!.length, gzip: page.gzip!.length };
    // Held on their own, not as views of zlib's larger output chunks.
    expect(page.br!.buffer.byteLength).toBeLessThanOrEqual(Math.max(kept.br, 8192));
    expect(page.gzip!.buffer.byteLength).toBeLessThanOrEqual(Math.max(kept.gzip, 8192));
    expect(cache.stats().bytes).toBe(html.length + kept.br + kept.gzip);

    // Answered from those bytes often enough: the best bytes replace them, once.
    for (let i = 0; i < BEST_AFTER_HITS - 1; i += 1) cache.get('/p/1', 1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(page.compressing).toBeFalsy();
    expect(page.br!.length).toBe(kept.br);
    cache.get('/p/1', 1);
    expect(page.compressing).toBe(true);
    await settled(() => page.best === true);
    expect(brotliDecompressSync(page.br!).equals(html)).toBe(true);
    expect(gunzipSync(page.gzip!).equals(html)).toBe(true);
    expect(page.br!.length).toBeLessThanOrEqual(kept.br);
    expect(page.gzip!.length).toBeLessThanOrEqual(kept.gzip);
    expect(cache.stats().bytes).toBe(html.length + page.br!.length + page.gzip!.length);
    cache.get('/p/1', 1);
    expect(page.compressing).toBeFalsy();
  });

  it('compresses one page at a time, in the order asked, and lets pages beyond its queue wait for their next view', async () => {
    const cache = createPageCache({ maxBytes: 256 * 1024 * 1024, version: () => 1 });
    const pages: CachedPage[] = [];
    for (let n = 0; n < 48; n += 1) pages.push(cache.put(`/p/${n}`, 1, pageHtml(n)));
    for (let n = 0; n < 48; n += 1) cache.get(`/p/${n}`, 1);
    // The first is being compressed and 32 wait; the others are left to the fast compression.
    expect(pages.filter((page) => page.compressing).length).toBe(33);
    expect(pages.slice(33).some((page) => page.compressing)).toBe(false);

    // One at a time: each page's bytes arrive only after those of every page asked before it.
    const order: number[] = [];
    await settled(() => {
      pages.forEach((page, n) => {
        if (page.br && !order.includes(n)) order.push(n);
      });
      return order.length === 33;
    });
    expect(order).toEqual(Array.from({ length: 33 }, (_, n) => n));

    // Asked again, the pages left out get their turn.
    for (let n = 33; n < 48; n += 1) cache.get(`/p/${n}`, 1);
    await settled(() => pages.every((page) => page.br !== null));
    pages.forEach((page) => expect(brotliDecompressSync(page.br!).equals(page.html)).toBe(true));
  });

  it('does not give the bytes of a page replaced while it was compressed to its successor', async () => {
    const cache = createPageCache({ maxBytes: 64 * 1024 * 1024, version: () => 1 });
    const first = cache.put('/p/1', 1, pageHtml(1));
    cache.get('/p/1', 1);
    const second = cache.put('/p/1', 1, pageHtml(2));
    cache.get('/p/1', 1);
    await settled(() => second.br !== null);
    expect(first.br).toBeNull();
    expect(brotliDecompressSync(second.br!).equals(second.html)).toBe(true);
    expect(cache.stats().bytes).toBe(second.html.length + second.br!.length + second.gzip!.length);
  });
});
