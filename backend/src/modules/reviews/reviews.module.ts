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
import { ReviewsController } from './http/reviews.controller.js';
import { PgReviewReader } from './infrastructure/pg-review.reader.js';
import { TypeOrmReviewRepository } from './infrastructure/typeorm-review.repository.js';

/** Members' reviews of destinations and services, and the places' rating and count they make (docs/reviews.md). */
@Module({
  controllers: [ReviewsController],
  providers: [
    { provide: ReviewRepository, useClass: TypeOrmReviewRepository },
    { provide: ReviewReader, useClass: PgReviewReader },
    { provide: ReviewModerationPort, useClass: TypeOrmReviewModeration },
    builtFrom(ListReviewsQuery, [ReviewReader]),
    builtFrom(ReviewSummaryQuery, [ReviewReader]),
    builtFrom(CreateReviewUseCase, [ReviewRepository, UnitOfWork, Clock], randomUUID),
    builtFrom(UpdateReviewUseCase, [ReviewRepository, UnitOfWork, Clock]),
    builtFrom(DeleteReviewUseCase, [ReviewRepository, UnitOfWork]),
  ],
  // The moderation of reviews (issue 32, item 6) removes them through this, under the place's lock.
  exports: [ReviewModerationPort],
})
export class ReviewsModule {}
