import { parseInteger, envInteger } from '../../config/env-values.js';
import { randomUUID } from 'node:crypto';
import { Injectable, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { builtFrom } from '../../shared/use-case.provider.js';
import { Clock } from '../../shared/time/clock.js';
import { UnitOfWork } from '../../shared/persistence/unit-of-work.js';
import { AddCommentUseCase } from './application/add-comment.use-case.js';
import { DeleteCommentUseCase } from './application/delete-comment.use-case.js';
import { ListCommentsQuery } from './application/list-comments.query.js';
import { CommunityStatsQuery } from './application/community-stats.query.js';
import { PurgeUnusedUploadsUseCase } from './application/purge-unused-uploads.use-case.js';
import { ReadImageQuery } from './application/read-image.query.js';
import { UploadPhotoUseCase } from './application/upload-photo.use-case.js';
import { CommentRepository } from './application/ports/comment.repository.js';
import { CommunityStatsReader } from './application/ports/community-stats.reader.js';
import { ImageProcessor, ImageStore } from './application/ports/image.store.js';
import { PostRepository } from './application/ports/post.repository.js';
import { PostReportRepository } from './application/ports/report.repository.js';
import { ContentModeration } from './application/ports/content-moderation.js';
import { CreatePostUseCase } from './application/create-post.use-case.js';
import { DeletePostUseCase } from './application/delete-post.use-case.js';
import { GetPostQuery } from './application/get-post.query.js';
import { ListPostsQuery } from './application/list-posts.query.js';
import { SharePostUseCase } from './application/share-post.use-case.js';
import { ToggleLikeUseCase } from './application/toggle-like.use-case.js';
import { ReportPostUseCase } from './application/report-post.use-case.js';
import { ReportReviewUseCase } from './application/report-review.use-case.js';
import { ReportableReviews } from './application/ports/reportable-reviews.js';
import { PgReportableReviews } from './infrastructure/pg-reportable-reviews.js';
import { DEFAULT_REPORTS_TO_HIDE_POST } from './domain/post.js';
import { DEFAULT_REPORT_TRUST_POLICY, type ReportTrustPolicy } from './domain/report-trust.js';
import { ModerationModule } from '../moderation/moderation.module.js';
import { ModerationContentModeration } from './infrastructure/moderation-content-moderation.js';
import { CommentsController } from './http/comments.controller.js';
import { PostsController } from './http/posts.controller.js';
import { ReportsController } from './http/reports.controller.js';
import { UploadsController } from './http/uploads.controller.js';
import { PgCommunityStatsReader } from './infrastructure/pg-community-stats.reader.js';
import { PgImageStore } from './infrastructure/pg-image.store.js';
import { SharpImageProcessor } from './infrastructure/sharp-image.processor.js';
import { TypeOrmCommentRepository } from './infrastructure/typeorm-comment.repository.js';
import { TypeOrmPostReportRepository } from './infrastructure/typeorm-post-report.repository.js';
import { TypeOrmPostRepository } from './infrastructure/typeorm-post.repository.js';

const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Deletes unused uploads once at start-up and then every hour (every replica may: the DELETE is idempotent). */
@Injectable()
export class UnusedUploadsPurger implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private readonly logger = new Logger('Uploads');

  constructor(private readonly purge: PurgeUnusedUploadsUseCase) {}

  onApplicationBootstrap(): void {
    void this.run();
    this.timer = setInterval(() => void this.run(), PURGE_EVERY_MS).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async run(): Promise<void> {
    try {
      const deleted = await this.purge.execute();
      if (deleted > 0) this.logger.log(`Deleted ${deleted} photo upload(s) no post used within 24 hours`);
    } catch (error) {
      this.logger.warn(`Could not delete unused uploads: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

const newId = () => randomUUID();

/** REPORTS_TO_HIDE_POST: a whole number from 1 to 1000 (default 3). */
export function reportsToHidePost(value: string | undefined): number {
  return parseInteger('REPORTS_TO_HIDE_POST', value, DEFAULT_REPORTS_TO_HIDE_POST, { min: 1, max: 1_000 });
}

/**
 * Who counts towards hiding a post (domain/report-trust.ts), from the environment:
 * REPORT_TRUST_MIN_ACCOUNT_AGE_HOURS (0 to 8760, default 72), REPORT_DISTRUST_MIN_DISMISSED (1 to 1000, default 3),
 * REPORT_DISTRUST_WINDOW_DAYS (1 to 3650, default 90).
 */
export function reportTrustPolicy(env: NodeJS.ProcessEnv): ReportTrustPolicy {
  const defaults = DEFAULT_REPORT_TRUST_POLICY;
  return {
    minAccountAgeHours: envInteger(env, 'REPORT_TRUST_MIN_ACCOUNT_AGE_HOURS', defaults.minAccountAgeHours, {
      min: 0,
      max: 8_760,
    }),
    distrustMinDismissed: envInteger(env, 'REPORT_DISTRUST_MIN_DISMISSED', defaults.distrustMinDismissed, {
      min: 1,
      max: 1_000,
    }),
    distrustWindowDays: envInteger(env, 'REPORT_DISTRUST_WINDOW_DAYS', defaults.distrustWindowDays, {
      min: 1,
      max: 3_650,
    }),
  };
}

/** The community (DESIGN.md 2): posts, photos, likes, shares, comments and the reports members file. */
@Module({
  imports: [ModerationModule],
  controllers: [PostsController, CommentsController, ReportsController, UploadsController],
  providers: [
    { provide: PostRepository, useClass: TypeOrmPostRepository },
    { provide: CommentRepository, useClass: TypeOrmCommentRepository },
    { provide: PostReportRepository, useClass: TypeOrmPostReportRepository },
    { provide: ImageStore, useClass: PgImageStore },
    { provide: ImageProcessor, useClass: SharpImageProcessor },
    { provide: CommunityStatsReader, useClass: PgCommunityStatsReader },
    { provide: ContentModeration, useClass: ModerationContentModeration },
    { provide: ReportableReviews, useClass: PgReportableReviews },
    // Use cases are framework-free classes: built here from their ports.
    builtFrom(ListPostsQuery, [PostRepository]),
    builtFrom(GetPostQuery, [PostRepository]),
    builtFrom(CreatePostUseCase, [PostRepository, ImageStore, UnitOfWork, Clock], newId),
    builtFrom(DeletePostUseCase, [PostRepository, ContentModeration, UnitOfWork, Clock]),
    builtFrom(ToggleLikeUseCase, [PostRepository, UnitOfWork, Clock]),
    builtFrom(SharePostUseCase, [PostRepository, UnitOfWork, Clock]),
    builtFrom(ListCommentsQuery, [PostRepository, CommentRepository]),
    builtFrom(AddCommentUseCase, [PostRepository, CommentRepository, UnitOfWork, Clock], newId),
    builtFrom(DeleteCommentUseCase, [PostRepository, CommentRepository, ContentModeration, UnitOfWork]),
    {
      provide: ReportPostUseCase,
      useFactory: (posts: PostRepository, reports: PostReportRepository, uow: UnitOfWork, clock: Clock) =>
        new ReportPostUseCase(
          posts,
          reports,
          uow,
          clock,
          newId,
          reportsToHidePost(process.env.REPORTS_TO_HIDE_POST),
          reportTrustPolicy(process.env),
        ),
      inject: [PostRepository, PostReportRepository, UnitOfWork, Clock],
    },
    builtFrom(ReportReviewUseCase, [ReportableReviews, PostReportRepository, UnitOfWork, Clock], newId),
    builtFrom(UploadPhotoUseCase, [ImageProcessor, ImageStore, Clock], newId),
    builtFrom(ReadImageQuery, [ImageStore]),
    builtFrom(PurgeUnusedUploadsUseCase, [ImageStore, Clock]),
    builtFrom(CommunityStatsQuery, [CommunityStatsReader, Clock]),
    UnusedUploadsPurger,
  ],
})
export class CommunityModule {}
