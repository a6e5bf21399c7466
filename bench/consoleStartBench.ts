import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { BenchSettings } from './apiBench.ts';
import { atMost, type BenchResult } from './results.ts';
import { fmt, median, root, startServer, table } from './support.ts';

const RUNS = 3;
const EMAIL = 'bench-admin@aangan.test';
const PASSWORD = 'Bench-admin-password-1';
/** The whole product in one process, as `npm start` runs it. */
const ALL_ROLES = { PROCESS_ROLES: 'api,projections,web' };

/**
 * The console's first page after a start: a server started on a data folder the demo catalogue
 * left (read models from the snapshot its clean stop wrote), Chromium opening /admin as soon as the
 * server serves, then an admin signing in until the dashboard's panels have their figures. Timed
 * from the process's spawn; the median of three starts counts.
 */
export async function benchConsoleStart(settings: BenchSettings): Promise<BenchResult> {
  console.log('Console  first console page after a start (a real server process, Chromium at 1366 px)');
  const dataDir = path.join(settings.work, 'console-start');
  mkdirSync(dataDir, { recursive: true });
  const seeded = await startServer(dataDir, { ...ALL_ROLES, SEED_DEMO: 'true' }, { settled: true });
  await seeded.stop();
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'api/src/cli/adminCreate.ts', '--email', EMAIL, '--name', 'Bench Admin', '--password-stdin'],
    {
      cwd: root,
      input: `${PASSWORD}\n`,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['pipe', 'ignore', 'inherit'],
    },
  );
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows: (string | number)[][] = [];
  const signIn: number[] = [];
  const dashboard: number[] = [];
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      const spawned = performance.now();
      const server = await startServer(dataDir, ALL_ROLES);
      const serving = performance.now() - spawned;
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      try {
        await page.goto(`${server.base}/admin`);
        await page.getByRole('button', { name: 'Sign in' }).waitFor();
        const shown = performance.now() - spawned;
        await page.getByLabel('Email').fill(EMAIL);
        await page.getByRole('textbox', { name: /^Password/ }).fill(PASSWORD);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByText('Latest changes').waitFor();
        await page.waitForLoadState('networkidle');
        const ready = performance.now() - spawned;
        signIn.push(shown);
        dashboard.push(ready);
        rows.push([run, fmt(serving / 1000), fmt(shown / 1000), fmt(ready / 1000)]);
      } finally {
        await context.close();
        await server.stop();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(table([['start', 'serving s', 'sign-in page s', 'dashboard with figures s'], ...rows]));
  const value = median(dashboard) / 1000;
  console.log(
    `  median: sign-in page ${fmt(median(signIn) / 1000)} s, dashboard ${fmt(value)} s after the spawn (the sign-in typed by the script). Target: <= 3 s.\n`,
  );
  return atMost(value, 3, 's');
}
