// Jest runs the specs as native ES modules (NODE_OPTIONS=--experimental-vm-modules), compiled by @swc/jest.
/** @type {import('jest').Config} */
export default {
  displayName: 'frontend-admin',
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
        },
        module: { type: 'es6' },
      },
    ],
  },
  // The longest flow takes about 3 s here since getComputedStyle stopped walking every Ant Design rule
  // (jest/computed-style.js); the limit leaves a loaded 2-core CI machine ten times that.
  testTimeout: 30_000,
  setupFilesAfterEnv: ['<rootDir>/jest/setup-testing-library.js', '<rootDir>/jest/i18n-setup.js'],
  // The catalogs (src/i18n/i18n.ts: ./en.json, ./fil.json) as JavaScript modules (jest/catalogs).
  moduleNameMapper: {
    '\\.css$': '<rootDir>/jest/style-stub.js',
    '^\\./(en|fil)\\.json$': '<rootDir>/jest/catalogs/$1.js',
  },
};
