import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from './loadGenerator.ts';
import { prepare, type BenchSettings } from './apiBench.ts';
import { atLeast, type BenchResult } from './results.ts';
import { fmt, root, startServer, table } from './support.ts';

/** The baseline server (see staticHtmlServer.ts) serving `html`. */
function startStaticServer(file: string): Promise<{ base: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/staticHtmlServer.ts'), file], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve({ base: (JSON.parse(chunk.toString()) as { url: string }).url, stop: () => child.kill('SIGTERM') }));
    child.once('exit', (code) => reject(new Error(`static server exited with ${code}`)));
  });
}

type Row = { label: string; connections: number; encoding: string; rps: number; p50: number; p99: number; errors: number };

/** Load on `url`; with `paths`, each request asks for the next of them (pages no cache has seen yet). */
async function load(label: string, url: string, connections: number, encoding: 'br' | 'identity', seconds: number, paths?: readonly string[]): Promise<Row> {
  const headers = { 'accept-encoding': encoding };
  let next = 0;
  const requests = paths ? [{ setupRequest: (request: { path?: string }) => ({ ...request, path: paths[next++ % paths.length]! }) }] : undefined;
  await autocannon({ url, connections, duration: 1, headers, ...(requests ? { requests } : {}) });
  const result = await autocannon({ url, connections, duration: seconds, headers, ...(requests ? { requests } : {}) });
  return { label, connections, encoding, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors + result.timeouts };
}

/**
 * P3: a server-rendered page through the whole app — from the page cache, and rendered on every
 * request (cache off) — against the same bytes served from memory by bare node:http; 10 and 50
 * connections, brotli and uncompressed. Rendered each time: the home page, a search result page, a
 * project page (never cached: its contact details depend on the visitor), and project pages each
 * asked for once in turn (nothing about them read before).
 */
export async function benchPages(settings: BenchSettings): Promise<{ cached: BenchResult; uncached: BenchResult }> {
  const { dataDir } = await prepare(settings);
  const web = { PROCESS_ROLES: 'api,projections,web' };
  const cached = await startServer(dataDir, web, { settled: true });
  const rows: Row[] = [];
  let pagePath = '/';
  let pages: string[] = [];
  let projectLinks: string[] = [];
  try {
    const search = await (await fetch(`${cached.base}/api/v1/project/search-project?limit=1`)).text();
    const slug = /"slug":"([^"]+)"/.exec(search)?.[1];
    pages = ['/', '/search-result?city=Noida', ...(slug ? [`/project/view/${slug}`] : [])];
    const entries = (await (await fetch(`${cached.base}/api/v1/user/sitemap-entries`)).json()) as { result: { projects: { link: string }[] } };
    projectLinks = entries.result.projects.map((entry) => entry.link);
    console.log(`P3  pages through the app (page cache on, and off) vs the same bytes from memory (bare node:http); ${settings.projects} projects`);
    pagePath = pages[0]!;
    const html = await (await fetch(cached.base + pagePath, { headers: { 'accept-encoding': 'identity' } })).text();
    const file = path.join(settings.work, 'page.html');
    writeFileSync(file, html);
    const memory = await startStaticServer(file);
    try {
      for (const connections of [10, 50]) {
        for (const encoding of ['br', 'identity'] as const) {
          rows.push(await load('memory (node:http)', memory.base + pagePath, connections, encoding, settings.seconds));
          rows.push(await load('app, page cache', cached.base + pagePath, connections, encoding, settings.seconds));
        }
      }
      for (const other of pages.slice(1)) rows.push(await load(`app, page cache ${other.slice(0, 28)}`, cached.base + other, 50, 'br', settings.seconds));
    } finally {
      memory.stop();
    }
  } finally {
    await cached.stop();
  }
  const uncached = await startServer(dataDir, { ...web, PAGE_CACHE_MB: '0' }, { settled: true });
  try {
    for (const connections of [10, 50]) {
      for (const encoding of ['br', 'identity'] as const) rows.push(await load('app, rendered each time', uncached.base + pagePath, connections, encoding, settings.seconds));
    }
    for (const other of pages.slice(1)) rows.push(await load(`app, rendered each time ${other.slice(0, 28)}`, uncached.base + other, 10, 'identity', settings.seconds));
    if (projectLinks.length) rows.push(await load(`app, rendered each time, ${projectLinks.length} project pages in turn`, uncached.base, 10, 'identity', settings.seconds, projectLinks));
  } finally {
    await uncached.stop();
  }
  const memoryRps = (connections: number, encoding: string) => rows.find((r) => r.label.startsWith('memory') && r.connections === connections && r.encoding === encoding)!.rps;
  // The project page is the page the cache cannot hold: rendered each time, 10 connections, uncompressed.
  const projectRow = rows.find((r) => r.label.startsWith('app, rendered each time /project/view/')) ?? rows.find((r) => r.label === 'app, rendered each time' && r.connections === 10 && r.encoding === 'identity')!;
  console.log(table([
    ['server', 'conns', 'encoding', 'req/s', 'p50 ms', 'p99 ms', 'vs memory', 'errors'],
    ...rows.map((r) => [r.label, r.connections, r.encoding, fmt(r.rps, 0), fmt(r.p50, 0), fmt(r.p99, 0), fmt(r.rps / memoryRps(r.connections, r.encoding)), r.errors]),
  ]));
  const headline = rows.find((r) => r.label === 'app, page cache' && r.connections === 50 && r.encoding === 'br')!;
  const ratio = headline.rps / memoryRps(50, 'br');
  console.log(`  home page, cached, brotli, 50 connections: ${fmt(ratio)} of memory speed, p99 ${fmt(headline.p99, 0)} ms. Target: >= 0.5 with p99 <= 20 ms.`);
  console.log(`  ${projectRow.label.replace('app, rendered each time ', '')}, rendered each time, uncompressed, 10 connections: ${fmt(projectRow.rps, 0)} req/s, p99 ${fmt(projectRow.p99, 0)} ms. Target: >= 200 req/s with p99 <= 100 ms.\n`);
  // The summary says which half of a target missed, and how the bare server fared at the same load.
  const memoryP99 = rows.find((r) => r.label.startsWith('memory') && r.connections === 50 && r.encoding === 'br')!.p99;
  return {
    cached: {
      ...atLeast(ratio, 0.5, `of memory speed (home, cached, brotli, 50 connections; p99 ${fmt(headline.p99, 0)} ms, bare node:http p99 ${fmt(memoryP99, 0)} ms)`),
      target: '>= 0.5 of memory speed with p99 <= 20 ms',
      ok: ratio >= 0.5 && headline.p99 <= 20,
    },
    uncached: {
      ...atLeast(projectRow.rps, 200, `req/s (project page rendered each time, 10 connections, uncompressed; p99 ${fmt(projectRow.p99, 0)} ms)`),
      target: '>= 200 req/s with p99 <= 100 ms',
      ok: projectRow.rps >= 200 && projectRow.p99 <= 100 && projectRow.errors === 0,
    },
  };
}
