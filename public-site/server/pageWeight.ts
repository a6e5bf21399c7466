import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The most JavaScript a public page may load at first, gzipped (QUALITY.md P2). */
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
  /** Gzipped (level 9) JavaScript loaded at first: the entry, the page's chunk and their static imports. */
  jsKb: number;
  /** The style sheets those chunks bring, gzipped. */
  cssKb: number;
}

const gzipKb = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/**
 * What each page of the built site loads at first (`public-site/dist/client`): the entry with every page
 * chunk under `src/pages/`, read from the build manifest. What a page imports lazily is not counted.
 */
export function firstLoadWeights(clientDir: string): PageWeight[] {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const weigh = (keys: string[]): PageWeight => {
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
    const sum = (files: Set<string>) => [...files].reduce((kb, file) => kb + gzipKb(path.join(clientDir, file)), 0);
    return { module: keys[keys.length - 1], jsKb: sum(js), cssKb: sum(css) };
  };
  const pages = Object.keys(manifest).filter((key) => /^src\/pages\/[^/]+\.tsx$/.test(key));
  return [weigh(['index.html']), ...pages.map((page) => weigh(['index.html', page]))];
}
