import type { Server } from 'node:http';
import type { HttpServerLimits } from '../../config/server-limits.js';

/**
 * Caps what one slow or hostile client can hold of the process (issue 28.8): connections beyond `maxConnections` are
 * closed as soon as they are accepted (Node's server.maxConnections); a request whose headers have not all arrived after
 * `headersTimeoutMs`, or whose body has not after `requestTimeoutMs`, is answered 408 and its connection closed, however
 * slowly it keeps sending; an idle keep-alive connection closes after `keepAliveTimeoutMs`. Node checks the two request
 * timeouts every `connectionsCheckingInterval` (30 s by default, read when the server starts listening): set here to a
 * quarter of the headers timeout (at most 1 s), so a timeout is enforced within 25% of its value.
 */
export function applyHttpServerLimits(server: Server, limits: HttpServerLimits): void {
  server.maxConnections = limits.maxConnections;
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.max(
    25,
    Math.min(1_000, Math.floor(limits.headersTimeoutMs / 4)),
  );
}
