// Shared by the benchmarks (bench.mjs, bench-catalog.mjs, bench-breakdown.mjs): build, start the built app on a throw-away
// embedded PostgreSQL with demo data, and measure GET latency over keep-alive connections on 127.0.0.1.
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  sampleCouponsSql,
  sampleDestinationsSql,
  sampleOpenIntervalsSql,
  samplePostsSql,
  sampleServicesSql,
} from './support/sample-rows.mjs';

export const backend = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Imports a module of the built backend (dist/). */
export const dist = (file) => import(pathToFileURL(path.join(backend, 'dist', file)).href);

/** tsc -p tsconfig.build.json; the exit status (0 when built). */
export function buildBackend() {
  const tscBin = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tscBin, '-p', 'tsconfig.build.json'], { cwd: backend, stdio: 'inherit' });
  return result.status ?? 1;
}

/** The built app (not listening yet) on a throw-away embedded PostgreSQL with the demo data; close() stops both. */
export async function startBenchApp() {
  const { startThrowawayPostgres } = await dist('database/throwaway-postgres.js');
  const { createApp } = await dist('app.js');
  const { loadConfig } = await dist('config/app-config.js');
  const database = await startThrowawayPostgres();
  try {
    const config = loadConfig({
      NODE_ENV: 'bench',
      DATABASE_URL: database.url,
      DEMO_DATA: 'true',
      STATIC_DIRS: '/nonexistent/a,/nonexistent/b,/nonexistent/c',
    });
    const app = await createApp({
      config,
      databaseUrl: database.url,
      logger: ['error'],
      databaseLogging: false,
      retryDatabase: false,
    });
    return {
      app,
      database,
      close: async () => {
        await app.close();
        await database.stop();
      },
    };
  } catch (error) {
    await database.stop();
    throw error;
  }
}

/**
 * Adds the generated destinations, services, posts and coupons numbered `first` to `last` (support/sample-rows.mjs),
 * 50,000 of each per statement, then their open intervals as the app's 6-hourly refresh writes them (for 'open now'
 * and openState), and refreshes the planner's statistics.
 */
export async function addSampleRows(dataSource, first, last) {
  for (let from = first; from <= last; from += 50_000) {
    const count = Math.min(50_000, last - from + 1);
    for (const sql of [sampleDestinationsSql, sampleServicesSql, samplePostsSql, sampleCouponsSql])
      await dataSource.query(sql(count, from));
  }
  await dataSource.query(sampleOpenIntervalsSql());
  await dataSource.query('VACUUM ANALYZE destinations, services, posts, coupons, categories, place_open_intervals');
}

/** Fires up to `total` GETs over the URLs in turn with `parallel` workers (stopping at the deadline). */
export async function measure(port, agent, urls, parallel, total, maxSeconds) {
  const latencies = [];
  let started = 0;
  let errors = 0;
  const begin = performance.now();
  const deadline = begin + maxSeconds * 1000;
  const worker = async () => {
    while (started < total && performance.now() < deadline) {
      const url = urls[started++ % urls.length];
      const t0 = performance.now();
      const ok = await get(port, agent, url);
      latencies.push(performance.now() - t0);
      if (!ok) errors++;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  const elapsed = (performance.now() - begin) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return { count: latencies.length, errors, p50: pct(50), p95: pct(95), p99: pct(99), rps: latencies.length / elapsed };
}

function get(port, agent, url) {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200));
    });
    req.on('error', () => resolve(false));
  });
}

/** Parses --name as a positive integer or exits with a message. */
export function positiveArg(values, name) {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`--${name} must be a positive integer`);
    process.exit(2);
  }
  return value;
}

/** Prints measured rows as a table: endpoint, mode, requests, errors, p50/p95/p99 and req/s. */
export function printResults(rows) {
  console.table(
    rows.map((r) => ({
      endpoint: r.endpoint,
      mode: r.mode,
      requests: r.count,
      errors: r.errors,
      'p50 ms': r.p50.toFixed(2),
      'p95 ms': r.p95.toFixed(2),
      'p99 ms': r.p99.toFixed(2),
      'req/s': Math.round(r.rps),
    })),
  );
}

/** The machine's line of a benchmark's output: CPUs, memory, kernel, Node and load average. */
export function machine() {
  const cpus = os.cpus();
  return (
    `machine: ${cpus.length} x ${cpus[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, ` +
    `Node ${process.version}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`
  );
}

/** Starts scripts/support/<script> (with these node flags) and waits for its `listening <port>` line. */
export function startServer(script, argv, nodeFlags = [], env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeFlags, path.join(backend, 'scripts', 'support', script), ...argv], {
      cwd: backend,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffer = '';
    const onData = (chunk) => {
      buffer += chunk;
      const match = /listening (\d+)/.exec(buffer);
      if (!match) return;
      child.stdout.off('data', onData);
      child.stdout.resume();
      resolve({
        port: Number(match[1]),
        pid: child.pid,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}) before listening`)));
  });
}

/** Signs in with a password on the server at `port`; the session cookie (`tara.sid=...`). */
export async function signIn(port, email, password) {
  const body = JSON.stringify({ email, password });
  const cookie = await new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/auth/login',
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode < 300
            ? resolve(sessionCookie(res.headers['set-cookie']))
            : reject(new Error(`sign-in: ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
  if (!cookie) throw new Error('sign-in gave no cookie');
  return cookie;
}

/** The session cookie among a sign-in's Set-Cookie headers (the signed-in hint, tara.signedin, comes first). */
function sessionCookie(setCookies = []) {
  const session = setCookies
    .map((cookie) => cookie.split(';')[0])
    .find((cookie) => /^(__Host-)?tara\.sid=/.test(cookie));
  if (!session) throw new Error(`sign-in: no session cookie in ${JSON.stringify(setCookies)}`);
  return session;
}
