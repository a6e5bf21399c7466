import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { constants as perf, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import type { Logger } from 'pino';
import { projectSearchQuerySchema, seededRandom } from '@aangan/contracts';
import { loadConfig } from '../api/src/config.ts';
import { readModelSnapshotPath } from '../api/src/core/serverSecrets.ts';
import { sourceWriterThread } from '@aangan/projections/testing';
import { createSystem } from '../api/src/system.ts';
import { atMost, reported, type BenchResults } from './results.ts';
import { writeScaleLog } from './scaleData.ts';
import type { LoadPlan } from './scaleLoad.ts';
import { generateLoad, profiler, serve } from './scaleServe.ts';
import { fmt, median, summarize, table } from './support.ts';
import { createWriter, markerWord, requestTargets, timeToVisible } from './scaleWorkload.ts';

interface ScaleSettings {
  work: string;
  logger: Logger;
  projects: number;
  /** Length of the load. */
  seconds: number;
}

const READ_RATE = 200;
const WRITE_RATE = 20;
/** Title edits timed from the write to the answers, before the load. */
const IDLE_SAMPLES = 5;
/** After the load, how long answers and writes still out are waited for before they count as errors. */
const DRAIN_SECONDS = 30;
/** Under load, a title edit is timed this often. */
const PROBE_EVERY_MS = 5_000;
/** The events after which the embedded read models' snapshot is written (readModelSnapshots' default). */
const SNAPSHOT_EVERY_EVENTS = 50_000;
/** How long the first snapshot after the start is waited for before the load. */
const SNAPSHOT_WAIT_MS = 180_000;

const mb = (bytes: number): string => fmt(bytes / 1024 / 1024, 0);
/** What process.memoryUsage says, in MB: the JS heap used of what it holds, and memory outside it. */
const memoryLine = (m: NodeJS.MemoryUsage): string =>
  `RSS ${mb(m.rss)}, JS heap ${mb(m.heapUsed)} used of ${mb(m.heapTotal)}, external ${mb(m.external)} (array buffers ${mb(m.arrayBuffers)})`;

/**
 * Scale: N projects (3 units each on average) in the SQLite event log, projected by the real runner
 * into the in-memory read store; the search state's first build and how soon it follows a change;
 * then reads at 200 a second over HTTP (a load generator in another process) with 20 writes a
 * second through the project command module, in this process, as one embedded api/web process.
 */
export async function benchScale(settings: ScaleSettings): Promise<BenchResults> {
  console.log(
    `Scale  ${settings.projects} projects, embedded (SQLite event log, in-memory read store), one process serving: ` +
      `${READ_RATE} reads/s over HTTP on localhost from a load generator in another process, ${WRITE_RATE} writes/s ` +
      `as direct calls to the project command module, for ${settings.seconds} s`,
  );
  const dataDir = path.join(settings.work, 'scale');
  mkdirSync(dataDir, { recursive: true });
  const made = await writeScaleLog(path.join(dataDir, 'events.sqlite'), settings.projects, (i) => i % 25 === 0);
  const system = await createSystem(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), {
    runProjections: true,
    logger: settings.logger,
    // As the built server does: the log's commits on a thread of their own.
    eventLogWriterThread: sourceWriterThread,
  });
  const projecting = performance.now();
  await system.start();
  const projectMs = performance.now() - projecting;
  console.log(
    `  data: ${made.projects.length} projects, ${made.units} units, ${2 * made.projects.length} events made and appended in ` +
      `${fmt(made.ms / 1000, 1)} s, projected by the projection runner in ${fmt(projectMs / 1000, 1)} s`,
  );

  // The search state's first build: what the first autosuggest and the first search string wait for.
  const firstSuggest = performance.now();
  await system.projectQueries.suggestions('all', 'gu', 10);
  const suggestBuildMs = performance.now() - firstSuggest;
  const textQuery = projectSearchQuerySchema.parse({ searchString: '3 bhk flat in noida', limit: '12' });
  const firstText = performance.now();
  await system.projectQueries.search(textQuery);
  const textBuildMs = performance.now() - firstText;
  const warm = performance.now();
  await system.projectQueries.suggestions('all', 'gu', 10);
  await system.projectQueries.search(textQuery);
  const warmMs = performance.now() - warm;
  console.log(
    `  search state's first build (suggestions, search words, the assistant's catalogue), as the first requests wait for it: ` +
      `first autosuggest ${fmt(suggestBuildMs, 0)} ms, then the first search string ${fmt(textBuildMs, 0)} ms; both again: ${fmt(warmMs, 1)} ms`,
  );

  // A start that projected the whole log writes the read models' snapshot once the runner is live
  // (again only every 50,000 events, minutes apart at this write rate): waited for, so the load
  // meets the steady state rather than that one-off write.
  // Each project is two events (its slug reserved, then posted).
  const events = 2 * made.projects.length;
  const snapshotFile = events >= SNAPSHOT_EVERY_EVENTS ? readModelSnapshotPath(system.config, true) : null;
  const waiting = performance.now();
  while (snapshotFile && !existsSync(snapshotFile) && performance.now() - waiting < SNAPSHOT_WAIT_MS)
    await new Promise((resolve) => setTimeout(resolve, 250));
  const snapshotNote = !snapshotFile
    ? `none (${events} events, fewer than the ${SNAPSHOT_EVERY_EVENTS} a snapshot waits for)`
    : existsSync(snapshotFile)
      ? `written ${fmt((performance.now() - projecting) / 1000, 1)} s after the start began`
      : 'not written within the wait';
  console.log(`  the first snapshot of the read models after the start: ${snapshotNote}`);

  const writer = createWriter(system, made.kept);
  const markers = seededRandom(404);
  const idle = [];
  for (let i = 0; i < IDLE_SAMPLES; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const marker = markerWord(markers);
    idle.push(await timeToVisible(system, () => writer.retitle(marker), marker, 5));
  }
  const idleSuggest = idle.map((s) => s.suggestMs ?? Number.POSITIVE_INFINITY);
  const idleSearch = idle.map((s) => s.searchMs ?? Number.POSITIVE_INFINITY);
  console.log(
    `  one title edit, idle (${IDLE_SAMPLES} samples, asked every 5 ms): command ${idle.map((s) => fmt(s.writeMs, 1)).join(', ')} ms; ` +
      `write to autosuggest ${idleSuggest.map((ms) => fmt(ms, 0)).join(', ')} ms; to search ${idleSearch.map((ms) => fmt(ms, 0)).join(', ')} ms`,
  );

  const { base, stop } = await serve(system);
  const exclude = new Set(made.kept.keys());
  const plan: LoadPlan = {
    base,
    seconds: settings.seconds,
    rate: READ_RATE,
    drainSeconds: DRAIN_SECONDS,
    targets: requestTargets(made.projects, exclude),
  };
  made.projects.length = 0;
  const delay = monitorEventLoopDelay({ resolution: 10 });
  let rssPeak = 0;
  let heapPeak = 0;
  const atStart = process.memoryUsage();
  const heapAtStart = atStart.heapUsed;
  let atPeak = atStart;
  const rssTimer = setInterval(() => {
    const now = process.memoryUsage();
    if (now.rss > rssPeak) atPeak = now;
    rssPeak = Math.max(rssPeak, now.rss);
    heapPeak = Math.max(heapPeak, now.heapUsed);
  }, 250);
  const loadAverage = os.loadavg()[0];
  const writes: number[] = [];
  const writeKinds = new Map<string, number>();
  let writeErrors = 0;
  let notVisible = 0;
  const writing = new Set<Promise<void>>();
  const probes: { suggestMs: number | null; searchMs: number | null }[] = [];
  const stopProfile = await profiler();
  const pagesBefore = system.pageCache.stats();
  // The garbage collector's pauses on the main thread during the load: the young generation's, and the whole heap's.
  const gc = { young: 0, youngMs: 0, full: 0, fullMs: 0 };
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
      if (kind === perf.NODE_PERFORMANCE_GC_MINOR) [gc.young, gc.youngMs] = [gc.young + 1, gc.youngMs + entry.duration];
      else [gc.full, gc.fullMs] = [gc.full + 1, gc.fullMs + entry.duration];
    }
  });
  gcObserver.observe({ entryTypes: ['gc'] });
  const cpu = process.cpuUsage();
  delay.enable();
  const started = performance.now();
  const load = generateLoad(plan);
  const write = () => {
    const t0 = performance.now();
    const written = writer.next().then(
      ({ kind, visible }) => {
        writes.push(performance.now() - t0);
        writeKinds.set(kind, (writeKinds.get(kind) ?? 0) + 1);
        if (!visible) notVisible += 1;
      },
      (error: unknown) => {
        writeErrors += 1;
        if (writeErrors <= 3) console.log(`  write failed: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
    const tracked = written.finally(() => writing.delete(tracked));
    writing.add(tracked);
  };
  // An open loop like the reads': writes a blocked event loop kept from their time are sent as soon as it runs.
  const totalWrites = settings.seconds * WRITE_RATE;
  let issued = 0;
  const writeTimer = setInterval(() => {
    const due = Math.min(totalWrites, Math.floor(((performance.now() - started) * WRITE_RATE) / 1000) + 1);
    for (; issued < due; issued += 1) write();
    if (issued >= totalWrites) clearInterval(writeTimer);
  }, 1000 / WRITE_RATE);
  const probing = (async () => {
    while (performance.now() - started < settings.seconds * 1000 - PROBE_EVERY_MS) {
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
      const marker = markerWord(markers);
      probes.push(await timeToVisible(system, () => writer.retitle(marker), marker, 100));
    }
  })();
  const report = await load;
  clearInterval(writeTimer);
  const writesDrained = await Promise.race([
    Promise.all([...writing, probing]).then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), DRAIN_SECONDS * 1000)),
  ]);
  if (!writesDrained) writeErrors += writing.size;
  const elapsed = (performance.now() - started) / 1000;
  delay.disable();
  const cpuUsed = process.cpuUsage(cpu);
  const pagesAfter = system.pageCache.stats();
  gcObserver.disconnect();
  await stopProfile();
  clearInterval(rssTimer);
  await stop();
  const closing = performance.now();
  await system.close();
  const closeMs = performance.now() - closing;

  const rows: (string | number)[][] = [['requests', 'answered', 'errors', 'p50 ms', 'p99 ms', 'max ms']];
  const searchLatencies: number[] = [];
  let answered = 0;
  let errors = writeErrors;
  for (const [kind, kindReport] of Object.entries(report.kinds)) {
    const s = summarize(kindReport.latencies);
    if (kind.startsWith('search,')) searchLatencies.push(...kindReport.latencies);
    answered += kindReport.latencies.length;
    errors += kindReport.errors;
    rows.push([kind, s.n, kindReport.errors, fmt(s.p50), fmt(s.p99), fmt(Math.max(...kindReport.latencies))]);
    if (kindReport.errors > 0) rows.push(['  (answers)', JSON.stringify(kindReport.statuses), '', '', '', '']);
  }
  const search = summarize(searchLatencies);
  const suggest = summarize(report.kinds['suggest keystroke']?.latencies ?? []);
  const w = summarize(writes);
  rows.push([
    `writes (${[...writeKinds].map(([kind, n]) => `${n} ${kind}`).join(', ')})`,
    w.n,
    writeErrors,
    fmt(w.p50),
    fmt(w.p99),
    fmt(Math.max(...writes)),
  ]);
  console.log(table(rows));
  const loopP99 = delay.percentile(99) / 1e6;
  const throughput = answered / report.seconds;
  const late = summarize(report.late);
  const probeSuggest = probes.map((p) => p.suggestMs ?? Number.POSITIVE_INFINITY);
  const probeSearch = probes.map((p) => p.searchMs ?? Number.POSITIVE_INFINITY);
  console.log(
    `  ${fmt(throughput, 1)} reads/s answered of ${READ_RATE} offered, ${fmt(w.n / elapsed, 1)} writes/s (${notVisible} not shown within the command's wait); ` +
      `all searches p99 ${fmt(search.p99)} ms, autosuggest p99 ${fmt(suggest.p99)} ms (targets <= 10 ms)\n` +
      `  event loop delay p50 ${fmt(delay.percentile(50) / 1e6, 1)} ms, p99 ${fmt(loopP99, 1)} ms, max ${fmt(delay.max / 1e6, 1)} ms (target p99 <= 50 ms); ` +
      `RSS peak ${fmt(rssPeak / 1024 / 1024, 0)} MB (target <= 1024 MB; JS heap ${fmt(heapAtStart / 1024 / 1024, 0)} MB used ` +
      `at the start of the load, ${fmt(heapPeak / 1024 / 1024, 0)} MB at most); this process's CPU ${fmt((cpuUsed.user + cpuUsed.system) / 1e4 / elapsed, 0)} % of a core; load average ${fmt(loadAverage, 1)} as the load began\n` +
      `  under load, a title edit every ${PROBE_EVERY_MS / 1000} s (asked every 100 ms): write to autosuggest ${probeSuggest.map((ms) => fmt(ms, 0)).join(', ')} ms; ` +
      `to search ${probeSearch.map((ms) => fmt(ms, 0)).join(', ')} ms\n` +
      `  the load generator sent p99 ${fmt(late.p99, 1)} ms behind its schedule and used ${fmt(report.cpuPercent, 0)} % of a core; the clean stop (snapshot written) took ${fmt(closeMs / 1000, 1)} s\n` +
      `  the slowest answer to each second's requests, ms: ${report.slowestBySecond.map((ms) => fmt(ms, 0)).join(' ')}\n` +
      `  memory as the load began / at the RSS peak, MB: ${memoryLine(atStart)} / ${memoryLine(atPeak)}\n` +
      `  garbage collection during the load: ${gc.young} young-generation pauses, ${fmt(gc.youngMs, 0)} ms in all; ` +
      `${gc.full} marking or compacting the whole heap, ${fmt(gc.fullMs, 0)} ms (${
        process.execArgv
          .concat(process.env['NODE_OPTIONS'] ?? '')
          .filter((a) => a.includes('semi-space'))
          .join(' ') || 'default semi-space'
      })\n` +
      `  pages during the load: ${pagesAfter.misses - pagesBefore.misses} rendered, ${pagesAfter.reused - pagesBefore.reused} found unchanged ` +
      `(data loaded again, not rendered), ${pagesAfter.hits - pagesBefore.hits} answered from the page cache\n`,
  );
  return {
    'scale-data': reported(
      made.ms / 1000 + projectMs / 1000,
      's',
      `${settings.projects} projects made, appended and projected`,
    ),
    'scale-build': reported(
      suggestBuildMs + textBuildMs,
      'ms',
      'first autosuggest + first search string after the start',
    ),
    'scale-update': reported(
      median(idleSuggest),
      'ms',
      `median of ${IDLE_SAMPLES}, idle: title edit to autosuggest showing it`,
    ),
    'scale-update-load': reported(
      median(probeSuggest),
      'ms',
      'median under load: title edit to autosuggest showing it',
    ),
    'scale-search': atMost(search.p99, 10, 'ms p99 (all searches under load)'),
    'scale-suggest': atMost(suggest.p99, 10, 'ms p99 (autosuggest under load)'),
    'scale-loop': atMost(loopP99, 50, 'ms p99 (event loop delay under load)'),
    'scale-rss': atMost(rssPeak / 1024 / 1024, 1024, 'MB (RSS peak under load)'),
    'scale-throughput': reported(throughput, 'req/s', `of ${READ_RATE} offered, and ${fmt(w.n / elapsed, 1)} writes/s`),
    'scale-errors': atMost(errors, 0, 'errors'),
  };
}
