import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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
  /** The page's module in the build manifest (`src/pages/ProjectPage.tsx`), or `index.html` for the entry alone. */
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
    params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  }).length / 1024;
const gzipKb = (bytes: Buffer): number => gzipSync(bytes, { level: 9 }).length / 1024;

/** Each language's strings module in the manifest (`src/i18n/hi/index.ts`): a page loads its language's only. */
const STRINGS_MODULE = /^src\/i18n\/([a-z]{2})\/index\.ts$/;

/**
 * What each page of the built site loads at first (`public-site/dist/client`) in each language: the
 * entry with every page chunk under `src/pages/` and the language's strings, read from the build
 * manifest. What a page imports lazily is not counted.
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
  const pages = Object.keys(manifest).filter((key) => /^src\/pages\/[^/]+\.tsx$/.test(key));
  const languages = Object.keys(manifest).flatMap((key) => {
    const locale = STRINGS_MODULE.exec(key)?.[1];
    return locale ? [{ locale, key }] : [];
  });
  return languages.flatMap(({ locale, key }) => [
    weigh(['index.html', key], locale),
    ...pages.map((page) => weigh(['index.html', key, page], locale)),
  ]);
}
