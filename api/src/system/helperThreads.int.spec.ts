import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const moduleUrl = new URL('./helperThreads.ts', import.meta.url).href;

/**
 * Runs in a process of its own (the function changes the priorities of the process it runs in):
 * the helpers lowered at a first look, then a thread started after it lowered at the next. Prints
 * each look's figures and every thread's niceness, the main thread's first.
 */
const script = `
import { readdirSync, readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { lowerHelperThreads } from ${JSON.stringify(moduleUrl)};
const niceness = () => readdirSync('/proc/self/task').map((task) => ({
  main: Number(task) === process.pid,
  nice: Number(readFileSync('/proc/self/task/' + task + '/stat', 'utf8').split(') ')[1].split(' ')[16]),
}));
const helpers = lowerHelperThreads(7, 3_600_000);
const first = niceness();
const worker = new Worker('setInterval(() => {}, 1000)', { eval: true });
await new Promise((resolve) => worker.once('online', resolve));
const before = niceness();
const found = helpers.look();
const after = niceness();
helpers.stop();
await worker.terminate();
console.log(JSON.stringify({ first, before, found, after }));
`;

type Threads = { main: boolean; nice: number }[];

describe.runIf(process.platform === 'linux')('helper threads', () => {
  it('run at a lower priority than the main thread, those started later from the next look on', () => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('../../..', import.meta.url)),
      encoding: 'utf8',
    });
    const { first, before, found, after } = JSON.parse(output.trim().split('\n').pop()!) as {
      first: Threads;
      before: Threads;
      found: number;
      after: Threads;
    };
    const helpersOf = (threads: Threads) => threads.filter((thread) => !thread.main);
    // The process's own priority: what the main thread keeps and new threads start with.
    const base = first.find((thread) => thread.main)!.nice;
    for (const threads of [first, after]) {
      expect(threads.filter((thread) => thread.main)).toEqual([{ main: true, nice: base }]);
      expect(helpersOf(threads).length).toBeGreaterThan(0);
      expect(helpersOf(threads).every((thread) => thread.nice === Math.min(19, base + 7))).toBe(true);
    }
    // The worker's threads (its own and its helpers) came after the first look, at the process's priority.
    const late = helpersOf(before).filter((thread) => thread.nice === base).length;
    expect(late).toBeGreaterThan(0);
    expect(found).toBe(late);
  });

  it('leave the threads named to be kept at the main thread’s priority (the event log’s writer)', () => {
    const keepScript = `
import { readdirSync, readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { lowerHelperThreads } from ${JSON.stringify(moduleUrl)};
const niceOf = (task) => Number(readFileSync('/proc/self/task/' + task + '/stat', 'utf8').split(') ')[1].split(' ')[16]);
const worker = new Worker(
  "const { parentPort } = require('node:worker_threads'); parentPort.postMessage(require('node:fs').readlinkSync('/proc/thread-self')); setInterval(() => {}, 1000);",
  { eval: true, execArgv: [] },
);
const kept = Number((await new Promise((resolve) => worker.once('message', resolve))).split('/').pop());
const helpers = lowerHelperThreads(7, 3_600_000, [kept]);
const others = readdirSync('/proc/self/task').map(Number).filter((task) => task !== process.pid && task !== kept);
console.log(JSON.stringify({ main: niceOf(process.pid), kept: niceOf(kept), others: others.map(niceOf) }));
helpers.stop();
await worker.terminate();
`;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', keepScript], {
      cwd: fileURLToPath(new URL('../../..', import.meta.url)),
      encoding: 'utf8',
    });
    const { main, kept, others } = JSON.parse(output.trim().split('\n').pop()!) as {
      main: number;
      kept: number;
      others: number[];
    };
    expect(kept).toBe(main);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((nice) => nice === Math.min(19, main + 7))).toBe(true);
  });

  it('leave every thread alone with a niceness of 0', () => {
    const output = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        script.replace('lowerHelperThreads(7,', 'lowerHelperThreads(0,'),
      ],
      { cwd: fileURLToPath(new URL('../../..', import.meta.url)), encoding: 'utf8' },
    );
    const { after, found } = JSON.parse(output.trim().split('\n').pop()!) as { after: Threads; found: number };
    expect(found).toBe(0);
    const base = after.find((thread) => thread.main)!.nice;
    expect(after.every((thread) => thread.nice === base)).toBe(true);
  });
});
