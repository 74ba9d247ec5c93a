import { Clock } from '../../../shared/time/clock.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { isUuid } from '../../../shared/domain/uuid.js';
import { CommunityError, CommunityErrorCode } from '../domain/community.errors.js';
import { draftReviewReport, type ReportReason } from '../domain/report.js';
import { PostReportRepository } from './ports/report.repository.js';
import { ReportableReviews } from './ports/reportable-reviews.js';
import { type Caller } from './caller.js';

export interface ReportReviewInput {
  readonly reviewId: string;
  readonly reason: ReportReason;
  readonly description?: string | null;
}

/**
 * POST /api/reports with a reviewId (issue 32, item 6): a member reports someone else's published review, once, by
 * the rules of a post's report (domain/report.ts) and into the same table, so that it folds into the moderators'
 * queue beside the posts and counts towards the reporter's standing. A reported review stays shown until a
 * moderator decides: members' reports alone never change a place's rating.
 */
export class ReportReviewUseCase {
  constructor(
    private readonly reviews: ReportableReviews,
    private readonly reports: PostReportRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly newId: () => string,
  ) {}

  execute(caller: Caller, input: ReportReviewInput): Promise<{ id: string }> {
    return this.unitOfWork.run(async () => {
      const review = isUuid(input.reviewId) ? await this.reviews.findPublished(input.reviewId) : null;
      if (!review) {
        throw new CommunityError(CommunityErrorCode.ReportedReviewNotFound, 'Review not found', {
          id: input.reviewId,
        });
      }
      const draft = draftReviewReport({ ...input, reviewAuthorId: review.authorId, reporterId: caller.id });
      const id = this.newId();
      if (!(await this.reports.addOnce(id, draft, this.clock.now()))) {
        throw new CommunityError(CommunityErrorCode.ReviewAlreadyReported, 'You have already reported this review', {
          reviewId: input.reviewId,
        });
      }
      return { id };
    });
  }
}
