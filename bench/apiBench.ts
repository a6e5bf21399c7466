import { mkdirSync } from 'node:fs';
import path from 'node:path';
import autocannon from './loadGenerator.ts';
import type { Logger } from 'pino';
import { projectSearchQuerySchema, suggestionsQuerySchema } from '@aangan/contracts';
import { sourceWriterThread } from '@aangan/projections/testing';
import { loadConfig } from '../api/src/config.ts';
import { systemContext } from '../api/src/core/commandContext.ts';
import { demoProject, seededRandom } from '../api/src/seed/demoProjects.ts';
import { writeDemoImages, writeIllustrationCopies, writeProjectDocuments } from '../api/src/seed/seedDemo.ts';
import { createSystem } from '../api/src/system.ts';
import { atMost, type BenchResult } from './results.ts';
import { fmt, startServer, summarize, table } from './support.ts';

export interface BenchSettings {
  work: string;
  logger: Logger;
  projects: number;
  seconds: number;
  /** Load before each measured load, to warm the server's code and connections: whole seconds, 0 for none. */
  warmUp: number;
  events: number;
  lagSamples: number;
}

/** API paths under /api/v1: searches (unit-level filters among them) and autosuggest keystrokes. */
export const SEARCHES = [
  'project/search-project?city=Noida&bhk=2,3&minPrice=5000000&maxPrice=20000000&sort=Price%20Low%20To%20High&limit=12',
  'project/search-project?searchString=apartmnt%20noda&limit=12',
  'project/search-project?projectType=Commercial&sort=Newest&page=3&limit=12',
  'project/search-project?city=Gurugram&bhk=3&maxPrice=20000000&minArea=1000&sort=Price%20Low%20To%20High&limit=12',
  'project/search-project?projectSubType=Apartment&possession=Ready%20to%20Move&bhk=2,3&minPrice=5000000&maxPrice=15000000&limit=12',
  'project/suggestions?q=gurgr',
  'project/suggestions?q=sec',
];

type System = Awaited<ReturnType<typeof createSystem>>;

/** The same query as the API path, run in-process. */
function directQuery(system: System, apiPath: string): () => Promise<unknown> {
  const [route, queryString] = apiPath.split('?') as [string, string];
  const params = Object.fromEntries(new URLSearchParams(queryString));
  if (route === 'project/suggestions') {
    const query = suggestionsQuerySchema.parse(params);
    return () => system.projectQueries.suggestions(query.type, query.q, query.limit ?? 10);
  }
  const query = projectSearchQuerySchema.parse(params);
  return () => system.projectQueries.search(query);
}

interface Prepared {
  dataDir: string;
  token: string;
  projectIds: string[];
  /** Each project's stream revision once posted, in the order of `projectIds`. */
  initialRevisions: number[];
}

async function seededDir(settings: BenchSettings): Promise<Prepared> {
  const dataDir = path.join(settings.work, 'search');
  mkdirSync(dataDir, { recursive: true });
  // The demo projects and the default hero slides show these illustrations (and the projects their QR codes): without them pages log 404s.
  writeDemoImages(dataDir);
  await writeIllustrationCopies(dataDir);
  const system = await createSystem(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), {
    runProjections: true,
    logger: settings.logger,
  });
  await system.start();
  const context = systemContext(system.ids, 'bench');
  const random = seededRandom(7);
  const projectIds: string[] = [];
  const initialRevisions: number[] = [];
  const projects = Array.from({ length: settings.projects }, (_, i) => demoProject(random, i));
  await writeProjectDocuments(dataDir, projects);
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < projects.length) {
        const fields = projects[next++];
        const { projectId, revision } = await system.projectCommands.post(context, { fields });
        projectIds.push(projectId);
        initialRevisions.push(revision);
      }
    }),
  );
  console.log(
    `  (setup: ${settings.projects} projects posted through commands in ${fmt((performance.now() - started) / 1000, 1)} s)`,
  );
  await system.adminUsers.create(context, {
    email: 'bench@aangan.test',
    name: 'Bench',
    role: 'admin',
    password: 'bench password 1',
  });
  const token = await system.adminUsers.tokenFor('bench@aangan.test', 'bench password 1');
  await system.close();
  return { dataDir, token, projectIds, initialRevisions };
}

let prepared: Promise<Prepared> | null = null;
export const prepare = (settings: BenchSettings) => (prepared ??= seededDir(settings));

/** Searches with a unit-level filter (BHK, budget, size: one unit must meet them together). */
const isUnitFiltered = (query: string): boolean =>
  query.startsWith('project/search-project') && /[?&](bhk|minPrice|maxPrice|minArea|maxArea)=/.test(query);
const isSuggestion = (query: string): boolean => query.startsWith('project/suggestions');

/**
 * P4: search over N projects through HTTP vs the same query in-process; with it, the slowest
 * unit-filtered search and the slowest autosuggest keystroke through the API.
 */
