import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { LoggerService, LogLevel } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config/app-config.js';
import type { TestDatabase } from './test-database.js';

export interface TestApp {
  readonly app: NestExpressApplication;
  /** Pass to supertest: request(testApp.http).get('/api/categories'). */
  readonly http: Server;
  readonly dataSource: DataSource;
  readonly config: AppConfig;
  close(): Promise<void>;
}

/** How much the test app raises every write rate limit (config/rate-limits.ts), unless options.env says otherwise. */
export const TEST_RATE_LIMIT_FACTOR = '1000';

export interface TestAppOptions {
  /** Extra environment variables for loadConfig (e.g. STATIC_DIRS, DEMO_DATA). */
  readonly env?: Record<string, string>;
  /** Nest logger; default silent (TEST_LOG=1 shows everything). */
  readonly logger?: LoggerService | LogLevel[] | false;
}

/**
 * The real application (createApp: same modules, pipes, filter, Swagger, static hosting) on a test database,
 * with demo data loaded and frontends pointing to a folder that does not exist unless options.env says otherwise.
 */
export async function createTestApp(db: TestDatabase, options: TestAppOptions = {}): Promise<TestApp> {
  const nowhere = path.join(os.tmpdir(), 'tara-no-frontends');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    DEMO_DATA: 'true',
    STATIC_DIRS: [1, 2, 3].map((n) => path.join(nowhere, String(n))).join(','),
    // The suites hammer the limited writes (bursts of comments, likes and claims, the contract fuzzers) from one
    // address: the write rate limits are raised a thousandfold; rate-limits.int-spec.ts sets its own, low ones.
    RATE_LIMIT_FACTOR: TEST_RATE_LIMIT_FACTOR,
    ...options.env,
  });
  const verbose = process.env.TEST_LOG === '1';
  const app = await createApp({
    config,
    databaseUrl: db.url,
    retryDatabase: false,
    databaseLogging: verbose,
    logger: options.logger ?? (verbose ? undefined : false),
  });
  return listeningTestApp(app, config);
}

/**
 * The test app, listening on a free port of 127.0.0.1 for the whole test file (given a server that is not listening,
 * supertest starts it for each request and closes it when that request ends). Idle keep-alive connections never time
 * out, so a test's keep-alive agent (support/burst-agent.ts) never writes a request on a socket the server is closing;
 * app.close() still closes them.
 */
export async function listeningTestApp(app: NestExpressApplication, config: AppConfig): Promise<TestApp> {
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = 0;
  await app.listen(0, '127.0.0.1');
  return {
    app,
    http: app.getHttpServer() as Server,
    dataSource: app.get(DataSource),
    config,
    close: () => app.close(),
  };
}
