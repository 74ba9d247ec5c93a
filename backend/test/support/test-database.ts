import type { DataSource } from 'typeorm';
import { MIGRATIONS_TABLE } from '../../src/database/data-source-options.js';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../src/database/throwaway-postgres.js';

export type TestDatabase = ThrowawayPostgres;

/**
 * One throw-away embedded PostgreSQL per test file: start it in beforeAll, stop it in afterAll
 * (stop() also deletes its temporary folder). Migrations run when the app (or a DataSource with
 * buildDataSourceOptions) is created on it.
 */
export function startTestDatabase(): Promise<TestDatabase> {
  return startThrowawayPostgres();
}

/**
 * Empties every table except the migrations table and TypeORM's typeorm_metadata (schema, not data: it holds the
 * expressions of generated columns, which the ORM's schema comparison reads), between tests. The demo data marker goes.
 */
export async function resetDatabase(dataSource: DataSource): Promise<void> {
  const tables: Array<{ tablename: string }> = await dataSource.query(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> ALL ($1)`,
    [[MIGRATIONS_TABLE, 'typeorm_metadata']],
  );
  if (tables.length === 0) return;
  const list = tables.map(({ tablename }) => `"${tablename.replace(/"/g, '""')}"`).join(', ');
  await dataSource.query(`TRUNCATE TABLE ${list} RESTART IDENTITY CASCADE`);
}
