// Lint rules for every workspace: typescript-eslint's type-aware recommended set, React's hook rules
// in the two front ends. Import boundaries and cycles are dependency-cruiser's (.dependency-cruiser.cjs),
// formatting is Prettier's (.prettierrc.json): see docs/architecture.md, "Rules the build checks".
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: [
      'public-site/src/**/*.tsx',
      'admin-console/src/**/*.tsx',
      'public-site/src/**/*.ts',
      'admin-console/src/**/*.ts',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
