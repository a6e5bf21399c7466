// Lint rules for every workspace: typescript-eslint's type-aware recommended set, React's hook rules
// in the two front ends. Import boundaries and cycles are dependency-cruiser's (.dependency-cruiser.cjs),
// formatting is Prettier's (.prettierrc.json): see docs/architecture.md, "Rules the build checks".
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// Test code: spec files, testing/ folders, the contract suites every adapter runs, the benchmarks.
const TESTS = [
  '**/*.spec.ts',
  '**/*.spec.tsx',
  '**/testing/**',
  '**/*Contract.ts',
  '**/*ContractFixtures.ts',
  'bench/**',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'bench/out/**',
      'coverage/**',
      'data/**',
      '**/*.js',
      '**/*.cjs',
      '**/*.mjs',
      '*/vite.config.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks a value left out on purpose; `{ a, ...rest }` is how a field is dropped from a copy.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // React calls event handlers and drops what they return: an async handler is how a click awaits a request.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Ports are async (the production adapters await their servers); the in-memory adapters have nothing to await.
      '@typescript-eslint/require-await': 'off',
      // `import { type A } from 'x'` stays in the bundle as `import 'x'`: a package the server bundle then loads at start.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      // react-admin and react-hook-form hand out their functions as members (`const { reset } = useFormContext()`),
      // already bound; the rule cannot tell them from class methods.
      '@typescript-eslint/unbound-method': 'off',
      // Values read from JSON (`unknown`) are shown as text on purpose; objects of a known type still may not be.
      '@typescript-eslint/no-base-to-string': ['error', { checkUnknown: false }],
      // A caught value is passed on as it is: wrapping it would hide the original error's type.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      '@typescript-eslint/only-throw-error': ['error', { allowThrowingUnknown: true }],
    },
  },
  {
    // Tests read JSON answers, which are untyped by nature, and assert on them.
    files: TESTS,
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // The API appends only through appendChecked (api/src/core/commandHandler.ts), which takes events of the
    // catalogue and checks each against its schema: a direct append to the store would skip both.
    files: ['api/src/**/*.ts', 'server/src/**/*.ts'],
    ignores: [...TESTS, 'api/src/core/commandHandler.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='append'][callee.object.name=/[sS]tore$/], CallExpression[callee.property.name='append'][callee.object.property.name=/[sS]tore$/]",
          message: 'Append with appendChecked / appendResending / appendRecord (api/src/core/commandHandler.ts).',
        },
      ],
    },
  },
  {
    files: ['public-site/**/*.{ts,tsx}', 'admin-console/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
