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
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync, openSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { parseSqlmap } from './sqlmap-output.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const main = join(root, 'backend', 'dist', 'main.js');
const LEVEL = process.env.SQLMAP_LEVEL ?? '2';
const RISK = process.env.SQLMAP_RISK ?? '1';
const ONLY = process.env.SQLMAP_ONLY;
const KEEP = process.env.SQLMAP_KEEP === '1';
const MEMBER = { email: 'user@example.com', password: 'demo-password' };
const ADMIN = { email: 'admin@example.com', password: 'demo-password' };
const BLOGGER = { email: 'blogger@example.com', password: 'demo-password' };

/** Resources whose list and detail endpoints (and create/update bodies) are scanned: every operation under them. */
const RESOURCES = [
  '/api/destinations',
  '/api/services',
  '/api/categories',
  '/api/posts',
  '/api/comments',
  '/api/reports',
  '/api/coupons',
  '/api/coupon-codes',
  '/api/user/coupons',
  '/api/users',
  '/api/admin/users',
  '/api/admin/audit',
];

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
const [port, pgPort] = [await freePort(), await freePort()];
const base = `http://127.0.0.1:${port}`;
const metricsToken = randomBytes(24).toString('hex');
const serverLog = join(work, 'server.log');
const logFd = openSync(serverLog, 'a');
const server = spawn(process.execPath, [main], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    EMBEDDED_PG_DIR: join(work, 'postgres'),
    EMBEDDED_PG_PORT: String(pgPort),
    DEMO_DATA: 'true',
    SERVE_STATIC: 'false',
    LOG_FORMAT: 'json',
    METRICS_TOKEN: metricsToken,
    DRAIN_DELAY_MS: '0',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    // sqlmap sends thousands of writes from one address: raised write rate limits, so that every probe reaches the SQL.
    RATE_LIMIT_FACTOR: '1000',
  },
  stdio: ['ignore', logFd, logFd],
  detached: true,
});
let serverExited = false;
server.on('exit', () => (serverExited = true));

