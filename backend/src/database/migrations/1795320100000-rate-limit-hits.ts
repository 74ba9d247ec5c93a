import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * rate_limit_hits: the write rate limits' counters (issue 28.2, shared/http/rate-limit), one row per bucket, scope
 * (account or address) and caller, shared by every replica. UNLOGGED: the counters are written on every limited write
 * and worth nothing after a crash (PostgreSQL empties the table then: the windows start again), so they skip the WAL.
 */
export class RateLimitHits1795320100000 implements MigrationInterface {
  name = 'RateLimitHits1795320100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE UNLOGGED TABLE rate_limit_hits (
        key text NOT NULL,
        hits integer NOT NULL,
        window_ends_at timestamptz NOT NULL,
        CONSTRAINT rate_limit_hits_pkey PRIMARY KEY (key),
        CONSTRAINT rate_limit_hits_hits_check CHECK (hits > 0)
      )
    `);
    await queryRunner.query(`CREATE INDEX rate_limit_hits_window_ends_at_idx ON rate_limit_hits (window_ends_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE rate_limit_hits`);
  }
}
