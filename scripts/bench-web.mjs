#!/usr/bin/env node
// `npm run bench:web` (issue 13.5): Lighthouse (the `lighthouse` npm package, Debian's Chromium) on the built app as
// `npm start` serves it, with demo data on a throw-away embedded PostgreSQL: the landing, /destinations, a destination,
// /services, a service and /community, at the mobile and desktop presets. Prints each page's scores and metrics beside the
// targets, and the JavaScript it transferred. Not a test: the figures depend on the machine (run it on a quiet one).
//   npm run bench:web [-- --runs 3] [-- --pages /,/destinations] [-- --preset mobile] [-- --json results.json]
//     [-- --details] [-- --lhr <dir>]
// Each page is measured `runs` times (default 1) and the median run (by performance score) is reported.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { printDetails, printTable, summary } from './bench-web/report.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    pages: { type: 'string' },
    preset: { type: 'string' },
    json: { type: 'string' },
    details: { type: 'boolean', default: false },
    lhr: { type: 'string' },
  },
});
const runs = Math.max(1, Number(options.runs) || 1);

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function chromePath() {
  const found = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (p) => p && existsSync(p),
  );
  if (!found) throw new Error('No Chromium: `sudo apt-get install -y chromium`, or set CHROME_PATH.');
  return found;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The built app started as `npm start` starts it (scripts/start.mjs, build skipped), on free ports. */
async function startApp() {
  if (
    !existsSync(join(root, 'backend', 'dist', 'main.js')) ||
    !existsSync(join(root, 'frontend-shell', 'dist', 'index.html'))
  ) {
    throw new Error('Build first: npm run bench:web builds, or `npx nx run-many -t build`.');
  }
  const dir = mkdtempSync(join(tmpdir(), 'tara-bench-web-'));
  chmodSync(dir, 0o777); // embedded PostgreSQL runs as the `postgres` user when we are root
  const [port, pgPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      SKIP_BUILD: '1',
      PORT: String(port),
      EMBEDDED_PG_DIR: join(dir, 'postgres'),
      EMBEDDED_PG_PORT: String(pgPort),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited early:\n${log}`);
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (res) => res.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`The app did not become healthy within 120 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { baseUrl, stop };
}

/** A demo member's cookies (the signed-in pages: /services, /community): the session and the signed-in hint. */
async function sessionCookies(baseUrl) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ email: 'user@example.com', password: 'demo-password' }),
  });
  if (!res.ok) throw new Error(`Sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((cookie) => {
    const [name, ...value] = cookie.split(';')[0].split('=');
    return { name, value: value.join('='), url: baseUrl };
  });
}

/**
 * Puts the member's cookies in the browser's own cookie jar, or takes them out (Lighthouse keeps cookies between runs).
 * Not Lighthouse's `extraHeaders`: the page's scripts would not see them, and the app, finding no signed-in hint in
 * document.cookie, would treat the member as a visitor and send them to sign in.
 */
async function setMemberCookies(port, cookies) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    await context.clearCookies();
    if (cookies) await context.addCookies(cookies);
  } finally {
    await browser.close(); // disconnects; the browser and its cookies stay
  }
}

const app = await startApp();
const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS });
const results = [];
try {
  const cookies = await sessionCookies(app.baseUrl);
  const [first] = await (await fetch(`${app.baseUrl}/api/destinations?limit=1`)).json();
  const cookieHeader = cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  const services = await fetch(`${app.baseUrl}/api/services?limit=1`, { headers: { Cookie: cookieHeader } });
  if (!services.ok) throw new Error(`Could not list services: ${services.status}`);
  const [service] = await services.json();
  const pages = [
    { path: '/', signedIn: false },
    { path: '/destinations', signedIn: false },
    { path: `/destinations/${first.id}`, signedIn: false },
    { path: '/services', signedIn: true },
    { path: `/service/${service.slug}`, signedIn: true },
    { path: '/community', signedIn: true },
  ].filter(
    (page) =>
      !options.pages ||
      options.pages
        .split(',')
        .some(
          (wanted) =>
            page.path === wanted ||
            (wanted === '/destinations/:id' && page.path.startsWith('/destinations/')) ||
            (wanted === '/service/:slug' && page.path.startsWith('/service/')),
        ),
  );
  for (const preset of ['mobile', 'desktop'].filter((name) => !options.preset || name === options.preset)) {
    for (const page of pages) {
      await setMemberCookies(chrome.port, page.signedIn ? cookies : null);
      const measured = [];
      for (let run = 0; run < runs; run++) {
        const flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        };
        // A run Lighthouse could not trace (NO_NAVSTART, now and then) is tried again, up to twice, so that the median
        // is of `runs` real measurements.
        let result;
        for (let attempt = 0; attempt < 3; attempt++) {
          result = await lighthouse(
            `${app.baseUrl}${page.path}`,
            flags,
            preset === 'desktop' ? desktopConfig : undefined,
          );
          if (!result.lhr.runtimeError) break;
          console.error(`Lighthouse could not trace ${preset} ${page.path} (${result.lhr.runtimeError.code}): again`);
        }
        measured.push(summary(result.lhr));
        if (options.lhr) {
          // --lhr <dir>: each run's full report and its trace (chrome://tracing, DevTools' Performance panel).
          const name = `${preset}${page.path.replace(/\W+/g, '-')}-${run + 1}`;
          mkdirSync(options.lhr, { recursive: true });
          writeFileSync(join(options.lhr, `${name}.lhr.json`), JSON.stringify(result.lhr));
          if (result.artifacts?.Trace)
            writeFileSync(join(options.lhr, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
        }
        if (result.lhr.runtimeError)
          console.error(`Lighthouse could not measure ${preset} ${page.path}: ${measured.at(-1).error}`);
        // A members' page that sent the member to sign in (and back) measured that detour, not the page.
        const signIn = (result.lhr.audits['network-requests']?.details?.items ?? []).find((request) =>
          /\/api\/login\b|\/sign-in\b/.test(request.url),
        );
        if (signIn) throw new Error(`${preset} ${page.path} went through ${signIn.url}: the member was not signed in`);
        if (options.details) printDetails(`${preset} ${page.path}`, result.lhr);
      }
      measured.sort((a, b) => a.performance - b.performance);
      const median = measured[Math.floor(measured.length / 2)];
      results.push({
        preset,
        page: page.path.replace(/^\/destinations\/.+/, '/destinations/:id').replace(/^\/service\/.+/, '/service/:slug'),
        signedIn: page.signedIn,
        ...median,
      });
      console.error(`measured ${preset} ${page.path}`);
    }
  }
} finally {
  await chrome.kill();
  await app.stop();
}

await printTable(results, runs);
if (options.json) writeFileSync(options.json, JSON.stringify(results, null, 2));
