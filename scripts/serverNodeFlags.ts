import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The flags `npm start` gives node before the server's bundle: the package's `start` script is their
 * home. The image's command (checked by deployment.unit.spec.ts), the build's code-cache run (V8
 * refuses a cache made under other flags) and the bench's servers use the same.
 */
export function serverNodeFlags(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string | undefined>;
  };
  const command = /\bnode((?: --[\w-]+(?:=\S+)?)*) api\/dist\/main\.mjs/.exec(manifest.scripts['start'] ?? '');
  if (!command) throw new Error('The start script no longer runs `node … api/dist/main.mjs`.');
  return command[1].split(' ').filter(Boolean);
}
