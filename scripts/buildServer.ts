/**
 * Bundles the server (api/src/main.ts with the workspaces' sources it imports) into api/dist, so a
 * process starts by loading plain JavaScript instead of transpiling TypeScript module by module.
 * The npm packages the server needs to start are bundled too: resolving and compiling hundreds of
 * files from node_modules one by one cost a quarter of a second at every start. Packages listed in
 * `OUTSIDE` stay in node_modules: native addons, the ones loaded only on demand (production store
 * drivers, S3, mail, images, backups), pino and zod. Modules loaded on demand become chunks loaded
 * on demand.
 *
 * Code that finds files beside its own source (`import.meta.dirname`, `import.meta.url`) still
 * finds them there: each use is rewritten to the source file's place, relative to the bundle.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { projectorCodeVersion } from '../projections/src/snapshot/projectorCodeVersion.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_OUT_DIR = path.join(ROOT, 'api/dist');
export const SERVER_ENTRY = path.join(SERVER_OUT_DIR, 'main.mjs');

/**
 * Packages loaded from node_modules at run time: native addons, packages loaded only when a
 * process needs them, pino (its transports start workers from files beside its own), and zod,
 * whose schemas the site's server entry (built separately) shares with the API.
 */
const OUTSIDE = [
  'better-sqlite3', '@node-rs/argon2', 'sharp',
  'mongodb', '@kurrent/kurrentdb-client', '@aws-sdk/client-s3', 'nodemailer', 'qrcode', 'file-type', 'tar-stream', 'sanitize-html',
  'pino', 'zod',
];
const outside = (specifier: string): boolean => specifier.startsWith('node:') || OUTSIDE.some((name) => specifier === name || specifier.startsWith(`${name}/`));

/** Bare imports are bundled (workspaces and npm packages alike), except the packages `OUTSIDE`. */
const packagesOutside: Plugin = {
  name: 'packages-outside',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, (args) => (outside(args.path) ? { path: args.path, external: true } : undefined));
  },
};

const ENTRY = path.join(ROOT, 'api/src/main.ts');

/**
 * `import.meta.url` / `import.meta.dirname` of a source file, as seen from the bundle's folder.
 * The entry's own stay the bundle's (it starts a worker on itself).
 */
const sourcePlaces: Plugin = {
  name: 'source-places',
  setup(bundle) {
    bundle.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path === ENTRY) return undefined;
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.')) return undefined;
      const fileUrl = `new URL(${JSON.stringify(path.relative(SERVER_OUT_DIR, args.path))}, import.meta.url)`;
      const contents = text.replace(/import\.meta\.(dirname|filename|url)\b/g, (_, property: string) =>
        property === 'dirname' ? `__sourceDir(${fileUrl})` : property === 'filename' ? `__sourceFile(${fileUrl})` : `${fileUrl}.href`,
      );
      return { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
    });
  },
};

/** Builds the bundle; answers its size in bytes. */
export async function buildServer(): Promise<number> {
  await rm(SERVER_OUT_DIR, { recursive: true, force: true });
  const result = await build({
    entryPoints: { main: ENTRY },
    outdir: SERVER_OUT_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    jsx: 'automatic',
    sourcemap: 'linked',
    metafile: true,
    // Less text to read and parse at every start (names are kept; the linked source map maps
    // positions back, e.g. with `node --enable-source-maps`); licences go to a file beside.
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'linked',
    define: { PROJECTOR_CODE_VERSION: JSON.stringify(projectorCodeVersion()) },
    logLevel: 'warning',
    banner: {
      js: [
        "import { dirname as __dirnameOf } from 'node:path';",
        "import { fileURLToPath as __pathOf } from 'node:url';",
        // Bundled CommonJS packages require Node's own modules through it.
        "import { createRequire as __createRequire } from 'node:module';",
        'const require = __createRequire(import.meta.url);',
        'const __sourceFile = (url) => __pathOf(url);',
        'const __sourceDir = (url) => __dirnameOf(__pathOf(url));',
      ].join('\n'),
    },
    plugins: [packagesOutside, sourcePlaces],
  });
  return Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const bytes = await buildServer();
  console.log(`server bundle: ${(bytes / 1024).toFixed(0)} KB in ${((performance.now() - started) / 1000).toFixed(1)} s (${path.relative(ROOT, SERVER_ENTRY)})`);
}
