import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{contracts,projections,api,public-site,admin-console,scripts}/**/*.spec.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