const started = Date.now();
try {
  await waitForReady();
  const member = await signIn(MEMBER);
  const admin = await signIn(ADMIN);
  const blogger = await signIn(BLOGGER);
  const document = await (await fetch(`${base}/api/docs-json`)).json();
  const ids = await existingIds(member, admin);
  const runs = plan(document, ids, { member, admin, blogger }).filter((run) => !ONLY || run.name.includes(ONLY));
  console.log(
    `sqlmap ${version.stdout.trim().split('\n')[0]} against ${base}: ${runs.length} runs (level ${LEVEL}, risk ${RISK})`,
  );
  // Positive control: the same sqlmap options must find a deliberately injectable endpoint, or a clean scan means nothing.
  const control = await injectableControl();
  if (control.findings.length === 0)
    throw new Error(`sqlmap did not find the deliberately injectable control endpoint (log: ${control.logFile})`);
  console.log(
    `  control: a deliberately injectable endpoint (string concatenated into SQL) -> found: ${control.findings.join(' | ')}`,
  );
  const requestsBefore = await answeredRequests();

  const findings = [];
  let tested = 0;
  for (const run of runs) {
    const result = await sqlmap(run);
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

  const requests = (await answeredRequests()) - requestsBefore;
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
  if (!serverExited) console.error(`server log: ${serverLog}`);
} finally {
  await stopServer();
  if (KEEP) console.log(`kept: ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

/**
 * One sqlmap run per query parameter (alone in the URL, with a value that finds rows, so that a boolean payload would
 * change the answer), per path parameter (an existing row, marked with sqlmap's `*`) and per JSON body (every field).
 */
function plan(document, ids, sessions) {
  const runs = [];
  for (const [template, item] of Object.entries(document.paths)) {
    if (!RESOURCES.some((resource) => template === resource || template.startsWith(`${resource}/`))) continue;
    for (const method of ['get', 'post', 'patch', 'put']) {
      const operation = item[method];
      if (!operation) continue;
      const auth = operation['x-auth'];
      const roles = auth === 'public' ? null : (auth?.roles ?? null);
      const session = template.startsWith('/api/coupon-codes')
        ? sessions.admin // a partner's staff or an admin checks codes
        : roles === null
          ? sessions.member
          : roles.includes('admin') && !roles.includes('verified_blogger')
            ? sessions.admin
            : sessions.blogger;
      const parameters = operation.parameters ?? [];
      const pathParameters = parameters.filter((p) => p.in === 'path');
      const path = (marked) =>
        pathParameters.reduce(
          (text, p) =>
            text.replace(
              `{${p.name}}`,
              `${encodeURIComponent(pathValue(template, p, ids))}${marked === p.name ? '*' : ''}`,
            ),
          template,
        );
      const label = `${method.toUpperCase()} ${template}`;
      const common = { method: method.toUpperCase(), cookie: session.cookie };
      for (const p of parameters.filter((q) => q.in === 'query')) {
        const value = queryValue(document, template, p, ids);
        runs.push({
          ...common,
          name: `${label} ?${p.name}`,
          url: `${base}${path()}?${p.name}=${encodeURIComponent(value)}`,
        });
      }
      const body = jsonBody(document, operation, ids);
      for (const p of pathParameters) {
        runs.push({
          ...common,
          name: `${label} path ${p.name}`,
          url: `${base}${path(p.name)}`,
          data: body && JSON.stringify(body),
          onlyMarked: true,
        });
      }
      if (body !== undefined && Object.keys(body).length) {
        runs.push({
          ...common,
          name: `${label} body ${Object.keys(body).join(',')}`,
          url: `${base}${path()}`,
          data: JSON.stringify(body),
        });
      }
    }
  }
  return runs;
}

function resolve(document, schema) {
  if (!schema) return undefined;
  if (schema.$ref) return resolve(document, document.components.schemas[schema.$ref.split('/').pop()]);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => resolve(document, part)));
  return schema;
}

/** A valid body: every documented field with its example, enum value or an existing id (each field is then a target). */
function jsonBody(document, operation, ids) {
  const schema = resolve(document, operation.requestBody?.content?.['application/json']?.schema);
  if (!schema?.properties) return undefined;
  const body = {};
  for (const [field, property] of Object.entries(schema.properties)) {
    const value = fieldValue(field, { ...resolve(document, property), ...property }, ids);
    if (value !== undefined) body[field] = value;
  }
  return body;
}

function fieldValue(field, schema, ids) {
  if (schema.enum?.length) return schema.enum[0];
  if (schema.format === 'uuid')
    return { categoryId: ids.destination?.categoryId, postId: ids.post?.id, couponId: ids.coupon?.id }[field];
  if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
  if (schema.example !== undefined) return schema.example;
  if (/email/i.test(field)) return `sqlmap-${randomBytes(3).toString('hex')}@example.com`;
  if (/password/i.test(field)) return 'a long sqlmap passphrase';
  if (schema.type === 'boolean') return false;
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum ?? 1;
  if (schema.type === 'array' || (schema.type === 'object' && schema.properties)) return undefined;
  return 'sqlmap';
}

/** The existing row a path of this template names. */
function rowOf(template, ids) {
  const [, resource] = /^\/api\/(?:admin\/)?([a-z]+)/.exec(template) ?? [];
  return {
    destinations: ids.destination,
    services: ids.service,
    categories: ids.category,
    posts: ids.post,
    comments: ids.comment,
    reports: ids.report,
    coupons: ids.coupon,
    users: ids.user,
    audit: ids.user,
  }[resource];
}

function pathValue(template, parameter, ids) {
  if (parameter.name === 'slug') return ids.service?.slug ?? 'x';
  if (parameter.name === 'serviceId') return ids.service?.id;
  if (parameter.name === 'destinationId') return ids.destination?.id;
  if (parameter.name === 'code') return 'TARA7K2M9Q';
  return rowOf(template, ids)?.id ?? '00000000-0000-4000-8000-00000000dead';
}

/** A value that finds rows: taken from an existing row where the parameter filters on one of its fields. */
function queryValue(document, template, parameter, ids) {
  const schema = resolve(document, parameter.schema) ?? {};
  const row = rowOf(template, ids) ?? {};
  if (parameter.name === 'limit') return 5;
  if (parameter.name === 'offset') return 0;
  if (parameter.name === 'search') return firstWord(row.name ?? row.content ?? row.email ?? row.reason ?? 'a');
  if (parameter.name === 'categoryId' && row.categoryId) return row.categoryId;
  if (parameter.name === 'serviceId' && ids.service) return ids.service.id;
  if (parameter.name === 'destinationId' && ids.destination) return ids.destination.id;
  if (parameter.name === 'type' && row.type) return row.type;
  if (/^(actorId|targetUserId|userId)$/.test(parameter.name)) return ids.me.id;
  if (schema.enum?.length) return schema.enum[0];
  if (parameter.example !== undefined) return parameter.example;
  if (schema.example !== undefined) return schema.example;
  if (schema.type === 'integer') return schema.minimum ?? 0;
  return 'a';
}

function firstWord(text) {
  return (
    String(text)
      .split(/\s+/)
      .find((word) => word.length >= 3) ?? 'a'
  );
}

async function createTargetUser(admin) {
  const res = await fetch(`${base}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: admin.cookie },
    body: JSON.stringify({ email: 'sqlmap-target@example.com', firstName: 'Sqlmap', lastName: 'Target' }),
  });
  if (res.status !== 201) throw new Error(`creating the target user answered ${res.status}`);
  return (await res.json()).user;
}

