import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import type { PlaceRef, ReviewContent, ReviewProps } from '../domain/review.js';
import { ReviewRepository } from '../application/ports/review.repository.js';
import { PLACE_COLUMN, PLACE_TABLE, REVIEW_COLUMNS, reviewOf, type ReviewRow } from './review-sql.js';

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

  override async refreshAggregates(place: PlaceRef): Promise<void> {
    await this.db.rows(
      `UPDATE ${PLACE_TABLE[place.type]} p SET rating = a.rating, review_count = a.n
       FROM (SELECT count(*)::int AS n, round(avg(stars), 1) AS rating
             FROM reviews WHERE place_id = $1 AND status = 'published') a
       WHERE p.id = $1 AND (p.rating IS DISTINCT FROM a.rating OR p.review_count <> a.n)`,
      [place.id],
    );
  }
}
