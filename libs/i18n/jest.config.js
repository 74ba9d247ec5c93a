// Jest runs the specs as native ES modules (NODE_OPTIONS=--experimental-vm-modules), compiled by @swc/jest.
/** @type {import('jest').Config} */
export default {
  displayName: '@tara/i18n',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}', '<rootDir>/scripts/**/*.spec.ts'],
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
};
