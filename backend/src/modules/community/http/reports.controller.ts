import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../shared/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../../shared/auth/authenticated-user.js';
import { ReportPostUseCase } from '../application/report-post.use-case.js';
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
  constructor(private readonly reportPost: ReportPostUseCase) {}

  @Post()
  @RateLimit('reports')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Report a post',
    description:
      "Once per member per post; not your own. The server records the reporter and the reported user (the post's author). " +
      "The app sends reason 'inappropriate' and description 'Reported post: ' + the first 100 characters + '...'.",
  })
  @ApiErrors(
    CommunityErrorCode.CannotReportOwnPost,
    CommunityErrorCode.ReportDescriptionTooLong,
    CommunityErrorCode.PostNotFound,
    CommunityErrorCode.AlreadyReported,
  )
  @ApiCreatedResponse({ type: ReportCreatedResponse })
  create(@CurrentUser() caller: AuthenticatedUser, @Body() body: CreateReportRequest): Promise<ReportCreatedResponse> {
    return this.reportPost.execute(caller, body);
  }
}
