import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import { PlaceType, type PlaceRef } from '../domain/review.js';
import { ReviewModerationPort, type ModeratedReview } from '../application/ports/review-moderation.port.js';
import { ReviewRepository } from '../application/ports/review.repository.js';

type ModeratedReviewRow = Omit<ModeratedReview, 'place'> & { placeType: PlaceType; placeId: string };

/** The moderation of reviews on the reviews table, through the repository's place lock and recount. */
@Injectable()
export class TypeOrmReviewModeration extends ReviewModerationPort {
  constructor(
    private readonly db: TypeOrmUnitOfWork,
    private readonly reviews: ReviewRepository,
  ) {
    super();
  }

  override async lock(reviewId: string): Promise<ModeratedReview | null> {
    const place = await this.placeOf(reviewId);
    if (!place) return null;
    // The lock order of every review write: the place, then the review.
    await this.reviews.lockPlace(place);
    const rows = await this.db.rows<ModeratedReviewRow>(
      `SELECT r.id, r.place_type AS "placeType", r.place_id AS "placeId", r.author_id AS "authorId",
              a.role AS "authorRole", r.status, left(r.text, 100) AS excerpt
       FROM reviews r JOIN users a ON a.id = r.author_id WHERE r.id = $1 FOR UPDATE OF r`,
      [reviewId],
    );
    const row = rows[0];
    if (!row) return null;
    const { placeType, placeId, ...review } = row;
    return { ...review, place: { type: placeType, id: placeId } };
  }

  override async remove(reviewId: string): Promise<void> {
    const place = await this.placeOf(reviewId);
    if (!place) return;
    await this.reviews.lockPlace(place);
    const changed = await this.db.rows(
      `UPDATE reviews SET status = 'removed' WHERE id = $1 AND status <> 'removed' RETURNING id`,
      [reviewId],
    );
    if (changed.length > 0) await this.reviews.refreshAggregates(place);
  }

  private async placeOf(reviewId: string): Promise<PlaceRef | null> {
    const rows = await this.db.rows<{ type: PlaceType; id: string }>(
      `SELECT place_type AS type, place_id AS id FROM reviews WHERE id = $1`,
      [reviewId],
    );
    return rows[0] ?? null;
  }
}
