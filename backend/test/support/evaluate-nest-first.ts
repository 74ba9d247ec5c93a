/**
 * Jest setup file (jest.config.js, both projects): evaluates Nest's ESM packages before a test file's module graph
 * is loaded. @nestjs/throttler 6 is CommonJS and require()s @nestjs/common and @nestjs/core, which are ESM-only from
 * Nest 12. Node 24 loads that whatever the import order. Jest (30.5) runs every CommonJS body of a test file's graph
 * before that graph's ESM bodies (a divergence its docs/ECMAScriptModules.md lists), so the throttler's
 * require('@nestjs/common') meets a module of its own graph not yet evaluated and fails with "Cannot require() ES
 * Module ... in a cycle". Evaluated here first, in a graph of their own, they are found ready.
 */
import '@nestjs/common';
import '@nestjs/core';