export async function benchSearch(
  settings: BenchSettings,
): Promise<{ p4: BenchResult; filtered: BenchResult; suggest: BenchResult }> {
  console.log(
    `P4  search-project and autosuggest with ${settings.projects} projects: API (10 connections) vs the same query in-process`,
  );
  const { dataDir } = await prepare(settings);
  const system = await createSystem(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), {
    runProjections: true,
    logger: settings.logger,
  });
  await system.start();
  const direct = [];
  for (const query of SEARCHES) {
    const run = directQuery(system, query);
    for (let i = 0; i < 200; i += 1) await run(); // warm-up
    const samples: number[] = [];
    const until = performance.now() + settings.seconds * 400;
    while (performance.now() < until) {
      const t0 = performance.now();
      await run();
      samples.push(performance.now() - t0);
    }
    direct.push(summarize(samples));
  }
  await system.close();
  const server = await startServer(dataDir, {}, { settled: true });
  let worstP99 = 0;
  let worstFiltered = 0;
  let worstSuggestion = 0;
  const rows: (string | number)[][] = [
    [
      'query',
      'direct p50 ms',
      'direct p99 ms',
      'API 1 conn p50 ms',
      'API 1 conn p99 ms',
      'API 10 conn req/s',
      'API 10 conn p99 ms',
      'API/direct',
    ],
  ];
  try {
    for (const [i, query] of SEARCHES.entries()) {
      if (settings.warmUp > 0)
        await autocannon({ url: `${server.base}/api/v1/${query}`, connections: 10, duration: settings.warmUp });
      // One connection: latency without queueing. Ten: throughput; per-request cost is 1000 / req/s.
      const single = await autocannon({
        url: `${server.base}/api/v1/${query}`,
        connections: 1,
        duration: settings.seconds,
      });
      const result = await autocannon({
        url: `${server.base}/api/v1/${query}`,
        connections: 10,
        duration: settings.seconds,
      });
      const d = direct[i];
      worstP99 = Math.max(worstP99, single.latency.p99);
      if (isUnitFiltered(query)) worstFiltered = Math.max(worstFiltered, single.latency.p99);
      if (isSuggestion(query)) worstSuggestion = Math.max(worstSuggestion, single.latency.p99);
      rows.push([
        query.replace('project/', '').slice(0, 60),
        fmt(d.p50),
        fmt(d.p99),
        fmt(single.latency.p50),
        fmt(single.latency.p99),
        fmt(result.requests.average, 0),
        fmt(result.latency.p99),
        fmt(1000 / result.requests.average / d.mean, 2),
      ]);
      if (result.non2xx > 0 || result.errors > 0)
        rows.push(['  (errors)', result.non2xx, result.errors, '', '', '', '']);
    }
  } finally {
    await server.stop();
  }
  console.log(table(rows));
  console.log(
    '  API/direct = server time per request at 10 connections (1000 / req/s) over the in-process mean. autocannon reports whole milliseconds.',
  );
  console.log(
    `  slowest at 1 connection: any query p99 ${fmt(worstP99, 0)} ms (target <= 5 ms); unit-filtered search p99 ${fmt(worstFiltered, 0)} ms and autosuggest p99 ${fmt(worstSuggestion, 0)} ms (target <= 10 ms each).\n`,
  );
  return {
    p4: atMost(worstP99, 5, 'ms p99 (1 connection, slowest query)'),
    filtered: atMost(worstFiltered, 10, 'ms p99 (1 connection, slowest unit-filtered search)'),
    suggest: atMost(worstSuggestion, 10, 'ms p99 (1 connection, slowest autosuggest)'),
  };
}

/** P6: append accepted -> visible in the read model, in-process with the real runner. */
export async function benchLag(settings: BenchSettings): Promise<BenchResult> {
  console.log('P6  write-to-read lag (append resolved -> projections applied), embedded');
  const { dataDir, projectIds } = await prepare(settings);
  const system = await createSystem(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), {
    runProjections: true,
    logger: settings.logger,
    // As the built server does: the log's commits on a thread of their own.
    eventLogWriterThread: sourceWriterThread,
  });
  await system.start();
  const samples: number[] = [];
  for (let i = 0; i < settings.lagSamples; i += 1) {
    const projectId = projectIds[i % projectIds.length];
    const stream = `project-${projectId}`;
    const [last] = (await system.eventStore.readStream(stream)).slice(-1);
    const { position } = await system.eventStore.append(
      stream,
      [
        {
          id: crypto.randomUUID(),
          type: 'GrandProjectFlagSet',
          data: { projectId, isGrandProject: i % 2 === 0 },
          metadata: { actor: { id: 'bench', role: 'system' }, at: new Date().toISOString() },
        },
      ],
      { expected: last.revision },
    );
    const t0 = performance.now();
    await system.runner!.waitFor(position, 5000);
    samples.push(performance.now() - t0);
  }
  await system.close();
  const s = summarize(samples);
  console.log(
    table([
      ['samples', 'p50 ms', 'p99 ms', 'mean ms'],
      [s.n, fmt(s.p50, 3), fmt(s.p99, 3), fmt(s.mean, 3)],
    ]),
  );
  console.log('  Target: p50 <= 5 ms, p99 <= 10 ms embedded.\n');
  return { ...atMost(s.p99, 10, 'ms p99'), ok: s.p50 <= 5 && s.p99 <= 10 };
}
