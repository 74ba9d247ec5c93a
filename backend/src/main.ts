import 'reflect-metadata';
import type { Server } from 'node:http';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config.js';
import { startDatabaseServer, type DatabaseServer } from './database/database-server.js';
import { isPortFree } from './shared/net/tcp-ports.js';
import { StartupError } from './shared/startup-error.js';
import { Readiness } from './health/readiness.js';

const logger = new Logger('Main');
const HTTP_DRAIN_MS = 10_000;
const SHUTDOWN_TIMEOUT_MS = 30_000;

let app: NestExpressApplication | undefined;
let database: DatabaseServer | undefined;
let shuttingDown = false;
let firstSignalAt = 0;
let drainDelayMs = 0;

/**
 * npm start: check the HTTP port, start the database (embedded PostgreSQL unless DATABASE_URL), build the
 * app (migrations under an advisory lock, demo data once), listen. SIGTERM/SIGINT: readiness turns 503 and every response
 * says Connection: close for DRAIN_DELAY_MS (5 s in production), then stop accepting connections, let in-flight requests
 * finish, close the pool, stop the embedded PostgreSQL, exit 0. A second signal (a second later) exits at once.
 * Note: Ctrl-C in a terminal also reaches the embedded PostgreSQL (same process group), which then does its own
 * clean fast shutdown; `kill <pid>` / SIGTERM to this process alone gives the fully ordered shutdown.
 */
async function start(): Promise<void> {
  const config = loadConfig();
  const { port, host } = config.http;
  if (port !== 0 && !(await isPortFree(port, host))) throw httpPortInUse(port);

  database = await startDatabaseServer(config.database, (message) => logger.log(message));
  if (shuttingDown) return;
  app = await createApp({ config, databaseUrl: database.url });
  drainDelayMs = config.drainDelayMs;
  if (shuttingDown) return;
  // Connection cap and header/request/keep-alive timeouts: set by configureApp (config.httpLimits, HTTP_* variables).
  try {
    await (host ? app.listen(port, host) : app.listen(port));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw httpPortInUse(port);
    throw error;
  }
  logger.log(`Tara Pampanga is ready on ${publicUrl(config, app.getHttpServer())} (API /api, docs /api/docs)`);
}

async function shutdown(signal: string): Promise<void> {
  if (shuttingDown) {
    // npm forwards the terminal's Ctrl-C to its child, so one Ctrl-C can arrive twice: only a later one forces.
    if (Date.now() - firstSignalAt < 1_000) return;
    logger.warn(`${signal} again: exiting without a clean shutdown`);
    process.exit(1);
  }
  shuttingDown = true;
  firstSignalAt = Date.now();
  logger.log(`${signal} received: finishing in-flight requests, then stopping`);
  setTimeout(() => {
    logger.error(`Shutdown took longer than ${SHUTDOWN_TIMEOUT_MS / 1000}s: exiting`);
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  await startup.catch(() => undefined);
  try {
    await stopEverything();
    logger.log('Stopped');
    process.exit(0);
  } catch (error) {
    logger.error(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

async function stopEverything(): Promise<void> {
  if (app) {
    const server = app.getHttpServer();
    if (server.listening) {
      const started = Date.now();
      app.get(Readiness).startDraining();
      if (drainDelayMs > 0) {
        logger.log(
          `Draining: /api/health/ready answers 503; still answering for ${drainDelayMs} ms, each connection closing after its response`,
        );
        await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
      }
      await drain(server);
      logger.log(`Drained in ${Date.now() - started} ms`);
    }
    await app.close(); // closes the DataSource (connection pool)
    app = undefined;
  }
  await database?.stop();
  database = undefined;
}

/** Stops accepting connections, lets in-flight requests finish (closing idle keep-alive sockets), then waits. */
function drain(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const force = setTimeout(() => server.closeAllConnections(), HTTP_DRAIN_MS);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

function httpPortInUse(port: number): StartupError {
  return new StartupError(
    `Port ${port} is already in use: stop the other process or start with PORT=${port + 1} npm start`,
  );
}

function publicUrl(config: AppConfig, server: Server): string {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.http.port;
  const host =
    !config.http.host || config.http.host === '0.0.0.0' || config.http.host === '::' ? 'localhost' : config.http.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** One line for errors the operator can fix; the stack only for real bugs. */
function reportFatal(error: unknown): void {
  if (error instanceof StartupError || error instanceof ConfigError) {
    console.error(error.message);
    return;
  }
  const connection = databaseConnectionProblem(error);
  if (connection) {
    console.error(connection);
    return;
  }
  console.error('The backend could not start:', error);
}

function databaseConnectionProblem(error: unknown): string | undefined {
  const code = (error as { code?: string } | undefined)?.code;
  const message = error instanceof Error ? error.message : String(error);
  const known: Record<string, string> = {
    ECONNREFUSED: 'nothing listens there',
    ENOTFOUND: 'unknown host',
    ETIMEDOUT: 'connection timed out',
    '28P01': 'wrong user name or password',
    '3D000': 'the database does not exist',
  };
  if (!code || !(code in known)) return undefined;
  const where = process.env.DATABASE_URL ? 'the DATABASE_URL server' : 'the embedded PostgreSQL';
  return `Cannot connect to ${where} (${known[code]}: ${message})`;
}

const startup = start();
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
startup.catch(async (error: unknown) => {
  if (shuttingDown) return; // shutdown() cleans up and exits
  reportFatal(error);
  await stopEverything().catch(() => undefined);
  process.exit(1);
});
