/**
 * Errors that mean "the database cannot serve this request now" rather than "this request is wrong" (issue 28.1): no
 * connection in time from the pool, a server out of connection slots, a lock or a deadlock that a retry would clear. The
 * one exception filter answers them 503 SERVICE_UNAVAILABLE with Retry-After, never 500, and counts them by reason.
 */
export type DatabaseUnavailableReason =
  /** pg-pool waited connectionTimeoutMillis for a free connection (DATABASE_CONNECT_TIMEOUT_MS), or connecting took longer. */
  | 'pool_timeout'
  /** The server refused a new connection: too many clients (53300), starting up or shutting down (57P03), out of resources (53xxx). */
  | 'server_busy'
  /** Lock not available (55P03: lock_timeout, NOWAIT), a deadlock (40P01) or a serialization failure (40001). */
  | 'lock_conflict';

export const DATABASE_UNAVAILABLE_REASONS: readonly DatabaseUnavailableReason[] = [
  'pool_timeout',
  'server_busy',
  'lock_conflict',
];

/** SQLSTATE codes (https://www.postgresql.org/docs/current/errcodes-appendix.html) and what they mean here. */
const REASON_BY_SQLSTATE: Readonly<Record<string, DatabaseUnavailableReason>> = {
  '53000': 'server_busy', // insufficient_resources
  '53100': 'server_busy', // disk_full
  '53200': 'server_busy', // out_of_memory
  '53300': 'server_busy', // too_many_connections
  '57P03': 'server_busy', // cannot_connect_now
  '55P03': 'lock_conflict', // lock_not_available
  '40P01': 'lock_conflict', // deadlock_detected
  '40001': 'lock_conflict', // serialization_failure
};

/** pg-pool's own errors: no SQLSTATE, only these messages (pg-pool/index.js). */
const POOL_TIMEOUT_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];

/** Seconds a client is asked to wait (Retry-After) before sending the request again. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/**
 * The reason when `error` (or what it wraps: TypeORM's QueryFailedError.driverError, an Error's cause) is one of the
 * errors above; undefined for anything else.
 */
export function databaseUnavailableReason(error: unknown): DatabaseUnavailableReason | undefined {
  const queue: unknown[] = [error];
  const seen = new Set<unknown>();
  while (queue.length > 0 && seen.size < 8) {
    const current = queue.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    const candidate = current as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && REASON_BY_SQLSTATE[candidate.code])
      return REASON_BY_SQLSTATE[candidate.code];
    if (typeof candidate.message === 'string' && POOL_TIMEOUT_MESSAGES.includes(candidate.message))
      return 'pool_timeout';
    queue.push(candidate.driverError, candidate.cause);
  }
  return undefined;
}
