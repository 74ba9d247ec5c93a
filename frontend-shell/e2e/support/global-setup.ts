import { findChromium } from './browser';
import { startApp, type RunningApp } from './app-server';

declare global {
  var __TARA_APP__: RunningApp | undefined;
}

export default async function globalSetup(): Promise<void> {
  findChromium(); // fail fast with the install hint
  const app = await startApp();
  globalThis.__TARA_APP__ = app;
  process.env.E2E_BASE_URL = app.baseUrl;
}
