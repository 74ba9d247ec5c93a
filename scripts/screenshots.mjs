#!/usr/bin/env node
// The README's screenshots: the public landing page (signed out) and the admin app's Users tab (signed in as the demo
// admin), 1280 x 800, written to docs/images/public.png and docs/images/admin.png.
// Usage, with the app running with its demo data (`npm start`, or the built app on another port):
//   node scripts/screenshots.mjs [base URL, default http://localhost:3000]
// CHROME_PATH names the Chromium binary (default /usr/bin/chromium). A PNG over 300 KB is written again with a palette
// (sharp, the backend's image library), so the README stays light.
import { mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'frontend-shell', 'package.json'));
const { chromium } = require('playwright-core');

const baseUrl = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const outDir = join(root, 'docs', 'images');
const MAX_BYTES = 300 * 1024;
const VIEWPORT = { width: 1280, height: 800 };
const ADMIN = { email: 'admin@example.com', password: 'demo-password' };
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function shoot(page, path, file) {
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  const target = join(outDir, file);
  await page.screenshot({ path: target, type: 'png' });
  if (statSync(target).size > MAX_BYTES) {
    const sharp = createRequire(join(root, 'backend', 'package.json'))('sharp');
    const smaller = await sharp(target).png({ palette: true, quality: 90, compressionLevel: 9 }).toBuffer();
    await sharp(smaller).toFile(target);
  }
  console.log(`${file}: ${Math.round(statSync(target).size / 1024)} KB`);
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
});
try {
  const visitor = await browser.newContext({ viewport: VIEWPORT, locale: 'en-PH' });
  await shoot(await visitor.newPage(), '/', 'public.png');

  const admin = await browser.newContext({ viewport: VIEWPORT, locale: 'en-PH' });
  const signIn = await admin.request.post(`${baseUrl}/api/auth/login`, {
    data: ADMIN,
    headers: { Origin: baseUrl },
  });
  if (!signIn.ok()) throw new Error(`Sign-in as ${ADMIN.email} failed: ${signIn.status()} ${await signIn.text()}`);
  const page = await admin.newPage();
  await shoot(page, '/admin?tab=users', 'admin.png');
} finally {
  await browser.close();
}
