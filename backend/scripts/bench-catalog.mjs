// Catalog search benchmark (run by `npm run bench -w backend` after the core one, or alone:
//   node scripts/bench-catalog.mjs [--rows 10000 --requests 400 --concurrency 16 --seconds 10 --no-build]).
// Starts the built backend on a throw-away embedded PostgreSQL with the demo data, adds --rows generated
// destinations and services, ANALYZEs, prints the EXPLAIN of the search queries the API runs (they must use the
// pg_trgm indexes, not read the whole table), then measures GET /api/destinations?search= and
// /api/services?search= (p50/p95/p99, req/s), one at a time and concurrently. Exit code 1 on errors or a seq scan.
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const backend = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Searches the benchmark rotates through: accents, several words, a brand and a place, a rare code. */
const SEARCHES = {
  destinations: ['se%C3%B1or', 'kusina%20lubao', 'heritage%20pampanga%20angeles', 'sisig', 'cafe'],
  services: ['petron%20guagua', 'cleanfuel', 'vulcanizing%20porac', 'lazatin', 'bike%20hub%20mexico'],
};

export async function runCatalogBench({ rows = 10_000, requests = 400, concurrency = 16, seconds = 10, build = true } = {}) {
  if (build) {
    const tscBin = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    const result = spawnSync(process.execPath, [tscBin, '-p', 'tsconfig.build.json'], { cwd: backend, stdio: 'inherit' });
    if (result.status !== 0) return result.status ?? 1;
  }
  const dist = (file) => import(pathToFileURL(path.join(backend, 'dist', file)).href);
  const { startThrowawayPostgres } = await dist('database/throwaway-postgres.js');
  const { createApp } = await dist('app.js');
  const { loadConfig } = await dist('config/app-config.js');
  const { sampleDestinationsSql, sampleServicesSql } = await dist('modules/catalog/infrastructure/catalog-sample-rows.sql.js');
  const { destinationListSql } = await dist('modules/destinations/infrastructure/typeorm-destination.repository.js');
  const { serviceListSql } = await dist('modules/services/infrastructure/typeorm-service.repository.js');
  const { searchTerms } = await dist('modules/catalog/domain/search-terms.js');
  const { DataSource } = await import('typeorm');

  const database = await startThrowawayPostgres();
  let app;
  let failed = false;
  try {
    const config = loadConfig({ NODE_ENV: 'bench', DATABASE_URL: database.url, DEMO_DATA: 'true', STATIC_DIRS: '/nonexistent/a,/nonexistent/b,/nonexistent/c' });
    app = await createApp({ config, databaseUrl: database.url, logger: ['error'], databaseLogging: false, retryDatabase: false });
    const dataSource = app.get(DataSource);
    const started = performance.now();
    await dataSource.query(sampleDestinationsSql(rows));
    await dataSource.query(sampleServicesSql(rows));
    await dataSource.query('ANALYZE destinations');
    await dataSource.query('ANALYZE services');
    const [{ d, s }] = await dataSource.query(
      'SELECT (SELECT count(*)::int FROM destinations) AS d, (SELECT count(*)::int FROM services) AS s',
    );
    console.log(`\nCatalog search: ${d} destinations and ${s} services (${rows} generated each in ${((performance.now() - started) / 1000).toFixed(1)} s)`);

    console.log('\nEXPLAIN of the queries the API runs (after ANALYZE, default planner settings):');
    const plans = [
      ['destinations', 'señor', destinationListSql({ terms: searchTerms('señor') }, { limit: 20, offset: 0 })],
      ['destinations', 'kusina lubao', destinationListSql({ terms: searchTerms('kusina lubao') }, { limit: 20, offset: 0 })],
      ['services', 'petron guagua', serviceListSql({ terms: searchTerms('petron guagua') }, { limit: 20, offset: 0 })],
      ['services', 'cleanfuel', serviceListSql({ terms: searchTerms('cleanfuel') }, { limit: 20, offset: 0 })],
    ];
    for (const [table, search, query] of plans) {
      for (const [sql, params, label] of [[query.sql, query.params, 'page'], [query.countSql, query.countParams, 'count']]) {
        const lines = (await dataSource.query(`EXPLAIN ${sql}`, params)).map((row) => row['QUERY PLAN']);
        const index = `${table}_search_trgm_idx`;
        const usesIndex = lines.some((line) => line.includes(`Bitmap Index Scan on ${index}`));
        const seqScan = lines.some((line) => new RegExp(`Seq Scan on ${table}\\b`).test(line));
        if (!usesIndex || seqScan) failed = true;
        console.log(`  ${table} ${label}, search ${JSON.stringify(search)}: ${usesIndex && !seqScan ? `uses ${index}` : 'DOES NOT USE THE SEARCH INDEX'}`);
        for (const line of lines.filter((text) => /Scan|Sort|Limit|Aggregate/.test(text))) console.log(`      ${line.trim()}`);
      }
    }

    await app.listen(0, '127.0.0.1');
    const port = app.getHttpServer().address().port;
    const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
    const results = [];
    for (const [resource, searches] of Object.entries(SEARCHES)) {
      const urls = searches.map((search) => `/api/${resource}?search=${search}`);
      await measure(port, agent, urls, 1, Math.min(50, requests), seconds); // warm-up
      results.push({ resource, mode: 'sequential', ...(await measure(port, agent, urls, 1, requests, seconds)) });
      results.push({ resource, mode: `concurrent x${concurrency}`, ...(await measure(port, agent, urls, concurrency, requests, seconds)) });
    }
    agent.destroy();
    console.log('');
    console.table(
      results.map((r) => ({
        endpoint: `GET /api/${r.resource}?search=`,
        mode: r.mode,
        requests: r.count,
        errors: r.errors,
        'p50 ms': r.p50.toFixed(2),
        'p95 ms': r.p95.toFixed(2),
        'p99 ms': r.p99.toFixed(2),
        'req/s': Math.round(r.rps),
      })),
    );
    if (results.some((r) => r.errors > 0)) failed = true;
  } finally {
    await app?.close();
    await database.stop();
  }
  return failed ? 1 : 0;
}

/** Fires up to `total` GETs over the URLs in turn with `parallel` workers (stopping at the deadline). */
async function measure(port, agent, urls, parallel, total, maxSeconds) {
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      rows: { type: 'string', default: '10000' },
      requests: { type: 'string', default: '400' },
      concurrency: { type: 'string', default: '16' },
      seconds: { type: 'string', default: '10' },
      'no-build': { type: 'boolean', default: false },
    },
  });
  const number = (name) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value <= 0) {
      console.error(`--${name} must be a positive integer`);
      process.exit(2);
    }
    return value;
  };
  process.exitCode = await runCatalogBench({
    rows: number('rows'),
    requests: number('requests'),
    concurrency: number('concurrency'),
    seconds: number('seconds'),
    build: !values['no-build'],
  });
}
