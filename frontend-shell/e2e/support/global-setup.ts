import { randomBytes } from 'node:crypto';
import { findChromium } from './browser';
import { startApp, type RunningApp } from './app-server';

declare global {
  var __TARA_APP__: RunningApp | undefined;
}

export default async function globalSetup(): Promise<void> {
  findChromium(); // fail fast with the install hint
  // A known session secret for this run, so that secrets.e2e-spec.ts can look for it in everything the app serves.
  process.env.E2E_SESSION_SECRET = `e2e-canary-${randomBytes(24).toString('hex')}`;
  const app = await startApp({ SESSION_SECRET: process.env.E2E_SESSION_SECRET });
  globalThis.__TARA_APP__ = app;
  process.env.E2E_BASE_URL = app.baseUrl;
}
