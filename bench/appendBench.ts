import path from 'node:path';
import Database from 'better-sqlite3';
import { SqliteEventStore } from '@aangan/projections';
import { prepare, type BenchSettings } from './apiBench.ts';
import autocannon from './loadGenerator.ts';
import { atLeast, type BenchResult } from './results.ts';
import { fmt, startServer, summarize, table } from './support.ts';

/** P5: durable appends through the API (toggle-grand: one append each) vs SQLite at the same durability. */
export async function benchAppends(settings: BenchSettings): Promise<BenchResult> {
  console.log(
    'P5  durable appends/s at 10 connections: API vs SqliteEventStore vs raw better-sqlite3 (WAL, synchronous=FULL)',
  );
  const { dataDir, token, projectIds, initialRevisions } = await prepare(settings);
  const server = await startServer(dataDir, {}, { settled: true });
  let api;
  try {
    // Edits name the revision they are based on (If-Match): each connection works its own projects
    // and remembers the revision each answer's ETag gives, as an admin's browser does.
    const revisions = new Map(projectIds.map((id, i) => [id, initialRevisions[i]]));
    let connections = 0;
    const connectionOf = (context: Record<string, unknown>) => (context['connection'] ??= connections++) as number;
    const projectOf = (context: Record<string, unknown>) => {
      const turn = ((context['turn'] as number | undefined) ?? 0) + 1;
      context['turn'] = turn;
      return projectIds[(connectionOf(context) + 10 * turn) % projectIds.length];
    };
    api = await autocannon({
      url: server.base,
      connections: 10,
      duration: settings.seconds,
      requests: [
        {
          method: 'POST',
          setupRequest: (request, context) => {
            const project = projectOf(context);
            context['project'] = project;
            return {
              ...request,
              path: `/api/v1/project/toggle-grand-project/${project}`,
              headers: { authorization: `Bearer ${token}`, 'if-match': `W/"${revisions.get(project)}"` },
            };
          },
          onResponse: (status, _body, context, headers) => {
            const tag = /"(\d+)"/.exec(String(headers['ETag'] ?? headers['etag'] ?? ''));
            if (status < 300 && tag) revisions.set(context['project'] as string, Number(tag[1]));
          },
        },
      ],
    });
  } finally {
    await server.stop();
  }

  if (api.non2xx > 0)
    console.log(
      `  API answers by status: ${Object.entries(api.statusCodeStats ?? {})
        .map(([status, { count }]) => `${status}: ${count}`)
        .join(', ')}`,
    );
  const storeFile = path.join(settings.work, 'appends.sqlite');
  const store = SqliteEventStore.open({ file: storeFile });
  const storeLatencies: number[] = [];
  const until = performance.now() + settings.seconds * 1000;
  await Promise.all(
    Array.from({ length: 10 }, async (_, w) => {
      for (let i = 0; performance.now() < until; i += 1) {
        const t0 = performance.now();
        await store.append(
          `s-${w}`,
          [
            {
              id: crypto.randomUUID(),
              type: 'GrandProjectFlagSet',
              data: { projectId: String(w), isGrandProject: i % 2 === 0 },
              metadata: { at: new Date().toISOString() },
            },
          ],
          { expected: i === 0 ? 'no_stream' : i - 1 },
        );
        storeLatencies.push(performance.now() - t0);
      }
    }),
  );
  await store.close();
  const storeSummary = summarize(storeLatencies);

  const raw = new Database(path.join(settings.work, 'raw.sqlite'));
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = FULL');
  raw.exec(
    'CREATE TABLE events (position INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT UNIQUE, stream TEXT, revision INTEGER, type TEXT, data TEXT, metadata TEXT, recorded_at TEXT)',
  );
  const insert = raw.prepare(
    'INSERT INTO events (id, stream, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  let rawCount = 0;
  const rawUntil = performance.now() + settings.seconds * 1000;
  const rawStarted = performance.now();
  while (performance.now() < rawUntil) {
    insert.run(
      crypto.randomUUID(),
      's',
      rawCount,
      'GrandProjectFlagSet',
      '{"projectId":"1","isGrandProject":true}',
      '{}',
      new Date().toISOString(),
    );
    rawCount += 1;
  }
  const rawRate = rawCount / ((performance.now() - rawStarted) / 1000);
  raw.close();

  const apiRate = api.requests.average;
  console.log(
    table([
      ['path', 'appends/s', 'mean ms', 'p99 ms', 'errors'],
      [
        'API toggle-grand-project',
        fmt(apiRate, 0),
        fmt(api.latency.mean),
        fmt(api.latency.p99),
        api.non2xx + api.errors,
      ],
      [
        'SqliteEventStore (group commit)',
        fmt(storeSummary.n / settings.seconds, 0),
        fmt(storeSummary.mean),
        fmt(storeSummary.p99),
        0,
      ],
      ['raw better-sqlite3, 1 commit each', fmt(rawRate, 0), fmt(1000 / rawRate), '', 0],
    ]),
  );
  const ofStore = apiRate / (storeSummary.n / settings.seconds);
  console.log(
    `  ratios: API / raw = ${fmt(apiRate / rawRate)}, API / store = ${fmt(ofStore)}. Target: API / store >= 0.35 (>= 2,500/s on the reference machine), p99 <= 15 ms.\n`,
  );
  return {
    ...atLeast(apiRate, 2500, 'appends/s'),
    ok: ofStore >= 0.35 && api.latency.p99 <= 15 && api.non2xx + api.errors === 0,
  };
}
