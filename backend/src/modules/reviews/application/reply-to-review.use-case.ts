import { Clock } from '../../../shared/time/clock.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { ReviewStatus, type ReviewReply } from '../domain/review.js';
import { ReviewError } from '../domain/review.errors.js';
import { checkIsBusinessStaff, checkReplyText } from '../domain/review-reply.js';
import { ReviewNotices, ReviewReplies, type ReplyTarget } from './ports/review-replies.js';

export interface ReplyAnswer {
  readonly reply: ReviewReply;
  readonly businessName: string;
}

/** The review of PUT/DELETE /api/reviews/{id}/reply, locked: published (else 404), and the caller its business's staff. */
export async function lockForReply(replies: ReviewReplies, userId: string, reviewId: string): Promise<ReplyTarget> {
  const target = await replies.lock(reviewId);
  if (!target || target.review.status !== ReviewStatus.Published) throw ReviewError.notFound(reviewId);
  checkIsBusinessStaff(await replies.isStaffOf(userId, target.review.place), reviewId);
  return target;
}

/**
 * PUT /api/reviews/{id}/reply: the partner staff of the reviewed business write its one public reply, or edit it.
 * The first writing tells the reviewer in the app (a member notice, in the same transaction); edits do not.
 */
export class ReplyToReviewUseCase {
  constructor(
    private readonly replies: ReviewReplies,
    private readonly notices: ReviewNotices,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly newId: () => string,
  ) {}

  async execute(userId: string, reviewId: string, text: string): Promise<ReplyAnswer> {
    const checked = checkReplyText(text);
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const { review, placeName, placeSlug } = await lockForReply(this.replies, userId, reviewId);
      const before = review.reply;
      const reply: ReviewReply = before
        ? { text: checked, authorId: userId, repliedAt: before.repliedAt, editedAt: now }
        : { text: checked, authorId: userId, repliedAt: now, editedAt: null };
      await this.replies.save(reviewId, reply);
      if (!before)
        await this.notices.replied(
          this.newId(),
          review.authorId,
          { reviewId, place: review.place, placeName, placeSlug },
          now,
        );
      return { reply, businessName: placeName };
    });
  }
}
