import { randomUUID } from 'node:crypto';
import { Module } from '@nestjs/common';
import { Clock } from '../../shared/time/clock.js';
import { UnitOfWork } from '../../shared/persistence/unit-of-work.js';
import { UsersModule } from '../users/users.module.js';
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

/** Moderation (DESIGN.md 2 and 7): the reports queue, actions in one transaction with an audit entry, member notices. */
@Module({
  imports: [UsersModule],
  controllers: [ModerationController],
  providers: [
    { provide: ModerationReportRepository, useClass: PgModerationReportRepository },
    { provide: PostModeration, useClass: PgPostModeration },
    { provide: CommentModeration, useClass: PgCommentModeration },
    { provide: MemberSanctions, useClass: UsersMemberSanctions },
    { provide: MemberNotices, useClass: PgMemberNotices },
    { provide: AuditTrail, useClass: PgAuditTrail },
    {
      provide: ActOnReportUseCase,
      useFactory: (
        reports: ModerationReportRepository,
        posts: PostModeration,
        sanctions: MemberSanctions,
        notices: MemberNotices,
        audit: AuditTrail,
        uow: UnitOfWork,
        clock: Clock,
      ) => new ActOnReportUseCase(reports, posts, sanctions, notices, audit, uow, clock, () => randomUUID()),
      inject: [
        ModerationReportRepository,
        PostModeration,
        MemberSanctions,
        MemberNotices,
        AuditTrail,
        UnitOfWork,
        Clock,
      ],
    },
    {
      provide: RemovePostUseCase,
      useFactory: (
        posts: PostModeration,
        reports: ModerationReportRepository,
        notices: MemberNotices,
        audit: AuditTrail,
        uow: UnitOfWork,
        clock: Clock,
      ) => new RemovePostUseCase(posts, reports, notices, audit, uow, clock, () => randomUUID()),
      inject: [PostModeration, ModerationReportRepository, MemberNotices, AuditTrail, UnitOfWork, Clock],
    },
    {
      provide: RemoveCommentUseCase,
      useFactory: (comments: CommentModeration, audit: AuditTrail, uow: UnitOfWork, clock: Clock) =>
        new RemoveCommentUseCase(comments, audit, uow, clock),
      inject: [CommentModeration, AuditTrail, UnitOfWork, Clock],
    },
    {
      provide: ListReportsQuery,
      useFactory: (r: ModerationReportRepository) => new ListReportsQuery(r),
      inject: [ModerationReportRepository],
    },
    {
      provide: ReportQueueQuery,
      useFactory: (r: ModerationReportRepository) => new ReportQueueQuery(r),
      inject: [ModerationReportRepository],
    },
    {
      provide: ReportCountsQuery,
      useFactory: (r: ModerationReportRepository) => new ReportCountsQuery(r),
      inject: [ModerationReportRepository],
    },
    { provide: ListAuditQuery, useFactory: (audit: AuditTrail) => new ListAuditQuery(audit), inject: [AuditTrail] },
    {
      provide: MyNoticesQuery,
      useFactory: (notices: MemberNotices) => new MyNoticesQuery(notices),
      inject: [MemberNotices],
    },
    {
      provide: DismissNoticeUseCase,
      useFactory: (notices: MemberNotices, uow: UnitOfWork, clock: Clock) =>
        new DismissNoticeUseCase(notices, uow, clock),
      inject: [MemberNotices, UnitOfWork, Clock],
    },
  ],
  // The community's DELETE of someone else's post or comment goes through these (its ContentModeration port).
  exports: [RemovePostUseCase, RemoveCommentUseCase],
})
export class ModerationModule {}
