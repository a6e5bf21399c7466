/**
 * `npx tsx bench/searchProfile.ts [dir] [--projects N]` — where the time of P4's searches goes,
 * in-process: the query builder, the store's count and find (sort, skip, limit, projection) and
 * the reply's shaping and serialising, each timed on its own (p50 / p99 over repeated runs).
 * The seeded data directory is kept in `dir` and reused by later runs.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { bhkBandOfFilter, projectSearchQuerySchema, type ProjectDoc } from '@aangan/contracts';
import { loadConfig } from '../api/src/config.ts';
import { CARD_FIELDS, toCard } from '../api/src/projects/projectCards.ts';
import { STORE_SORTS } from '../api/src/projects/searchOrder.ts';
import { searchFilter } from '../api/src/projects/projectSearchFilter.ts';
import { createSystem } from '../api/src/system.ts';
import { prepare, SEARCHES, type BenchSettings } from './apiBench.ts';
import { fmt, summarize, table } from './support.ts';

const args = process.argv.slice(2);
const projectsAt = args.indexOf('--projects');
const projects = projectsAt >= 0 ? Number(args[projectsAt + 1]) : 10_000;
const work =
  args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--projects') ??
  path.join(os.tmpdir(), `aangan-search-profile-${projects}`);
const logger = pino({ level: 'silent' });
const settings: BenchSettings = { work, logger, projects, seconds: 1, warmUp: 1, events: 0, lagSamples: 0 };
const dataDir = existsSync(path.join(work, 'search')) ? path.join(work, 'search') : (await prepare(settings)).dataDir;

const system = await createSystem(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), {
  runProjections: true,
  logger,
});
await system.start();
const collection = system.readStore.collection<ProjectDoc>('projects');

/** p50 and p99 of `run` over about `ms` milliseconds, after a warm-up. */
async function timed(run: () => unknown, ms = 600): Promise<string> {
  for (let i = 0; i < 50; i += 1) await run();
  const samples: number[] = [];
  const until = performance.now() + ms;
  while (performance.now() < until) {
    const t0 = performance.now();
    await run();
    samples.push(performance.now() - t0);
  }
  const { p50, p99 } = summarize(samples);
  return `${fmt(p50)} / ${fmt(p99)}`;
}

const rows: string[][] = [
  ['query (p50 / p99 ms)', 'builder', 'count', 'count + find', 'find alone', 'cards + JSON', 'whole search'],
];
for (const apiPath of SEARCHES.filter((query) => query.startsWith('project/search-project'))) {
  const query = projectSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(apiPath.split('?')[1])));
  const criteria = {
    city: query.city,
    projectType: query.projectType,
    projectSubTypes: query.projectSubType,
    possession: query.possession,
    bhkBands: query.bhk.map(bhkBandOfFilter),
    budgetMin: query.minPrice,
    budgetMax: query.maxPrice,
    areaMin: query.minArea,
    areaMax: query.maxArea,
  };
  const limit = query.limit ?? 12;
  const options = {
    sort: STORE_SORTS[query.sort ?? 'Newest'].sort,
    skip: ((query.page ?? 1) - 1) * limit,
    limit,
    projection: CARD_FIELDS,
  };
  const docs = await collection.find(searchFilter(criteria), options);
  rows.push([
    apiPath.replace('project/search-project?', '').slice(0, 70),
    await timed(() => searchFilter(criteria)),
    await timed(() => collection.count(searchFilter(criteria))),
    await timed(async () => {
      const filter = searchFilter(criteria);
      await collection.count(filter);
      return collection.find(filter, options);
    }),
    await timed(() => collection.find(searchFilter(criteria), options)),
    await timed(() => JSON.stringify(docs.map((doc) => toCard(doc)))),
    await timed(() => system.projectQueries.search(query)),
  ]);
}
await system.close();
console.log(
  `${projects} projects, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; data in ${work}`,
);
console.log(table(rows));
