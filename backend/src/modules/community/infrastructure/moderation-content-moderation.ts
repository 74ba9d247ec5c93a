import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../../shared/auth/authenticated-user.js';
import { RemoveCommentUseCase } from '../../moderation/application/remove-comment.use-case.js';
import { RemovePostUseCase } from '../../moderation/application/remove-post.use-case.js';
import { ContentModeration } from '../application/ports/content-moderation.js';
import { CommunityError } from '../domain/community.errors.js';

/** ContentModeration through the moderation module's use cases (its staff rule, reports and audit log). */
@Injectable()
export class ModerationContentModeration extends ContentModeration {
  constructor(
    private readonly removePostUseCase: RemovePostUseCase,
    private readonly removeCommentUseCase: RemoveCommentUseCase,
  ) {
    super();
  }

  override async removePost(actor: Pick<AuthenticatedUser, 'id' | 'role'>, postId: string): Promise<void> {
    if (!(await this.removePostUseCase.execute(actor, postId))) throw CommunityError.postNotFound(postId);
  }

  override async removeComment(actor: Pick<AuthenticatedUser, 'id' | 'role'>, commentId: string): Promise<void> {
    if (!(await this.removeCommentUseCase.execute(actor, commentId))) throw CommunityError.commentNotFound(commentId);
  }
}
