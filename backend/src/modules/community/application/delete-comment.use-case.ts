import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { CommunityError, CommunityErrorCode, commentIdOrNotFound } from '../domain/community.errors.js';
import { CommentRepository } from './ports/comment.repository.js';
import { ContentModeration } from './ports/content-moderation.js';
import { PostRepository } from './ports/post.repository.js';
import { isModerator, type Caller } from './caller.js';
import { visiblePostFor } from './visible-post.js';

/**
 * DELETE /api/comments/{id}. Its author deletes it while they can see the post; anyone else's comment is a
 * moderation (ContentModeration: the one staff rule, one audit entry). A comment under a post the caller cannot
 * see is 404, as everything under that post.
 */
export class DeleteCommentUseCase {
  constructor(
    private readonly posts: PostRepository,
    private readonly comments: CommentRepository,
    private readonly moderation: ContentModeration,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(caller: Caller, commentId: string): Promise<void> {
    return this.unitOfWork.run(async () => {
      const comment = await this.comments.findOwnership(commentIdOrNotFound(commentId));
      if (!comment) throw CommunityError.commentNotFound(commentId);
      if (comment.authorId !== caller.id && isModerator(caller.role)) {
        await this.moderation.removeComment(caller, comment.id);
        return;
      }
      // The post's lock first, then the comment: the order of every write under a post.
      await visiblePostFor(this.posts, caller, comment.postId, true).catch((error: unknown) => {
        throw error instanceof CommunityError ? CommunityError.commentNotFound(commentId) : error;
      });
      if (comment.authorId !== caller.id) {
        throw new CommunityError(
          CommunityErrorCode.NotYourComment,
          'Only the author or a moderator may delete this comment',
        );
      }
      if (!(await this.comments.delete(comment.id))) throw CommunityError.commentNotFound(commentId);
    });
  }
}
