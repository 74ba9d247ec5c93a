// Jest runs the specs as native ES modules (NODE_OPTIONS=--experimental-vm-modules), compiled by @swc/jest.
/** @type {import('jest').Config} */
export default {
  displayName: 'frontend-public',
  testEnvironment: '<rootDir>/jest/jsdom-environment.js',
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.(ts|tsx)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
          // `with { type: 'json' }` stays in the compiled spec: Jest 30 warns about a JSON import without it.
          experimental: { keepImportAttributes: true },
        },
        module: { type: 'es6' },
      },
    ],
  },
  setupFilesAfterEnv: ['<rootDir>/jest/i18n-setup.js'],
  // A catalog's parts (src/i18n/i18n.ts: ./en.json?part=...; Jest resolves the path without its query) are the whole
  // catalog in tests, as a JavaScript module (jest/catalogs): the build splits it.
  moduleNameMapper: {
    '\\.css$': '<rootDir>/jest/style-stub.js',
    '^\\./(en|fil)\\.json$': '<rootDir>/jest/catalogs/$1.js',
  },
};
