import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import type { PlaceRef, ReviewContent, ReviewProps } from '../domain/review.js';
import { ReviewRepository } from '../application/ports/review.repository.js';
import { PLACE_COLUMN, PLACE_TABLE, REVIEW_COLUMNS, reviewOf, STAR_COUNTS, type ReviewRow } from './review-sql.js';

/** The reviews table, and the rating and review_count columns of the places it writes. */
@Injectable()
export class TypeOrmReviewRepository extends ReviewRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  override async lockPlace(place: PlaceRef): Promise<boolean> {
    const rows = await this.db.rows(`SELECT 1 FROM ${PLACE_TABLE[place.type]} WHERE id = $1 FOR UPDATE`, [place.id]);
    return rows.length > 0;
  }

  override async isStaffOf(userId: string, place: PlaceRef): Promise<boolean> {
    const rows = await this.db.rows(
      `SELECT 1 FROM coupon_partner_staff WHERE user_id = $1 AND ${PLACE_COLUMN[place.type]} = $2`,
      [userId, place.id],
    );
    return rows.length > 0;
  }

  override async add(review: ReviewProps): Promise<boolean> {
    const rows = await this.db.rows(
      `INSERT INTO reviews (id, place_type, ${PLACE_COLUMN[review.place.type]}, author_id, stars, text, visit_month,
         status, helpful_count, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, ($7 || '-01')::date, $8, $9, $10, $10)
       ON CONFLICT (author_id, place_id) WHERE status <> 'removed' DO NOTHING
       RETURNING id`,
      [
        review.id,
        review.place.type,
        review.place.id,
        review.authorId,
        review.stars,
        review.text,
        review.visitMonth,
        review.status,
        review.helpfulCount,
        review.createdAt,
      ],
    );
    return rows.length > 0;
  }

  override async find(id: string): Promise<ReviewProps | null> {
    const rows = await this.db.rows<ReviewRow>(`SELECT ${REVIEW_COLUMNS} FROM reviews r WHERE r.id = $1`, [id]);
    return rows[0] ? reviewOf(rows[0]) : null;
  }

  override async update(id: string, content: ReviewContent, now: Date): Promise<void> {
    await this.db.rows(
      `UPDATE reviews SET stars = $2, text = $3, visit_month = ($4 || '-01')::date, updated_at = $5 WHERE id = $1`,
      [id, content.stars, content.text, content.visitMonth, now],
    );
  }

  override async remove(id: string): Promise<void> {
    await this.db.rows(`DELETE FROM reviews WHERE id = $1`, [id]);
  }

  /**
   * From the place's published rows, in one statement: its row of review_stats (the five bars), and its rating
   * (round(sum / count, 1), as round(avg(stars), 1) gives) and review_count, written only when they change.
   */
  override async refreshAggregates(place: PlaceRef): Promise<void> {
    await this.db.rows(
      `WITH a AS (
         SELECT ${STAR_COUNTS} FROM reviews WHERE place_id = $1 AND status = 'published'
       ), stats AS (
         INSERT INTO review_stats (place_type, ${PLACE_COLUMN[place.type]}, stars_1, stars_2, stars_3, stars_4, stars_5)
         SELECT $2, $1, s1, s2, s3, s4, s5 FROM a
         ON CONFLICT (${PLACE_COLUMN[place.type]}) DO UPDATE SET stars_1 = EXCLUDED.stars_1, stars_2 = EXCLUDED.stars_2,
           stars_3 = EXCLUDED.stars_3, stars_4 = EXCLUDED.stars_4, stars_5 = EXCLUDED.stars_5
       ), t AS (
         SELECT s1 + s2 + s3 + s4 + s5 AS n, round((s1 + 2 * s2 + 3 * s3 + 4 * s4 + 5 * s5)::numeric
           / nullif(s1 + s2 + s3 + s4 + s5, 0), 1) AS rating FROM a
       )
       UPDATE ${PLACE_TABLE[place.type]} p SET rating = t.rating, review_count = t.n FROM t
       WHERE p.id = $1 AND (p.rating IS DISTINCT FROM t.rating OR p.review_count <> t.n)`,
      [place.id, place.type],
    );
  }
}
