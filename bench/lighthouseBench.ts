import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { prepare, type BenchSettings } from './apiBench.ts';
import type { BenchResult } from './results.ts';
import { median, root, startServer, table } from './support.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
/** Every report is kept here, to read its opportunities and diagnostics after the run. */
const REPORT_DIR = path.join(root, '.tmp', 'lighthouse');

/**
 * P1: Lighthouse 12 with its default mobile settings (simulated throttling) on home, a search result
 * and a project page, driving Debian's Chromium. Scores move with the machine's load, so each page
 * is measured `runs` times and the median of the runs that measured something counts. The figure is
 * the lowest median of any category on any page, against that category's target.
 */
export async function benchLighthouse(settings: BenchSettings, runs = 3): Promise<BenchResult> {
  console.log(
    `P1  Lighthouse 12, mobile (simulated throttling), Debian Chromium; median of ${runs} runs per page, reports in ${path.relative(root, REPORT_DIR)}/`,
  );
  const { dataDir } = await prepare(settings);
  mkdirSync(REPORT_DIR, { recursive: true });
  const server = await startServer(dataDir, { PROCESS_ROLES: 'api,projections,web' }, { settled: true });
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows: (string | number)[][] = [['page', ...CATEGORIES, 'runs (performance)']];
  let worstGap = Number.NEGATIVE_INFINITY;
  let worst = { page: '', category: '', score: 100 };
  try {
    const search = await (await fetch(`${server.base}/api/v1/project/search-project?limit=1`)).text();
    const slug = /"slug":"([^"]+)"/.exec(search)?.[1];
    const pages: Array<[string, string]> = [
      ['home', '/'],
      ['home in Hindi', '/hi'],
      ['search result', '/search-result?city=Noida'],
      ...(slug ? [['project', `/project/view/${slug}`] as [string, string]] : []),
    ];
    for (const [name, pagePath] of pages) {
      const samples: number[][] = [];
      const performanceRuns: string[] = [];
      for (let run = 1; run <= runs; run += 1) {
        const result = await lighthouse(server.base + pagePath, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (result)
          writeFileSync(path.join(REPORT_DIR, `${name.replace(/\W+/g, '-')}-${run}.json`), result.report as string);
        // On a loaded machine Lighthouse sometimes loses the trace (NO_NAVSTART): that run measured nothing.
        const failure = result ? result.lhr.runtimeError?.code : 'no result';
        if (failure) {
          performanceRuns.push(`(${failure})`);
          continue;
        }
        samples.push(CATEGORIES.map((category) => Math.round((result?.lhr.categories[category]?.score ?? 0) * 100)));
        performanceRuns.push(String(samples.at(-1)![0]));
      }
      const scores = CATEGORIES.map((_, i) => median(samples.map((sample) => sample[i])));
      rows.push([name, ...scores, performanceRuns.join(' ')]);
      CATEGORIES.forEach((category, i) => {
        const gap = TARGETS[category] - scores[i];
        if (gap > worstGap) {
          worstGap = gap;
          worst = { page: name, category, score: scores[i] };
        }
      });
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  console.log(table(rows));
  console.log(
    `  lowest against its target: ${worst.category} ${worst.score} on ${worst.page}. Targets: performance >= 98, accessibility, best practices and SEO 100.\n`,
  );
  return {
    value: worst.score,
    unit: `${worst.category} score (${worst.page}, median of ${runs})`,
    target: `>= ${TARGETS[worst.category as keyof typeof TARGETS] ?? 100}`,
    ok: worstGap <= 0,
  };
}
