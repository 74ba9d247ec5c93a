// One lint configuration for every workspace. The hexagonal layer rule of STYLE.md lives here:
// backend domain/ and application/ folders may not import Nest, TypeORM, Swagger or an adapter.
import tseslint from 'typescript-eslint';

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
  // libs/api-client/src/generated.ts is written by @rtk-query/codegen-openapi (npm run openapi), never by hand.
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/coverage/**', 'libs/api-client/src/generated.ts'],
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
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
