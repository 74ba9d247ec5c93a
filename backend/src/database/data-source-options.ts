import type { DataSourceOptions, LoggerOptions } from 'typeorm';
import { MIGRATIONS } from './migrations/index.js';
import { ORM_ENTITIES } from './orm-entities.js';

export const MIGRATIONS_TABLE = 'migrations';

/**
 * TypeORM options of the backend's DataSource: never synchronize; the migrations run at start-up under an advisory lock
 * (database/migrate.ts, called by DatabaseModule and by the migrate CLI), not by TypeORM's own migrationsRun.
 */
export function buildDataSourceOptions(
  url: string,
  options: { logging?: LoggerOptions; poolSize?: number; connectTimeoutMs?: number } = {},
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: [...ORM_ENTITIES],
    migrations: [...MIGRATIONS],
    migrationsTableName: MIGRATIONS_TABLE,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    synchronize: false,
    // gen_random_uuid() is built into PostgreSQL 13+; no extension to install.
    installExtensions: false,
    uuidExtension: 'pgcrypto',
    logging: options.logging ?? ['error', 'warn', 'migration'],
    extra: {
      max: options.poolSize ?? 10,
      // A request that waits longer than this for a connection fails with pg-pool's 'timeout exceeded when trying to
      // connect', which the exception filter answers 503 with Retry-After (shared/persistence/database-unavailable.ts).
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
      application_name: 'tara-pampanga-backend',
    },
  };
}
