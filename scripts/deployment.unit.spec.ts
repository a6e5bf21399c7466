import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverEnvironment, serverNodeFlags } from './serverNodeFlags.ts';

/** The image and the compose file, read as an operator would run them. */
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');
const manifest = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>;
  dependencies?: Record<string, string>;
};

/** A compose service's block: from its name to the next service at the same depth. */
const service = (compose: string, name: string): string => {
  const start = compose.indexOf(`\n  ${name}:\n`);
  const end = compose.slice(start + 1).search(/\n {2}[a-z-]+:\n|\nvolumes:\n/);
  return compose.slice(start, start + 1 + end);
};

describe('the production image and compose file', () => {
  it('ship only what runs: the build tools are pruned, the operators’ commands still run', () => {
    expect(read('Dockerfile')).toMatch(/RUN npm run build && npm prune --omit=dev/);
    // Every operator command runs with a tool the pruned image keeps.
    for (const name of ['admin:create', 'rebuild', 'backup', 'restore', 'seed:demo', 'erasures:replay']) {
      const tool = (manifest.scripts[name] ?? '').split(' ')[0] ?? '';
      expect(manifest.dependencies?.[tool], `${name} runs ${tool}`).toBeDefined();
    }
  });

  it('start node with the flags `npm start` gives it, and so does the bench', () => {
    const flags = serverNodeFlags();
    expect(flags.some((flag) => flag.startsWith('--max-semi-space-size='))).toBe(true);
    expect(read('Dockerfile')).toContain(
      `CMD ${JSON.stringify(['node', ...flags, 'api/dist/main.mjs']).replaceAll(',', ', ')}`,
    );
    // The scale section serves from the bench's own process; the others start the bundle as `npm start` does (bench/support.ts).
    expect(manifest.scripts['bench']).toContain(`node ${flags.join(' ')} --import tsx bench/run.ts`);
  });

  it('start node with the memory settings `npm start` gives the C library, and so does the bench', () => {
    const environment = serverEnvironment();
    // Big blocks kept for reuse rather than mapped and unmapped for every compressed answer (docs/scaling.md).
    expect(environment['GLIBC_TUNABLES']).toMatch(/glibc\.malloc\.mmap_threshold=\d+/);
    expect(environment['GLIBC_TUNABLES']).toMatch(/glibc\.malloc\.trim_threshold=\d+/);
    const image = read('Dockerfile').split('\nFROM ').at(-1)!;
    const settings = Object.entries(environment).map(([name, value]) => `${name}=${value}`);
    for (const setting of settings)
      expect(image).toMatch(new RegExp(`\\n(ENV |\\s+)${setting.replaceAll('.', '\\.')}( \\\\)?\\n`));
    expect(manifest.scripts['bench']).toContain(`${settings.join(' ')} node `);
  });

  it('keep the erasure ledger on a volume of its own, which the app user may write', () => {
    const compose = read('docker-compose.yml');
    const api = service(compose, 'api');
    const file = /ERASURE_LEDGER: (\/\S+)/.exec(api)?.[1];
    expect(file).toBeDefined();
    const folder = path.posix.dirname(file!);
    expect(api).toContain(`- erasure-ledger:${folder}`);
    expect(compose).toMatch(/\nvolumes:\n(?: {2}\S+:\n)*? {2}erasure-ledger:\n/);
    expect(read('Dockerfile')).toMatch(
      new RegExp(`mkdir -p [^\\n]*${folder}[^\\n]*chown -R node:node [^\\n]*${folder}`),
    );
  });

  it('sign the app in to MongoDB as its own user, not the administrator, with the password out of the URL', () => {
    const compose = read('docker-compose.yml');
    const url = /MONGODB_URL: (\S+)/.exec(compose)?.[1] ?? '';
    expect(url).not.toContain('@');
    expect(url).toContain('authSource=aangan');
    expect(compose).toMatch(/MONGODB_USER: aangan-app\n\s+MONGODB_PASSWORD: \$\{MONGO_APP_PASSWORD/);
    // The user the database makes on its first start may read and write the app's database, nothing else.
    const init = compose.slice(compose.indexOf('mongo-app-user:\n    content:'));
    expect(init).toContain("user: 'aangan-app'");
    expect(init).toContain("roles: [{ role: 'readWrite', db: 'aangan' }]");
    expect(compose).toContain('target: /docker-entrypoint-initdb.d/10-app-user.js');
  });
});
