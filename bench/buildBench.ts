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

/** P2: gzipped JS and JS+CSS a page loads at first, from the built manifest (entry, page chunk, their static imports). */
export function benchPageWeight(): BenchResult {
  const weights = firstLoadWeights(path.join(root, 'public-site/dist/client'));
  console.log('P2  page weight from the built manifest (gzip -9): JS and JS+CSS loaded at first, images not counted');
  const rows: (string | number)[][] = [['page', 'JS KB', 'JS+CSS KB']];
  for (const [name, module] of Object.entries(PAGES)) {
    const weight = weights.find((w) => w.module === module);
    if (weight) rows.push([name, fmt(weight.jsKb, 1), fmt(weight.jsKb + weight.cssKb, 1)]);
  }
  console.log(table(rows));
  const heaviest = weights.reduce((worst, weight) => (weight.jsKb > worst.jsKb ? weight : worst));
  const result = atMost(heaviest.jsKb, PAGE_JS_BUDGET_KB, 'KB');
  console.log(
    `  heaviest page JS: ${fmt(heaviest.jsKb, 1)} KB gzipped (${heaviest.module}). Target: <= ${PAGE_JS_BUDGET_KB} KB JS per page, <= 400 KB in all with the hero image.\n`,
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
