import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LoginFailureCounter, type FailureWindow } from '../application/ports/login-failure-counter.js';

/** Share of recordFailure() calls that also delete windows that ended (keeps the table small without a timer). */
const PRUNE_PROBABILITY = 0.02;

/** Counters in the login_failures table: one atomic upsert per failure, so every replica sees the same counts. */
@Injectable()
export class PgLoginFailureCounter extends LoginFailureCounter {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  override async current(keys: readonly string[], windowStart: Date): Promise<FailureWindow[]> {
    const rows: Array<{ key: string; failures: number; window_started_at: Date }> = await this.dataSource.query(
      `SELECT key, failures, window_started_at FROM login_failures WHERE key = ANY($1::text[]) AND window_started_at > $2`,
      [[...keys], windowStart],
    );
    return rows.map((row) => ({ key: row.key, count: row.failures, windowStartedAt: new Date(row.window_started_at) }));
  }

  override async recordFailure(keys: readonly string[], now: Date, windowStart: Date): Promise<void> {
    // Keys in a fixed order, so two concurrent upserts lock the rows in the same order (no deadlock).
    await this.dataSource.query(
      `INSERT INTO login_failures (key, failures, window_started_at)
       SELECT k, 1, $2 FROM unnest($1::text[]) AS k
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN login_failures.window_started_at <= $3 THEN 1 ELSE login_failures.failures + 1 END,
         window_started_at = CASE WHEN login_failures.window_started_at <= $3 THEN $2 ELSE login_failures.window_started_at END`,
      [[...new Set(keys)].sort(), now, windowStart],
    );
    if (Math.random() < PRUNE_PROBABILITY) {
      await this.dataSource.query(`DELETE FROM login_failures WHERE window_started_at <= $1`, [windowStart]);
    }
  }

  override async reset(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_failures WHERE key = $1`, [key]);
  }
}
