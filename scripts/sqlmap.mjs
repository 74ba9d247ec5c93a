#!/usr/bin/env node
// `npm run test:sqlmap` (issue 14, point 3): SQL-injection scan of the running app with sqlmap (Debian package).
//
// Starts the built backend (backend/dist/main.js) on free ports with its own throw-away embedded PostgreSQL and the
// demo data, signs in as the demo member (user@example.com) and the demo admin, and runs sqlmap in batch mode against
// every query parameter, every path parameter and every JSON body field of the list and detail endpoints (and the
// create/update/comment/report bodies of the same resources), read from the app's own OpenAPI document. Level 2,
// risk 1, PostgreSQL payloads, all techniques (boolean, error, union, stacked, time, inline). It fails on any finding
// (an injection point, or a heuristic that sees a database error), on any 5xx the payloads caused, and on a run that
// did not finish. Prints one line per run and the total number of requests the app answered (its /api/metrics).
//
// Options (environment): SQLMAP_LEVEL [2], SQLMAP_RISK [1], SQLMAP_ONLY (a substring of the run names to keep),
// SQLMAP_KEEP=1 (keep sqlmap's output folder and the server log, printed at the end).
//
// The parts live in scripts/sqlmap/: app (the backend under test), plan (the runs), run (sqlmap itself) and output
// (reading sqlmap's console).
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answeredRequests, existingIds, signIn, startApp } from './sqlmap/app.mjs';
import { plan } from './sqlmap/plan.mjs';
import { injectableControl, sqlmap } from './sqlmap/run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const main = join(root, 'backend', 'dist', 'main.js');
const LEVEL = process.env.SQLMAP_LEVEL ?? '2';
const RISK = process.env.SQLMAP_RISK ?? '1';
const ONLY = process.env.SQLMAP_ONLY;
const KEEP = process.env.SQLMAP_KEEP === '1';
const MEMBER = { email: 'user@example.com', password: 'demo-password' };
const ADMIN = { email: 'admin@example.com', password: 'demo-password' };
const BLOGGER = { email: 'blogger@example.com', password: 'demo-password' };

function fail(message) {
  console.error(`test:sqlmap: ${message}`);
  process.exitCode = 1;
}

const version = spawnSync('sqlmap', ['--version'], { encoding: 'utf8' });
if (version.status !== 0) {
  fail('sqlmap is not installed: apt-get install -y sqlmap (Debian package; see scripts/system-packages.sh)');
  process.exit(1);
}
if (!existsSync(main)) {
  fail(`${main} is missing: build the backend first (npx nx run backend:build)`);
  process.exit(1);
}

const work = mkdtempSync(join(os.tmpdir(), 'tara-sqlmap-'));
// As root, the embedded PostgreSQL runs as the OS user postgres, which must be able to reach its folder in here.
chmodSync(work, 0o711);
const options = { work, level: LEVEL, risk: RISK };
const app = await startApp(root, main, work);
const { base } = app;

/** The runs of this scan (SQLMAP_ONLY applied), planned from the app's OpenAPI document. */
async function planRuns() {
  const member = await signIn(base, MEMBER);
  const admin = await signIn(base, ADMIN);
  const blogger = await signIn(base, BLOGGER);
  const document = await (await fetch(`${base}/api/docs-json`)).json();
  const ids = await existingIds(base, member, admin);
  return plan(document, ids, { member, admin, blogger }, base).filter((run) => !ONLY || run.name.includes(ONLY));
}

/** Runs sqlmap once per planned run, one line each; answers the findings and the parameters tested. */
async function scan(runs) {
  const findings = [];
  let tested = 0;
  for (const run of runs) {
    const result = await sqlmap(run, options);
    // A run that ended its own session (a ban, a role change) tested 401 pages: not a clean result.
    const still = await fetch(`${base}/api/auth/user`, { headers: { cookie: run.cookie } });
    if (still.status !== 200)
      result.findings.push(`the session of this run ended during it (${still.status}): results not trustworthy`);
    tested += result.parameters.length;
    const verdict = result.findings.length
      ? `FINDING: ${result.findings.join(' | ')}`
      : result.clean
        ? `no injection${result.notes.length ? ` (note: ${result.notes.join('; ')})` : ''}`
        : 'DID NOT FINISH';
    console.log(`  ${run.name.padEnd(58)} ${String(result.parameters.length).padStart(2)} parameters  ${verdict}`);
    if (result.findings.length) findings.push(...result.findings.map((finding) => `${run.name}: ${finding}`));
    else if (!result.clean) findings.push(`${run.name}: sqlmap did not finish (see ${result.logFile})`);
  }
  return { findings, tested };
}

const started = Date.now();
try {
  await app.waitForReady();
  const runs = await planRuns();
  console.log(
    `sqlmap ${version.stdout.trim().split('\n')[0]} against ${base}: ${runs.length} runs (level ${LEVEL}, risk ${RISK})`,
  );
  // Positive control: the same sqlmap options must find a deliberately injectable endpoint, or a clean scan means nothing.
  const control = await injectableControl(app.pgPort, options);
  if (control.findings.length === 0)
    throw new Error(`sqlmap did not find the deliberately injectable control endpoint (log: ${control.logFile})`);
  console.log(
    `  control: a deliberately injectable endpoint (string concatenated into SQL) -> found: ${control.findings.join(' | ')}`,
  );
  const requestsBefore = await answeredRequests(app);
  const { findings, tested } = await scan(runs);
  const requests = (await answeredRequests(app)) - requestsBefore;
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `\nsqlmap: ${runs.length} runs, ${tested} parameters tested, ${requests} requests answered by the app, ${findings.length} findings (${seconds} s).`,
  );
  if (findings.length) {
    for (const finding of findings) console.error(`  - ${finding}`);
    fail(`${findings.length} finding(s)`);
  }
} catch (error) {
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
  if (!app.exited()) console.error(`server log: ${app.serverLog}`);
} finally {
  await app.stop();
  if (KEEP) console.log(`kept: ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
