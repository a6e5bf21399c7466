import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** `npm start`'s command: the variables set for node, then node's flags, before the server's bundle. */
function startCommand(): { environment: string; flags: string } {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string | undefined>;
  };
  const command = /((?:[A-Z_]+=\S+ )*)node((?: --[\w-]+(?:=\S+)?)*) api\/dist\/main\.mjs/.exec(
    manifest.scripts['start'] ?? '',
  );
  if (!command) throw new Error('The start script no longer runs `node … api/dist/main.mjs`.');
  return { environment: command[1], flags: command[2] };
}

/**
 * The flags `npm start` gives node before the server's bundle: the package's `start` script is their
 * home. The image's command (checked by deployment.unit.spec.ts), the build's code-cache run (V8
 * refuses a cache made under other flags) and the bench's servers use the same.
 */
export function serverNodeFlags(): string[] {
  return startCommand().flags.split(' ').filter(Boolean);
}

/**
 * The environment `npm start` sets for the server's process, by name: the C library's memory
 * settings, which it reads once as the process starts. The image sets the same (deployment.unit.spec.ts),
 * and so do the bench's servers.
 */
export function serverEnvironment(): Record<string, string> {
  const pairs = startCommand().environment.split(' ').filter(Boolean);
  return Object.fromEntries(pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
}
