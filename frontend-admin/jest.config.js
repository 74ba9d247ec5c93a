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
  // Ant Design renders a lot in jsdom: on the loaded 2-core CI machine a Users-tab flow (suspend, unsuspend, ban behind
  // confirmations) went past 30 s and a Content-tab flow past 60 s. A timeout only says how long a slow machine may take.
  testTimeout: 120_000,
  setupFilesAfterEnv: ['<rootDir>/jest/setup-testing-library.js', '<rootDir>/jest/i18n-setup.js'],
  moduleNameMapper: { '\\.css$': '<rootDir>/jest/style-stub.js' },
};
