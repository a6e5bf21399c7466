import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { atMost, type BenchResult } from './results.ts';
import { fmt, root, table } from './support.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

const gzipKb = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/** The pages a visitor lands on most, by their module in the public site's build manifest (the entry is home). */
const PAGES: Record<string, string | null> = {
  home: null,
  'search result': 'src/pages/SearchResultPage.tsx',
  project: 'src/pages/ProjectPage.tsx',
  article: 'src/pages/ArticlePage.tsx',
};

/** P2: gzipped JS and JS+CSS a page loads at first, from the built manifest (entry, page chunk, their static imports). */
export function benchPageWeight(): BenchResult {
  const client = path.join(root, 'public-site/dist/client');
  const manifest = JSON.parse(readFileSync(path.join(client, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const closure = (keys: string[]): { js: Set<string>; css: Set<string> } => {
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
    return { js, css };
  };
  console.log('P2  page weight from the built manifest (gzip -9): JS and JS+CSS loaded at first, images not counted');
  const rows: (string | number)[][] = [['page', 'JS KB', 'JS+CSS KB']];
  let worst = 0;
  for (const [name, key] of Object.entries(PAGES)) {
    if (key !== null && !manifest[key]) continue;
    const { js, css } = closure(key === null ? ['index.html'] : ['index.html', key]);
    const jsKb = [...js].reduce((sum, file) => sum + gzipKb(path.join(client, file)), 0);
    const cssKb = [...css].reduce((sum, file) => sum + gzipKb(path.join(client, file)), 0);
    worst = Math.max(worst, jsKb);
    rows.push([name, fmt(jsKb, 1), fmt(jsKb + cssKb, 1)]);
  }
  console.log(table(rows));
  const result = atMost(worst, 90, 'KB');
  console.log(
    `  heaviest page JS: ${fmt(worst, 1)} KB gzipped. Target: <= 90 KB JS per page, <= 400 KB in all with the hero image.\n`,
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
