import type { ThrottlerStorage } from '@nestjs/throttler';
import { DataSource } from 'typeorm';

/** Share of hits that also delete windows that ended (keeps the table small without a timer). */
const PRUNE_PROBABILITY = 0.01;
/** Rows a prune deletes at most (a few ms; the next prune takes the rest). */
const PRUNE_BATCH = 1_000;

/** @nestjs/throttler's ThrottlerStorageRecord: times in whole seconds. */
export interface RateLimitHit {
  readonly totalHits: number;
  readonly timeToExpire: number;
  readonly isBlocked: boolean;
  readonly timeToBlockExpire: number;
}

/**
 * The rate limits' counters in PostgreSQL (table rate_limit_hits), so that every replica counts the same hits, as
 * @nestjs/throttler's ThrottlerStorage: one atomic upsert per hit and key, in a fixed window that starts at the key's
 * first hit and lasts `ttl` ms. The row lock of the upsert serializes simultaneous hits on one key (each sees its own
 * count: the (limit+1)th is refused however many arrive at once); one statement locks one row, so hits never deadlock.
 * The database's clock decides the windows, not each replica's. A key over its limit stays blocked until its window
 * ends (blockDuration is not used: a fixed window already blocks for at most `ttl`). RateLimitModule makes it the
 * ThrottlerModule's storage.
 */
export class PgThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly dataSource: DataSource) {}

  async increment(key: string, ttl: number, limit: number): Promise<RateLimitHit> {
    const rows: Array<{ hits: number; seconds_left: number }> = await this.dataSource.query(
      `INSERT INTO rate_limit_hits AS h (key, hits, window_ends_at)
       VALUES ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN h.window_ends_at <= now() THEN 1 ELSE h.hits + 1 END,
         window_ends_at = CASE WHEN h.window_ends_at <= now() THEN EXCLUDED.window_ends_at ELSE h.window_ends_at END
       RETURNING hits, greatest(1, ceil(extract(epoch FROM h.window_ends_at - now())))::int AS seconds_left`,
      [key, ttl],
    );
    if (Math.random() < PRUNE_PROBABILITY) await this.prune();
    const { hits, seconds_left: secondsLeft } = rows[0];
    const isBlocked = hits > limit;
    return { totalHits: hits, timeToExpire: secondsLeft, isBlocked, timeToBlockExpire: isBlocked ? secondsLeft : 0 };
  }

  /** Deletes windows that ended; rows another statement holds are left for the next prune (no waiting, no deadlock). */
  async prune(): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM rate_limit_hits WHERE key IN (
         SELECT key FROM rate_limit_hits WHERE window_ends_at <= now() LIMIT ${PRUNE_BATCH} FOR UPDATE SKIP LOCKED
       )`,
    );
  }
}
