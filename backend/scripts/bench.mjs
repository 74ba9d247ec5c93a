// npm run bench -w backend [-- --requests 1000 --concurrency 32 --seconds 10 --no-build]
// A small real benchmark: builds the backend, starts it on a throw-away embedded PostgreSQL (temp folder, free
// port, demo data), then fires GET /api/categories and GET /api/health at 127.0.0.1, first one at a time, then
// concurrently over keep-alive connections, and prints p50/p95/p99 latency and requests per second.
// Each run is bounded by --requests and by --seconds.
// Then the catalog search benchmark (scripts/bench-catalog.mjs: 10,000 generated destinations and services,
// EXPLAIN and p50/p95 of ?search=); --no-catalog skips it.
import http from 'node:http';
import { parseArgs } from 'node:util';
import { buildBackend, measure, positiveArg, printResults, startBenchApp } from './bench-support.mjs';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '32' },
    seconds: { type: 'string', default: '10' },
    'no-build': { type: 'boolean', default: false },
    'no-catalog': { type: 'boolean', default: false },
  },
});
const requests = positiveArg(args, 'requests');
const concurrency = positiveArg(args, 'concurrency');
const seconds = positiveArg(args, 'seconds');

if (!args['no-build']) {
  const status = buildBackend();
  if (status !== 0) process.exit(status);
}

const bench = await startBenchApp();
const { app, database } = bench;
try {
  await app.listen(0, '127.0.0.1');
  const port = app.getHttpServer().address().port;
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

  console.log(`\nTara Pampanga backend on 127.0.0.1:${port}, embedded PostgreSQL on port ${database.port}`);
  console.log(`${requests} requests per run (at most ${seconds} s), concurrency ${concurrency}, Node ${process.version}\n`);
  const rows = [];
  for (const url of ['/api/categories', '/api/health']) {
    await measure(port, agent, [url], 1, Math.min(100, requests), seconds); // warm-up
    rows.push({ endpoint: url, mode: 'sequential', ...(await measure(port, agent, [url], 1, requests, seconds)) });
    rows.push({ endpoint: url, mode: `concurrent x${concurrency}`, ...(await measure(port, agent, [url], concurrency, requests, seconds)) });
  }
  printResults(rows);
  agent.destroy();
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
} finally {
  await bench.close();
}

if (!args['no-catalog']) {
  const { runCatalogBench } = await import('./bench-catalog.mjs');
  const status = await runCatalogBench({ requests: Math.min(requests, 400), concurrency: Math.min(concurrency, 16), seconds, build: false });
  if (status !== 0) process.exitCode = status;
}
