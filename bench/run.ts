/**
 * `npm run bench` — figures and ratios for QUALITY.md P4–P7 on this machine.
 *   --only p4,p5,p6,p7   run some sections     --events N   events for the rebuild (default 1,000,000)
 *   --projects N         projects for search (default 10,000)   --seconds N  load duration (default 5)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { benchRebuild } from './rebuildBench.ts';
import { benchAppends, benchLag, benchSearch } from './apiBench.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const only = (() => {
  const i = args.indexOf('--only');
  return i >= 0 ? new Set(args[i + 1]!.split(',')) : new Set(['p4', 'p5', 'p6', 'p7']);
})();

const work = mkdtempSync(path.join(os.tmpdir(), 'aangan-bench-'));
const logger = pino({ level: 'silent' });
const settings = { work, logger, projects: option('projects', 10_000), seconds: option('seconds', 5), events: option('events', 1_000_000) };
console.log(`Aangan bench on ${os.cpus().length} cores, Node ${process.version}; scratch ${work}\n`);
try {
  if (only.has('p4')) await benchSearch(settings);
  if (only.has('p5')) await benchAppends(settings);
  if (only.has('p6')) await benchLag(settings);
  if (only.has('p7')) await benchRebuild(settings);
} finally {
  rmSync(work, { recursive: true, force: true });
}
