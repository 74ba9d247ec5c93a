import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { LoginFailureCounter, type FailureWindow } from '../application/ports/login-failure-counter.js';

/** Share of claim() calls that also delete windows that ended (keeps the table small without a timer). */
const PRUNE_PROBABILITY = 0.02;

/**
 * Counters in the login_failures table, shared by every replica. Every statement that locks several rows locks them in
 * one order, ascending key (issue 28.1: an UPDATE and a DELETE of the same rows in one statement locked them in two
 * orders and deadlocked under a burst):
 * - claim: one upsert over the sorted keys (INSERT ... SELECT ... ORDER BY key);
 * - release: one transaction that first locks the rows with SELECT ... ORDER BY key FOR UPDATE, then lowers or deletes
 *   them while it holds them (so the count is exact: two releases of a count of 2 leave none);
 * - prune: locks only rows nobody holds (FOR UPDATE SKIP LOCKED), so it never waits, let alone deadlocks.
 */
@Injectable()
export class PgLoginFailureCounter extends LoginFailureCounter {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  override async claim(keys: readonly string[], now: Date, windowStart: Date): Promise<FailureWindow[]> {
    // The row lock of the upsert serializes simultaneous attempts on one key: each sees its own count.
    const rows: Array<{ key: string; failures: number; window_started_at: Date }> = await this.dataSource.query(
      `INSERT INTO login_failures (key, failures, window_started_at)
       SELECT k, 1, $2 FROM unnest($1::text[]) AS k ORDER BY k
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN login_failures.window_started_at <= $3 THEN 1 ELSE login_failures.failures + 1 END,
         window_started_at = CASE WHEN login_failures.window_started_at <= $3 THEN $2 ELSE login_failures.window_started_at END
       RETURNING key, failures, window_started_at`,
      [sortedKeys(keys), now, windowStart],
    );
    if (Math.random() < PRUNE_PROBABILITY) await this.prune(windowStart);
    return rows.map((row) => ({ key: row.key, count: row.failures, windowStartedAt: new Date(row.window_started_at) }));
  }

  override async release(keys: readonly string[], windowStart: Date): Promise<void> {
    // A count of 1 goes (the table keeps counts of 1 or more, CHECK failures > 0); a higher one goes down by one. The
    // counts are read under the lock, so concurrent releases each take exactly one.
    await this.dataSource.transaction(async (manager: EntityManager) => {
      const locked: Array<{ key: string; failures: number }> = await manager.query(
        `SELECT key, failures FROM login_failures
         WHERE key = ANY($1::text[]) AND window_started_at > $2
         ORDER BY key FOR UPDATE`,
        [sortedKeys(keys), windowStart],
      );
      const lowered = locked.filter((row) => row.failures > 1).map((row) => row.key);
      const emptied = locked.filter((row) => row.failures <= 1).map((row) => row.key);
      // Both statements touch only rows this transaction already holds: they never wait.
      if (lowered.length > 0) {
        await manager.query(`UPDATE login_failures SET failures = failures - 1 WHERE key = ANY($1::text[])`, [lowered]);
      }
      if (emptied.length > 0) await manager.query(`DELETE FROM login_failures WHERE key = ANY($1::text[])`, [emptied]);
    });
  }

  override async reset(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_failures WHERE key = $1`, [key]);
  }

  /** Deletes windows that ended, skipping rows another statement holds (they are pruned next time). */
  private async prune(windowStart: Date): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM login_failures WHERE key IN (
         SELECT key FROM login_failures WHERE window_started_at <= $1 ORDER BY key FOR UPDATE SKIP LOCKED
       )`,
      [windowStart],
    );
  }
}

function sortedKeys(keys: readonly string[]): string[] {
  return [...new Set(keys)].sort();
}
