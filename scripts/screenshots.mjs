#!/usr/bin/env node
// The README's screenshots: the public landing page (signed out) and the admin app's Users tab (signed in as the demo
// admin), 1280 x 800, written to docs/images/public.png and docs/images/admin.png; and, for the user guide's 'On a phone,
// in Filipino', 360 x 740 in Filipino: the landing (signed out), a place page and the community feed (signed in as the
// demo member), written to docs/images/fil-360-landing.png, fil-360-place.png and fil-360-community.png (under 250 KB).
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
const PHONE_MAX_BYTES = 250 * 1024;
const VIEWPORT = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
const MEMBER = { email: 'user@example.com', password: 'demo-password' };
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

async function shoot(page, path, file, maxBytes = MAX_BYTES) {
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  const target = join(outDir, file);
  await page.screenshot({ path: target, type: 'png' });
  if (statSync(target).size > maxBytes) {
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

  // On a phone, in Filipino (the tara.lang cookie, as the language switch sets it).
  const filipino = async (account) => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'fil-PH' });
    await context.addCookies([{ name: 'tara.lang', value: 'fil', url: baseUrl }]);
    if (account) {
      const response = await context.request.post(`${baseUrl}/api/auth/login`, {
        data: account,
        headers: { Origin: baseUrl },
      });
      if (!response.ok()) throw new Error(`Sign-in as ${account.email} failed: ${response.status()}`);
    }
    return context.newPage();
  };
  const [place] = await (await fetch(`${baseUrl}/api/destinations?limit=1`)).json();
  await shoot(await filipino(), '/', 'fil-360-landing.png', PHONE_MAX_BYTES);
  await shoot(await filipino(), `/destinations/${place.id}`, 'fil-360-place.png', PHONE_MAX_BYTES);
  await shoot(await filipino(MEMBER), '/community', 'fil-360-community.png', PHONE_MAX_BYTES);
} finally {
  await browser.close();
}
