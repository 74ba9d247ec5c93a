import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { repoRoot, startApp, type RunningApp } from './support/app-server.js';
import { launchBrowser, PHONE } from './support/browser.js';

/**
 * A clone in a folder whose name starts with a dot, with spaces and dots further down (~/.local/src/...): the built
 * apps are served from there, pages render, and a path no route knows is the 404 page with HTTP status 404.
 */
describe('the app served from a folder under ~/.local', () => {
  let root: string;
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'tara-dotfolder-'));
    chmodSync(root, 0o755);
    const clone = join(root, '.local', 'src', 'tara pampanga.git');
    const dirs = ['frontend-shell', 'frontend-public', 'frontend-admin'].map((name) => {
      const target = join(clone, name, 'dist');
      mkdirSync(target, { recursive: true });
      cpSync(join(repoRoot, name, 'dist'), target, { recursive: true });
      return target;
    });
    app = await startApp({ STATIC_DIRS: dirs.join(',') });
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('renders the landing and a client route, and answers 404 for an unknown path with the 404 page', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    try {
      const landing = await page.goto(`${app.baseUrl}/`);
      expect(landing?.status()).toBe(200);
      await page.getByText('Start Exploring').first().waitFor();
      const destinations = await page.goto(`${app.baseUrl}/destinations`);
      expect(destinations?.status()).toBe(200);
      await page.getByRole('heading', { name: 'Travel Destinations' }).waitFor();
      const unknown = await page.goto(`${app.baseUrl}/no-such-page/here`);
      expect(unknown?.status()).toBe(404);
      await page.getByText('404 Page Not Found').waitFor();
    } finally {
      await page.close();
    }
  }, 60_000);
});
