import type { ThrottlerStorage } from '@nestjs/throttler';
import { DataSource } from 'typeorm';
import { GroupCommit } from '../../persistence/group-commit.js';

/** Share of hits that also delete windows that ended (keeps the table small without a timer). */
const PRUNE_PROBABILITY = 0.01;
/** Rows a prune deletes at most (a few ms; the next prune takes the rest). */
const PRUNE_BATCH = 1_000;

/** One hit on a key: its bucket's window (ms) and limit. */
interface Hit {
  readonly ttl: number;
  readonly limit: number;
}

/** @nestjs/throttler's ThrottlerStorageRecord: times in whole seconds. */
export interface RateLimitHit {
  readonly totalHits: number;
  readonly timeToExpire: number;
  readonly isBlocked: boolean;
  readonly timeToBlockExpire: number;
}

/**
 * The rate limits' counters in PostgreSQL (table rate_limit_hits), so that every replica counts the same hits, as
 * @nestjs/throttler's ThrottlerStorage: one atomic upsert per key and batch of hits, in a fixed window that starts at the key's
 * first hit and lasts `ttl` ms. The row lock of the upsert serializes simultaneous hits on one key across replicas,
 * and a replica's simultaneous hits on one key share one upsert (each still gets its own count: the (limit+1)th is
 * refused however many arrive at once); one statement locks one row, so hits never deadlock.
 * The database's clock decides the windows, not each replica's. A key over its limit stays blocked until its window
 * ends (blockDuration is not used: a fixed window already blocks for at most `ttl`). RateLimitModule makes it the
 * ThrottlerModule's storage.
 */
export class PgThrottlerStorage implements ThrottlerStorage {
  /**
   * Per key at most one upsert of this process in flight; the hits that arrive meanwhile go together in the next one
   * (GroupCommit): every member behind one address (a festival's carrier NAT, a load test) counts on one hot row, which
   * took a round trip and a row lock per request.
   */
  private readonly batches = new GroupCommit<Hit, RateLimitHit>((key, hits) => this.countAll(key, hits));

  constructor(private readonly dataSource: DataSource) {}

  increment(key: string, ttl: number, limit: number): Promise<RateLimitHit> {
    return this.batches.submit(key, { ttl, limit });
  }

  /**
   * One upsert adds a batch's n hits on one key; the i-th hit of the batch (0-based, in arrival order) is the
   * (hits - n + i + 1)-th of the window, as if each had been counted by its own statement. A key's ttl and limit are
   * its bucket's, the same for every hit of a batch.
   */
  private async countAll(key: string, hits: readonly Hit[]): Promise<RateLimitHit[]> {
    const rows: Array<{ hits: number; seconds_left: number }> = await this.dataSource.query(
      `INSERT INTO rate_limit_hits AS h (key, hits, window_ends_at)
       VALUES ($1, $3, now() + make_interval(secs => $2::double precision / 1000))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN h.window_ends_at <= now() THEN EXCLUDED.hits ELSE h.hits + EXCLUDED.hits END,
         window_ends_at = CASE WHEN h.window_ends_at <= now() THEN EXCLUDED.window_ends_at ELSE h.window_ends_at END
       RETURNING hits, greatest(1, ceil(extract(epoch FROM h.window_ends_at - now())))::int AS seconds_left`,
      [key, hits[0].ttl, hits.length],
    );
    if (Math.random() < PRUNE_PROBABILITY) await this.prune();
    const { hits: total, seconds_left: secondsLeft } = rows[0];
    return hits.map(({ limit }, index) => {
      const totalHits = total - hits.length + index + 1;
      const isBlocked = totalHits > limit;
      return { totalHits, timeToExpire: secondsLeft, isBlocked, timeToBlockExpire: isBlocked ? secondsLeft : 0 };
    });
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
