import type { DatabaseConfig } from '../config/app-config.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

/** The PostgreSQL server the backend talks to: the embedded one it started, or the DATABASE_URL one. */
export interface DatabaseServer {
  /** Connection URL of the backend's database. */
  readonly url: string;
  readonly embedded: boolean;
  /** Stops the embedded server (no-op for DATABASE_URL). Call after the DataSource is closed. */
  stop(): Promise<void>;
}

/**
 * Step one of the start-up: with DATABASE_URL use that server; otherwise start the embedded PostgreSQL
 * in config.dir (initialised once, kept across restarts) and create the database when missing.
 * Migrations and demo data come after, in createApp().
 */
export async function startDatabaseServer(
  config: DatabaseConfig,
  log: (message: string) => void = () => undefined,
): Promise<DatabaseServer> {
  if (config.kind === 'external') {
    return { url: config.url, embedded: false, stop: async () => undefined };
  }
  const server = await startEmbeddedPostgres({ dir: config.dir, port: config.port, log });
  try {
    await server.ensureDatabase(config.databaseName);
  } catch (error) {
    await server.stop();
    throw error;
  }
  log(`Embedded PostgreSQL is running on 127.0.0.1:${config.port} (data: ${config.dir})`);
  return { url: server.connectionUrl(config.databaseName), embedded: true, stop: () => server.stop() };
}
