import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../database/data-source-options.js';
import { runMigrationsLocked } from '../database/migrate.js';

/**
 * `node backend/dist/cli/migrate.js`: applies the pending migrations to DATABASE_URL under the advisory lock and exits
 * (the compose file's one-shot `migrate` service). Exit code 0 when the schema is current, 1 otherwise.
 */
async function migrate(): Promise<number> {
  const url = process.env.DATABASE_URL?.trim();
  if (!url) {
    console.error('migrate: set DATABASE_URL (postgres://user:password@host:5432/database)');
    return 1;
  }
  const dataSource = await new DataSource(
    buildDataSourceOptions(url, { logging: ['error', 'warn'], poolSize: 2 }),
  ).initialize();
  try {
    const run = await runMigrationsLocked(dataSource);
    console.log(
      JSON.stringify({
        level: 'info',
        msg:
          run.applied.length > 0
            ? `Applied ${run.applied.length} migration(s)`
            : 'The schema is current: nothing to apply',
        applied: run.applied,
        waitedForLockMs: run.waitedMs,
      }),
    );
    return 0;
  } finally {
    await dataSource.destroy();
  }
}

migrate().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('migrate failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
