import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import type { PlaceRef } from '../domain/review.js';
import { ReviewVotes } from '../application/ports/review-votes.js';
import { PLACE_TABLE } from './review-sql.js';

/**
 * review_votes. helpful_count is the database's: a row trigger (migration 1795320700000) adds or takes one on every
 * insert or delete of a vote, under the review row's lock, so simultaneous votes on one review count exactly.
 */
@Injectable()
export class PgReviewVotes extends ReviewVotes {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  override async add(reviewId: string, userId: string, now: Date): Promise<number | null> {
    // FOR KEY SHARE: a review deleted meanwhile gives no row (nothing inserted) rather than a foreign key error.
    await this.db.rows(
      `INSERT INTO review_votes (review_id, user_id, created_at)
       SELECT r.id, $2, $3 FROM reviews r WHERE r.id = $1 FOR KEY SHARE
       ON CONFLICT (review_id, user_id) DO NOTHING`,
      [reviewId, userId, now],
    );
    return this.countOf(reviewId);
  }

  override async remove(reviewId: string, userId: string): Promise<number | null> {
    await this.db.rows(`DELETE FROM review_votes WHERE review_id = $1 AND user_id = $2`, [reviewId, userId]);
    return this.countOf(reviewId);
  }

  override async votedOn(userId: string, place: PlaceRef): Promise<string[] | null> {
    const rows = await this.db.preparedRows<{ ids: string[] }>(
      `SELECT ARRAY(
         SELECT v.review_id::text FROM review_votes v JOIN reviews r ON r.id = v.review_id
         WHERE v.user_id = $2 AND r.place_id = $1 AND r.status = 'published' ORDER BY v.review_id
       ) AS ids
       FROM ${PLACE_TABLE[place.type]} p WHERE p.id = $1`,
      [place.id, userId],
    );
    return rows[0]?.ids ?? null;
  }

  private async countOf(reviewId: string): Promise<number | null> {
    const rows = await this.db.rows<{ n: number }>(`SELECT helpful_count AS n FROM reviews WHERE id = $1`, [reviewId]);
    return rows[0] ? Number(rows[0].n) : null;
  }
}
