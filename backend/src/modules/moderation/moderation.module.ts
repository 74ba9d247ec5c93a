import { randomUUID } from 'node:crypto';
import { Module } from '@nestjs/common';
import { builtFrom } from '../../shared/use-case.provider.js';
import { Clock } from '../../shared/time/clock.js';
import { UnitOfWork } from '../../shared/persistence/unit-of-work.js';
import { UsersModule } from '../users/users.module.js';
import { ReviewsModule } from '../reviews/reviews.module.js';
import { ActOnReportUseCase } from './application/act-on-report.use-case.js';
import { DismissNoticeUseCase } from './application/dismiss-notice.use-case.js';
import { ListAuditQuery } from './application/list-audit.query.js';
import { ListReportsQuery } from './application/list-reports.query.js';
import { MyNoticesQuery } from './application/my-notices.query.js';
import { ReportCountsQuery } from './application/report-counts.query.js';
import { ReportQueueQuery } from './application/report-queue.query.js';
import {
  AuditTrail,
  CommentModeration,
  MemberNotices,
  MemberSanctions,
  PostModeration,
  ReviewModeration,
} from './application/ports/moderation.ports.js';
import { RemoveCommentUseCase } from './application/remove-comment.use-case.js';
import { RemovePostUseCase } from './application/remove-post.use-case.js';
import { ModerationReportRepository } from './application/ports/report.repository.js';
import { ModerationController } from './http/moderation.controller.js';
import {
  PgAuditTrail,
  PgCommentModeration,
  PgMemberNotices,
  PgPostModeration,
} from './infrastructure/pg-moderation.adapters.js';
import { PgModerationReportRepository } from './infrastructure/pg-moderation-report.repository.js';
import { UsersMemberSanctions } from './infrastructure/users-member-sanctions.js';
import { ReviewsReviewModeration } from './infrastructure/reviews-review-moderation.js';

/** Moderation (DESIGN.md 2 and 7): the reports queue (posts and reviews), actions in one transaction with an audit entry, member notices. */
@Module({
  imports: [UsersModule, ReviewsModule],
  controllers: [ModerationController],
  providers: [
    { provide: ModerationReportRepository, useClass: PgModerationReportRepository },
    { provide: PostModeration, useClass: PgPostModeration },
    { provide: CommentModeration, useClass: PgCommentModeration },
    { provide: ReviewModeration, useClass: ReviewsReviewModeration },
    { provide: MemberSanctions, useClass: UsersMemberSanctions },
    { provide: MemberNotices, useClass: PgMemberNotices },
    { provide: AuditTrail, useClass: PgAuditTrail },
    builtFrom(
      ActOnReportUseCase,
      [
        ModerationReportRepository,
        PostModeration,
        ReviewModeration,
        MemberSanctions,
        MemberNotices,
        AuditTrail,
        UnitOfWork,
        Clock,
      ],
      () => randomUUID(),
    ),
    builtFrom(
      RemovePostUseCase,
      [PostModeration, ModerationReportRepository, MemberNotices, AuditTrail, UnitOfWork, Clock],
      () => randomUUID(),
    ),
    builtFrom(RemoveCommentUseCase, [CommentModeration, AuditTrail, UnitOfWork, Clock]),
    builtFrom(ListReportsQuery, [ModerationReportRepository]),
    builtFrom(ReportQueueQuery, [ModerationReportRepository]),
    builtFrom(ReportCountsQuery, [ModerationReportRepository]),
    builtFrom(ListAuditQuery, [AuditTrail]),
    builtFrom(MyNoticesQuery, [MemberNotices]),
    builtFrom(DismissNoticeUseCase, [MemberNotices, UnitOfWork, Clock]),
  ],
  // The community's DELETE of someone else's post or comment goes through these (its ContentModeration port).
  exports: [RemovePostUseCase, RemoveCommentUseCase],
})
export class ModerationModule {}
