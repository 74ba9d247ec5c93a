import { Controller, Delete, HttpCode, HttpStatus, Param } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser } from '../../../shared/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../../shared/auth/authenticated-user.js';
import { ErrorResponse } from '../../../shared/http/error.response.js';
import { DeleteCommentUseCase } from '../application/delete-comment.use-case.js';
import { CacheScopes } from '../../../shared/http/http-cache.js';
import { RateLimit } from '../../../shared/http/rate-limit/rate-limit.decorator.js';

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
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'COMMENT_NOT_FOUND' })
  @ApiForbiddenResponse({
    type: ErrorResponse,
    description: 'NOT_YOUR_COMMENT; CANNOT_ACT_ON_STAFF (a moderator and a comment by staff)',
  })
  async remove(@CurrentUser() caller: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    await this.deleteComment.execute(caller, id);
  }
}
