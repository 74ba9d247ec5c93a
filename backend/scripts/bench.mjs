// npm run bench -w backend [-- --requests 1000 --concurrency 32 --seconds 10 --no-build]
// A small real benchmark: builds the backend, starts it on a throw-away embedded PostgreSQL (temp folder, free
// port, demo data), then fires GET /api/categories and GET /api/health at 127.0.0.1, first one at a time, then
// concurrently over keep-alive connections, and prints p50/p95/p99 latency and requests per second.
// Each run is bounded by --requests and by --seconds.
// Then the catalog search benchmark (scripts/bench-catalog.mjs: 10,000 generated destinations and services,
// EXPLAIN and p50/p95 of ?search=); --no-catalog skips it.
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const backend = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '32' },
    seconds: { type: 'string', default: '10' },
    'no-build': { type: 'boolean', default: false },
    'no-catalog': { type: 'boolean', default: false },
  },
});
const requests = positive('requests');
const concurrency = positive('concurrency');
const seconds = positive('seconds');

if (!args['no-build']) {
  const tscBin = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const build = spawnSync(process.execPath, [tscBin, '-p', 'tsconfig.build.json'], { cwd: backend, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { startThrowawayPostgres } = await import('../dist/database/throwaway-postgres.js');
const { createApp } = await import('../dist/app.js');
const { loadConfig } = await import('../dist/config/app-config.js');

const database = await startThrowawayPostgres();
let app;
try {
  const config = loadConfig({ NODE_ENV: 'bench', DATABASE_URL: database.url, DEMO_DATA: 'true', STATIC_DIRS: '/nonexistent/a,/nonexistent/b,/nonexistent/c' });
  app = await createApp({ config, databaseUrl: database.url, logger: ['error'], databaseLogging: false, retryDatabase: false });
  await app.listen(0, '127.0.0.1');
  const port = app.getHttpServer().address().port;
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

  console.log(`\nTara Pampanga backend on 127.0.0.1:${port}, embedded PostgreSQL on port ${database.port}`);
  console.log(`${requests} requests per run (at most ${seconds} s), concurrency ${concurrency}, Node ${process.version}\n`);
  const rows = [];
  for (const url of ['/api/categories', '/api/health']) {
    await measure(port, agent, url, 1, Math.min(100, requests), seconds); // warm-up
    rows.push({ url, mode: 'sequential', ...(await measure(port, agent, url, 1, requests, seconds)) });
    rows.push({ url, mode: `concurrent x${concurrency}`, ...(await measure(port, agent, url, concurrency, requests, seconds)) });
  }
  console.table(
    rows.map((r) => ({
      endpoint: r.url,
      mode: r.mode,
      requests: r.count,
      errors: r.errors,
      'p50 ms': r.p50.toFixed(2),
      'p95 ms': r.p95.toFixed(2),
      'p99 ms': r.p99.toFixed(2),
      'req/s': Math.round(r.rps),
    })),
  );
  agent.destroy();
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
} finally {
  await app?.close();
  await database.stop();
}

if (!args['no-catalog']) {
  const { runCatalogBench } = await import('./bench-catalog.mjs');
  const status = await runCatalogBench({ requests: Math.min(requests, 400), concurrency: Math.min(concurrency, 16), seconds, build: false });
  if (status !== 0) process.exitCode = status;
}

/** Fires up to `total` GETs with `parallel` workers (stopping at the deadline); latency percentiles and throughput. */
async function measure(port, agent, url, parallel, total, maxSeconds) {
  const latencies = [];
  let started = 0;
  let errors = 0;
  const begin = performance.now();
  const deadline = begin + maxSeconds * 1000;
  const worker = async () => {
    while (started < total && performance.now() < deadline) {
      started++;
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

function positive(name) {
  const value = Number(args[name]);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`--${name} must be a positive integer`);
    process.exit(2);
  }
  return value;
}
