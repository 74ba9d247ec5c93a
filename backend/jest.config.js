// Native ESM Jest (run with NODE_OPTIONS=--experimental-vm-modules, see package.json) compiling TypeScript
// with @swc/jest: legacy decorators + decorator metadata, like tsc. Two projects, both run by `npm test`:
//   unit         src/**/*.spec.ts       (no database)
//   integration  test/**/*.int-spec.ts  (each file starts its own throw-away embedded PostgreSQL)
// Run one: npm test -w backend -- --selectProjects unit

/** @type {import('@swc/core').Options} */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

const shared = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  // Sources import './x.js' (nodenext); Jest resolves the .ts file.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  // Nest's ESM packages evaluated before each test file's graph, so that @nestjs/throttler (CommonJS) can require them.
  setupFiles: ['<rootDir>/test/support/evaluate-nest-first.ts'],
};

export default {
  projects: [
    { ...shared, displayName: 'unit', rootDir: '.', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    { ...shared, displayName: 'integration', rootDir: '.', testMatch: ['<rootDir>/test/**/*.int-spec.ts'] },
  ],
  testTimeout: 30_000,
};
