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
        },
        module: { type: 'es6' },
      },
    ],
  },
  setupFilesAfterEnv: ['<rootDir>/jest/i18n-setup.js'],
  // A catalog's parts (src/i18n/i18n.ts) are the whole catalog in tests: the build splits it.
  moduleNameMapper: { '\\.css$': '<rootDir>/jest/style-stub.js', '^\\./(\\w+)\\.json\\?part=\\w+$': '<rootDir>/src/i18n/$1.json' },
};
