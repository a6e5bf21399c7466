/**
 * Bundles the server into api/dist, so a process starts by loading plain JavaScript instead of
 * transpiling TypeScript module by module:
 * - `server.cjs`: server/src/index.ts (the API with the site and the console) with the workspaces'
 *   sources and the npm packages it starts with, in one CommonJS file, and its V8 code cache
 *   (`server.cjs.v8-<version>.cache`, see api/src/serverBundle.ts), made by loading it once in a
 *   process of its own;
 * - `main.mjs`, the entry (api/src/main.ts), and `readAheadWorker.mjs`, the worker it starts: small
 *   ES modules (the entry starts the worker before it loads `server.cjs`); `sqliteWriterWorker.mjs`,
 *   the embedded event log's writer thread, which the server finds beside the bundle.
 * Packages listed in `OUTSIDE` stay in node_modules: native addons, the ones loaded only on demand
 * (production store drivers, S3, mail, images, backups) and pino. Resolving and compiling
 * hundreds of files from node_modules one by one cost a quarter of a second at every start.
 *
 * Code that finds files beside its own source (`import.meta.dirname`, `import.meta.url`) still
 * finds them there: each use is rewritten to the source file's place, relative to the bundle.
 */
import { spawn } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { projectorCodeVersion } from '../projections/src/snapshot/projectorCodeVersion.ts';
import { serverNodeFlags } from './serverNodeFlags.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_OUT_DIR = path.join(ROOT, 'api/dist');
export const SERVER_ENTRY = path.join(SERVER_OUT_DIR, 'main.mjs');
export const SERVER_BUNDLE = path.join(SERVER_OUT_DIR, 'server.cjs');

/**
 * Packages loaded from node_modules at run time: native addons, packages loaded only when a
 * process needs them, and pino (its transports start workers from files beside its own).
 */
const OUTSIDE = [
  'better-sqlite3',
  '@node-rs/argon2',
  'sharp',
  'mongodb',
  '@kurrent/kurrentdb-client',
  '@aws-sdk/client-s3',
  'nodemailer',
  'qrcode',
  'file-type',
  'tar-stream',
  'sanitize-html',
  'pino',
];
const outside = (specifier: string): boolean =>
  specifier.startsWith('node:') || OUTSIDE.some((name) => specifier === name || specifier.startsWith(`${name}/`));

/** Bare imports are bundled (workspaces and npm packages alike), except the packages `OUTSIDE`. */
const packagesOutside: Plugin = {
  name: 'packages-outside',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, (args) =>
      outside(args.path) ? { path: args.path, external: true } : undefined,
    );
  },
};

const ENTRY = path.join(ROOT, 'api/src/main.ts');
const WORKER = path.join(ROOT, 'api/src/readAheadWorker.ts');
const WRITER_WORKER = path.join(ROOT, 'projections/src/eventStore/sqliteWriterWorker.ts');
const SERVER = path.join(ROOT, 'server/src/index.ts');

/**
 * `import.meta.url` / `import.meta.dirname` of a source file, as seen from the bundle's folder.
 * The entry's own stay its own (it finds the files beside it).
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
        property === 'dirname'
          ? `__sourceDir(${fileUrl})`
          : property === 'filename'
            ? `__sourceFile(${fileUrl})`
            : `${fileUrl}.href`,
      );
      return { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
    });
  },
};

/** What both builds share. */
const common = {
  outdir: SERVER_OUT_DIR,
  bundle: true,
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
  plugins: [packagesOutside, sourcePlaces],
} satisfies BuildOptions;

/** The server in one CommonJS file (its `import.meta` is the file's; `__sourceFile`/`__sourceDir` as in the entry's build). */
export const serverBuildOptions = (): BuildOptions => ({
  ...common,
  entryPoints: { server: SERVER },
  outExtension: { '.js': '.cjs' },
  format: 'cjs',
  define: {
    ...common.define,
    'import.meta.url': '__bundleUrl',
    'import.meta.dirname': '__dirname',
    'import.meta.filename': '__filename',
    // projections/src/eventStore/writerThreadModule.ts
    SQLITE_WRITER_WORKER: '__sqliteWriterWorker',
  },
  banner: {
    js: [
      'var __bundleUrl = require("node:url").pathToFileURL(__filename).href;',
      'var __sourceFile = (url) => require("node:url").fileURLToPath(url);',
      'var __sourceDir = (url) => require("node:path").dirname(__sourceFile(url));',
      'var __sqliteWriterWorker = require("node:url").pathToFileURL(require("node:path").join(__dirname, "sqliteWriterWorker.mjs")).href;',
    ].join('\n'),
  },
});

/**
 * The bundle is compiled as a script (for its code cache), where import() has no loader: each
 * dynamic import becomes a call of `$mport` (the same length, so the source map still fits), the
 * entry's import() handed in by api/src/serverBundle.ts. Every `import(` left in the minified text
 * is a dynamic import (checked by the bundle's test).
 */
async function routeDynamicImports(file: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  if (/(?<![\w$.])\$mport\b/.test(text)) throw new Error(`${file} already uses the name $mport`);
  await writeFile(file, text.replace(/(?<![\w$.])import\(/g, '$mport('));
}

/** Runs the built entry once with `--write-code-cache`, under the flags `npm start` gives node. */
const writeCodeCache = (): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...serverNodeFlags(), SERVER_ENTRY, '--write-code-cache'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LOG_LEVEL: 'silent' },
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`writing the code cache failed (${code}):\n${Buffer.concat(output).toString()}`)),
    );
  });

/** Builds the bundle and its code cache; answers the bundle's size in bytes. */
export async function buildServer(): Promise<number> {
  await rm(SERVER_OUT_DIR, { recursive: true, force: true });
  const entry = await build({
    ...common,
    entryPoints: { main: ENTRY, readAheadWorker: WORKER, sqliteWriterWorker: WRITER_WORKER },
    outExtension: { '.js': '.mjs' },
    splitting: true,
    format: 'esm',
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
  });
  const server = await build(serverBuildOptions());
  await routeDynamicImports(SERVER_BUNDLE);
  await writeCodeCache();
  return [entry, server].reduce(
    (sum, result) => sum + Object.values(result.metafile!.outputs).reduce((bytes, output) => bytes + output.bytes, 0),
    0,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const bytes = await buildServer();
  console.log(
    `server bundle: ${(bytes / 1024).toFixed(0)} KB in ${((performance.now() - started) / 1000).toFixed(1)} s (${path.relative(ROOT, SERVER_ENTRY)})`,
  );
}
