/**
 * Builds the public site, the admin console and the server bundle when a build is missing or older
 * than its sources, so `npm start` works from a fresh clone and stays quick afterwards. One line per
 * workspace.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface WebWorkspace {
  name: string;
  /** Files the server needs from the build; any missing one means "build". */
  outputs: string[];
  /** Files and folders whose changes make the build stale. */
  inputs: string[];
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));

// Both front-ends bundle code from contracts, so its sources count as theirs.
const WORKSPACES: WebWorkspace[] = [
  {
    name: 'public-site',
    outputs: ['dist/client/.vite/manifest.json', 'dist/server/entry-server.js'],
    inputs: ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', '../contracts/src'],
  },
  {
    name: 'admin-console',
    outputs: ['dist/index.html'],
    inputs: [
      'src',
      'public',
      'index.html',
      'vite.config.ts',
      'package.json',
      '../contracts/src',
      '../public-site/src/contractsPlaceholder.ts',
    ],
  },
  {
    // The server bundle (scripts/buildServer.ts): every source the server process imports (server/src
    // composes the API, the site and the console). Its code cache is made by this Node's V8: another
    // Node (an upgrade) builds it again.
    name: 'api',
    outputs: [
      'dist/main.mjs',
      'dist/readAheadWorker.mjs',
      'dist/sqliteWriterWorker.mjs',
      'dist/server.cjs',
      `dist/server.cjs.v8-${process.versions.v8}.cache`,
    ],
    inputs: [
      'src',
      'package.json',
      '../projections/src',
      '../projections/package.json',
      '../server/src',
      '../server/package.json',
      '../contracts/src',
      '../public-site/server',
      '../public-site/src',
      '../public-site/package.json',
      '../admin-console/server',
      '../admin-console/package.json',
      '../web-static',
      '../scripts/buildServer.ts',
      // The start script's node flags, under which the code cache is made (scripts/serverNodeFlags.ts).
      '../package.json',
      '../scripts/serverNodeFlags.ts',
      '../package-lock.json',
    ],
  },
];

const isTestFile = (name: string): boolean => /\.spec\.tsx?$/.test(name);

/** The newest modification time under a file or folder (0 when it does not exist). */
const newestChange = async (path: string): Promise<number> => {
  if (!existsSync(path)) return 0;
  const info = await stat(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || isTestFile(entry.name)) continue;
    newest = Math.max(newest, await newestChange(join(path, entry.name)));
  }
  return newest;
};

/** Why the workspace needs a build, or null when its build is current. */
const staleReason = async (workspace: WebWorkspace): Promise<string | null> => {
  const dir = join(ROOT, workspace.name);
  let oldestOutput = Number.POSITIVE_INFINITY;
  for (const output of workspace.outputs) {
    const path = join(dir, output);
    if (!existsSync(path)) return `${output} is missing`;
    oldestOutput = Math.min(oldestOutput, (await stat(path)).mtimeMs);
  }
  for (const input of workspace.inputs) {
    if ((await newestChange(join(dir, input))) > oldestOutput) return `${input} changed`;
  }
  return null;
};

/** Runs the workspace build quietly; its output is shown only when it fails. */
const build = (workspace: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '--workspace', workspace], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `npm run build --workspace ${workspace} failed (exit ${code})\n${Buffer.concat(output).toString()}`,
          ),
        );
    });
  });

for (const workspace of WORKSPACES) {
  const reason = await staleReason(workspace);
  // What was built goes to stderr: the command it runs before (`npm run bench -- --json`) may write data to stdout.
  if (reason === null) {
    console.error(`${workspace.name}: up to date`);
    continue;
  }
  const started = performance.now();
  try {
    await build(workspace.name);
  } catch (error) {
    console.error(`${workspace.name}: build failed (${reason})`);
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  console.error(`${workspace.name}: built in ${((performance.now() - started) / 1000).toFixed(1)} s (${reason})`);
}
