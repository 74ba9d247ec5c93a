import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LoginFailureCounter, type FailureWindow } from '../application/ports/login-failure-counter.js';

/** Share of claim() calls that also delete windows that ended (keeps the table small without a timer). */
const PRUNE_PROBABILITY = 0.02;

/** Counters in the login_failures table: one atomic upsert per attempt, so every replica sees the same counts. */
@Injectable()
export class PgLoginFailureCounter extends LoginFailureCounter {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  override async claim(keys: readonly string[], now: Date, windowStart: Date): Promise<FailureWindow[]> {
    // One upsert for all keys, in a fixed order, so two concurrent claims lock the rows in the same order (no deadlock);
    // the row lock of the upsert serializes simultaneous attempts on one key: each sees its own count.
    const rows: Array<{ key: string; failures: number; window_started_at: Date }> = await this.dataSource.query(
      `INSERT INTO login_failures (key, failures, window_started_at)
       SELECT k, 1, $2 FROM unnest($1::text[]) AS k
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN login_failures.window_started_at <= $3 THEN 1 ELSE login_failures.failures + 1 END,
         window_started_at = CASE WHEN login_failures.window_started_at <= $3 THEN $2 ELSE login_failures.window_started_at END
       RETURNING key, failures, window_started_at`,
      [[...new Set(keys)].sort(), now, windowStart],
    );
    if (Math.random() < PRUNE_PROBABILITY) {
      await this.dataSource.query(`DELETE FROM login_failures WHERE window_started_at <= $1`, [windowStart]);
    }
    return rows.map((row) => ({ key: row.key, count: row.failures, windowStartedAt: new Date(row.window_started_at) }));
  }

  override async release(keys: readonly string[], windowStart: Date): Promise<void> {
    // A count of 1 goes (the table keeps counts of 1 or more); a higher one goes down by one. Under a race with another
    // release the count may stay one too high, never too low: the limit is never loosened.
    await this.dataSource.query(
      `WITH lowered AS (
         UPDATE login_failures SET failures = failures - 1
         WHERE key = ANY($1::text[]) AND failures > 1 AND window_started_at > $2 RETURNING key
       )
       DELETE FROM login_failures WHERE key = ANY($1::text[]) AND failures = 1 AND window_started_at > $2`,
      [[...new Set(keys)].sort(), windowStart],
    );
  }

  override async reset(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_failures WHERE key = $1`, [key]);
  }
}
