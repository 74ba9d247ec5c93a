import { Controller, Delete, HttpCode, HttpStatus, Param } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../shared/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../../shared/auth/authenticated-user.js';
import { DeleteCommentUseCase } from '../application/delete-comment.use-case.js';
import { CacheScopes } from '../../../shared/http/http-cache.js';
import { RateLimit } from '../../../shared/http/rate-limit/rate-limit.decorator.js';
import { ApiErrors } from '../../../shared/http/api-errors.decorator.js';
import { CommunityErrorCode } from '../domain/community.errors.js';
import { ModerationErrorCode } from '../../moderation/domain/moderation.errors.js';

@ApiTags('community')
@Controller('comments')
// Its writes change what a feed shows (counts, statuses): the writer's next read of the feed sees them at once.
@CacheScopes('posts')
export class CommentsController {
  constructor(private readonly deleteComment: DeleteCommentUseCase) {}

  @Delete(':id')
  @RateLimit('writes')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Delete a comment',
    description:
      "The author, while they can see the post; a moderator's delete of someone else's comment follows the staff rule and is audited.",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(
    CommunityErrorCode.CommentNotFound,
    CommunityErrorCode.NotYourComment,
    ModerationErrorCode.CannotActOnStaff,
  )
  async remove(@CurrentUser() caller: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    await this.deleteComment.execute(caller, id);
  }
}
