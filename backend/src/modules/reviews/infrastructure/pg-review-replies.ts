import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import type { PlaceRef, ReviewReply } from '../domain/review.js';
import {
  ReviewNotices,
  ReviewReplies,
  type ReplyNotice,
  type ReplyTarget,
} from '../application/ports/review-replies.js';
import { PLACE_COLUMN, REVIEW_COLUMNS, reviewOf, type ReviewRow } from './review-sql.js';

interface TargetRow extends ReviewRow {
  placeName: string;
  placeSlug: string | null;
}

/** The reply columns of reviews; the business's staff are coupons' counter staff (coupon_partner_staff). */
@Injectable()
export class PgReviewReplies extends ReviewReplies {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  override async lock(reviewId: string): Promise<ReplyTarget | null> {
    const rows = await this.db.rows<TargetRow>(
      `SELECT ${REVIEW_COLUMNS}, coalesce(d.name, s.name) AS "placeName", s.slug AS "placeSlug"
       FROM reviews r LEFT JOIN destinations d ON d.id = r.destination_id LEFT JOIN services s ON s.id = r.service_id
       WHERE r.id = $1 FOR NO KEY UPDATE OF r`,
      [reviewId],
    );
    const row = rows[0];
    return row ? { review: reviewOf(row), placeName: row.placeName, placeSlug: row.placeSlug } : null;
  }

  override async isStaffOf(userId: string, place: PlaceRef): Promise<boolean> {
    const rows = await this.db.rows(
      `SELECT 1 FROM coupon_partner_staff WHERE user_id = $1 AND ${PLACE_COLUMN[place.type]} = $2`,
      [userId, place.id],
    );
    return rows.length > 0;
  }

  override async save(reviewId: string, reply: ReviewReply): Promise<void> {
    await this.db.rows(
      `UPDATE reviews SET reply_text = $2, reply_author_id = $3, replied_at = $4, reply_edited_at = $5 WHERE id = $1`,
      [reviewId, reply.text, reply.authorId, reply.repliedAt, reply.editedAt],
    );
  }

  override async clear(reviewId: string): Promise<void> {
    await this.db.rows(
      `UPDATE reviews SET reply_text = NULL, reply_author_id = NULL, replied_at = NULL, reply_edited_at = NULL
       WHERE id = $1`,
      [reviewId],
    );
  }
}

/**
 * The reviewer's notice, a row of the moderation module's member_notices (GET /api/user/notices shows it, and the
 * member dismisses it there): kind 'review_reply', details { reviewId, placeType, placeId, placeName, placeSlug }.
 */
@Injectable()
export class PgReviewNotices extends ReviewNotices {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  override async replied(id: string, reviewerId: string, notice: ReplyNotice, now: Date): Promise<void> {
    const details = {
      reviewId: notice.reviewId,
      placeType: notice.place.type,
      placeId: notice.place.id,
      placeName: notice.placeName,
      placeSlug: notice.placeSlug,
    };
    await this.db.rows(
      `INSERT INTO member_notices (id, user_id, kind, details, created_at) VALUES ($1, $2, 'review_reply', $3::jsonb, $4)`,
      [id, reviewerId, JSON.stringify(details), now],
    );
  }
}
