import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const sources = '{contracts,projections,api,public-site,admin-console,web-static,scripts}/**';

/**
 * Two groups: every unit, integration and store-contract file in parallel first, then the
 * Chromium files one at a time (each drives a real browser against a real server; on two cores
 * they starve each other when run together).
 */
export default defineConfig({
  test: {
    pool: 'forks',
    // A worker keeps the modules it has loaded from one file to the next (each file still starts its own
    // app, stores and browser): importing the app afresh for every file took 200 of the fast group's 280 s.
    // A file leaves nothing behind that another reads: fake clocks and spies are put back in afterEach.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          // Vitest's default is one worker fewer than the cores: on two cores, one file at a time.
          maxWorkers: Math.max(2, availableParallelism() - 1),
          include: [`${sources}/*.spec.{ts,tsx}`],
          exclude: ['**/node_modules/**', '**/dist/**', '**/*.browser.spec.{ts,tsx}'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: [`${sources}/*.browser.spec.{ts,tsx}`],
          exclude: ['**/node_modules/**', '**/dist/**'],
          fileParallelism: false,
          // One product with the demo catalogue for the files that can share it (`demoSite()`).
          globalSetup: ['server/src/testing/demoSiteSetup.ts'],
          testTimeout: 120_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
