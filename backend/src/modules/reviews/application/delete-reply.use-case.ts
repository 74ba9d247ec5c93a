import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { ReviewError, ReviewErrorCode } from '../domain/review.errors.js';
import { ReviewReplies } from './ports/review-replies.js';
import { lockForReply } from './reply-to-review.use-case.js';

/** DELETE /api/reviews/{id}/reply: the business's staff take its reply down (a new one later notifies again). */
export class DeleteReplyUseCase {
  constructor(
    private readonly replies: ReviewReplies,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(userId: string, reviewId: string): Promise<void> {
    return this.unitOfWork.run(async () => {
      const { review } = await lockForReply(this.replies, userId, reviewId);
      if (!review.reply)
        throw new ReviewError(ReviewErrorCode.ReplyNotFound, 'This review has no reply', { id: reviewId });
      await this.replies.clear(reviewId);
    });
  }
}
