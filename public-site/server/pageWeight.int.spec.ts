import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGE_JS_BUDGET_KB, firstLoadWeights } from './pageWeight.ts';

const client = fileURLToPath(new URL('../dist/client', import.meta.url));
const built = existsSync(path.join(client, '.vite/manifest.json'));
if (!built) console.warn('Page weight check skipped: the site is not built (npm test builds it first)');

/** P2 on every build: a page whose first load grows past the budget, in either language, fails here. */
describe.skipIf(!built)('first-load JavaScript of every public page', () => {
  it(`stays within ${PAGE_JS_BUDGET_KB} KB compressed as served, in English and in Hindi`, () => {
    const weights = firstLoadWeights(client);
    expect(new Set(weights.map((weight) => weight.locale))).toEqual(new Set(['en', 'hi']));
    expect(weights.length).toBeGreaterThan(20);
    console.log(
      [...weights]
        .sort((a, b) => b.jsKb - a.jsKb)
        .slice(0, 6)
        .map(
          (weight) =>
            `${weight.jsKb.toFixed(1).padStart(5)} KB br (${weight.jsGzipKb.toFixed(1)} KB gzip)  ${weight.locale}  ${weight.module}`,
        )
        .join('\n'),
    );
    const over = weights.filter((weight) => weight.jsKb > PAGE_JS_BUDGET_KB);
    expect(over.map((weight) => `${weight.locale} ${weight.module}: ${weight.jsKb.toFixed(2)} KB`)).toEqual([]);
  });
});
