/**
 * `npm run bench` — the figures of QUALITY.md P1–P9 and memory on this machine, each with its target.
 *   --only p1,p3,p9,memory   run some sections          --quick   small sizes, under two minutes in all
 *   --json                   one JSON object keyed by id (value, unit, target, ok) on stdout, the tables on stderr;
 *                            besides P1–P9 and memory: P3-uncached, P3-uncached-50, P3-uncached-in-turn, P4-filtered, P4-suggest and the scale-* figures
 *   --events N   events for rebuild and restart (1,000,000)    --projects N   projects (10,000)    --seconds N   load duration (5)
 *   --runs N     Lighthouse runs per page and first-tap runs per control, the median counts (3)
 *   scale: 50,000 projects for 60 s (--quick: 5,000 for 10 s; --projects and --seconds, when given, set them)
 *   BENCH_SCALE_PROFILE=<dir>   a CPU profile of the scale section's load, written there
 *   BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"   node flags for the servers the bench starts (profiles)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { benchLag, benchSearch, type BenchSettings } from './apiBench.ts';
import { benchAppends } from './appendBench.ts';
import { benchConsoleFirstLoad, benchPageWeight } from './buildBench.ts';
import { benchConsoleStart } from './consoleStartBench.ts';
import { benchFirstTap } from './firstTapBench.ts';
import { benchLighthouse } from './lighthouseBench.ts';
import { benchPages } from './pageBench.ts';
import { benchRebuild } from './rebuildBench.ts';
import { benchRestart } from './restartBench.ts';
import { benchScale } from './scaleBench.ts';
import { verdict, type BenchResults } from './results.ts';

const IDS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'memory', 'scale', 'console', 'p10'] as const;
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const json = args.includes('--json');
const option = (name: string, fallback: number): number => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const only = (() => {
  const i = args.indexOf('--only');
  if (i < 0) return new Set<string>(IDS);
  const wanted = args[i + 1].toLowerCase().split(',');
  const unknown = wanted.filter((id) => !(IDS as readonly string[]).includes(id));
  if (unknown.length) throw new Error(`--only takes ${IDS.join(', ')}; not ${unknown.join(', ')}`);
  return new Set(wanted);
})();
// With --json the tables go to stderr, so stdout is one JSON document.
if (json) console.log = (...parts: unknown[]) => console.error(...parts);

const work = mkdtempSync(path.join(os.tmpdir(), 'aangan-bench-'));
const settings: BenchSettings = {
  work,
  logger: pino({ level: 'silent' }),
  projects: option('projects', quick ? 1000 : 10_000),
  seconds: option('seconds', quick ? 1 : 5),
  // autocannon runs whole seconds at least; a quick run measures cold.
  warmUp: quick ? 0 : 1,
  events: option('events', quick ? 50_000 : 1_000_000),
  lagSamples: quick ? 300 : 2000,
};
console.log(
  `Aangan bench on ${os.cpus().length} cores (load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}), Node ${process.version}; ${quick ? 'quick; ' : ''}scratch ${work}\n`,
);
const results: BenchResults = {};
/** Runs one section and says how long it took (so a --quick run's budget can be read off). */
const timings: [string, number][] = [];
async function section<T>(id: string, run: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await run();
  } finally {
    timings.push([id, (performance.now() - started) / 1000]);
  }
}
try {
  if (only.has('p2')) results['P2'] = await section('P2', benchPageWeight);
  if (only.has('p8')) results['P8'] = await section('P8', benchConsoleFirstLoad);
  if (only.has('console')) results['console-start'] = await section('console', () => benchConsoleStart(settings));
  if (only.has('p4')) {
    const { p4, filtered, suggest } = await section('P4', () => benchSearch(settings));
    results['P4'] = p4;
    results['P4-filtered'] = filtered;
    results['P4-suggest'] = suggest;
  }
  if (only.has('p5')) results['P5'] = await section('P5', () => benchAppends(settings));
  if (only.has('p6')) results['P6'] = await section('P6', () => benchLag(settings));
  if (only.has('p3')) {
    const { cached, uncached, uncached50, uncachedInTurn, uncachedCold } = await section('P3', () =>
      benchPages(settings),
    );
    results['P3'] = cached;
    results['P3-uncached'] = uncached;
    results['P3-uncached-50'] = uncached50;
    if (uncachedInTurn) results['P3-uncached-in-turn'] = uncachedInTurn;
    if (uncachedCold) results['P3-uncached-first-seconds'] = uncachedCold;
  }
  if (only.has('p1'))
    results['P1'] = await section('P1', () => benchLighthouse(settings, option('runs', quick ? 1 : 3)));
  if (only.has('p10')) {
    const { first, codeRun } = await section('P10', () => benchFirstTap(settings, option('runs', quick ? 1 : 3)));
    results['P10'] = first;
    results['P10-code-run'] = codeRun;
  }
  if (only.has('p7')) results['P7'] = await section('P7', () => benchRebuild(settings));
  if (only.has('p9') || only.has('memory')) {
    const { p9, memory } = await section(only.has('p9') ? 'P9' : 'memory', () => benchRestart(settings));
    if (only.has('p9')) results['P9'] = p9;
    if (only.has('memory')) results['memory'] = memory;
  }
  if (only.has('scale'))
    Object.assign(
      results,
      await section('scale', () =>
        benchScale({
          work,
          logger: settings.logger,
          projects: args.includes('--projects') ? settings.projects : quick ? 5000 : 50_000,
          seconds: args.includes('--seconds') ? settings.seconds : quick ? 10 : 60,
        }),
      ),
    );
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(
  `Time per section: ${timings.map(([id, seconds]) => `${id} ${seconds.toFixed(0)} s`).join(', ')} (the data each section needs is made by the first that does)`,
);
console.log('Summary');
for (const [id, result] of Object.entries(results)) console.log(`  ${id.padEnd(7)} ${verdict(result)}`);
if (json) process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
