import { Injectable } from '@nestjs/common';
import { ReviewModerationPort } from '../../reviews/application/ports/review-moderation.port.js';
import { ReviewModeration, type ModeratedContent } from '../application/ports/moderation.ports.js';

/**
 * Reviews through the reviews module's own port (its lock order and its recount of the place's rating and count),
 * joining the moderation action's transaction.
 */
@Injectable()
export class ReviewsReviewModeration extends ReviewModeration {
  constructor(private readonly reviews: ReviewModerationPort) {
    super();
  }

  override async lock(reviewId: string): Promise<(ModeratedContent & { status: string }) | null> {
    const review = await this.reviews.lock(reviewId);
    return review
      ? {
          id: review.id,
          authorId: review.authorId,
          authorRole: review.authorRole,
          excerpt: review.excerpt,
          status: review.status,
        }
      : null;
  }

  override remove(reviewId: string): Promise<void> {
    return this.reviews.remove(reviewId);
  }
}
