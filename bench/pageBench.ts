import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { prepare, type BenchSettings } from './apiBench.ts';
import { atLeast, atMost, reported, type BenchResult } from './results.ts';
import { load, type Row } from './pageLoad.ts';
import { renderedEachTime, WARM_RENDER_SECONDS } from './renderedPages.ts';
import { fmt, median, root, startServer, table } from './support.ts';

/** The baseline server (see staticHtmlServer.ts) serving `file`, with the headers in `headersFile` if given. */
function startStaticServer(file: string, headersFile?: string): Promise<{ base: string; stop: () => void }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench/staticHtmlServer.ts'), file, ...(headersFile ? [headersFile] : [])],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) =>
      resolve({ base: (JSON.parse(chunk.toString()) as { url: string }).url, stop: () => child.kill('SIGTERM') }),
    );
    child.once('exit', (code) => reject(new Error(`static server exited with ${code}`)));
  });
}

/** The headers the app sends with a page, less those node:http writes itself or the bare server sets. */
const OWN_HEADERS = new Set([
  'connection',
  'keep-alive',
  'date',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'content-type',
]);
function headersOf(response: Response): Record<string, string> {
  return Object.fromEntries([...response.headers].filter(([name]) => !OWN_HEADERS.has(name)));
}

/** Rounds of the headline pair (bare server, then the app), one after the other; the median ratio counts. */
const HEADLINE_ROUNDS = 3;

/**
 * P3: a server-rendered page through the whole app — from the page cache, and rendered on every
 * request (cache off) — against the same bytes served from memory by bare node:http; 10 and 50
 * connections, brotli and uncompressed. Rendered each time: the home page, a search result page, a
 * project page (as a visitor who has passed the contact gate always gets it: their page shows the
 * contact details, so it is never cached) at 10 and at 50 connections, and project pages each asked
 * for once in turn (nothing about them read before).
 */
