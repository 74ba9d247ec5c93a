import { randomUUID } from 'node:crypto';
import { Module } from '@nestjs/common';
import { builtFrom } from '../../shared/use-case.provider.js';
import { UnitOfWork } from '../../shared/persistence/unit-of-work.js';
import { Clock } from '../../shared/time/clock.js';
import { CreateReviewUseCase } from './application/create-review.use-case.js';
import { DeleteReviewUseCase } from './application/delete-review.use-case.js';
import { ListReviewsQuery } from './application/list-reviews.query.js';
import { ReviewReader } from './application/ports/review.reader.js';
import { ReviewRepository } from './application/ports/review.repository.js';
import { ReviewModerationPort } from './application/ports/review-moderation.port.js';
import { TypeOrmReviewModeration } from './infrastructure/typeorm-review-moderation.js';
import { ReviewSummaryQuery } from './application/review-summary.query.js';
import { UpdateReviewUseCase } from './application/update-review.use-case.js';
import { DeleteReplyUseCase } from './application/delete-reply.use-case.js';
import { MyHelpfulVotesQuery } from './application/my-helpful-votes.query.js';
import { MyReviewQuery } from './application/my-review.query.js';
import { ReadReviewPhotoQuery } from './application/read-review-photo.query.js';
import { ReplyToReviewUseCase } from './application/reply-to-review.use-case.js';
import { VoteHelpfulUseCase } from './application/vote-helpful.use-case.js';
import { ReviewNotices, ReviewReplies } from './application/ports/review-replies.js';
import { ReviewPhotos } from './application/ports/review-photos.js';
import { ReviewVotes } from './application/ports/review-votes.js';
import { ReviewsController } from './http/reviews.controller.js';
import { ReviewFeedbackController } from './http/review-feedback.controller.js';
import { PgReviewReader } from './infrastructure/pg-review.reader.js';
import { PgReviewPhotos } from './infrastructure/pg-review-photos.js';
import { PgReviewNotices, PgReviewReplies } from './infrastructure/pg-review-replies.js';
import { PgReviewVotes } from './infrastructure/pg-review-votes.js';
import { TypeOrmReviewRepository } from './infrastructure/typeorm-review.repository.js';

/** Members' reviews of destinations and services, and the places' rating and count they make (docs/reviews.md). */
@Module({
  controllers: [ReviewsController, ReviewFeedbackController],
  providers: [
    { provide: ReviewRepository, useClass: TypeOrmReviewRepository },
    { provide: ReviewReader, useClass: PgReviewReader },
    { provide: ReviewVotes, useClass: PgReviewVotes },
    { provide: ReviewReplies, useClass: PgReviewReplies },
    { provide: ReviewNotices, useClass: PgReviewNotices },
    { provide: ReviewPhotos, useClass: PgReviewPhotos },
    { provide: ReviewModerationPort, useClass: TypeOrmReviewModeration },
    builtFrom(ListReviewsQuery, [ReviewReader]),
    builtFrom(ReviewSummaryQuery, [ReviewReader]),
    builtFrom(MyReviewQuery, [ReviewReader]),
    builtFrom(CreateReviewUseCase, [ReviewRepository, ReviewPhotos, UnitOfWork, Clock], randomUUID),
    builtFrom(UpdateReviewUseCase, [ReviewRepository, ReviewPhotos, UnitOfWork, Clock]),
    builtFrom(DeleteReviewUseCase, [ReviewRepository, UnitOfWork]),
    builtFrom(VoteHelpfulUseCase, [ReviewRepository, ReviewVotes, UnitOfWork, Clock]),
    builtFrom(MyHelpfulVotesQuery, [ReviewVotes]),
    builtFrom(ReplyToReviewUseCase, [ReviewReplies, ReviewNotices, UnitOfWork, Clock], randomUUID),
    builtFrom(DeleteReplyUseCase, [ReviewReplies, UnitOfWork]),
    builtFrom(ReadReviewPhotoQuery, [ReviewPhotos]),
  ],
  // The moderation of reviews (issue 32, item 6) removes them through this, under the place's lock.
  exports: [ReviewModerationPort],
})
export class ReviewsModule {}
