import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LOCALES } from '@aangan/contracts/browser';
import { stringsModules } from '../src/i18n/catalogues.ts';
import { pageChunks } from '../src/loading/serverPages.ts';

/**
 * The most JavaScript a public page may load at first, compressed as the server sends it (QUALITY.md
 * P2): brotli, which every browser asks for over HTTPS (`web-static/staticFiles.ts` keeps a brotli and a
 * gzip copy of each file). The gzip size, for the rare client without brotli, is reported beside it.
 */
export const PAGE_JS_BUDGET_KB = 90;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isDynamicEntry?: boolean;
}

export interface PageWeight {
  /** The page's module in the build manifest (`src/pages/ProjectPage.tsx`), or the last strings module for a page of the entry's. */
  module: string;
  /** The language whose strings the page loads (`en`, `hi`). */
  locale: string;
  /** Brotli-compressed (quality 10, as served) JavaScript loaded at first: the entry, the page's language's strings, the page's chunk and their static imports. */
  jsKb: number;
  /** The same JavaScript gzipped (level 9). */
  jsGzipKb: number;
  /** The style sheets those chunks bring, brotli-compressed. */
  cssKb: number;
}

const brotliKb = (bytes: Buffer): number =>
  brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 10,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  }).length / 1024;
const gzipKb = (bytes: Buffer): number => gzipSync(bytes, { level: 9 }).length / 1024;

/**
 * What each kind of page of the built site loads at first (`public-site/dist/client`) in each
 * language: the entry, the strings the page shows in that language (`i18n/areas.ts`) and the page's
 * chunk, read from the build manifest. What a page imports lazily is not counted.
 */
export function firstLoadWeights(clientDir: string): PageWeight[] {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const sizes = new Map<string, { br: number; gzip: number }>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const bytes = readFileSync(path.join(clientDir, file));
      size = { br: brotliKb(bytes), gzip: gzipKb(bytes) };
      sizes.set(file, size);
    }
    return size;
  };
  const weigh = (keys: string[], locale: string): PageWeight => {
    const js = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || js.has(chunk.file)) return;
      js.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    const sum = (files: Set<string>, of: 'br' | 'gzip') => [...files].reduce((kb, file) => kb + sizeOf(file)[of], 0);
    return {
      module: keys[keys.length - 1],
      locale,
      jsKb: sum(js, 'br'),
      jsGzipKb: sum(js, 'gzip'),
      cssKb: sum(css, 'br'),
    };
  };
  return LOCALES.flatMap((locale) => [
    weigh(['index.html', ...stringsModules(locale, 'notFound')], locale),
    ...pageChunks().map(([kind, module]) => weigh(['index.html', ...stringsModules(locale, kind), module], locale)),
  ]);
}
