// One lint configuration for every workspace. The hexagonal layer rule of STYLE.md lives here:
// backend domain/ and application/ folders may not import Nest, TypeORM, Swagger or an adapter.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import house from './eslint-rules/index.js';

const frameworkImports = {
  patterns: [
    {
      group: [
        '@nestjs/*',
        'typeorm',
        'typeorm/*',
        'pg',
        'express',
        'express-*',
        'class-validator',
        'class-transformer',
      ],
      message: 'domain/ and application/ stay framework-free (STYLE.md): put this in infrastructure/ or http/.',
    },
    {
      group: ['**/infrastructure/**', '**/http/**'],
      message: 'Dependencies point inward: domain/ and application/ never import adapters.',
    },
  ],
};

export default tseslint.config(
  // libs/api-client/src/generated*.ts (the first part and the later ones) are written by @rtk-query/codegen-openapi
  // (npm run openapi), never by hand.
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/coverage/**', 'libs/api-client/src/generated*.ts'],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['backend/src/**/domain/**/*.ts', 'backend/src/**/application/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', frameworkImports] },
  },
  {
    // typescript-eslint's type-aware rules over the code that ships (tests keep the faster syntactic set).
    // require-await stays off: Nest and repository ports are async by contract even where one adapter is not.
    // libs/images is plain JavaScript with a hand-written index.d.ts and no tsconfig (nothing to build) to type it by.
    files: ['backend/src/**/*.ts', 'frontend-*/src/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.spec.ts',
      '**/*.spec.tsx',
      '**/test/**',
      'libs/api-client/src/generated.ts',
      'libs/images/src/*.d.ts',
      'libs/opening-hours/src/*.d.ts',
    ],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The frontends: React's hook rules and the accessibility rules, with no warning left (issue 30).
    files: ['frontend-*/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
  },
  {
    // Sizes and layers: no component over 150 lines, no function over 80, and each app's layers in one direction.
    files: ['backend/src/**/*.ts', 'frontend-*/src/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.spec.ts',
      '**/*.spec.tsx',
      '**/test/**',
      'libs/api-client/src/generated.ts',
      'backend/src/database/migrations/**',
    ],
    plugins: { house },
    rules: { 'house/function-size': 'error', 'house/frontend-boundaries': 'error' },
  },
  {
    // No English left in Filipino (issue 31): every visible or spoken text of the apps comes from their catalogs; the
    // words kept as written in every language are brand names (docs/user-guide/README.md lists the Filipino ones).
    // frontend-admin/src/bootstrap.tsx is the remote's standalone development page, never served to a visitor.
    files: ['frontend-*/src/**/*.tsx'],
    ignores: ['**/*.spec.tsx', '**/test/**', 'frontend-admin/src/bootstrap.tsx'],
    plugins: { house },
    rules: {
      'house/no-literal-text': [
        'error',
        { allow: ['Tara Pampanga', 'Tara', 'Pampanga', 'Google Maps', 'Waze', 'Facebook', 'Twitter', 'GCash'] },
      ],
    },
  },
  {
    // The scripts (test, scan and bench drivers) keep to the same function size (about 1.5 s of lint).
    files: ['scripts/**/*.mjs'],
    plugins: { house },
    rules: { 'house/function-size': 'error' },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
