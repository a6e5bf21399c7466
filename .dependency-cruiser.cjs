// Import boundaries, checked by `npm run lint` (and so by `npm test`). The rules are written out in
// docs/architecture.md, "Rules the build checks"; each workspace's folder layers are in
// scripts/boundaries/<workspace>.cjs.
const { layerRules } = require('./scripts/boundaries/layers.cjs');

const TEST = '(\\.spec\\.tsx?$|/testing/)';
const WORKSPACES = ['contracts', 'projections', 'api', 'public-site', 'admin-console', 'server'];

/** Which workspaces (and shared top-level folders) each one's application code may import. */
const ALLOWED = {
  contracts: [],
  projections: ['contracts'],
  api: ['contracts', 'projections', 'web-static'],
  'public-site': ['contracts', 'web-static'],
  'admin-console': ['contracts', 'web-static'],
  // The product composed: the API with the site and the console (what `npm start` runs).
  server: ['contracts', 'projections', 'api', 'public-site', 'admin-console', 'web-static'],
  'web-static': [],
};

const workspaceRules = Object.entries(ALLOWED).map(([from, allowed]) => ({
  name: `${from}-imports`,
  comment: `${from} may import ${allowed.length ? allowed.join(', ') : 'no other workspace'}`,
  severity: 'error',
  from: { path: `^${from}/`, pathNot: TEST },
  to: {
    path: `^(${[...WORKSPACES, 'web-static', 'scripts', 'bench'].filter((name) => name !== from && !allowed.includes(name)).join('|')})/`,
  },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles, type-only imports included',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...workspaceRules,
    {
      name: 'tests-use-package-entries',
      comment:
        'Another workspace is reached through its package name (e.g. @aangan/api/testing), never a relative path into it ' +
        '(web-static/ is a shared folder without a package name: it is imported by its path)',
      severity: 'error',
      from: { path: '^(contracts|projections|api|public-site|admin-console|web-static|server)/' },
      to: {
        // A package name resolved from a folder without a package.json of its own (web-static/) is local too, and aliased.
        dependencyTypes: ['local'],
        dependencyTypesNot: ['aliased'],
        path: '^(contracts|projections|api|public-site|admin-console|server)/',
        pathNot: '^$1/',
      },
    },
    {
      name: 'server-only-for-tests',
      comment:
        'server composes the product: no workspace imports it, but for tests through @aangan/server/testing (the app with the site and the console)',
      severity: 'error',
      from: { path: '^(contracts|projections|api|public-site|admin-console|web-static)/' },
      to: { path: '^server/', pathNot: '^server/src/testing/' },
    },
    {
      name: 'no-build-scripts-in-workspaces',
      comment:
        'scripts/ (the build) and bench/ are not workspaces: no workspace imports them, but for the bundle test, ' +
        "which builds the bundle's module graph with the build's own options and starts it under the start flags (api/src/serverBundle.int.spec.ts → scripts/buildServer.ts, scripts/serverNodeFlags.ts)",
      severity: 'error',
      from: {
        path: '^(contracts|projections|api|public-site|admin-console|web-static|server)/',
        pathNot: '^api/src/serverBundle\\.int\\.spec\\.ts$',
      },
      to: { path: '^(scripts|bench)/' },
    },
    {
      name: 'no-test-code-in-the-app',
      comment: 'Code under testing/ and spec files is imported by tests only',
      severity: 'error',
      from: { pathNot: TEST },
      to: { path: TEST },
    },
    ...layerRules(),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
