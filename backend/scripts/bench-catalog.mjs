// Catalog search benchmark (run by `npm run bench -w backend` after the core one, or alone:
//   node scripts/bench-catalog.mjs [--rows 10000 --requests 400 --concurrency 16 --seconds 10 --no-build]).
// Starts the built backend on a throw-away embedded PostgreSQL with the demo data, adds --rows generated
// destinations and services, ANALYZEs, prints the EXPLAIN of the search queries the API runs (they must use the
// pg_trgm indexes, not read the whole table), then measures GET /api/destinations?search= and
// /api/services?search= (p50/p95/p99, req/s), one at a time and concurrently. Exit code 1 on errors or a seq scan.
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { buildBackend, dist, measure, positiveArg, printResults, startBenchApp } from './bench-support.mjs';
import { sampleDestinationsSql, sampleServicesSql } from './support/sample-rows.mjs';

/** Searches the benchmark rotates through: accents, several words, a brand and a place, a rare code. */
const SEARCHES = {
  destinations: ['se%C3%B1or', 'kusina%20lubao', 'heritage%20pampanga%20angeles', 'sisig', 'cafe'],
  services: ['petron%20guagua', 'cleanfuel', 'vulcanizing%20porac', 'lazatin', 'bike%20hub%20mexico'],
};

export async function runCatalogBench({
  rows = 10_000,
  requests = 400,
  concurrency = 16,
  seconds = 10,
  build = true,
} = {}) {
  if (build) {
    const status = buildBackend();
    if (status !== 0) return status;
  }
  const { destinationListSql } = await dist('modules/destinations/infrastructure/typeorm-destination.repository.js');
  const { serviceListSql } = await dist('modules/services/infrastructure/typeorm-service.repository.js');
  const { searchTerms } = await dist('modules/catalog/domain/search-terms.js');
  const { DataSource } = await import('typeorm');

  const bench = await startBenchApp();
  const { app } = bench;
  let failed = false;
  try {
    const dataSource = app.get(DataSource);
    const started = performance.now();
    await dataSource.query(sampleDestinationsSql(rows));
    await dataSource.query(sampleServicesSql(rows));
    await dataSource.query('ANALYZE destinations');
    await dataSource.query('ANALYZE services');
    const [{ d, s }] = await dataSource.query(
      'SELECT (SELECT count(*)::int FROM destinations) AS d, (SELECT count(*)::int FROM services) AS s',
    );
    console.log(
      `\nCatalog search: ${d} destinations and ${s} services (${rows} generated each in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );

    console.log('\nEXPLAIN of the queries the API runs (after ANALYZE, default planner settings):');
    const plans = [
      ['destinations', 'señor', destinationListSql({ terms: searchTerms('señor') }, { limit: 20, offset: 0 })],
      [
        'destinations',
        'kusina lubao',
        destinationListSql({ terms: searchTerms('kusina lubao') }, { limit: 20, offset: 0 }),
      ],
      ['services', 'petron guagua', serviceListSql({ terms: searchTerms('petron guagua') }, { limit: 20, offset: 0 })],
      ['services', 'cleanfuel', serviceListSql({ terms: searchTerms('cleanfuel') }, { limit: 20, offset: 0 })],
    ];
    for (const [table, search, query] of plans) {
      for (const [sql, params, label] of [
        [query.sql, query.params, 'page'],
        [query.countSql, query.countParams, 'count'],
      ]) {
        const lines = (await dataSource.query(`EXPLAIN ${sql}`, params)).map((row) => row['QUERY PLAN']);
        const index = `${table}_search_trgm_idx`;
        const usesIndex = lines.some((line) => line.includes(`Bitmap Index Scan on ${index}`));
        const seqScan = lines.some((line) => new RegExp(`Seq Scan on ${table}\\b`).test(line));
        if (!usesIndex || seqScan) failed = true;
        console.log(
          `  ${table} ${label}, search ${JSON.stringify(search)}: ${usesIndex && !seqScan ? `uses ${index}` : 'DOES NOT USE THE SEARCH INDEX'}`,
        );
        for (const line of lines.filter((text) => /Scan|Sort|Limit|Aggregate/.test(text)))
          console.log(`      ${line.trim()}`);
      }
    }

    await app.listen(0, '127.0.0.1');
    const port = app.getHttpServer().address().port;
    const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
    const results = [];
    for (const [resource, searches] of Object.entries(SEARCHES)) {
      const urls = searches.map((search) => `/api/${resource}?search=${search}`);
      await measure(port, agent, urls, 1, Math.min(50, requests), seconds); // warm-up
      results.push({
        endpoint: `GET /api/${resource}?search=`,
        mode: 'sequential',
        ...(await measure(port, agent, urls, 1, requests, seconds)),
      });
      results.push({
        endpoint: `GET /api/${resource}?search=`,
        mode: `concurrent x${concurrency}`,
        ...(await measure(port, agent, urls, concurrency, requests, seconds)),
      });
    }
    agent.destroy();
    console.log('');
    printResults(results);
    if (results.some((r) => r.errors > 0)) failed = true;
  } finally {
    await bench.close();
  }
  return failed ? 1 : 0;
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
  const number = (name) => positiveArg(values, name);
  process.exitCode = await runCatalogBench({
    rows: number('rows'),
    requests: number('requests'),
    concurrency: number('concurrency'),
    seconds: number('seconds'),
    build: !values['no-build'],
  });
}