export async function benchPages(settings: BenchSettings): Promise<{
  cached: BenchResult;
  uncached: BenchResult;
  uncached50: BenchResult;
  uncachedInTurn?: BenchResult;
  uncachedCold?: BenchResult;
}> {
  const { dataDir } = await prepare(settings);
  const web = { PROCESS_ROLES: 'api,projections,web' };
  const cached = await startServer(dataDir, web, { settled: true });
  const rows: Row[] = [];
  let pagePath: string;
  let pages: string[];
  let projectLinks: string[];
  const headline: { ratio: number; p99: number; bareP99: number }[] = [];
  try {
    const search = await (await fetch(`${cached.base}/api/v1/project/search-project?limit=1`)).text();
    const slug = /"slug":"([^"]+)"/.exec(search)?.[1];
    pages = ['/', '/search-result?city=Noida', ...(slug ? [`/project/view/${slug}`] : [])];
    const entries = (await (await fetch(`${cached.base}/api/v1/user/sitemap-entries`)).json()) as {
      result: { projects: { link: string }[] };
    };
    projectLinks = entries.result.projects.map((entry) => entry.link);
    console.log(
      `P3  pages through the app (page cache on, and off) vs the same bytes from memory (bare node:http); ${settings.projects} projects`,
    );
    pagePath = pages[0]!;
    const response = await fetch(cached.base + pagePath, { headers: { 'accept-encoding': 'identity' } });
    const file = path.join(settings.work, 'page.html');
    writeFileSync(file, await response.text());
    const headersFile = path.join(settings.work, 'page-headers.json');
    writeFileSync(headersFile, JSON.stringify(headersOf(response)));
    const memory = await startStaticServer(file);
    const sameHeaders = await startStaticServer(file, headersFile);
    try {
      for (const [connections, encoding] of [
        [10, 'br'],
        [10, 'identity'],
        [50, 'identity'],
      ] as const) {
        rows.push(
          await load(
            'memory (node:http)',
            memory.base + pagePath,
            connections,
            encoding,
            settings.seconds,
            settings.warmUp,
          ),
        );
        rows.push(
          await load(
            'app, page cache',
            cached.base + pagePath,
            connections,
            encoding,
            settings.seconds,
            settings.warmUp,
          ),
        );
      }
      // The headline pair in rounds, one after the other, so a change in the machine's speed falls on both.
      for (let round = 1; round <= HEADLINE_ROUNDS; round++) {
        const bare = await load(
          'memory (node:http)',
          memory.base + pagePath,
          50,
          'br',
          settings.seconds,
          settings.warmUp,
        );
        const app = await load('app, page cache', cached.base + pagePath, 50, 'br', settings.seconds, settings.warmUp);
        rows.push({ ...bare, round }, { ...app, round });
        headline.push({ ratio: app.rps / bare.rps, p99: app.p99, bareP99: bare.p99 });
      }
      rows.push(
        await load(
          "memory (node:http), the app's headers",
          sameHeaders.base + pagePath,
          50,
          'br',
          settings.seconds,
          settings.warmUp,
        ),
      );
      for (const other of pages.slice(1))
        rows.push(
          await load(
            `app, page cache ${other.slice(0, 28)}`,
            cached.base + other,
            50,
            'br',
            settings.seconds,
            settings.warmUp,
          ),
        );
    } finally {
      memory.stop();
      sameHeaders.stop();
    }
  } finally {
    await cached.stop();
  }
  const uncached = await startServer(dataDir, { ...web, PAGE_CACHE_MB: '0' }, { settled: true });
  try {
    rows.push(...(await renderedEachTime(uncached.base, pagePath, pages, projectLinks, settings)));
  } finally {
    await uncached.stop();
  }
  // Each row against the bare server's row at the same load (the same round for the headline's; the last round otherwise).
  const memoryRps = (row: Row) =>
    rows.findLast(
      (r) =>
        r.label === 'memory (node:http)' &&
        r.connections === row.connections &&
        r.encoding === row.encoding &&
        (row.round === undefined || r.round === row.round),
    )!.rps;
  // The project page as a visitor past the contact gate gets it: rendered each time, 10 connections, uncompressed.
  const projectRowAt = (connections: number) =>
    rows.find((r) => r.label.startsWith('app, rendered each time /project/view/') && r.connections === connections) ??
    rows.find(
      (r) => r.label === 'app, rendered each time' && r.connections === connections && r.encoding === 'identity',
    )!;
  const projectRow = projectRowAt(10);
  const projectRow50 = projectRowAt(50);
  const inTurnRow = rows.find((r) => r.label.endsWith('project pages in turn'));
  const coldRow = rows.find((r) => r.label.includes('after a start'));
  console.log(
    table([
      ['server', 'conns', 'encoding', 'req/s', 'p50 ms', 'p99 ms', 'vs memory', 'errors'],
      ...rows.map((r) => [
        r.round ? `${r.label} (round ${r.round})` : r.label,
        r.connections,
        r.encoding,
        fmt(r.rps, 0),
        fmt(r.p50, 0),
        fmt(r.p99, 0),
        fmt(r.rps / memoryRps(r)),
        r.errors,
      ]),
    ]),
  );
  const ratio = median(headline.map((round) => round.ratio));
  const p99 = Math.max(...headline.map((round) => round.p99));
  const memoryP99 = median(headline.map((round) => round.bareP99));
  console.log(
    `  home page, cached, brotli, 50 connections: ${fmt(ratio)} of memory speed (median of ${HEADLINE_ROUNDS} rounds: ${headline.map((round) => fmt(round.ratio)).join(', ')}), p99 ${fmt(p99, 0)} ms (the worst round's). Target: >= 0.5 with p99 <= 20 ms.`,
  );
  console.log(
    `  ${projectRow.label.replace('app, rendered each time ', '')}, rendered each time, uncompressed, 10 connections: ${fmt(projectRow.rps, 0)} req/s, p99 ${fmt(projectRow.p99, 0)} ms. Target: >= 400 req/s with p99 <= 50 ms.`,
  );
  console.log(
    `  ${projectRow50.label.replace('app, rendered each time ', '')}, rendered each time, uncompressed, 50 connections: p99 ${fmt(projectRow50.p99, 0)} ms, ${fmt(projectRow50.rps, 0)} req/s. Target: p99 <= 250 ms.`,
  );
  if (coldRow)
    console.log(
      `  the same project page in the first ${settings.seconds} s after the server's start: ${fmt(coldRow.rps, 0)} req/s, p99 ${fmt(coldRow.p99, 0)} ms (reported; the other rendered-each-time rows were measured after ${WARM_RENDER_SECONDS} s more of renders).`,
    );
  if (inTurnRow)
    console.log(
      `  ${inTurnRow.label.replace('app, rendered each time, ', '')}, uncompressed, 10 connections: ${fmt(inTurnRow.rps, 0)} req/s, p99 ${fmt(inTurnRow.p99, 0)} ms. Target: >= 300 req/s.`,
    );
  console.log('');
  // The summary says which half of a target missed, and how the bare server fared at the same load.
  return {
    cached: {
      ...atLeast(
        ratio,
        0.5,
        `of memory speed (home, cached, brotli, 50 connections, median of ${HEADLINE_ROUNDS} rounds; p99 ${fmt(p99, 0)} ms at worst, bare node:http p99 ${fmt(memoryP99, 0)} ms)`,
      ),
      target: '>= 0.5 of memory speed with p99 <= 20 ms',
      ok: ratio >= 0.5 && p99 <= 20,
    },
    uncached: {
      ...atLeast(
        projectRow.rps,
        400,
        `req/s (project page rendered each time, 10 connections, uncompressed; p99 ${fmt(projectRow.p99, 0)} ms)`,
      ),
      target: '>= 400 req/s with p99 <= 50 ms',
      ok: projectRow.rps >= 400 && projectRow.p99 <= 50 && projectRow.errors === 0,
    },
    ...(inTurnRow
      ? {
          uncachedInTurn: {
            ...atLeast(
              inTurnRow.rps,
              300,
              `req/s (${inTurnRow.label.replace('app, rendered each time, ', '')}, 10 connections, uncompressed; p99 ${fmt(inTurnRow.p99, 0)} ms)`,
            ),
            target: '>= 300 req/s',
            ok: inTurnRow.rps >= 300 && inTurnRow.errors === 0,
          },
        }
      : {}),
    ...(coldRow
      ? {
          uncachedCold: reported(
            coldRow.rps,
            `req/s (project page rendered each time, the first ${settings.seconds} s after the server's start, 10 connections, uncompressed; p99 ${fmt(coldRow.p99, 0)} ms)`,
            'the code not yet optimized; P3-uncached is measured after it is',
          ),
        }
      : {}),
    uncached50: {
      ...atMost(
        projectRow50.p99,
        250,
        `ms p99 (project page rendered each time, 50 connections, uncompressed; ${fmt(projectRow50.rps, 0)} req/s)`,
      ),
      target: '<= 250 ms p99',
      ok: projectRow50.p99 <= 250 && projectRow50.errors === 0,
    },
  };
}
