import { Clock } from '../../../shared/time/clock.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { checkMayVote } from '../domain/review.js';
import { ReviewError } from '../domain/review.errors.js';
import { ReviewRepository } from './ports/review.repository.js';
import { ReviewVotes } from './ports/review-votes.js';

export interface HelpfulAnswer {
  readonly helpfulCount: number;
  readonly votedByMe: boolean;
}

/**
 * PUT and DELETE /api/reviews/{id}/helpful: a member marks a published review helpful, or takes it back; both are
 * idempotent (one vote per member and review: the table's key). Never on one's own review. The count is the database's.
 */
export class VoteHelpfulUseCase {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly votes: ReviewVotes,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(userId: string, reviewId: string, helpful: boolean): Promise<HelpfulAnswer> {
    return this.unitOfWork.run(async () => {
      const review = await this.reviews.find(reviewId);
      if (!review) throw ReviewError.notFound(reviewId);
      checkMayVote(review, userId);
      const count = helpful
        ? await this.votes.add(reviewId, userId, this.clock.now())
        : await this.votes.remove(reviewId, userId);
      if (count === null) throw ReviewError.notFound(reviewId);
      return { helpfulCount: count, votedByMe: helpful };
    });
  }
}
