import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PAGE_JS_BUDGET_KB, firstLoadWeights } from '@aangan/public-site/pageWeight';
import { atMost, type BenchResult } from './results.ts';
import { fmt, root, table } from './support.ts';

const gzipKb = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/** The pages a visitor lands on most, by their module in the public site's build manifest (entry, page chunk). */
const PAGES: Record<string, string> = {
  home: 'src/pages/HomePage.tsx',
  'search result': 'src/pages/SearchResultPage.tsx',
  project: 'src/pages/ProjectPage.tsx',
  article: 'src/pages/ArticlePage.tsx',
};

/**
 * P2: JS and JS+CSS a page loads at first in each language, from the built manifest (entry, the
 * language's strings, page chunk, their static imports), brotli-compressed as served; gzip beside it.
 */
export function benchPageWeight(): BenchResult {
  const weights = firstLoadWeights(path.join(root, 'public-site/dist/client'));
  console.log('P2  page weight from the built manifest (brotli as served; gzip -9 beside it), images not counted');
  const rows: (string | number)[][] = [['page', 'language', 'JS KB br', 'JS KB gzip', 'JS+CSS KB br']];
  for (const [name, module] of Object.entries(PAGES))
    for (const weight of weights.filter((w) => w.module === module))
      rows.push([
        name,
        weight.locale,
        fmt(weight.jsKb, 1),
        fmt(weight.jsGzipKb, 1),
        fmt(weight.jsKb + weight.cssKb, 1),
      ]);
  console.log(table(rows));
  const heaviest = weights.reduce((worst, weight) => (weight.jsKb > worst.jsKb ? weight : worst));
  const result = atMost(heaviest.jsKb, PAGE_JS_BUDGET_KB, 'KB');
  console.log(
    `  heaviest page JS: ${fmt(heaviest.jsKb, 1)} KB brotli, ${fmt(heaviest.jsGzipKb, 1)} KB gzip (${heaviest.module}, ${heaviest.locale}). Target: <= ${PAGE_JS_BUDGET_KB} KB JS per page, <= 400 KB in all with the hero image.\n`,
  );
  return result;
}

/** P8: the admin console's first load: the scripts its index.html loads and preloads, gzipped. */
export function benchConsoleFirstLoad(): BenchResult {
  const dist = path.join(root, 'admin-console/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g),
  ].map((match) => match[1]);
  const files = [...new Set(scripts)].map((src) => path.join(dist, src.replace(/^\/admin\//, '').replace(/^\//, '')));
  const kb = files.reduce((sum, file) => sum + gzipKb(file), 0);
  console.log(
    `P8  admin console first load: ${files.length} scripts, ${fmt(kb, 1)} KB gzipped JS. Target: <= 300 KB.\n`,
  );
  return atMost(kb, 300, 'KB');
}
