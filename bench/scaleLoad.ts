/**
 * The scale bench's load generator, in a process of its own (forked by scaleBench.ts, so its work
 * is not on the server's event loop): requests at a fixed rate whatever the answers' speed (an open
 * loop, so a slow answer does not hold the next request back), each kind of request drawn by its
 * weight, over keep-alive connections as browsers hold them. Each answer's time is taken from the
 * moment its request was sent to its last byte, to the microsecond.
 */
import http from 'node:http';
import { seededRandom } from '@aangan/contracts';

export interface LoadTarget {
  kind: string;
  /** Share of the requests. */
  weight: number;
  paths: string[];
}

export interface LoadPlan {
  base: string;
  seconds: number;
  /** Requests per second. */
  rate: number;
  /** How long answers are waited for once the last request is sent: those still out then count as errors. */
  drainSeconds: number;
  targets: LoadTarget[];
}

interface KindReport {
  latencies: number[];
  /** Answers other than 200, and requests that failed. */
  errors: number;
  statuses: Record<string, number>;
}

export interface LoadReport {
  kinds: Record<string, KindReport>;
  /** How far behind its schedule each request was sent (the generator's own delay), ms. */
  late: number[];
  sent: number;
  seconds: number;
  /** The load generator's own CPU over the run, in % of a core (taken from the same cores as the server's). */
  cpuPercent: number;
  /** By the second of the load a request was sent in: the slowest answer to those requests, ms. */
  slowestBySecond: number[];
}

function get(agent: http.Agent, url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function run(plan: LoadPlan): Promise<LoadReport> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const random = seededRandom(101);
  const totalWeight = plan.targets.reduce((sum, target) => sum + target.weight, 0);
  const kinds: Record<string, KindReport> = Object.fromEntries(
    plan.targets.map((target) => [target.kind, { latencies: [], errors: 0, statuses: {} }]),
  );
  const next = new Map(plan.targets.map((target) => [target.kind, 0]));
  const pick = (): { kind: string; path: string } => {
    let roll = random.next() * totalWeight;
    const target = plan.targets.find((candidate) => (roll -= candidate.weight) < 0) ?? plan.targets[0];
    const index = next.get(target.kind)!;
    next.set(target.kind, index + 1);
    return { kind: target.kind, path: target.paths[index % target.paths.length] };
  };
  const late: number[] = [];
  const slowestBySecond = Array.from({ length: Math.ceil(plan.seconds) }, () => 0);
  const inFlight = new Set<Promise<void>>();
  const interval = 1000 / plan.rate;
  const total = Math.round(plan.seconds * plan.rate);
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (let sent = 0; sent < total; sent += 1) {
    const due = started + sent * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const { kind, path } = pick();
    const report = kinds[kind];
    const t0 = performance.now();
    late.push(Math.max(0, t0 - due));
    const request = get(agent, new URL(path, plan.base)).then(
      (status) => {
        const ms = performance.now() - t0;
        report.latencies.push(ms);
        const second = Math.floor((due - started) / 1000);
        slowestBySecond[second] = Math.max(slowestBySecond[second], ms);
        report.statuses[status] = (report.statuses[status] ?? 0) + 1;
        if (status !== 200) report.errors += 1;
      },
      (error: unknown) => {
        report.errors += 1;
        const name = error instanceof Error ? error.message : 'failed';
        report.statuses[name] = (report.statuses[name] ?? 0) + 1;
      },
    );
    const tracked = request.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }
  const drained = await Promise.race([
    Promise.all(inFlight).then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), plan.drainSeconds * 1000)),
  ]);
  if (!drained) {
    const unanswered = inFlight.size;
    // Which kind each unanswered request was is not kept: they are reported on their own.
    kinds['unanswered'] = {
      latencies: [],
      errors: unanswered,
      statuses: { [`no answer within ${plan.drainSeconds} s`]: unanswered },
    };
  }
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  return {
    kinds,
    late,
    sent: total,
    seconds,
    cpuPercent: (used.user + used.system) / 1e4 / seconds,
    slowestBySecond,
  };
}

process.once('message', (plan: LoadPlan) => {
  void run(plan).then((report) => process.send!(report, () => process.exit(0)));
});
