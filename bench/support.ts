import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { serverEnvironment, serverNodeFlags } from '../scripts/serverNodeFlags.ts';

export const root = path.resolve(import.meta.dirname, '..');

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function summarize(samplesMs: number[]): { n: number; mean: number; p50: number; p99: number } {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  return {
    n: sorted.length,
    mean: sorted.reduce((s, v) => s + v, 0) / Math.max(1, sorted.length),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}

/** The middle value (the lower of the two middle ones for an even count); 0 when there is none. */
export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;

export const fmt = (n: number, digits = 2): string => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

/**
 * The real server in its own process (so the load generator does not share its event loop), started
 * as `npm start` starts it: the built bundle (`npm run bench` builds what is stale first). With
 * `settled`, it is answered once the read models a snapshot left for later are loaded too, so a load
 * test measures the server as it runs, not its first seconds (P9 measures the start on its own).
 */
export function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  options: { settled?: boolean } = {},
): Promise<{ base: string; child: ChildProcess; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    [
      ...serverNodeFlags(),
      ...(process.env['BENCH_SERVER_NODE_ARGS']?.split(' ').filter(Boolean) ?? []),
      path.join(root, 'api/dist/main.mjs'),
    ],
    {
      env: {
        ...process.env,
        ...serverEnvironment(),
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        PROCESS_ROLES: 'api,projections',
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let buffer: string | null = '';
    let base: string | null = null;
    let deferredPending = false;
    child.stdout.on('data', (chunk: Buffer) => {
      if (buffer === null) return; // request logs after start-up are drained and dropped
      buffer += chunk.toString();
      const loaded = /"deferred":\[([^\]]*)\][^\n]*"msg":"read models loaded from snapshot"/.exec(buffer);
      if (loaded && loaded[1].trim() !== '') deferredPending = true;
      if (/"msg":"deferred read models (loaded from snapshot|could not be loaded)"/.test(buffer))
        deferredPending = false;
      base ??= buffer.match(/"url":"(http:\/\/localhost:\d+)\/"/)?.[1]?.replace('localhost', '127.0.0.1') ?? null;
      if (base && !(options.settled && deferredPending)) {
        buffer = null;
        resolve({
          base,
          child,
          stop: () =>
            new Promise<void>((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

export function table(rows: (string | number)[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows.map((r) => r.map((c, i) => String(c).padEnd(widths[i])).join('  ')).join('\n');
}
