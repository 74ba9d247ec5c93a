// node scripts/bench-breakdown.mjs [--rows 10000 --seconds 4 --connections 1 --rounds 3 --only <regexp> --no-build --top <n>]
// Where a built answer's time goes (issue 34.4): the API keeping no answers (ANSWER_CACHE_MB=0, every answer built)
// and the floor (scripts/support/floor-server.mjs) on the same generated rows, each scenario profiled on its own
// (V8's sampling profiler over the measured seconds only, SIGUSR2: support/profile-on-signal.mjs), and each process's
// CPU time divided by the requests answered: microseconds per request, by layer (Node's HTTP, Express, Nest, the
// guards and the session, validation, TypeORM, the pg driver, the app's own code, JSON, compression, hashing, GC).
// The database's CPU a request is printed beside it (its backends' /proc times). First, floor and API are measured in
// turn, unprofiled, --rounds times: the median of the API's req/s over the floor's (a busy moment falls on both).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { addSampleRows, buildBackend, dist, machine, signIn, startServer } from './bench-support.mjs';

/** The layer of a frame of the profile, by its script (a built-in takes its caller's, but for JSON, GC and hashing). */
const LAYERS = [
  ['json', (f) => f.url === '' && /^(stringify|parse|JSONStringify|JSONParse)$/.test(f.functionName)],
  ['gc', (f) => f.functionName === '(garbage collector)'],
  ['compression', (f) => /node_modules\/compression\/|node:zlib|internal\/zlib/.test(f.url)],
  ['etag hash', (f) => /internal\/crypto\/hash/.test(f.url)],
  ['validation', (f) => /node_modules\/(class-validator|class-transformer|validator)\//.test(f.url)],
  [
    'session, passport',
    (f) =>
      /node_modules\/(express-session|passport|@nestjs\/passport|cookie|cookie-signature|connect-pg-simple)\//.test(
        f.url,
      ),
  ],
  ['typeorm', (f) => /node_modules\/typeorm\//.test(f.url)],
  ['pg driver', (f) => /node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-[a-z]+)\//.test(f.url)],
  ['rxjs', (f) => /node_modules\/rxjs\//.test(f.url)],
  ['nest', (f) => /node_modules\/@nestjs\//.test(f.url)],
  [
    'express',
    (f) =>
      /node_modules\/(express|router|body-parser|finalhandler|send|qs|parseurl|path-to-regexp|on-finished|type-is|content-type|accepts|negotiator|mime-types|fresh|etag|vary|depd|encodeurl|escape-html|statuses|proxy-addr|forwarded|media-typer|ipaddr\.js)\//.test(
        f.url,
      ),
  ],
  ['app: http plumbing', (f) => /dist\/(shared\/http|observability|frontends|app\.js)/.test(f.url)],
  ['app: auth', (f) => /dist\/(modules\/auth|shared\/auth)/.test(f.url)],
  ['app: reads, mapping', (f) => /dist\//.test(f.url)],
  ['floor script', (f) => /scripts\/support\//.test(f.url)],
  ['other packages', (f) => /node_modules\//.test(f.url)],
  ['node http, net', (f) => /^node:|internal\//.test(f.url)],
];
const IDLE = new Set(['(idle)', '(program)']);

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '4' },
    connections: { type: 'string', default: '1' },
    only: { type: 'string' },
    top: { type: 'string', default: '0' },
    rounds: { type: 'string', default: '3' },
    keep: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const rows = Number(args.rows);
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const only = args.only ? new RegExp(args.only, 'i') : undefined;
if (spawnSync('wrk', ['--version']).error) {
  console.error('bench:breakdown needs wrk (apt-get install wrk)');
  process.exit(1);
}
if (!args['no-build'] && buildBackend() !== 0) process.exit(1);

const { startThrowawayPostgres } = await dist('database/throwaway-postgres.js');
const { createApp } = await dist('app.js');
const { loadConfig } = await dist('config/app-config.js');
const { DataSource } = await import('typeorm');

const database = await startThrowawayPostgres();
const dir = args.keep ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tara-breakdown-'));
fs.mkdirSync(dir, { recursive: true });
const servers = [];
let dataSource;
try {
  const setup = await createApp({
    config: loadConfig({ NODE_ENV: 'bench', DATABASE_URL: database.url, DEMO_DATA: 'true', SERVE_STATIC: 'false' }),
    databaseUrl: database.url,
    logger: ['error'],
    databaseLogging: false,
    retryDatabase: false,
  });
  await setup.close();
  dataSource = new DataSource({ type: 'postgres', url: database.url, extra: { max: 2 } });
  await dataSource.initialize();
  const [{ id: viewerId }] = await dataSource.query(`SELECT id FROM users WHERE email = 'user@example.com'`);
  await addSampleRows(dataSource, 1, rows);
  const [{ id: destinationId }] = await dataSource.query(
    `SELECT id FROM destinations ORDER BY name, id LIMIT 1 OFFSET $1`,
    [Math.floor(rows / 2)],
  );

  const start = async (label, script, argv, env = {}) => {
    const file = path.join(dir, `${label}.cpuprofile`);
    const server = await startServer(script, argv, [], { ...env, BENCH_PROFILE_FILE: file });
    servers.push(server);
    return { ...server, label, file };
  };
  const api = await start('api', 'api-server.mjs', [database.url, '0'], { ANSWER_CACHE_MB: '0' });
  const floor = await start('floor', 'floor-server.mjs', [database.url, '0', viewerId]);
  const cookie = `${await signInSoon(api.port)}; tara.signedin=1`;
  const br = { 'Accept-Encoding': 'gzip, deflate, br' };

  console.log(`\n${machine()}`);
  console.log(
    `${rows.toLocaleString('en')} rows; wrk, ${connections} connection(s) for ${seconds} s a scenario and server`,
  );
  console.log('CPU of each process in microseconds per request, by layer (the database is not counted)\n');
  const scenarios = [
    ['first page', '/api/destinations?limit=20'],
    ['first page, browser (br)', '/api/destinations?limit=20', br],
    ['first page (signed in)', '/api/destinations?limit=20', { Cookie: cookie }],
    ['one-word search', '/api/destinations?search=sisig'],
    ['deep page (offset 5,000)', '/api/destinations?offset=5000&limit=20'],
    ['one record by id', `/api/destinations/${destinationId}`],
    ['services, first page', '/api/services'],
    ['categories list', '/api/categories'],
    ['coupons, first page', '/api/coupons?limit=12'],
    ['posts feed (signed in)', '/api/posts', { Cookie: cookie }],
  ].filter(([name]) => !only || only.test(name));
  const summary = [];
  for (const [name, url, headers = {}] of scenarios) {
    const line = { scenario: name };
    // The ratio: floor and API in turn, unprofiled, `rounds` times (a busy moment of the machine falls on both).
    const ratios = [];
    for (let round = 0; round < Number(args.rounds); round++) {
      const [f, a] = [floor, api].map((server) => wrk(server.port, url, headers, connections, seconds).rps);
      ratios.push(a / f);
    }
    ratios.sort((x, y) => x - y);
    line.ratio = ratios[Math.floor(ratios.length / 2)];
    for (const server of [floor, api]) {
      wrk(server.port, url, headers, 4, 1); // warm-up
      const databaseBefore = await databaseCpu(dataSource);
      const profiled = await profiling(server, () => wrk(server.port, url, headers, connections, seconds));
      const databaseUs = await databaseCpu(dataSource, databaseBefore);
      const layers = layersOf(
        JSON.parse(fs.readFileSync(server.file, 'utf8')),
        Number(fs.readFileSync(`${server.file}.cpu`, 'utf8')),
        Number(args.top),
      );
      fs.renameSync(server.file, path.join(dir, `${slug(name)}.${server.label}.cpuprofile`));
      fs.rmSync(`${server.file}.cpu`);
      const perRequest = Object.fromEntries(
        Object.entries(layers.us).map(([layer, us]) => [layer, us / Math.max(1, profiled.requests)]),
      );
      const database = databaseUs / Math.max(1, profiled.requests);
      line[server.label] = { rps: profiled.rps, p50: profiled.p50, perRequest, database, top: layers.top };
    }
    summary.push(line);
    print(line);
  }
  console.log(`profiles: ${dir}`);
} finally {
  for (const server of servers) await server.stop();
  await dataSource?.destroy().catch(() => undefined);
  await database.stop();
}

/**
 * The CPU time (µs, from /proc, 10 ms steps) of the database's server processes (every backend of pg_stat_activity,
 * but this script's own): since `before` (the map this returns when called without it).
 */
async function databaseCpu(db, before) {
  const rows = await db.query(`SELECT pid FROM pg_stat_activity WHERE pid <> pg_backend_pid()`);
  const now = new Map();
  for (const { pid } of rows) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      now.set(pid, (Number(fields[11]) + Number(fields[12])) * 10_000); // utime + stime, in 1/100 s
    } catch {
      // gone meanwhile
    }
  }
  if (!before) return now;
  let us = 0;
  for (const [pid, value] of now) us += value - (before.get(pid) ?? 0);
  return us;
}

/** Signs in the demo member (retried for a few seconds: a 503 while the process warms up). */
async function signInSoon(port) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await signIn(port, 'user@example.com', 'demo-password');
    } catch (error) {
      if (attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

async function profiling(server, run) {
  process.kill(server.pid, 'SIGUSR2');
  await new Promise((resolve) => setTimeout(resolve, 200));
  const result = run();
  process.kill(server.pid, 'SIGUSR2');
  for (let i = 0; i < 100 && !fs.existsSync(server.file); i++) await new Promise((r) => setTimeout(r, 100));
  return result;
}

function wrk(port, url, headers, conns, secs) {
  const argv = [`-t1`, `-c${conns}`, `-d${secs}s`, '--latency'];
  for (const [key, value] of Object.entries(headers)) argv.push('-H', `${key}: ${value}`);
  argv.push(`http://127.0.0.1:${port}${url}`);
  const out = spawnSync('wrk', argv, { encoding: 'utf8' }).stdout;
  const p50 = /^\s+50%\s+([\d.]+)(us|ms|s)/m.exec(out);
  return {
    requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p50: p50 ? Number(p50[1]) * { us: 0.001, ms: 1, s: 1000 }[p50[2]] : NaN,
  };
}

function layerOf(frame) {
  for (const [name, test] of LAYERS) if (test(frame)) return name;
  return undefined;
}

/**
 * The process's CPU time (`cpuUs`) shared out by layer as the samples' self time is (a frame without a script of its
 * own counts in its caller's layer); the profiler's own start and stop are left out.
 */
function layersOf(profile, cpuUs, top) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const layerOfNode = new Map();
  const resolve = (id) => {
    if (layerOfNode.has(id)) return layerOfNode.get(id);
    const node = byId.get(id);
    let layer =
      IDLE.has(node.callFrame.functionName) || node.callFrame.url === 'node:inspector'
        ? 'idle'
        : layerOf(node.callFrame);
    if (layer === undefined) layer = parent.has(id) ? resolve(parent.get(id)) : 'other';
    layerOfNode.set(id, layer);
    return layer;
  };
  const us = {};
  const functions = new Map();
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    const layer = resolve(id);
    if (layer === 'idle') return;
    us[layer] = (us[layer] ?? 0) + delta;
    if (top > 0) {
      const { functionName, url, lineNumber } = byId.get(id).callFrame;
      const key = `${functionName || '(anonymous)'} ${url.replace(/.*node_modules\//, '').replace(/.*dist\//, 'dist/')}:${lineNumber + 1}`;
      functions.set(key, (functions.get(key) ?? 0) + delta);
    }
  });
  // Samples are wall-clock steps (longer when the process waits for a CPU): the shares, scaled to the CPU time.
  const sampled = Object.values(us).reduce((sum, x) => sum + x, 0) || 1;
  for (const layer of Object.keys(us)) us[layer] *= cpuUs / sampled;
  return {
    us,
    top: [...functions]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([fn, x]) => [fn, (x * cpuUs) / sampled]),
  };
}

