// The benchmark's API process: the built app (dist/app.js createApp, the same pipeline as npm start) on an existing
// database, as deployed but over plain http (NODE_ENV=bench: cookies without Secure, so the benchmark can sign in;
// no demo data, no static files, no per-request log lines).
//   node scripts/support/api-server.mjs <database url> <port>
// Prints `listening <port>` when ready; SIGTERM closes it. NODE_OPTIONS=--cpu-prof profiles it (issue 13.3).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { profileOnSignal } from './profile-on-signal.mjs';

const backend = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = (file) => import(pathToFileURL(path.join(backend, 'dist', file)).href);

const [databaseUrl, port] = process.argv.slice(2);
profileOnSignal();
const { createApp } = await dist('app.js');
const { loadConfig } = await dist('config/app-config.js');
process.env.SESSION_SECRET ??= 'benchmark-session-secret-0123456789abcdef';
const env = {
  NODE_ENV: 'bench',
  DEMO_DATA: 'false',
  DATABASE_URL: databaseUrl,
  SERVE_STATIC: 'false',
  LOG_FORMAT: 'pretty',
  DRAIN_DELAY_MS: '0',
  // The benchmark's clients write from one address thousands of times a minute: the write rate limits are raised out
  // of the way (still counted in PostgreSQL, as in production), unless RATE_LIMIT_FACTOR says otherwise.
  RATE_LIMIT_FACTOR: process.env.RATE_LIMIT_FACTOR ?? '100000',
  // The benchmark also runs an API keeping no answers for signed-out callers (ANSWER_CACHE_MB=0).
  ...(process.env.ANSWER_CACHE_MB ? { ANSWER_CACHE_MB: process.env.ANSWER_CACHE_MB } : {}),
};
const app = await createApp({
  config: loadConfig(env),
  databaseUrl,
  logger: ['error'],
  databaseLogging: false,
  retryDatabase: false,
});
const server = app.getHttpServer();
server.keepAliveTimeout = 61_000;
await app.listen(Number(port), '127.0.0.1');
console.log(`listening ${server.address().port}`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
