import type { DataSourceOptions, LoggerOptions } from 'typeorm';
import { MIGRATIONS } from './migrations/index.js';
import { ORM_ENTITIES } from './orm-entities.js';

export const MIGRATIONS_TABLE = 'migrations';

/** TypeORM options of the backend's DataSource: migrations run at start-up, never synchronize. */
export function buildDataSourceOptions(
  url: string,
  options: { logging?: LoggerOptions; poolSize?: number } = {},
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: [...ORM_ENTITIES],
    migrations: [...MIGRATIONS],
    migrationsTableName: MIGRATIONS_TABLE,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    // gen_random_uuid() is built into PostgreSQL 13+; no extension to install.
    installExtensions: false,
    uuidExtension: 'pgcrypto',
    logging: options.logging ?? ['error', 'warn', 'migration'],
    extra: {
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      application_name: 'tara-pampanga-backend',
    },
  };
}