async function existingIds(member, admin) {
  const get = async (path, session = member) => {
    const res = await fetch(`${base}${path}`, { headers: { cookie: session.cookie } });
    return res.ok ? res.json() : undefined;
  };
  const first = (list) => (Array.isArray(list) ? list[0] : undefined);
  const post = first(await get('/api/posts?limit=1'));
  return {
    destination: first(await get('/api/destinations?limit=1')),
    service: first(await get('/api/services?limit=1')),
    category: first(await get('/api/categories')),
    post,
    comment: post ? first(await get(`/api/posts/${post.id}/comments?limit=1`)) : undefined,
    report: first(await get('/api/reports?limit=1', admin)),
    coupon: first(await get('/api/coupons')),
    // The admin runs change this user (role, ban...): one of its own, never the member or the admin signed in here.
    user: await createTargetUser(admin),
    me: await get('/api/auth/user', admin),
  };
}

/** Runs sqlmap once; answers the parameters it tested, its findings, and whether it finished. */
function sqlmap(run) {
  const outputDir = join(work, 'sqlmap');
  const logFile = join(work, `${run.name.replace(/[^a-z0-9]+/gi, '_')}.log`);
  const args = [
    '-u',
    run.url,
    '--batch',
    '--flush-session',
    '--output-dir',
    outputDir,
    '--level',
    LEVEL,
    '--risk',
    RISK,
    '--dbms',
    'PostgreSQL',
    '--cookie',
    run.cookie,
    '--drop-set-cookie',
    '--skip-waf',
    '--threads',
    '2',
    '--time-sec',
    '2',
    // A refusal of the value itself (not found, already claimed, not allowed here) is still a page to compare;
    // 401 is not ignored: a run that lost its session fails.
    '--ignore-code',
    '403,404,409',
    '--disable-coloring',
    '--answers',
    'follow=N,keep testing=Y',
    '--method',
    run.method,
    // Only the marked path parameter, the query string or the body: never the cookie or headers.
    '--skip',
    'tara.sid,User-Agent,Referer,Host',
  ];
  if (run.data !== undefined) args.push('--data', run.data, '-H', 'Content-Type: application/json');
  // A path run tests the marked path parameter only (its body is there to reach the code behind validation).
  if (run.onlyMarked) args.push('-p', 'URI');
  return new Promise((resolvePromise) => {
    const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', () => {
      writeFileSync(logFile, `sqlmap ${args.map((a) => JSON.stringify(a)).join(' ')}\n\n${output}`);
      resolvePromise({ ...parseSqlmap(output), logFile });
    });
  });
}

async function signIn({ email, password }) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('tara.sid='))
    ?.split(';')[0];
  if (!cookie) throw new Error(`sign-in of ${email} set no session cookie`);
  return { email, cookie };
}

/**
 * A throw-away endpoint on 127.0.0.1 that concatenates ?q= into SQL on the app's database (read-only SELECT, errors
 * hidden, so only blind techniques can find it), scanned exactly like the app; it is closed right after.
 */
async function injectableControl() {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: pgPort,
    user: 'postgres',
    password: 'postgres',
    database: 'tara',
  });
  await client.connect();
  const control = http.createServer(async (req, res) => {
    const q = new URL(req.url ?? '/', 'http://localhost').searchParams.get('q') ?? '';
    try {
      const { rows } = await client.query(`SELECT name FROM destinations WHERE name ILIKE '%${q}%' ORDER BY name`);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(rows));
    } catch {
      res.statusCode = 400;
      res.end('{"statusCode":400,"code":"BAD_REQUEST","message":"Bad request"}');
    }
  });
  await new Promise((r) => control.listen(0, '127.0.0.1', r));
  try {
    const { port: controlPort } = control.address();
    return await sqlmap({
      name: 'control',
      method: 'GET',
      url: `http://127.0.0.1:${controlPort}/?q=arayat`,
      cookie: 'none=1',
    });
  } finally {
    await new Promise((r) => control.close(r));
    await client.end();
  }
}

/** Requests the app has answered so far (the sum of its request histogram's counts). */
async function answeredRequests() {
  const res = await fetch(`${base}/api/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  const text = await res.text();
  return [...text.matchAll(/^http_request_duration_seconds_count\{[^}]*\} (\d+)/gm)].reduce(
    (sum, m) => sum + Number(m[1]),
    0,
  );
}

async function waitForReady() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (serverExited) throw new Error(`the app exited while starting (log: ${serverLog})`);
    try {
      const res = await fetch(`${base}/api/health/ready`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the app was not ready within 3 minutes (log: ${serverLog})`);
}

async function stopServer() {
  if (serverExited) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  const timeout = new Promise((r) => setTimeout(r, 30_000, 'timeout'));
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolvePort(free));
    });
  });
}
