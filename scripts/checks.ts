/**
 * The checks `npm test` runs before the tests, side by side, one per core: ESLint, the build the
 * tests start, the type check, the formatting, the import boundaries and unused code. Steps are taken
 * longest first by whichever core is free; each step's output is printed whole when it ends, so lines
 * of different tools never interleave. Every step runs; the script fails when any of them failed.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

interface Step {
  name: string;
  command: string;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Longest first: ESLint's typed rules take as long as the others together; a fresh build comes next. */
const STEPS: Step[] = [
  { name: 'eslint', command: 'npx eslint . --max-warnings 0' },
  { name: 'build', command: 'npm run -s build:stale' },
  { name: 'typecheck', command: 'npm run -s typecheck' },
  { name: 'prettier', command: 'npx prettier --check . --log-level warn' },
  { name: 'boundaries', command: 'npm run -s boundaries' },
  { name: 'knip', command: 'npx knip --no-progress' },
];

function run(step: Step): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, { cwd: ROOT, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code) => {
      const output = Buffer.concat(chunks).toString('utf8').trimEnd();
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      process.stdout.write(`${code === 0 ? '✓' : '✗'} ${step.name} (${seconds} s)\n${output ? `${output}\n` : ''}`);
      resolve(code === 0);
    });
  });
}

const queue = [...STEPS];
const failed: string[] = [];
async function worker(): Promise<void> {
  for (let step = queue.shift(); step; step = queue.shift()) if (!(await run(step))) failed.push(step.name);
}
await Promise.all(Array.from({ length: Math.min(STEPS.length, availableParallelism()) }, worker));
if (failed.length > 0) {
  process.stdout.write(`checks failed: ${failed.join(', ')}\n`);
  process.exitCode = 1;
}