function print({ scenario, floor, api, ratio }) {
  const total = (perRequest) => Object.values(perRequest).reduce((sum, us) => sum + us, 0);
  const f = total(floor.perRequest);
  const a = total(api.perRequest);
  console.log(
    `${scenario}: floor ${f.toFixed(0)} µs a request (${floor.rps.toFixed(0)} req/s, p50 ${floor.p50.toFixed(2)} ms), ` +
      `API ${a.toFixed(0)} µs (${api.rps.toFixed(0)} req/s, p50 ${api.p50.toFixed(2)} ms): ${(a - f).toFixed(0)} µs more; ` +
      `database ${floor.database.toFixed(0)} and ${api.database.toFixed(0)} µs` +
      (Number.isFinite(ratio)
        ? `; API req/s ${ratio.toFixed(2)}x the floor's (median of ${args.rounds} rounds in turn)`
        : ''),
  );
  const layers = [...new Set([...Object.keys(api.perRequest), ...Object.keys(floor.perRequest)])].sort(
    (x, y) => (api.perRequest[y] ?? 0) - (api.perRequest[x] ?? 0),
  );
  for (const layer of layers) {
    const [x, y] = [floor.perRequest[layer] ?? 0, api.perRequest[layer] ?? 0];
    if (x < 0.5 && y < 0.5) continue;
    console.log(`    ${layer.padEnd(22)} floor ${x.toFixed(0).padStart(5)}   API ${y.toFixed(0).padStart(5)}`);
  }
  for (const [fn, us] of api.top ?? []) console.log(`      ${us.toFixed(0).padStart(8)} µs in all  ${fn}`);
}

function slug(name) {
  return name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
}
