import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EMBEDDED_DATABASE_NAME } from '../config/app-config.js';
import { findFreePort } from '../shared/net/tcp-ports.js';
import { startEmbeddedPostgres, type EmbeddedPostgresServer } from './embedded-postgres.js';

export interface ThrowawayPostgres {
  /** Connection URL of the database `tara` in it. */
  readonly url: string;
  readonly port: number;
  readonly server: EmbeddedPostgresServer;
  /** Stops the server and deletes its folder. */
  stop(): Promise<void>;
}

/**
 * A fresh embedded PostgreSQL in a temporary folder on a free port, with fsync off, holding an empty
 * database `tara` (no migrations yet: createApp() runs them). For tests and the benchmark; ~1 s to start.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'tara-pg-'));
  try {
    await fs.chmod(root, 0o755); // when root, PostgreSQL runs as `postgres` and must get through
    const server = await startEmbeddedPostgres({
      dir: path.join(root, 'data'),
      port: await findFreePort(),
      ephemeral: true,
    });
    await server.ensureDatabase(EMBEDDED_DATABASE_NAME);
    return {
      url: server.connectionUrl(EMBEDDED_DATABASE_NAME),
      port: server.port,
      server,
      async stop() {
        try {
          await server.stop();
        } finally {
          await fs.rm(root, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await fs.rm(root, { recursive: true, force: true });
    throw error;
  }
}
