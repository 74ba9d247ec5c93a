import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../shared/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../../shared/auth/authenticated-user.js';
import { ReportPostUseCase } from '../application/report-post.use-case.js';
import { ReportReviewUseCase } from '../application/report-review.use-case.js';
import { reportSubjectOf } from '../domain/report.js';
import { CreateReportRequest } from './dto/post.requests.js';
import { ReportCreatedResponse } from './dto/post.responses.js';
import { CacheScopes } from '../../../shared/http/http-cache.js';
import { RateLimit } from '../../../shared/http/rate-limit/rate-limit.decorator.js';
import { ApiErrors } from '../../../shared/http/api-errors.decorator.js';
import { CommunityErrorCode } from '../domain/community.errors.js';

@ApiTags('community')
@Controller('reports')
// Its writes change what a feed shows (counts, statuses): the writer's next read of the feed sees them at once.
@CacheScopes('posts')
export class ReportsController {
  constructor(
    private readonly reportPost: ReportPostUseCase,
    private readonly reportReview: ReportReviewUseCase,
  ) {}

  @Post()
  @RateLimit('reports')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Report a post or a review',
    description:
      'Exactly one of postId and reviewId. Once per member per post or review; not your own. The server records the reporter and ' +
      'the reported user (the author). A post reported by enough members in good standing is hidden until reviewed; a review ' +
      "stays shown until a moderator decides. The app sends reason 'inappropriate' and description 'Reported post: ' + the first " +
      "100 characters + '...'.",
  })
  @ApiErrors(
    CommunityErrorCode.ReportSubjectRequired,
    CommunityErrorCode.CannotReportOwnPost,
    CommunityErrorCode.CannotReportOwnReview,
    CommunityErrorCode.ReportDescriptionTooLong,
    CommunityErrorCode.PostNotFound,
    CommunityErrorCode.ReportedReviewNotFound,
    CommunityErrorCode.AlreadyReported,
    CommunityErrorCode.ReviewAlreadyReported,
  )
  @ApiCreatedResponse({ type: ReportCreatedResponse })
  create(@CurrentUser() caller: AuthenticatedUser, @Body() body: CreateReportRequest): Promise<ReportCreatedResponse> {
    const { postId, reviewId, ...rest } = body;
    const subject = reportSubjectOf({ postId, reviewId });
    return subject.type === 'post'
      ? this.reportPost.execute(caller, { ...rest, postId: subject.id })
      : this.reportReview.execute(caller, { ...rest, reviewId: subject.id });
  }
}
