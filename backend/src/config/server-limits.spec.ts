import { ConfigError } from './config-error.js';
import { loadDatabasePool, loadHttpServerLimits } from './server-limits.js';

describe('HTTP server limits and database pool (environment)', () => {
  it('defaults: a cap of at most 4096 connections, 10 s for headers, 120 s for a request, 61 s keep-alive; a pool of 10, 5 s wait', () => {
    const limits = loadHttpServerLimits({});
    expect(limits.maxConnections).toBeGreaterThanOrEqual(64);
    expect(limits.maxConnections).toBeLessThanOrEqual(4_096);
    expect(limits).toMatchObject({ headersTimeoutMs: 10_000, requestTimeoutMs: 120_000, keepAliveTimeoutMs: 61_000 });
    expect(loadDatabasePool({})).toEqual({ size: 10, connectTimeoutMs: 5_000 });
  });

  it('reads every value from its variable', () => {
    expect(
      loadHttpServerLimits({
        HTTP_MAX_CONNECTIONS: '100',
        HTTP_HEADERS_TIMEOUT_MS: '2000',
        HTTP_REQUEST_TIMEOUT_MS: '3000',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '0',
      }),
    ).toEqual({ maxConnections: 100, headersTimeoutMs: 2_000, requestTimeoutMs: 3_000, keepAliveTimeoutMs: 0 });
    expect(loadDatabasePool({ DATABASE_POOL_SIZE: '25', DATABASE_CONNECT_TIMEOUT_MS: '800' })).toEqual({
      size: 25,
      connectTimeoutMs: 800,
    });
  });

  it('refuses values out of range, and a headers timeout longer than the request timeout, naming the variable', () => {
    expect(() => loadHttpServerLimits({ HTTP_MAX_CONNECTIONS: '0' })).toThrow(/HTTP_MAX_CONNECTIONS/);
    expect(() => loadHttpServerLimits({ HTTP_HEADERS_TIMEOUT_MS: 'soon' })).toThrow(ConfigError);
    expect(() => loadHttpServerLimits({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '4000' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS .* cannot be longer than HTTP_REQUEST_TIMEOUT_MS/,
    );
    expect(() => loadDatabasePool({ DATABASE_POOL_SIZE: '-1' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadDatabasePool({ DATABASE_CONNECT_TIMEOUT_MS: '10' })).toThrow(/DATABASE_CONNECT_TIMEOUT_MS/);
  });
});
