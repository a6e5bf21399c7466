import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGE_JS_BUDGET_KB, firstLoadWeights } from './pageWeight.ts';

const client = fileURLToPath(new URL('../dist/client', import.meta.url));
const built = existsSync(path.join(client, '.vite/manifest.json'));
if (!built) console.warn('Page weight check skipped: the site is not built (npm test builds it first)');

/** P2 on every build: a page whose first load grows past the budget fails here, not in a later benchmark. */
describe.skipIf(!built)('first-load JavaScript of every public page', () => {
  it(`stays within ${PAGE_JS_BUDGET_KB} KB gzipped`, () => {
    const weights = firstLoadWeights(client);
    expect(weights.length).toBeGreaterThan(10);
    console.log(
      weights
        .map((weight) => `${weight.jsKb.toFixed(1).padStart(5)} KB  ${weight.module}`)
        .sort()
        .reverse()
        .slice(0, 5)
        .join('\n'),
    );
    const over = weights.filter((weight) => weight.jsKb > PAGE_JS_BUDGET_KB);
    expect(over.map((weight) => `${weight.module}: ${weight.jsKb.toFixed(2)} KB`)).toEqual([]);
  });
});
