import { readFileSync } from 'node:fs';
import { ConfigError } from './config-error.js';
import { envInteger, type Env } from './env-values.js';

/**
 * What one API process accepts from the network (issue 28.8: 20,000 slow sockets exhausted its file descriptors).
 * Applied to the node:http server by shared/http/server-limits.ts; docs/operations.md "Connection limits".
 */
export interface HttpServerLimits {
  /** Open connections at most; one more is closed as soon as it is accepted (HTTP_MAX_CONNECTIONS). */
  readonly maxConnections: number;
  /** Time to receive a request's headers, however slowly they trickle in (HTTP_HEADERS_TIMEOUT_MS). */
  readonly headersTimeoutMs: number;
  /** Time to receive a whole request, body included (HTTP_REQUEST_TIMEOUT_MS). */
  readonly requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this (HTTP_KEEP_ALIVE_TIMEOUT_MS). */
  readonly keepAliveTimeoutMs: number;
}

/** The TypeORM / pg pool of the API's queries (the session store has its own small pool). */
export interface DatabasePoolConfig {
  /** Connections at most (DATABASE_POOL_SIZE). */
  readonly size: number;
  /** How long a request waits for a free connection before it is answered 503 (DATABASE_CONNECT_TIMEOUT_MS). */
  readonly connectTimeoutMs: number;
}

/** File descriptors kept for everything but client connections: the database pools, logs, files served, PostgreSQL's pipes. */
const RESERVED_FILE_DESCRIPTORS = 256;
const DEFAULT_MAX_CONNECTIONS = 4_096;

/**
 * HTTP_MAX_CONNECTIONS [4096, or the process's open-file limit less 256 when that is lower], HTTP_HEADERS_TIMEOUT_MS
 * [10000], HTTP_REQUEST_TIMEOUT_MS [120000: an 11 MB photo over slow mobile data], HTTP_KEEP_ALIVE_TIMEOUT_MS [61000:
 * longer than nginx's idle upstream keep-alive, so nginx closes idle connections first]. The headers timeout cannot
 * exceed the request timeout.
 */
export function loadHttpServerLimits(env: Env): HttpServerLimits {
  const limits = {
    maxConnections: envInteger(env, 'HTTP_MAX_CONNECTIONS', defaultMaxConnections(), { min: 1, max: 1_000_000 }),
    headersTimeoutMs: envInteger(env, 'HTTP_HEADERS_TIMEOUT_MS', 10_000, { min: 100, max: 600_000 }),
    requestTimeoutMs: envInteger(env, 'HTTP_REQUEST_TIMEOUT_MS', 120_000, { min: 100, max: 3_600_000 }),
    keepAliveTimeoutMs: envInteger(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 61_000, { min: 0, max: 600_000 }),
  };
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new ConfigError(
      `HTTP_HEADERS_TIMEOUT_MS (${limits.headersTimeoutMs}) cannot be longer than HTTP_REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs})`,
    );
  }
  return limits;
}

/** DATABASE_POOL_SIZE [10], DATABASE_CONNECT_TIMEOUT_MS [5000]. */
export function loadDatabasePool(env: Env): DatabasePoolConfig {
  return {
    size: envInteger(env, 'DATABASE_POOL_SIZE', 10, { min: 1, max: 1_000 }),
    connectTimeoutMs: envInteger(env, 'DATABASE_CONNECT_TIMEOUT_MS', 5_000, { min: 100, max: 120_000 }),
  };
}

/** 4096, or fewer when the process may not open that many files (Linux: the soft "Max open files" limit). */
function defaultMaxConnections(): number {
  const soft = openFileLimit();
  if (soft === undefined) return DEFAULT_MAX_CONNECTIONS;
  return Math.max(64, Math.min(DEFAULT_MAX_CONNECTIONS, soft - RESERVED_FILE_DESCRIPTORS));
}

function openFileLimit(): number | undefined {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft && /^\d+$/.test(soft) ? Number(soft) : undefined;
  } catch {
    return undefined; // not Linux: no limit to read
  }
}
