import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * How V8 lays out sealed documents, seen through its own test hook in a process of their own: a
 * document that turns slow (dictionary-shaped) costs every query that reads it several times over.
 */
function slowShapes(): Record<string, number[]> {
  const sealing = new URL('./sealDocument.ts', import.meta.url).href;
  const script = `
    import { sealDocument, sealOwnedDocument } from ${JSON.stringify(sealing)};
    const fast = new Function('o', 'return %HasFastProperties(o)');
    const slow = { owned: [], copied: [] };
    for (let fields = 1; fields <= 80; fields++) {
      // Fields parsed from an event's JSON, then the read model's own added after them, as projectors build documents.
      const make = (i) => ({ ...JSON.parse(JSON.stringify(Object.fromEntries(Array.from({ length: fields }, (_, f) => ['field' + f, f % 2 ? 'v' + i : { n: i, list: [i] }])))), _id: 'd' + i, revision: i });
      if (!fast(sealOwnedDocument(make(1)))) slow.owned.push(fields);
      if (!fast(sealDocument(make(2)))) slow.copied.push(fields);
    }
    console.log(JSON.stringify(slow));`;
  const typeScriptLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const output = execFileSync(
    process.execPath,
    ['--allow-natives-syntax', '--import', typeScriptLoader, '--input-type=module', '-e', script],
    { encoding: 'utf8' },
  );
  return JSON.parse(output.trim().split('\n').at(-1)!) as Record<string, number[]>;
}

describe('sealed documents', () => {
  it('keep fast properties at any number of fields, sealed in place or copied', () => {
    expect(slowShapes()).toEqual({ owned: [], copied: [] });
  }, 30_000);
});
