import http from 'node:http';

/**
 * The HTTP agent of the tests that send hundreds or thousands of requests at once (2,000 claims, 1,000 likes).
 * supertest opens a new connection per request (superagent's `agent: false`), so 2,000 at once overflow the test
 * server's accept queue (listen backlog 511) and the kernel resets some of them (read ECONNRESET on a slow machine).
 * Through this agent at most 200 connections are open at a time, kept alive and reused: every request is still in
 * flight together from the server's side (its database pool, not the client, limits how many run at once).
 * Destroy it when the burst is over.
 */
export function burstAgent(): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: 200 });
}
