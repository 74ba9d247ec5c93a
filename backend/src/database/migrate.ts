import type { DataSource } from 'typeorm';

/**
 * Key of the session-level PostgreSQL advisory lock that migrations run under (any constant bigint will do; this one
 * spells 'tara-mig' in ASCII). Every process that migrates takes it first.
 */
export const MIGRATION_LOCK_KEY = 0x746172612d6d6967n;

export interface MigrationRun {
  /** Names of the migrations this call applied (empty when another process had applied them all). */
  readonly applied: readonly string[];
  /** How long this call waited for the lock, in milliseconds. */
  readonly waitedMs: number;
}

/**
 * Applies the pending migrations under the advisory lock, each in its own transaction. Replicas that start together
 * queue on the lock: the first applies the migrations, the others then find none pending, so each runs once.
 */
export async function runMigrationsLocked(dataSource: DataSource): Promise<MigrationRun> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  const started = Date.now();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    const waitedMs = Date.now() - started;
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      await refreshRatingPriors(dataSource);
      return { applied: applied.map((migration) => migration.name), waitedMs };
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    await runner.release();
  }
}

/**
 * The rating sort's prior (migration 1795321000000, docs/near-me.md): m, the mean of every published review of each
 * kind of place, estimated again at each start-up, and the places whose Bayesian score it changes rescored. Skipped
 * while that migration has not run (the function does not exist yet).
 */
async function refreshRatingPriors(dataSource: DataSource): Promise<void> {
  await dataSource.query(
    `DO $$ BEGIN IF to_regprocedure('refresh_place_rating_priors()') IS NOT NULL THEN ` +
      `PERFORM refresh_place_rating_priors(); END IF; END $$`,
  );
}
